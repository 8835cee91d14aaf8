//===- ReductionDetection.h - private scalars and reductions ---*- C++ -*-===//
//
// Classifies, for every loop of a nest, each variable written in its body:
// private (written before read in every iteration), a reduction (only
// updated in reduction form with one operator), or a recurrence that makes
// the loop sequential (a ScalarRecurrence reason). Array elements updated
// only in reduction form with subscripts invariant in the loop are array
// reductions.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_REDUCTIONDETECTION_H
#define AUTOLB_ANALYSIS_REDUCTIONDETECTION_H

#include "Analysis/AccessCollector.h"
#include "llvm/ADT/DenseSet.h"

namespace autolb {

struct ReductionInfo {
  /// Per loop: the array references that belong to an array reduction over
  /// that loop; dependences between two of them do not count there.
  std::vector<llvm::DenseSet<const ArrayReference *>> ArrayReductionRefs;
};

/// Fills LoopInfo::Reductions, LoopInfo::PrivateScalars and the
/// ScalarRecurrence reasons of every loop of Tree.
ReductionInfo detectReductions(LoopTree &Tree, const NestAccesses &Accesses);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_REDUCTIONDETECTION_H
