//===- HaloStreaming.cpp - a pipelined nest's halo above, streamed --------===//

#include "Plan/HaloStreaming.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/StmtSearch.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// The statement a loop body is, once braces around a single statement
/// are taken away.
const Stmt *soleStatement(const Stmt *Body) {
  while (const auto *Braces = dyn_cast_or_null<CompoundStmt>(Body)) {
    if (Braces->size() != 1)
      return Body;
    Body = Braces->body_front();
  }
  return Body;
}

/// Whether S may store into memory other than a named variable: a call
/// that is neither side-effect free nor a pure math function, or an
/// assignment, increment or decrement of anything but a variable's name.
bool mayStoreIntoMemory(const PlanContext &G, const Stmt *S) {
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Call->HasSideEffects(G.Ctx) &&
           !(Callee && isPureMathFunction(Callee->getName()));
  }
  const Expr *Target = nullptr;
  if (const auto *Assign = dyn_cast<BinaryOperator>(S))
    Target = Assign->isAssignmentOp() ? Assign->getLHS() : nullptr;
  else if (const auto *Unary = dyn_cast<UnaryOperator>(S))
    Target = Unary->isIncrementDecrementOp() ? Unary->getSubExpr() : nullptr;
  return Target && !isa<DeclRefExpr>(Target->IgnoreParenImpCasts());
}

/// Why the header of loop Around may write Array or use it, or nothing.
std::optional<std::string> headerRefusal(const PlanContext &G,
                                         const LoopInfo &Around,
                                         const VarDecl *Array) {
  const ForStmt *Loop = Around.Loop;
  for (const Stmt *Part :
       {Loop->getInit(), static_cast<const Stmt *>(Loop->getCond()),
        static_cast<const Stmt *>(Loop->getInc())}) {
    if (!Part)
      continue;
    if (mentionsVariable(Part, Array))
      return "the header of loop '" + Around.name() + "' uses '" +
             Array->getNameAsString() + "'";
    if (containsAny(Part,
                    [&](const Stmt *S) { return mayStoreIntoMemory(G, S); }))
      return "the header of loop '" + Around.name() +
             "' may store into memory (a call, or a store through a pointer)";
  }
  return std::nullopt;
}

std::string quoted(llvm::StringRef Name) { return "'" + Name.str() + "'"; }

/// Why no array of the nest may be streamed, or nothing: the loop around
/// the distributed loop must run the nest alone and be left only through
/// its condition.
std::optional<std::string>
nestRefusal(const PlanContext &G, const NestInfo &Nest, const NestPlan &Plan) {
  const std::string Dist = quoted(Plan.Dist->name());
  if (Plan.Dist->Step != 1)
    return "loop " + Dist +
           " does not step by +1, and the run-time streams only such "
           "pipelines";
  if (Plan.Skew > 0)
    return "the pipeline is skewed (lag " + std::to_string(Plan.Skew) +
           "), and the run-time streams only unskewed pipelines";
  if (!Plan.AliasCheck.empty())
    return "when its arrays overlap, loop " + Dist +
           " runs as written on every rank, without run-time calls";
  if (Plan.Dist->Parent < 0)
    return "no loop encloses loop " + Dist +
           ", so nothing bounds a run of its executions";
  const LoopInfo &Parent = Nest.Loops[Plan.Dist->Parent];
  const std::string Around = quoted(Parent.name());
  if (!Parent.Loop || soleStatement(Parent.Loop->getBody()) != Plan.Loop)
    return "the body of loop " + Around + " does more than loop " + Dist +
           ", and other code there may write the array between executions";
  if (llvm::any_of(Parent.Reasons, [](const Reason &R) {
        return R.Kind == ReasonKind::EarlyExit;
      }))
    return "loop " + Around + " may be left early, past alb_nest_settle";
  if (Parent.Loop->getBeginLoc().isMacroID() ||
      Parent.Loop->getEndLoc().isMacroID() ||
      !G.Src.inMainFile(G.Src.end(Parent.Loop)))
    return "the end of loop " + Around + " comes from a macro";
  return std::nullopt;
}

/// Why the halo above of A may not be streamed, or nothing; NestWhy is
/// nestRefusal's answer.
std::optional<std::string>
arrayRefusal(const PlanContext &G, const NestInfo &Nest, const NestPlan &Plan,
             const std::optional<std::string> &NestWhy, const ArraySummary &A) {
  if (!A.IsWritten)
    return "loop " + quoted(Plan.Dist->name()) + " does not write it";
  if (NestWhy)
    return NestWhy;
  if (std::optional<std::string> Header =
          headerRefusal(G, Nest.Loops[Plan.Dist->Parent], A.Array))
    return Header;
  if (!A.AboveReach)
    return A.AboveReachRefusal;
  return std::nullopt;
}

} // namespace

void planHaloStreaming(const PlanContext &G, const NestInfo &Nest,
                       llvm::ArrayRef<const ArraySummary *> Described,
                       NestPlan &Plan) {
  if (!Plan.Pipeline)
    return;
  const std::optional<std::string> NestWhy = nestRefusal(G, Nest, Plan);
  const std::string Dist = quoted(Plan.Dist->name());
  for (size_t I = 0; I < Described.size(); ++I) {
    const ArraySummary &A = *Described[I];
    if (A.ReadHaloAbove == 0)
      continue;
    const std::string Name = quoted(A.Array->getName());
    const std::string Halo = "the halo above of " + Name + " is ";
    if (std::optional<std::string> Why =
            arrayRefusal(G, Nest, Plan, NestWhy, A)) {
      Plan.HalosAbove.push_back(
          {A.Array, false, 0,
           Halo + "fetched before each execution of loop " + Dist +
               " (a barrier with the next rank), not streamed: " + *Why});
      continue;
    }
    ArrayFields &Fields = Plan.Arrays[I];
    Fields.StreamAbove = true;
    Fields.AboveReach = *A.AboveReach;
    Plan.SettleAfter = &Nest.Loops[Plan.Dist->Parent];
    const std::string Around = quoted(Plan.SettleAfter->name());
    Plan.HalosAbove.push_back(
        {A.Array, true, Fields.AboveReach,
         Halo + "streamed from the next rank during each execution of loop " +
             Dist + " (nothing else writes " + Name + " in loop " + Around +
             "); alb_nest_settle after loop " + Around});
  }
}

} // namespace autolb
