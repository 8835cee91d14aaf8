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

// True when Ref, a use of its variable, reads it, assigns it by name,
// increments or decrements it, or is an operand of sizeof, or names the
// record whose member it selects: no other name for the variable comes of
// it. Any other use (`&v`, a reference bound to v, to `c ? v : w` or to
// `(0, v)`, v in a braced list or passed to a reference parameter) may make
// one.
static bool usedByName(const DeclRefExpr *Ref, ASTContext &Ctx) {
  const Stmt *User = operandUser(Ref, Ctx);
  if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User))
    return Cast->getCastKind() == CK_LValueToRValue;
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(User))
    return Assign->isAssignmentOp() &&
           Assign->getLHS()->IgnoreParenImpCasts() == Ref;
  if (const auto *Unary = dyn_cast_or_null<UnaryOperator>(User))
    return Unary->isIncrementDecrementOp();
  if (const auto *Member = dyn_cast_or_null<MemberExpr>(User))
    return !Member->isArrow();
  return isa_and_nonnull<UnaryExprOrTypeTraitExpr>(User);
}

bool reachedThroughAlias(const Stmt *S, const VarDecl *V) {
  // Changing an object defined const (`const int n = a.size();`, passed to
  // std::min's `const int &`) through any name is undefined behaviour.
  const QualType Type = V->getType();
  if (Type.isConstQualified() && !Type.isVolatileQualified() &&
      !Type->isReferenceType())
    return false;
  ASTContext &Ctx = V->getASTContext();
  return containsAny(S, [&](const Stmt *Sub) {
    if (const auto *Lambda = dyn_cast<LambdaExpr>(Sub))
      return llvm::any_of(Lambda->captures(), [&](const LambdaCapture &C) {
        return C.capturesVariable() && C.getCaptureKind() == LCK_ByRef &&
               C.getCapturedVar() == V;
      });
    const auto *Ref = dyn_cast<DeclRefExpr>(Sub);
    return Ref && Ref->getDecl() == V && !usedByName(Ref, Ctx);
  });
}

} // namespace autolb
