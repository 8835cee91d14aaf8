//===- OwnerComputes.h - arrays of a distributed loop -----------*- C++ -*-===//
//
// Distributing a loop gives each rank a block of its iterations, and the
// owner-computes rule gives it the matching slice of every array it writes:
// the elements `A[iv + 0]` along one dimension. The summary of an array
// records that dimension, the halo its reads reach into the neighbours'
// slices, and (for a pipeline) the dimension of the inner loop, the flow
// distance and the lag. A write off the slice, or a read that follows no
// slice where another rank may still be writing, breaks the rule and is a
// reason not to distribute the loop. The slice may be shifted: when every
// write of a DOALL loop follows it at the same offset (`profile[j - 1]`),
// iteration j owns element j - 1, and the reads' halos count from there.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_OWNERCOMPUTES_H
#define AUTOLB_ANALYSIS_OWNERCOMPUTES_H

#include "Analysis/DependenceAnalysis.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// The arrays of a distributed loop, and the element of the distributed
/// dimension each iteration owns (NestInfo::OwnedShift).
struct OwnedArrays {
  std::vector<ArraySummary> Arrays;
  int64_t Shift = 0;
};

/// The summary of every array referenced in loop D (in order of first
/// reference, temporaries of one iteration left out) when D is distributed
/// and pipelined over loop Q (-1: not pipelined). CarriedByD are the
/// dependences D carries. Why receives the violations of the rule.
OwnedArrays
summarizeArrays(const LoopTree &Tree, const NestAccesses &Accesses,
                llvm::ArrayRef<const CarriedDependence *> CarriedByD,
                unsigned D, int Q, std::vector<Reason> &Why);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_OWNERCOMPUTES_H
