//===- ChunkTable.h - Chunk sizes of dynamically scheduled nests -*- C++
//-*-===//
//
// Part of autolb. A nest whose iterations are independent is scheduled
// dynamically: ranks take chunks from a shared counter until none is left.
// The chunk boundaries are a deterministic table that every rank computes
// alike, so the shared counter only hands out chunk *numbers* (an atomic
// fetch-and-add of 1) and no rank needs to know what the others took.
//
// Sizes follow factoring (FAC2, the simple form of the DAF policy of [C06]
// §5.3 when task times are unknown): each batch is half of what remains,
// split into one chunk per worker, so early chunks are large (low
// overhead) and late ones small (they fill the gaps left by slow or costly
// iterations). DAF's x0 = 1 + sigma*sqrt(N/2)/mu needs the task time
// deviation, which a loop does not know before it runs; with sigma = mu it
// gives batches of roughly half the remainder too.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CHUNKTABLE_H
#define AUTOLB_RUNTIME_CHUNKTABLE_H

#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// Chunk boundaries of `count` iterations for `workers` workers: entries
/// b[0] = 0 < b[1] < ... < b[n] = count; chunk c is [b[c], b[c+1]).
/// Every chunk has at least minimumChunk iterations except possibly the
/// last. count <= 0 gives {0}.
std::vector<std::int64_t> factoringChunks(std::int64_t count, int workers,
                                          std::int64_t minimumChunk = 1);

/// Stress mode: random chunk sizes (1 to a quarter of what remains, at
/// least 1) from a splitmix64 state advanced in place; every rank with the
/// same state computes the same table.
std::vector<std::int64_t> randomChunks(std::int64_t count,
                                       std::uint64_t &state);

/// splitmix64: the next pseudo-random number (state advanced in place).
std::uint64_t splitMix64(std::uint64_t &state);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CHUNKTABLE_H
