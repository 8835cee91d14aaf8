//===- PlanReport.cpp - the plan as JSON ----------------------------------===//

#include "Plan/PlanReport.h"

using namespace clang;

namespace autolb {
namespace {

llvm::json::Object position(const PlanContext &G, SourceLocation Loc) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  return llvm::json::Object{{"line", SM.getExpansionLineNumber(Loc)},
                            {"column", SM.getExpansionColumnNumber(Loc)}};
}

llvm::json::Value loopVariable(const LoopInfo *L) {
  if (!L || !L->InductionVar)
    return nullptr;
  return L->InductionVar->getNameAsString();
}

llvm::json::Value nest(const PlanContext &G, const NestPlan &Nest) {
  llvm::json::Object Out = position(G, Nest.Loop->getBeginLoc());
  Out["function"] = Nest.Nest->Function->getNameAsString();
  Out["distributed_loop"] = loopVariable(Nest.Dist);
  Out["schedule"] = Nest.Pipeline      ? "pipeline"
                    : Nest.Independent ? "independent iterations"
                                       : "blocks";
  Out["pipelined_loop"] = loopVariable(Nest.Pipe);
  Out["hook_level"] = Nest.Hook.LevelExpression.empty()
                          ? llvm::json::Value(Nest.Hook.Level)
                          : llvm::json::Value(nullptr);
  Out["hook_level_at_run_time"] = !Nest.Hook.LevelExpression.empty();
  Out["strip_mined_loop"] = loopVariable(Nest.Hook.StripMined);
  Out["alias_checked"] = !Nest.AliasCheck.empty();
  llvm::json::Array Folded;
  for (const ReductionPlan &R : Nest.Reductions)
    if (R.FoldedInOrder)
      Folded.push_back(R.Variable->getNameAsString());
  Out["reductions_folded_in_order"] = std::move(Folded);
  llvm::json::Array Sent;
  for (const NestPlan::SentToOwners &S : Nest.WritesSentToOwners) {
    llvm::json::Object Entry = position(G, S.Loc);
    Entry["array"] = S.Array->getNameAsString();
    Entry["message"] = S.Message;
    Sent.push_back(std::move(Entry));
  }
  Out["writes_sent_to_owners"] = std::move(Sent);
  llvm::json::Array HalosAbove;
  for (const NestPlan::HaloAbove &Halo : Nest.HalosAbove)
    HalosAbove.push_back(llvm::json::Object{
        {"array", Halo.Array->getNameAsString()},
        {"streamed", Halo.Streamed},
        {"above_reach", Halo.Streamed ? llvm::json::Value(Halo.Reach)
                                      : llvm::json::Value(nullptr)},
        {"message", Halo.Message}});
  Out["halo_above_streaming"] = std::move(HalosAbove);
  return Out;
}

llvm::json::Value arraySync(const ArraySync &Sync) {
  llvm::json::Array Slices, Elements;
  for (const SliceSpan &Span : Sync.Slices) {
    if (Sync.ByElement)
      Elements.push_back(Span.FirstSpelling);
    else
      Slices.push_back(llvm::json::Object{{"first", Span.FirstSpelling},
                                          {"last", Span.LastSpelling}});
  }
  return llvm::json::Object{{"array", Sync.Array->getNameAsString()},
                            {"slices", std::move(Slices)},
                            {"elements", std::move(Elements)},
                            {"whole_because", Sync.WhyWhole}};
}

llvm::json::Value syncPoint(const PlanContext &G, const SyncPoint &Point) {
  llvm::json::Object Out = position(G, G.Src.begin(Point.reads()));
  switch (Point.Where) {
  case SyncPoint::Kind::BeforeStatement:
    Out["where"] = "before the statement";
    break;
  case SyncPoint::Kind::InsideExpression:
    Out["where"] = "inside " + Point.What;
    break;
  case SyncPoint::Kind::AfterOtherFileCalls:
    Out["where"] = Point.CallSyncs.AfterStatement
                       ? "after the statement's call to another file"
                       : "right after each call to another file";
    break;
  case SyncPoint::Kind::Unplaceable:
    Out["where"] = "nowhere: " + Point.What;
    break;
  }
  llvm::json::Array Arrays;
  for (const ArraySync &Sync : Point.Arrays)
    Arrays.push_back(arraySync(Sync));
  Out["arrays"] = std::move(Arrays);
  bool All = !Point.AllBecause.empty() ||
             Point.Where == SyncPoint::Kind::AfterOtherFileCalls;
  Out["all_arrays"] = All;
  Out["all_because"] = Point.AllBecause;
  return Out;
}

llvm::json::Value lifetimes(const PlanContext &G,
                            const FunctionLifetimes &Lifetimes,
                            const RoutedCall &Free) {
  llvm::json::Array Out;
  for (const FreedArray &Freed : Lifetimes.Frees) {
    llvm::json::Object Entry = position(G, Freed.Release->getBeginLoc());
    Entry["array"] = Freed.Array->getNameAsString();
    Entry["when"] = "freed";
    Entry["forgotten"] = Freed.routed(Free) || !Freed.InsideMacro;
    if (Freed.routed(Free))
      Entry["how"] = "free routed through the run-time";
    else if (!Freed.InsideMacro)
      Entry["how"] = "forgotten before the call";
    Out.push_back(std::move(Entry));
  }
  for (const ScopeEnd &End : Lifetimes.ScopeEnds) {
    llvm::json::Object Entry = position(G, End.Array->getLocation());
    Entry["array"] = End.Array->getNameAsString();
    Entry["when"] = "scope ends";
    Entry["forgotten"] = End.What == ScopeEnd::Outcome::Forgotten;
    Out.push_back(std::move(Entry));
  }
  return Out;
}

llvm::json::Value output(const PlanContext &G,
                         llvm::ArrayRef<OutputCall> Calls) {
  llvm::json::Array Out;
  for (const OutputCall &Call : Calls) {
    llvm::json::Object Entry = position(G, Call.Call->getBeginLoc());
    switch (Call.How) {
    case OutputCall::Handling::GuardStatement:
      Entry["handling"] = "statement on the output rank";
      break;
    case OutputCall::Handling::RuntimeVariant:
      Entry["handling"] = "run-time variant";
      break;
    case OutputCall::Handling::EveryRank:
      Entry["handling"] = "every rank (in a macro's body)";
      break;
    }
    Out.push_back(std::move(Entry));
  }
  return Out;
}

} // namespace

llvm::json::Value toJSON(const PlanContext &G, const ProgramPlan &Plan) {
  llvm::json::Array Nests, Functions;
  for (const NestPlan &Planned : Plan.Nests)
    Nests.push_back(nest(G, Planned));
  for (size_t I = 0; I < Plan.Functions.size(); ++I) {
    llvm::json::Array Syncs;
    for (const SyncPoint &Point : Plan.Syncs[I])
      Syncs.push_back(syncPoint(G, Point));
    llvm::json::Value Forgotten = lifetimes(G, Plan.Lifetimes[I], Plan.Routed.Free);
    llvm::json::Value Output = output(G, Plan.Output[I]);
    if (Syncs.empty() && Forgotten.getAsArray()->empty() &&
        Output.getAsArray()->empty())
      continue;
    Functions.push_back(
        llvm::json::Object{{"function", Plan.Functions[I]->getNameAsString()},
                           {"syncs", std::move(Syncs)},
                           {"forgotten_arrays", std::move(Forgotten)},
                           {"output", std::move(Output)}});
  }
  llvm::json::Array Routed;
  for (const RoutedCall *Call : Plan.Routed.all()) {
    llvm::json::Object Entry{{"name", Call->Name}, {"routed", Call->routed()}};
    if (!Call->routed())
      Entry["declared_at"] = position(G, Call->Blocker->getLocation());
    Routed.push_back(std::move(Entry));
  }
  return llvm::json::Object{{"nests", std::move(Nests)},
                            {"functions", std::move(Functions)},
                            {"routed_calls", std::move(Routed)}};
}

} // namespace autolb
