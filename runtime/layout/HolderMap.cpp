//===- HolderMap.cpp - Which rank holds the valid copy of a slice ---------===//
//
// Part of autolb. See HolderMap.h.
//
//===----------------------------------------------------------------------===//

#include "layout/HolderMap.h"

#include <algorithm>
#include <cstdlib>

namespace autolb::runtime {

std::int64_t sliceCount(const SliceSet &Set) {
  std::int64_t Count = 0;
  for (const SliceRange &Range : Set)
    Count += Range.size();
  return Count;
}

namespace {
// Appends [Begin, End) to a set whose ranges arrive in increasing order of
// begin, merging overlapping and adjacent ranges.
void appendMerged(SliceSet &Set, std::int64_t Begin, std::int64_t End) {
  if (End <= Begin)
    return;
  if (!Set.empty() && Begin <= Set.back().end) {
    Set.back().end = std::max(Set.back().end, End);
    return;
  }
  Set.push_back({Begin, End});
}
} // namespace

SliceSet slicesOfIterations(std::int64_t First, std::int64_t Step,
                            std::int64_t KLo, std::int64_t KHi, int Below,
                            int Above, std::int64_t Extent) {
  SliceSet Set;
  if (KHi <= KLo || Step == 0)
    return Set;
  // Walk the iterations in increasing slice order so that ranges merge.
  std::int64_t Lowest = First + (Step > 0 ? KLo : KHi - 1) * Step;
  std::int64_t Stride = std::llabs(Step);
  std::int64_t Count = KHi - KLo;
  std::int64_t Width = static_cast<std::int64_t>(Below) + Above + 1;
  if (Stride <= Width) {
    // Consecutive widened slices overlap or touch: one range.
    std::int64_t Begin = std::max<std::int64_t>(Lowest - Below, 0);
    std::int64_t End = std::min<std::int64_t>(
        Lowest + (Count - 1) * Stride + Above + 1, Extent);
    appendMerged(Set, Begin, End);
    return Set;
  }
  for (std::int64_t N = 0; N < Count; ++N) {
    std::int64_t Slice = Lowest + N * Stride;
    appendMerged(Set, std::max<std::int64_t>(Slice - Below, 0),
                 std::min<std::int64_t>(Slice + Above + 1, Extent));
  }
  return Set;
}

HolderMap::HolderMap(std::int64_t Extent)
    : Holders(static_cast<std::size_t>(std::max<std::int64_t>(Extent, 0)),
              WholeHolder) {}

bool HolderMap::whole(SliceRange Slices) const {
  if (whole())
    return true;
  for (std::int64_t S = std::max<std::int64_t>(Slices.begin, 0),
                    E = std::min(Slices.end, extent());
       S < E; ++S)
    if (Holders[S] != WholeHolder)
      return false;
  return true;
}

void HolderMap::assign(const SliceSet &Slices, int Rank) {
  for (const SliceRange &Range : Slices)
    for (std::int64_t S = std::max<std::int64_t>(Range.begin, 0),
                      E = std::min(Range.end, extent());
         S < E; ++S) {
      NotWhole += (Rank != WholeHolder) - (Holders[S] != WholeHolder);
      Holders[S] = Rank;
    }
}

void HolderMap::makeWhole() {
  std::fill(Holders.begin(), Holders.end(), WholeHolder);
  NotWhole = 0;
}

FetchPlan planFetch(const HolderMap &Holders, int Me, int Ranks,
                    const std::vector<SliceSet> &Needs) {
  FetchPlan Plan;
  Plan.receive.resize(Ranks);
  Plan.send.resize(Ranks);
  if (Holders.whole())
    return Plan;
  for (int Rank = 0; Rank < Ranks && Rank < static_cast<int>(Needs.size());
       ++Rank) {
    for (const SliceRange &Range : Needs[Rank]) {
      std::int64_t End = std::min(Range.end, Holders.extent());
      for (std::int64_t S = std::max<std::int64_t>(Range.begin, 0); S < End;
           ++S) {
        int Holder = Holders.holder(S);
        if (Holder == WholeHolder || Holder == Rank)
          continue;
        if (Rank == Me) {
          appendMerged(Plan.receive[Holder], S, S + 1);
          ++Plan.receivedSlices;
        } else if (Holder == Me) {
          appendMerged(Plan.send[Rank], S, S + 1);
          ++Plan.sentSlices;
        }
      }
    }
  }
  return Plan;
}

} // namespace autolb::runtime
