//===- NamesBeforeTree.cpp - what a check before a nest may name ----------===//

#include "Analysis/NamesBeforeTree.h"
#include "Analysis/AccessSection.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/ASTContext.h"

using namespace clang;

namespace autolb {

NamesBeforeTree::NamesBeforeTree(const LoopTree &Tree,
                                 const NestAccesses &Accesses)
    : Tree(Tree), Accesses(Accesses),
      DeclaredInTree(declaredNames(Tree.Loops.front().Loop)) {}

bool NamesBeforeTree::namedAlike(const VarDecl *V) const {
  const SourceManager &SM = V->getASTContext().getSourceManager();
  if (!isa<ParmVarDecl>(V) && !V->isFileVarDecl() &&
      !SM.isBeforeInTranslationUnit(V->getEndLoc(),
                                    Tree.Loops.front().Loop->getBeginLoc()))
    return false;
  return !V->getIdentifier() || !DeclaredInTree.contains(V->getIdentifier());
}

bool NamesBeforeTree::checkable(const VarDecl *V) const {
  return V->hasLocalStorage() && namedAlike(V) &&
         !changesWhileLoopRuns(Tree, Accesses, 0, V) &&
         !reachedThroughAlias(Tree.Function->getBody(), V);
}

} // namespace autolb
