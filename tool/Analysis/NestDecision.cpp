//===- NestDecision.cpp - which loop to distribute, which to pipeline -----===//
//
// The decision runs in three steps, each in its own file: the dependences
// are filed under the loops that carry them and the loops classified
// (LoopKinds), then the tree is walked for the loop to distribute
// (DistributedLoopChoice), which checks the arrays against the
// owner-computes rule (OwnerComputes).
//
//===----------------------------------------------------------------------===//

#include "Analysis/NestDecision.h"
#include "Analysis/DistributedLoopChoice.h"
#include "Analysis/LoopKinds.h"
#include "Analysis/RuntimeAliasChecks.h"

namespace autolb {

void decideNest(LoopTree &Tree, const NestAccesses &Accesses,
                const std::vector<CarriedDependence> &Dependences,
                const ReductionInfo &Reductions,
                const PrivatizationInfo &Privatization,
                const ScalarLiveness &Liveness, const AnalysisOptions &Opts,
                std::vector<NestInfo> &Out) {
  // Before the loops are classified: a member read no check can stand for
  // keeps them sequential.
  judgeObjectChecks(Tree, Accesses, Opts);
  DependencesByLoop ByLoop =
      assignDependences(Tree, Accesses, Dependences, Reductions, Opts);
  classifyLoops(Tree, ByLoop, Privatization, Opts);
  chooseDistributedLoops(Tree, Accesses, ByLoop, Liveness, Opts, Out);
}

} // namespace autolb
