//===- LoopKinds.h - DOALL, DOACROSS or sequential --------------*- C++ -*-===//
//
// Each loop-carried dependence belongs to the loop that carries it. A loop
// that carries none is DOALL. A loop whose carried dependences all have
// known, constant distances at its own depth and at the depth of the single
// canonical loop directly inside it is DOACROSS: its iterations can run as
// a pipeline over that inner loop. Any other loop, and any loop with a
// structural reason or without canonical form, is sequential.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_LOOPKINDS_H
#define AUTOLB_ANALYSIS_LOOPKINDS_H

#include "Analysis/ArrayPrivatization.h"
#include "Analysis/DependenceAnalysis.h"
#include "Analysis/NestAnalysis.h"
#include "Analysis/ReductionDetection.h"

namespace autolb {

/// The loop-carried dependences of a nest, by the loop that carries them.
struct DependencesByLoop {
  /// For each loop of the tree, the dependences it carries.
  std::vector<std::vector<const CarriedDependence *>> Carried;
  /// Dependences between arrays that may alias, left to a run-time check.
  std::vector<const CarriedDependence *> CheckedAtRunTime;
};

/// Files each dependence under its carrier (and in the carrier's
/// LoopInfo::CarriedDependences), except those checked at run time, those
/// between two references of an array reduction over the carrier, and those
/// through an array private to the carrier's iterations.
DependencesByLoop
assignDependences(LoopTree &Tree, const NestAccesses &Accesses,
                  const std::vector<CarriedDependence> &Dependences,
                  const ReductionInfo &Reductions, const AnalysisOptions &Opts);

/// The loop that loop L would be pipelined over: its only child loop, when
/// that one is canonical; -1 otherwise.
int pipelineLoop(const LoopTree &Tree, unsigned L);

/// True when D has a known constant distance at loop depth Depth.
bool hasConstantDistance(const Dependence &D, unsigned Depth);

/// True when a pipeline of the loop at depth Depth over the loop Pipeline
/// (-1 for none) can honour D: D is proved, with constant distances at both
/// depths.
bool allowsPipeline(const Dependence &D, unsigned Depth, int Pipeline);

/// Sets LoopInfo::Kind of every loop, and gives the loops whose carried
/// dependences keep them sequential the reasons why: when they are all
/// through arrays that were refused privatization, and nothing else keeps
/// the loop sequential, why those arrays are not private.
void classifyLoops(LoopTree &Tree, const DependencesByLoop &ByLoop,
                   const PrivatizationInfo &Privatization,
                   const AnalysisOptions &Opts);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_LOOPKINDS_H
