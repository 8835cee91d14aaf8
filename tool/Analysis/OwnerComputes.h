//===- OwnerComputes.h - arrays of a distributed loop -----------*- C++ -*-===//
//
// Distributing a loop gives each rank a block of its iterations, and the
// owner-computes rule gives it the matching slice of every array it writes:
// the elements `A[iv + 0]` along one dimension. The summary of an array
// records that dimension, the halo its reads reach into the neighbours'
// slices, and (for a pipeline) the dimension of the inner loop, the flow
// distance and the lag. A write off the slice, or a read that follows no
// slice where another rank may still be writing, breaks the rule and is a
// reason not to distribute the loop.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_OWNERCOMPUTES_H
#define AUTOLB_ANALYSIS_OWNERCOMPUTES_H

#include "Analysis/DependenceAnalysis.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// The summary of every array referenced in loop D (in order of first
/// reference, temporaries of one iteration left out) when D is distributed
/// and pipelined over loop Q (-1: not pipelined). CarriedByD are the
/// dependences D carries. Why receives the violations of the rule.
std::vector<ArraySummary>
summarizeArrays(const LoopTree &Tree, const NestAccesses &Accesses,
                llvm::ArrayRef<const CarriedDependence *> CarriedByD,
                unsigned D, int Q, std::vector<Reason> &Why);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_OWNERCOMPUTES_H
