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

bool HolderMap::whole(SliceRange Slices) const {
  bool Whole = true;
  forEachPiece(Slices,
               [&](SliceRange, int Holder) { Whole &= Holder == WholeHolder; });
  return Whole;
}

int HolderMap::holder(std::int64_t Slice) const {
  auto Run = Runs.upper_bound(Slice);
  if (Run == Runs.begin())
    return WholeHolder;
  --Run;
  return Slice < Run->second.end ? Run->second.rank : WholeHolder;
}

void HolderMap::release(std::int64_t Begin, std::int64_t End) {
  auto Run = Runs.upper_bound(Begin);
  if (Run != Runs.begin()) {
    // A run starting at or before Begin keeps its part below Begin and
    // above End.
    auto Before = std::prev(Run);
    const HeldRun Held = Before->second;
    if (Held.end > Begin) {
      if (Before->first < Begin)
        Before->second.end = Begin;
      else
        Runs.erase(Before);
      if (Held.end > End)
        Runs.emplace(End, HeldRun{Held.end, Held.rank});
    }
  }
  Run = Runs.lower_bound(Begin);
  while (Run != Runs.end() && Run->first < End) {
    const HeldRun Held = Run->second;
    Run = Runs.erase(Run);
    if (Held.end > End) {
      Runs.emplace_hint(Run, End, HeldRun{Held.end, Held.rank});
      break;
    }
  }
}

void HolderMap::assign(const SliceSet &Slices, int Rank) {
  for (const SliceRange &Range : Slices) {
    std::int64_t Begin = std::max<std::int64_t>(Range.begin, 0);
    std::int64_t End = std::min(Range.end, Extent);
    if (End <= Begin)
      continue;
    release(Begin, End);
    if (Rank == WholeHolder)
      continue;
    // Merged with the runs of the same holder it touches.
    auto After = Runs.lower_bound(End);
    if (After != Runs.end() && After->first == End &&
        After->second.rank == Rank) {
      End = After->second.end;
      Runs.erase(After);
    }
    auto Run = Runs.lower_bound(Begin);
    if (Run != Runs.begin()) {
      auto Before = std::prev(Run);
      if (Before->second.end == Begin && Before->second.rank == Rank) {
        Before->second.end = End;
        continue;
      }
    }
    Runs.emplace_hint(Run, Begin, HeldRun{End, Rank});
  }
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
    for (const SliceRange &Range : Needs[Rank])
      Holders.forEachPiece(Range, [&](SliceRange Piece, int Holder) {
        if (Holder == WholeHolder || Holder == Rank)
          return;
        if (Rank == Me) {
          appendMerged(Plan.receive[Holder], Piece.begin, Piece.end);
          Plan.receivedSlices += Piece.size();
        } else if (Holder == Me) {
          appendMerged(Plan.send[Rank], Piece.begin, Piece.end);
          Plan.sentSlices += Piece.size();
        }
      });
  }
  return Plan;
}

} // namespace autolb::runtime
