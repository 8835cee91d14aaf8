//===- LoopKinds.cpp - DOALL, DOACROSS or sequential ----------------------===//

#include "Analysis/LoopKinds.h"
#include "Analysis/DependenceReasons.h"
#include "Analysis/RuntimeAliasChecks.h"

namespace autolb {

DependencesByLoop assignDependences(
    LoopTree &Tree, const std::vector<CarriedDependence> &Dependences,
    const ReductionInfo &Reductions, const AnalysisOptions &Opts) {
  DependencesByLoop ByLoop;
  ByLoop.Carried.resize(Tree.Loops.size());
  for (const CarriedDependence &C : Dependences) {
    if (isCheckedAtRunTime(C, Opts)) {
      ByLoop.CheckedAtRunTime.push_back(&C);
      continue;
    }
    unsigned Carrier = Tree.chainTo(C.Source->Loop)[C.Dep.CarrierDepth];
    const auto &InReduction = Reductions.ArrayReductionRefs[Carrier];
    if (InReduction.count(C.Source) && InReduction.count(C.Sink))
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

static void classify(LoopTree &Tree, unsigned L,
                     llvm::ArrayRef<const CarriedDependence *> Carried,
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
  if (!Carried.empty() && !Pipelinable)
    addDependenceReasons(Loop, Carried, Pipeline, Opts);
}

void classifyLoops(LoopTree &Tree, const DependencesByLoop &ByLoop,
                   const AnalysisOptions &Opts) {
  for (unsigned L = 0; L < Tree.Loops.size(); ++L)
    classify(Tree, L, ByLoop.Carried[L], Opts);
}

} // namespace autolb
