//===- ChunkOwners.h - Who ran which chunk of an execution ------*- C++ -*-===//
//
// Part of autolb. Schedules that hand out chunks inside an execution (the
// shared counter of DynamicSchedule.cpp, work stealing in
// StealingSchedule.cpp) end alike: every rank learns which rank ran which
// chunk, checks that all of them ran, and makes each rank the holder of the
// slices its chunks wrote, so that later nests fetch what they read from
// the right rank.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CHUNKOWNERS_H
#define AUTOLB_RUNTIME_CHUNKOWNERS_H

#include <cstdint>
#include <vector>

struct alb_nest;

namespace autolb::runtime {

class Context;

/// Collective. `chunks` are the execution's chunk boundaries (chunk c is
/// [chunks[c], chunks[c + 1])), `mine` the chunk numbers this rank ran.
/// `counters` are this rank's per-execution counts (the same number on
/// every rank), gathered alongside: the result holds rank r's at
/// [r * counters.size(), (r + 1) * counters.size()). A chunk count other
/// than the table's is fatal (a rank stopped calling alb_nest_next early).
std::vector<std::int64_t>
gatherChunkOwners(Context &context, alb_nest &nest,
                  const std::vector<std::int64_t> &chunks,
                  const std::vector<std::int64_t> &mine,
                  const std::vector<std::int64_t> &counters = {});

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CHUNKOWNERS_H
