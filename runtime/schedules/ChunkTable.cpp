//===- ChunkTable.cpp - Chunk sizes of dynamically scheduled nests --------===//
//
// Part of autolb. See ChunkTable.h.
//
//===----------------------------------------------------------------------===//

#include "schedules/ChunkTable.h"
#include "policy/common/SplitMix.h"

#include <algorithm>
#include <cmath>

namespace autolb::runtime {

std::vector<std::int64_t> factoringChunks(std::int64_t Count, int Workers,
                                          std::int64_t MinimumChunk,
                                          const policy::FactoringFactors &F) {
  std::vector<std::int64_t> Bounds{0};
  const std::int64_t W = std::max(Workers, 1);
  const std::int64_t Minimum = std::max<std::int64_t>(MinimumChunk, 1);
  std::int64_t Start = 0;
  for (bool FirstBatch = true; Start < Count; FirstBatch = false) {
    const std::int64_t Remaining = Count - Start;
    // One batch: the remainder divided by x, W chunks of equal size.
    const double X = std::max(FirstBatch ? F.first : F.later, 1.0);
    const double Exact = std::ceil(static_cast<double>(Remaining) /
                                   (X * static_cast<double>(W)));
    const std::int64_t Chunk = std::max(Exact >= static_cast<double>(Remaining)
                                            ? Remaining
                                            : static_cast<std::int64_t>(Exact),
                                        Minimum);
    for (std::int64_t C = 0; C < W && Start < Count; ++C) {
      Start = std::min(Start + Chunk, Count);
      Bounds.push_back(Start);
    }
  }
  return Bounds;
}

StealingTable stealingChunks(const std::vector<std::int64_t> &Allocation,
                             std::int64_t Chunk) {
  StealingTable Table;
  const std::int64_t Size = std::max<std::int64_t>(Chunk, 1);
  std::int64_t Start = 0;
  for (std::int64_t Owned : Allocation) {
    Table.firstChunk.push_back(static_cast<std::int64_t>(Table.bounds.size()) -
                               1);
    const std::int64_t End = Start + std::max<std::int64_t>(Owned, 0);
    while (Start < End) {
      Start = std::min(Start + Size, End);
      Table.bounds.push_back(Start);
    }
  }
  Table.firstChunk.push_back(static_cast<std::int64_t>(Table.bounds.size()) -
                             1);
  return Table;
}

std::vector<std::int64_t> randomChunks(std::int64_t Count,
                                       std::uint64_t &State) {
  std::vector<std::int64_t> Bounds{0};
  std::int64_t Start = 0;
  while (Start < Count) {
    std::int64_t Limit = std::max<std::int64_t>((Count - Start) / 4, 1);
    std::int64_t Chunk =
        1 + static_cast<std::int64_t>(policy::splitMix64(State) %
                                      static_cast<std::uint64_t>(Limit));
    Start = std::min(Start + Chunk, Count);
    Bounds.push_back(Start);
  }
  return Bounds;
}

} // namespace autolb::runtime
