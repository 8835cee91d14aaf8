//===- HolderAllocation.cpp - Blocks that follow where the data is --------===//
//
// Part of autolb. See HolderAllocation.h.
//
//===----------------------------------------------------------------------===//

#include "layout/HolderAllocation.h"

#include <algorithm>

namespace autolb::runtime {
namespace {

/// The one rank holding the slice of an iteration in the distributed
/// arrays, WholeHolder when none does, or NoAgreement.
constexpr int NoAgreement = -2;

/// Largest fraction of the iterations whose slices may have to move into
/// the blocks (fetched at begin) for the blocks to be followed.
constexpr double MaxMisplacedFraction = 0.05;

int holderOfIteration(const std::vector<const HolderMap *> &Arrays,
                      std::int64_t Slice) {
  int Holder = WholeHolder;
  for (const HolderMap *Map : Arrays) {
    if (Slice < 0 || Slice >= Map->extent())
      continue;
    const int H = Map->holder(Slice);
    if (H == WholeHolder)
      continue;
    if (Holder != WholeHolder && H != Holder)
      return NoAgreement;
    Holder = H;
  }
  return Holder;
}

} // namespace

std::optional<std::vector<std::int64_t>> allocationFollowingHolders(
    const std::vector<const HolderMap *> &Arrays, std::int64_t First,
    std::int64_t Step, std::int64_t Count, const std::vector<bool> &Available) {
  std::vector<const HolderMap *> Distributed;
  for (const HolderMap *Map : Arrays)
    if (!Map->whole())
      Distributed.push_back(Map);
  const int Ranks = static_cast<int>(Available.size());
  if (Distributed.empty() || Ranks == 0 || Count <= 0)
    return std::nullopt;
  // Block sizes: each iteration counts for its holder; one whose slices are
  // whole (or whose arrays disagree) for the holder before it, the leading
  // ones for the first holder.
  std::vector<int> Holders(Count);
  std::vector<std::int64_t> Allocation(Ranks, 0);
  int Previous = WholeHolder;
  std::int64_t Leading = 0;
  for (std::int64_t K = 0; K < Count; ++K) {
    Holders[K] = holderOfIteration(Distributed, First + K * Step);
    if (Holders[K] >= Ranks || (Holders[K] >= 0 && !Available[Holders[K]]))
      return std::nullopt;
    if (Holders[K] >= 0)
      Previous = Holders[K];
    if (Previous == WholeHolder)
      ++Leading;
    else
      ++Allocation[Previous];
  }
  if (Leading == Count)
    return std::nullopt;
  *std::find_if(Allocation.begin(), Allocation.end(),
                [](std::int64_t A) { return A > 0; }) += Leading;
  // The blocks of those sizes in rank order must already hold nearly all
  // of their slices.
  std::int64_t Misplaced = 0, K = 0;
  for (int R = 0; R < Ranks; ++R)
    for (const std::int64_t End = K + Allocation[R]; K < End; ++K)
      Misplaced += Holders[K] != WholeHolder && Holders[K] != R;
  if (static_cast<double>(Misplaced) >
      MaxMisplacedFraction * static_cast<double>(Count))
    return std::nullopt;
  return Allocation;
}

} // namespace autolb::runtime
