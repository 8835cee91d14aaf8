//===- CrossWrites.h - Writes outside the iterations' slices ----*- C++ -*-===//
//
// Part of autolb. A DOALL nest over a symmetric matrix writes, in the
// iteration of value i, its own slice i and element i of other slices
// (covariance's cov[i][j] and cov[j][i]; alb_array::cross_first_coef).
// The holder maps know only slices: after the execution slice s is held by
// the rank that ran iteration s, but some of its elements were written by
// the ranks that ran other iterations. No other iteration reads or writes
// those elements (the nest is DOALL), so sending them to the slice's holder
// after the execution makes the holder's copy the sequential program's,
// whichever rank ran which iteration (RanRuns.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CROSSWRITES_H
#define AUTOLB_RUNTIME_CROSSWRITES_H

#include "data/RanRuns.h"

namespace autolb::runtime {

/// Sends every element the execution wrote outside its iterations' slices
/// from the rank that ran the iteration to the holder of its slice (to
/// every rank when the slice is whole), once the schedule has recorded the
/// holders; Runs: which rank ran which iterations. Collective.
void sendCrossWrites(Context &context, const alb_nest &nest,
                     const RanRuns &Runs);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CROSSWRITES_H
