//===- StmtAccessWalker.cpp - the references a loop body makes ------------===//

#include "Analysis/StmtAccessWalker.h"
#include "Analysis/ReductionForm.h"
#include "Analysis/StableVectors.h"

using namespace clang;

namespace autolb {

void StmtAccessWalker::stmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(S))
    return rangeFor(Range);
  if (cxxConstruct(S))
    return;
  if (const auto *For = dyn_cast<ForStmt>(S))
    return forLoop(For);
  if (const auto *E = dyn_cast<Expr>(S)) {
    markDiscarded(E);
    return expr(E);
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    // `if (e > x) x = e;`: both references to x belong to the update.
    std::optional<ReductionUpdate> SavedUpdate = CurUpdate;
    const Expr *SavedTarget = CurTarget;
    if (std::optional<ReductionUpdate> MinMax = conditionalMinMax(If, Ctx)) {
      CurUpdate = MinMax;
      CurTarget = cast<BinaryOperator>(MinMax->Update)->getLHS();
    }
    stmt(If->getInit());
    expr(If->getCond());
    ++CondDepth;
    stmt(If->getThen());
    stmt(If->getElse());
    --CondDepth;
    CurUpdate = SavedUpdate;
    CurTarget = SavedTarget;
    return;
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    for (const SwitchCase *Case = Switch->getSwitchCaseList(); Case;
         Case = Case->getNextSwitchCase())
      InnerCases[Case] = CurLoop;
  if (isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<SwitchStmt>(S)) {
    BreakTargets.push_back(-1);
    ++CondDepth;
    for (const Stmt *Child : S->children())
      stmt(Child);
    --CondDepth;
    BreakTargets.pop_back();
    return;
  }
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D))
        declaration(Var);
    return;
  }
  if (isa<BreakStmt>(S)) {
    if (!BreakTargets.empty() && BreakTargets.back() >= 0)
      addReason(BreakTargets.back(), ReasonKind::EarlyExit,
                "'break' leaves the loop early", S->getBeginLoc(),
                "'break' here");
    return;
  }
  if (isa<ContinueStmt>(S)) {
    if (CurLoop >= 0)
      Out.ContinuedLoops.insert(CurLoop);
    return;
  }
  if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
    addReasonToAll(ReasonKind::EarlyExit, "'return' leaves the loop early",
                   S->getBeginLoc(), "'return' here");
    if (Return->getRetValue())
      expr(Return->getRetValue());
    return;
  }
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) {
    addReasonToAll(ReasonKind::EarlyExit, "'goto' may leave the loop",
                   S->getBeginLoc(), "'goto' here");
    return;
  }
  // A jump may enter the loop there; and the generated code holds the loop
  // more than once, which a label may not be.
  if (const auto *Label = dyn_cast<LabelStmt>(S))
    addReasonToAll(ReasonKind::EarlyExit,
                   std::string("label '") + Label->getName() +
                       "' in the loop: a 'goto' may enter it",
                   S->getBeginLoc(), "label here");
  if (const auto *Case = dyn_cast<SwitchCase>(S);
      Case && (!InnerCases.count(Case) || InnerCases[Case] != CurLoop))
    addReasonToAll(ReasonKind::EarlyExit,
                   "a case label of a switch around the loop: the switch "
                   "may enter the loop there",
                   S->getBeginLoc(), "case label here");
  if (isa<AsmStmt>(S)) {
    addReasonToAll(ReasonKind::InlineAssembly,
                   "inline assembly has unknown effects", S->getBeginLoc(),
                   "inline assembly here");
    return;
  }
  for (const Stmt *Child : S->children())
    stmt(Child);
}

void StmtAccessWalker::forLoop(const ForStmt *For) {
  auto It = LoopIndex.find(For);
  int Index = It->second;
  LoopInfo &Loop = Tree.Loops[Index];
  if (Loop.IsCanonical) {
    // The header of a canonical loop only assigns its induction variable;
    // its bounds are reads in the enclosing context.
    expr(Loop.LowerBound);
  } else {
    stmt(For->getInit());
  }
  int SavedLoop = CurLoop;
  unsigned SavedCond = CondDepth;
  if (CondDepth > 0)
    Out.ConditionalLoops.insert(Index);
  CurLoop = Index;
  CondDepth = 0;
  BreakTargets.push_back(Index);
  if (Loop.IsCanonical) {
    expr(Loop.UpperBound);
  } else {
    if (For->getCond())
      expr(For->getCond());
    if (For->getInc())
      markDiscarded(For->getInc());
    expr(For->getInc());
  }
  stmt(For->getBody());
  BreakTargets.pop_back();
  CurLoop = SavedLoop;
  CondDepth = SavedCond;
}

void StmtAccessWalker::rangeFor(const CXXForRangeStmt *Range) {
  stmt(Range->getInit());
  const VarDecl *Element = Range->getLoopVariable();
  if (!readsElementsOnly(Range, Ctx)) {
    addReasonToAll(ReasonKind::CxxConstruct,
                   "C++ construct not analysed: a range-based 'for' whose "
                   "element '" +
                       Element->getNameAsString() +
                       "' is a reference through which it may write or "
                       "whose address it takes",
                   Range->getBeginLoc(), "range-based 'for' here");
    return;
  }
  if (!wholeContainerRead(Range->getRangeInit(), Range->getRangeInit(),
                          "range-based 'for' here")) {
    addReasonToAll(ReasonKind::CxxConstruct,
                   "C++ construct not analysed: a range-based 'for' over "
                   "something other than a std::vector, a std::array or a "
                   "row of a vector of vectors",
                   Range->getBeginLoc(), "range-based 'for' here");
    return;
  }
  Out.DeclaredIn[Element] = CurLoop;
  recordScalar(Element, /*IsWrite=*/true, Element->getLocation());
  BreakTargets.push_back(-1);
  ++CondDepth;
  stmt(Range->getBody());
  --CondDepth;
  BreakTargets.pop_back();
}

void StmtAccessWalker::declaration(const VarDecl *Var) {
  if (!Var->isLocalVarDecl() || Var->isStaticLocal())
    return;
  Out.DeclaredIn[Var] = CurLoop;
  // A reference to an element reads nothing yet: its uses are the element's.
  if (const Expr *Element = boundElement(Var, Ctx)) {
    if (subscriptedVector(Element))
      return expr(vectorIndex(Element));
    for (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Element); Sub;
         Sub = dyn_cast<ArraySubscriptExpr>(
             Sub->getBase()->IgnoreParenImpCasts()))
      expr(Sub->getIdx());
    return;
  }
  if (const Expr *Init = Var->getInit()) {
    if (Var->getType()->isPointerType())
      storedPointer(Init);
    else
      expr(Init);
    if (!Var->getType()->isArrayType())
      recordScalar(Var, /*IsWrite=*/true, Var->getLocation());
  }
}

} // namespace autolb
