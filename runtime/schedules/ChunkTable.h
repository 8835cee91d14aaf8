//===- ChunkTable.h - Chunk sizes of dynamically scheduled nests ----------===//
//
// Part of autolb. A nest whose iterations are independent is scheduled
// dynamically: ranks take chunks from a shared counter until none is left.
// The chunk boundaries are a deterministic table that every rank computes
// alike, so the shared counter only hands out chunk *numbers* (an atomic
// fetch-and-add of 1) and no rank needs to know what the others took.
//
// Sizes follow factoring: each batch is what remains divided by a factor
// x, split into one chunk per worker, so early chunks are large (low
// overhead) and late ones small (they fill the gaps left by slow or costly
// iterations). The factors come from policy/schedules/AdjustingFactoring.h: 2
// (FAC2) before anything is measured, DAF's from the measured iteration times
// after.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CHUNKTABLE_H
#define AUTOLB_RUNTIME_CHUNKTABLE_H

#include "policy/schedules/AdjustingFactoring.h"

#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// Chunk boundaries of `count` iterations for `workers` workers: entries
/// b[0] = 0 < b[1] < ... < b[n] = count; chunk c is [b[c], b[c+1]).
/// Every chunk has at least minimumChunk iterations except possibly the
/// last. The first batch divides the remainder by factors.first, every
/// later one by factors.later (each at least 1). count <= 0 gives {0}.
std::vector<std::int64_t>
factoringChunks(std::int64_t count, int workers, std::int64_t minimumChunk = 1,
                const policy::FactoringFactors &factors = {});

/// Chunks of work stealing: rank r's block of `allocation[r]` consecutive
/// iterations (blocks in rank order from 0) cut into chunks of `chunk`
/// iterations, the block's last possibly shorter. `bounds` as above;
/// rank r's chunks are [firstChunk[r], firstChunk[r + 1]).
struct StealingTable {
  std::vector<std::int64_t> bounds{0};
  std::vector<std::int64_t> firstChunk;
};
StealingTable stealingChunks(const std::vector<std::int64_t> &allocation,
                             std::int64_t chunk);

/// Stress mode: random chunk sizes (1 to a quarter of what remains, at
/// least 1) from a splitmix64 state (policy/common/SplitMix.h) advanced in
/// place; every rank with the same state computes the same table.
std::vector<std::int64_t> randomChunks(std::int64_t count,
                                       std::uint64_t &state);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CHUNKTABLE_H
