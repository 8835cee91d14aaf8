//===- RanRuns.h - which rank ran which iterations --------------*- C++ -*-===//
//
// Part of autolb. Data a DOALL execution writes outside its iterations'
// slices (CrossWrites.h) or in rows of a row table (RowWrites.h) goes from
// the rank that ran the iteration to the ranks that need it. Whatever the
// schedule (blocks, stolen chunks, a shared counter), alb_nest_next
// records the iterations it gave this rank; at alb_nest_end every rank
// learns everybody's.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_RANRUNS_H
#define AUTOLB_RUNTIME_RANRUNS_H

#include <cstdint>
#include <vector>

struct alb_nest;

namespace autolb::runtime {

class Context;

/// Every rank's runs of iterations [kLo, kHi), as pairs in runs; rank r's
/// at [offsets[r], offsets[r + 1]).
struct RanRuns {
  std::vector<std::int64_t> runs;
  std::vector<int> offsets;
};

/// Gathers the runs alb_nest_next recorded on every rank in this
/// execution. Collective.
RanRuns gatherRuns(Context &context, const alb_nest &nest);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_RANRUNS_H
