//===- BlockExecution.h - Executions that run one block per rank ----------===//
//
// Part of autolb. What the block-tied schedules (block, pipeline, holder)
// do alike: fit the allocation to the execution, place the blocks and fetch
// their slices from the holders (SliceExchange.h), hand out the one block,
// and account for it at the end.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SCHEDULES_BLOCKEXECUTION_H
#define AUTOLB_RUNTIME_SCHEDULES_BLOCKEXECUTION_H

#include "core/Nest.h"

#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// The block distribution of `count` iterations over the available ranks,
/// every working rank getting at least `minimum` (a pipeline's lag).
std::vector<std::int64_t> evenAllocation(std::int64_t count,
                                         const std::vector<bool> &available,
                                         std::int64_t minimum);
/// The block-tied allocation for this execution's count: the nest's
/// allocation with its shape kept (in proportion) when the count changed
/// (e.g. a triangular loop), or an even one over the available ranks at
/// first; every working rank gets at least max(pipe_rows, 1).
void fitAllocation(Context &context, alb_nest &nest);
/// Sets the blocks of `allocation` (iterations per rank, in rank order) and
/// fetches every slice this rank's block needs from its holder. Collective.
void placeBlocks(Context &context, alb_nest &nest,
                 const std::vector<std::int64_t> &allocation);
/// Starts the execution's compute clocks (wall and CPU).
void startCompute(alb_nest &nest);
/// alb_nest_next of a one-block execution: this rank's block, once.
int nextBlock(alb_nest &nest, std::int64_t &kLo, std::int64_t &kHi);
/// Ends a one-block execution: adds the compute time (the wait for other
/// ranks inside the execution excluded) to the status and the statistics,
/// and records each block's rank as the holder of the slices it wrote.
/// Returns the compute time [s].
double endBlocks(Context &context, alb_nest &nest, double waitSeconds,
                 double waitCpuSeconds);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SCHEDULES_BLOCKEXECUTION_H
