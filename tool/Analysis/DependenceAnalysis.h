//===- DependenceAnalysis.h - dependences of array references -*- C++ -*-===//
//
// Runs the dependence test on every pair of references to the same array
// (and on pairs of arrays that may alias) with at least one write, and
// returns the loop-carried dependences with their kind, direction and
// distance vectors. Where the test cannot decide, the dependence is assumed
// and the reason (non-affine subscript, aliasing, ...) is attached.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_DEPENDENCEANALYSIS_H
#define AUTOLB_ANALYSIS_DEPENDENCEANALYSIS_H

#include "Analysis/AccessCollector.h"
#include "Analysis/AliasAnalysis.h"

namespace autolb {

struct CarriedDependence {
  Dependence Dep;
  const ArrayReference *Source = nullptr;
  const ArrayReference *Sink = nullptr;
  /// Why the dependence had to be assumed (NonAffineSubscript,
  /// PossibleAliasing, ...); only meaningful when Dep.Assumed.
  ReasonKind AssumedBecause = ReasonKind::LoopCarriedDependence;
  /// The reference that made the test give up, for the note.
  const ArrayReference *Evidence = nullptr;
  /// Assumed because the pointer changes between iterations of the
  /// carrying loop, and only there: a dependence like any other, which
  /// keeps that loop sequential but lets it run on every rank.
  bool AcrossPointerChange = false;
};

/// Every loop-carried dependence among the array references of a nest. The
/// tests of the nest share a budget of BudgetSteps steps (see
/// AnalysisBudget.h); pairs left when it runs out get an assumed dependence
/// (AnalysisBudgetExceeded).
std::vector<CarriedDependence> analyzeDependences(const LoopTree &Tree,
                                                  const NestAccesses &Accesses,
                                                  const AliasAnalysis &Aliases,
                                                  uint64_t BudgetSteps);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_DEPENDENCEANALYSIS_H
