//===- HolderAllocation.cpp - Blocks that follow where the data is --------===//
//
// Part of autolb. See HolderAllocation.h.
//
//===----------------------------------------------------------------------===//

#include "HolderAllocation.h"

#include <algorithm>

namespace autolb::runtime {
namespace {

/// The one rank holding the slice of an iteration in the distributed
/// arrays, WholeHolder when none does, or NoAgreement.
constexpr int NoAgreement = -2;

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
  std::vector<std::int64_t> Allocation(Ranks, 0);
  int Current = WholeHolder;
  std::int64_t Leading = 0; // whole iterations before the first holder
  for (std::int64_t K = 0; K < Count; ++K) {
    const int Holder = holderOfIteration(Distributed, First + K * Step);
    if (Holder == NoAgreement || Holder >= Ranks)
      return std::nullopt;
    if (Holder != WholeHolder) {
      if (Holder < Current || !Available[Holder])
        return std::nullopt;
      Current = Holder;
    }
    if (Current == WholeHolder)
      ++Leading;
    else
      ++Allocation[Current];
  }
  if (Current == WholeHolder)
    return std::nullopt;
  const auto FirstHolder = std::find_if(Allocation.begin(), Allocation.end(),
                                        [](std::int64_t A) { return A > 0; });
  *FirstHolder += Leading;
  return Allocation;
}

} // namespace autolb::runtime
