//===- OutputGuard.cpp - program output on one rank only ------------------===//

#include "Plan/OutputGuard.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace autolb {

/// The output call S is (a statement `printf(...);` or `(void)printf(...)`).
static const CallExpr *outputCall(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  if (const auto *Cast = dyn_cast<CStyleCastExpr>(E))
    if (Cast->getType()->isVoidType())
      E = Cast->getSubExpr()->IgnoreParenImpCasts();
  const auto *Call = dyn_cast<CallExpr>(E);
  return Call && isStandardOutputCall(Call) ? Call : nullptr;
}

static bool argumentsHaveSideEffects(const PlanContext &G,
                                     const CallExpr *Call) {
  for (const Expr *Arg : Call->arguments())
    if (Arg->HasSideEffects(G.Ctx))
      return true;
  return false;
}

/// True when the call is `printf(...)`, `fprintf(stdout, ...)` or
/// `putchar(c)` with the callee spelled in the main file (not by a macro):
/// it can become the run-time's variant.
static bool hasRuntimeVariant(const PlanContext &G, const CallExpr *Call) {
  StringRef Name = Call->getDirectCallee()->getName();
  if (Name != "printf" && Name != "fprintf" && Name != "putchar")
    return false;
  const auto *Callee =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  return Callee && Callee->getLocation().isFileID() &&
         G.Src.inMainFile(Callee->getLocation());
}

namespace {
/// Output calls inside expressions (their value is used) of replicated
/// code.
struct NestedOutputCalls : RecursiveASTVisitor<NestedOutputCalls> {
  explicit NestedOutputCalls(const PlanContext &G) : G(G) {}
  const PlanContext &G;
  std::vector<const CallExpr *> Calls;
  // A lambda's body runs where it is called, not where it is written.
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    return traverseLambdaCaptures(*this, Lambda);
  }
  bool TraverseForStmt(ForStmt *For) {
    return G.DistributedLoops.contains(For) ||
           RecursiveASTVisitor::TraverseForStmt(For);
  }
  bool TraverseCallExpr(CallExpr *Call) {
    if (outputCall(Call)) {
      Calls.push_back(Call);
      return true;
    }
    return RecursiveASTVisitor::TraverseCallExpr(Call);
  }
};
} // namespace

static void guardSlots(const PlanContext &G, const Stmt *Parent,
                       std::vector<OutputCall> &Out) {
  forEachSlot(Parent, [&](const StmtSlot &Slot) {
    if (G.DistributedLoops.contains(Slot.S))
      return;
    const CallExpr *Call = outputCall(Slot.S);
    if (!Call || !G.Src.inMainFile(Slot.S->getBeginLoc())) {
      guardSlots(G, Slot.S, Out);
      return;
    }
    using Handling = OutputCall::Handling;
    Handling How = Handling::GuardStatement;
    if (!G.Src.editableAround(Slot.S))
      How = Handling::EveryRank;
    else if (argumentsHaveSideEffects(G, Call) && hasRuntimeVariant(G, Call))
      How = Handling::RuntimeVariant;
    Out.push_back({Call, Slot, How});
  });
}

std::vector<OutputCall> planOutput(const PlanContext &G,
                                   const FunctionDecl *F) {
  std::vector<OutputCall> Out;
  if (!F->hasBody())
    return Out;
  guardSlots(G, F->getBody(), Out);
  llvm::SmallPtrSet<const CallExpr *, 16> Statements;
  for (const OutputCall &Statement : Out)
    Statements.insert(Statement.Call);
  NestedOutputCalls Nested(G);
  Nested.TraverseStmt(F->getBody());
  for (const CallExpr *Call : Nested.Calls)
    if (!Statements.contains(Call) && G.Src.inMainFile(Call->getBeginLoc()) &&
        hasRuntimeVariant(G, Call))
      Out.push_back({Call, StmtSlot(), OutputCall::Handling::RuntimeVariant});
  return Out;
}

} // namespace autolb
