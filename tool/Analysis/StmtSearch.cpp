//===- StmtSearch.cpp - whether a statement tree holds a match ------------===//

#include "Analysis/StmtSearch.h"
#include "clang/AST/Expr.h"

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

} // namespace autolb
