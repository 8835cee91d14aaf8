//===- HolderMap.h - Which rank holds the valid copy of a slice -*- C++ -*-===//
//
// Part of autolb. Every rank allocates every array in full, but after a
// distributed nest only the rank that executed an iteration has the valid
// copy of the slice that iteration wrote. The holder map records, per slice
// of the distributed dimension, "whole" (every rank's copy is valid; arrays
// start so, because code outside nests is replicated) or the one rank that
// holds it. All ranks keep identical holder maps, since every update is
// computed from global knowledge (the partition, or the executed ranges
// allgathered at the end of a dynamically scheduled nest); so any rank can
// compute the whole transfer plan of a fetch without negotiation.
//
// Fetched ghost copies (halos, pipeline boundaries) are deliberately not
// recorded: they are valid only for the execution that fetched them.
//
// Everything here is free of MPI and unit-tested.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_HOLDERMAP_H
#define AUTOLB_RUNTIME_HOLDERMAP_H

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <vector>

namespace autolb::runtime {

/// Holder value of a slice whose copy is valid on every rank.
constexpr int WholeHolder = -1;

/// Half-open range [begin, end) of slice (or element) indices.
struct SliceRange {
  std::int64_t begin = 0;
  std::int64_t end = 0;
  std::int64_t size() const { return end > begin ? end - begin : 0; }
  bool empty() const { return end <= begin; }
};

inline bool operator==(const SliceRange &A, const SliceRange &B) {
  return A.begin == B.begin && A.end == B.end;
}

/// Sorted, disjoint, non-adjacent ranges.
using SliceSet = std::vector<SliceRange>;

/// Number of indices in a set.
std::int64_t sliceCount(const SliceSet &set);

/// The slices iterations k in [kLo, kHi) of a nest touch: slice
/// i = first + k * step for each k, widened to [i - below, i + above] and
/// clipped to [0, extent). Any step except 0 (a negative step walks the
/// slices downwards). O(kHi - kLo) for |step| > below + above + 1, else
/// O(1): the union is then one contiguous range.
SliceSet slicesOfIterations(std::int64_t first, std::int64_t step,
                            std::int64_t kLo, std::int64_t kHi, int below,
                            int above, std::int64_t extent);

/// The holder of every slice of one array, as runs of slices held by one
/// rank (the others are whole): its size follows how the nests split the
/// array, not the array's extent (a flat grid of 27 million slices
/// distributed in a few blocks is a few runs).
class HolderMap {
public:
  explicit HolderMap(std::int64_t extent = 0)
      : Extent(extent > 0 ? extent : 0) {}

  std::int64_t extent() const { return Extent; }
  /// Covers [0, extent) if it did not: the new slices are whole.
  void widen(std::int64_t extent) { Extent = std::max(Extent, extent); }
  /// True when every slice is whole: fetches and syncs are no-ops.
  bool whole() const { return Runs.empty(); }
  /// True when every slice of Slices within [0, extent) is whole.
  bool whole(SliceRange Slices) const;
  /// Holder of one slice (WholeHolder or a rank). O(log runs).
  int holder(std::int64_t slice) const;
  /// Records `rank` (or WholeHolder) as the holder of the slices of a set
  /// (indices outside [0, extent) are ignored).
  void assign(const SliceSet &slices, int rank);
  /// Marks every slice whole.
  void makeWhole() { Runs.clear(); }
  /// Calls Visit(range, holder) for the pieces of Slices within
  /// [0, extent), in increasing order, each of one holder (WholeHolder
  /// for whole ones).
  template <typename Function>
  void forEachPiece(SliceRange Slices, Function &&Visit) const;

private:
  struct HeldRun {
    std::int64_t end;
    int rank;
  };
  /// Makes [Begin, End) whole.
  void release(std::int64_t Begin, std::int64_t End);

  std::int64_t Extent;
  /// Runs of slices a rank holds, by their first slice: disjoint, and
  /// adjacent ones have different holders.
  std::map<std::int64_t, HeldRun> Runs;
};

template <typename Function>
void HolderMap::forEachPiece(SliceRange Slices, Function &&Visit) const {
  std::int64_t At = std::max<std::int64_t>(Slices.begin, 0);
  const std::int64_t End = std::min(Slices.end, Extent);
  auto Run = Runs.upper_bound(At);
  if (Run != Runs.begin() && std::prev(Run)->second.end > At)
    --Run;
  for (; At < End; ++Run) {
    if (Run == Runs.end() || Run->first >= End) {
      Visit(SliceRange{At, End}, WholeHolder);
      return;
    }
    if (Run->first > At)
      Visit(SliceRange{At, Run->first}, WholeHolder);
    const std::int64_t PieceBegin = std::max(At, Run->first);
    At = std::min(Run->second.end, End);
    Visit(SliceRange{PieceBegin, At}, Run->second.rank);
  }
}

/// What one rank sends and receives to give every rank the slices it needs.
struct FetchPlan {
  /// receive[src]: slices this rank needs whose holder is src.
  std::vector<SliceSet> receive;
  /// send[dst]: slices dst needs whose holder is this rank.
  std::vector<SliceSet> send;
  /// Total slices received and sent.
  std::int64_t receivedSlices = 0;
  std::int64_t sentSlices = 0;
};

/// Plans the fetch for rank `me` of `ranks`, where needs[r] are the slices
/// rank r needs. Whole slices and slices a rank holds itself are not
/// transferred. O(needed ranges and the runs they cross).
FetchPlan planFetch(const HolderMap &holders, int me, int ranks,
                    const std::vector<SliceSet> &needs);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_HOLDERMAP_H
