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

const VarDecl *referencedVariableThroughCasts(const Expr *E) {
  return namedVariable(E->IgnoreParenCasts());
}

} // namespace autolb
