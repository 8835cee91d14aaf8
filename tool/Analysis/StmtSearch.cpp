//===- StmtSearch.cpp - whether a statement tree holds a match ------------===//

#include "Analysis/StmtSearch.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace autolb {

bool containsAny(const Stmt *S,
                 llvm::function_ref<bool(const Stmt *)> IsTarget) {
  if (!S)
    return false;
  if (IsTarget(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsAny(Child, IsTarget))
      return true;
  return false;
}

bool mentionsVariable(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Sub);
    return Ref && Ref->getDecl() == V;
  });
}

llvm::SmallPtrSet<const IdentifierInfo *, 16> declaredNames(const Stmt *S) {
  llvm::SmallPtrSet<const IdentifierInfo *, 16> Names;
  containsAny(S, [&](const Stmt *Sub) {
    if (const auto *Decls = dyn_cast<DeclStmt>(Sub))
      for (const Decl *D : Decls->decls())
        if (const auto *Var = dyn_cast<VarDecl>(D); Var && Var->getIdentifier())
          Names.insert(Var->getIdentifier());
    return false;
  });
  return Names;
}

bool reachedThroughAlias(const Stmt *S, const VarDecl *V) {
  // Changing an object defined const (`const int n = a.size();`, passed to
  // std::min's `const int &`) through any name is undefined behaviour.
  const QualType Type = V->getType();
  if (Type.isConstQualified() && !Type.isVolatileQualified() &&
      !Type->isReferenceType())
    return false;
  auto IsV = [V](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
    return Ref && Ref->getDecl() == V;
  };
  return containsAny(S, [&](const Stmt *Sub) {
    if (const auto *Op = dyn_cast<UnaryOperator>(Sub))
      return Op->getOpcode() == UO_AddrOf &&
             referencedVariable(Op->getSubExpr()) == V;
    if (const auto *Decls = dyn_cast<DeclStmt>(Sub))
      return llvm::any_of(Decls->decls(), [&](const Decl *D) {
        const auto *Ref = dyn_cast<VarDecl>(D);
        return Ref && Ref->getType()->isReferenceType() && Ref->getInit() &&
               referencedVariable(Ref->getInit()) == V;
      });
    if (const auto *Lambda = dyn_cast<LambdaExpr>(Sub))
      return llvm::any_of(Lambda->captures(), [&](const LambdaCapture &C) {
        return C.capturesVariable() && C.getCaptureKind() == LCK_ByRef &&
               C.getCapturedVar() == V;
      });
    // An argument bound to a reference parameter is the lvalue itself.
    if (const auto *Call = dyn_cast<CallExpr>(Sub))
      return llvm::any_of(Call->arguments(), IsV);
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Sub))
      return llvm::any_of(Construct->arguments(), IsV);
    return false;
  });
}

} // namespace autolb
