//===- ExprQueries.cpp - which variable an expression names ---------------===//

#include "Analysis/ExprQueries.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace autolb {

static const VarDecl *namedVariable(const Expr *Stripped) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Stripped))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

const VarDecl *referencedVariable(const Expr *E) {
  return namedVariable(E->IgnoreParenImpCasts());
}

const VarDecl *storedVariable(const Expr *Target) {
  while (true) {
    Target = Target->IgnoreParenImpCasts();
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Target))
      Target = Subscript->getBase();
    else if (const auto *Member = dyn_cast<MemberExpr>(Target);
             Member && !Member->isArrow())
      Target = Member->getBase();
    else
      break;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Target);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

const VarDecl *referencedVariableThroughCasts(const Expr *E) {
  return namedVariable(E->IgnoreParenCasts());
}

const VarDecl *pointerToWholeArray(const Expr *Base) {
  const auto *Deref = dyn_cast<UnaryOperator>(Base->IgnoreParenImpCasts());
  if (!Deref || Deref->getOpcode() != UO_Deref)
    return nullptr;
  const VarDecl *Var = referencedVariable(Deref->getSubExpr());
  if (!Var || !Var->getType()->isPointerType() ||
      !Var->getType()->getPointeeType()->isArrayType())
    return nullptr;
  return Var;
}

const Expr *subscriptedArray(const ArraySubscriptExpr *Ref) {
  const Expr *Base = Ref->getBase()->IgnoreImpCasts();
  while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Base))
    Base = Inner->getBase()->IgnoreImpCasts();
  return Base;
}

} // namespace autolb
