//===- IndexVariables.cpp - locals that hold an index ---------------------===//

#include "Analysis/IndexVariables.h"
#include "Analysis/AffineExpr.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

bool namesVariable(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == V;
}

/// True when S (or a statement inside it) may change V: an assignment, an
/// increment or decrement, or taking its address.
bool mayChange(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    if (const auto *Assign = dyn_cast<BinaryOperator>(Sub))
      return Assign->isAssignmentOp() && namesVariable(Assign->getLHS(), V);
    const auto *Unary = dyn_cast<UnaryOperator>(Sub);
    return Unary &&
           (Unary->isIncrementDecrementOp() ||
            Unary->getOpcode() == UO_AddrOf) &&
           namesVariable(Unary->getSubExpr(), V);
  });
}

/// True when S contains the declaration of V.
bool declares(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    const auto *Decls = dyn_cast<DeclStmt>(Sub);
    return Decls && llvm::is_contained(Decls->decls(), V);
  });
}

/// True when E is arithmetic over variables Allowed accepts, with no
/// conversion that narrows.
template <typename Pred>
bool isIndexArithmetic(const Expr *E, const ASTContext &Ctx, Pred Allowed) {
  E = E->IgnoreParens();
  if (isa<IntegerLiteral>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getCastKind() == CK_LValueToRValue ||
            Cast->getCastKind() == CK_IntegralCast) &&
           !narrows(Cast->getSubExpr()->getType(), Cast->getType(), Ctx) &&
           isIndexArithmetic(Cast->getSubExpr(), Ctx, Allowed);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    return Var && Var->getType()->isIntegerType() &&
           !Var->getType().isVolatileQualified() && Allowed(Var);
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return (Unary->getOpcode() == UO_Minus ||
            Unary->getOpcode() == UO_Plus) &&
           isIndexArithmetic(Unary->getSubExpr(), Ctx, Allowed);
  const auto *Binary = dyn_cast<BinaryOperator>(E);
  return Binary &&
         (Binary->getOpcode() == BO_Add || Binary->getOpcode() == BO_Sub ||
          Binary->getOpcode() == BO_Mul) &&
         isIndexArithmetic(Binary->getLHS(), Ctx, Allowed) &&
         isIndexArithmetic(Binary->getRHS(), Ctx, Allowed);
}

} // namespace

const Expr *IndexVariables::resolve(const Expr *Subscript) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Subscript->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V)
    return Subscript;
  auto [It, Inserted] = Held.try_emplace(V, nullptr);
  if (Inserted)
    It->second = heldIndex(V);
  return It->second ? It->second : Subscript;
}

const Expr *IndexVariables::heldIndex(const VarDecl *V) {
  const Expr *Init = V->getInit();
  if (Tree.Loops.empty() || !Init || !V->hasLocalStorage() ||
      isa<ParmVarDecl>(V) || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified())
    return nullptr;
  // `unsigned char slot = i;` wraps: not the initializer's value.
  const Expr *Value = Init->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Value))
    Value = Cast->getSubExpr();
  if (!Value->getType()->isIntegerType() ||
      narrows(Value->getType(), V->getType(), V->getASTContext()))
    return nullptr;
  const ForStmt *Root = Tree.Loops.front().Loop;
  if (!declares(Root, V) || mayChange(Root, V))
    return nullptr;
  auto Allowed = [&](const VarDecl *Var) {
    bool Induction = false;
    for (const LoopInfo &Loop : Tree.Loops) {
      if (Loop.InductionVar != Var)
        continue;
      if (declares(Loop.Loop->getBody(), V) &&
          !mayChange(Loop.Loop->getBody(), Var))
        return true;
      Induction = true;
    }
    return !Induction && !declares(Root, Var) && !mayChange(Root, Var);
  };
  return isIndexArithmetic(Init, V->getASTContext(), Allowed) ? Init : nullptr;
}

} // namespace autolb
