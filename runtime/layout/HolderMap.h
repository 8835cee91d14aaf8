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

#include <cstdint>
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

/// The holder of every slice of one array.
class HolderMap {
public:
  explicit HolderMap(std::int64_t extent = 0);

  std::int64_t extent() const {
    return static_cast<std::int64_t>(Holders.size());
  }
  /// True when every slice is whole: fetches and syncs are no-ops.
  bool whole() const { return NotWhole == 0; }
  /// True when every slice of Slices within [0, extent) is whole.
  bool whole(SliceRange Slices) const;
  /// Holder of one slice (WholeHolder or a rank).
  int holder(std::int64_t slice) const { return Holders[slice]; }
  /// Records `rank` (or WholeHolder) as the holder of the slices of a set
  /// (indices outside [0, extent) are ignored).
  void assign(const SliceSet &slices, int rank);
  /// Marks every slice whole.
  void makeWhole();

private:
  std::vector<int> Holders;
  std::int64_t NotWhole = 0;
};

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
/// transferred. O(sum of the needed slices).
FetchPlan planFetch(const HolderMap &holders, int me, int ranks,
                    const std::vector<SliceSet> &needs);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_HOLDERMAP_H
