//===- LoopKinds.cpp - DOALL, DOACROSS or sequential ----------------------===//

#include "Analysis/LoopKinds.h"
#include "Analysis/DependenceReasons.h"
#include "Analysis/RuntimeAliasChecks.h"
#include "llvm/ADT/STLExtras.h"

namespace autolb {

DependencesByLoop
assignDependences(LoopTree &Tree, const NestAccesses &Accesses,
                  const std::vector<CarriedDependence> &Dependences,
                  const ReductionInfo &Reductions,
                  const AnalysisOptions &Opts) {
  DependencesByLoop ByLoop;
  ByLoop.Carried.resize(Tree.Loops.size());
  for (const CarriedDependence &C : Dependences) {
    if (isCheckedAtRunTime(C, Tree, Accesses, Opts)) {
      ByLoop.CheckedAtRunTime.push_back(&C);
      continue;
    }
    unsigned Carrier = Tree.chainTo(C.Source->Loop)[C.Dep.CarrierDepth];
    const auto &InReduction = Reductions.ArrayReductionRefs[Carrier];
    if (InReduction.count(C.Source) && InReduction.count(C.Sink))
      continue;
    if (C.Source->Array == C.Sink->Array &&
        llvm::any_of(Tree.Loops[Carrier].PrivateArrays,
                     [&](const PrivateArray &P) {
                       return P.Variable == C.Source->Array;
                     }))
      continue;
    ByLoop.Carried[Carrier].push_back(&C);
    Tree.Loops[Carrier].CarriedDependences.push_back(C.Dep);
  }
  return ByLoop;
}

int pipelineLoop(const LoopTree &Tree, unsigned L) {
  if (Tree.Children[L].size() != 1)
    return -1;
  unsigned Child = Tree.Children[L].front();
  return Tree.Loops[Child].IsCanonical ? int(Child) : -1;
}

bool hasConstantDistance(const Dependence &D, unsigned Depth) {
  return D.Distances.size() > Depth && D.Distances[Depth].has_value();
}

bool allowsPipeline(const Dependence &D, unsigned Depth, int Pipeline) {
  return !D.Assumed && hasConstantDistance(D, Depth) && Pipeline >= 0 &&
         hasConstantDistance(D, Depth + 1);
}

// The reasons of Refused for the arrays of Carried, when every dependence
// of Carried goes through one of them; none otherwise.
static std::vector<Reason> privatizationReasons(
    llvm::ArrayRef<const CarriedDependence *> Carried,
    const std::map<const clang::VarDecl *, PrivatizationRefusal> &Refused) {
  std::vector<Reason> Reasons;
  for (const CarriedDependence *C : Carried) {
    auto It = Refused.find(C->Source->Array);
    if (C->Sink->Array != C->Source->Array || It == Refused.end())
      return {};
    addUniqueReason(Reasons, {ReasonKind::ArrayPrivatization,
                              It->second.Message,
                              It->second.Loc,
                              {{C->Dep.SinkLoc, C->Dep.describe()}}});
  }
  return Reasons;
}

static void classify(LoopTree &Tree, unsigned L,
                     llvm::ArrayRef<const CarriedDependence *> Carried,
                     const PrivatizationInfo &Privatization,
                     const AnalysisOptions &Opts) {
  LoopInfo &Loop = Tree.Loops[L];
  int Pipeline = pipelineLoop(Tree, L);
  bool Pipelinable = Loop.IsCanonical;
  for (const CarriedDependence *C : Carried)
    Pipelinable &= allowsPipeline(C->Dep, Loop.Depth, Pipeline);
  bool HasOtherReasons = !Loop.Reasons.empty();
  if (Carried.empty())
    Loop.Kind = LoopKind::DoAll;
  else if (Pipelinable)
    Loop.Kind = LoopKind::DoAcross;
  else
    Loop.Kind = LoopKind::Sequential;
  if (HasOtherReasons || !Loop.IsCanonical)
    Loop.Kind = LoopKind::Sequential;
  if (Carried.empty() || Pipelinable)
    return;
  std::vector<Reason> Refusals =
      HasOtherReasons ? std::vector<Reason>()
                      : privatizationReasons(Carried, Privatization.Refused[L]);
  if (Refusals.empty())
    return addDependenceReasons(Loop, Carried, Pipeline, Opts);
  for (Reason &R : Refusals)
    addUniqueReason(Loop.Reasons, std::move(R));
}

void classifyLoops(LoopTree &Tree, const DependencesByLoop &ByLoop,
                   const PrivatizationInfo &Privatization,
                   const AnalysisOptions &Opts) {
  for (unsigned L = 0; L < Tree.Loops.size(); ++L)
    classify(Tree, L, ByLoop.Carried[L], Privatization, Opts);
}

} // namespace autolb
