//===- Instructions.cpp - Work-movement instructions ----------------------===//
//
// Part of autolb. See Instructions.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Instructions.h"

#include <algorithm>
#include <numeric>

namespace autolb::policy {

namespace {

bool sameTotals(const std::vector<std::int64_t> &Old,
                const std::vector<std::int64_t> &New) {
  return Old.size() == New.size() &&
         std::accumulate(Old.begin(), Old.end(), std::int64_t{0}) ==
             std::accumulate(New.begin(), New.end(), std::int64_t{0});
}

/// A rank and how much it must send or receive.
struct Amount {
  int Rank;
  std::int64_t Count;
};

/// Largest first, lower rank first among equals: deterministic matching.
void sortLargestFirst(std::vector<Amount> &Amounts) {
  std::sort(Amounts.begin(), Amounts.end(),
            [](const Amount &A, const Amount &B) {
              return A.Count != B.Count ? A.Count > B.Count : A.Rank < B.Rank;
            });
}

} // namespace

std::vector<DirectMove>
planDirectMoves(const std::vector<std::int64_t> &OldAllocation,
                const std::vector<std::int64_t> &NewAllocation) {
  std::vector<DirectMove> Moves;
  if (!sameTotals(OldAllocation, NewAllocation))
    return Moves;
  std::vector<Amount> Senders, Receivers;
  for (std::size_t Rank = 0; Rank < OldAllocation.size(); ++Rank) {
    const std::int64_t Change = NewAllocation[Rank] - OldAllocation[Rank];
    if (Change < 0)
      Senders.push_back({static_cast<int>(Rank), -Change});
    else if (Change > 0)
      Receivers.push_back({static_cast<int>(Rank), Change});
  }
  sortLargestFirst(Senders);
  sortLargestFirst(Receivers);
  // Every step exhausts a sender or a receiver (or both), hence at most
  // senders + receivers - 1 moves.
  std::size_t S = 0, R = 0;
  while (S < Senders.size() && R < Receivers.size()) {
    const std::int64_t Count = std::min(Senders[S].Count, Receivers[R].Count);
    Moves.push_back({Senders[S].Rank, Receivers[R].Rank, Count});
    Senders[S].Count -= Count;
    Receivers[R].Count -= Count;
    if (Senders[S].Count == 0)
      ++S;
    if (Receivers[R].Count == 0)
      ++R;
  }
  return Moves;
}

std::vector<std::int64_t>
blockBoundaries(const std::vector<std::int64_t> &Allocation,
                std::int64_t FirstIndex) {
  std::vector<std::int64_t> Boundaries;
  Boundaries.reserve(Allocation.size() + 1);
  Boundaries.push_back(FirstIndex);
  for (std::int64_t Owned : Allocation)
    Boundaries.push_back(Boundaries.back() + Owned);
  return Boundaries;
}

NeighbourShifts
planNeighbourShifts(const std::vector<std::int64_t> &OldAllocation,
                    const std::vector<std::int64_t> &NewAllocation,
                    std::int64_t FirstIndex) {
  NeighbourShifts Shifts;
  if (!sameTotals(OldAllocation, NewAllocation))
    return Shifts;
  const std::size_t Ranks = OldAllocation.size();
  if (Ranks > 1)
    Shifts.crossing.reserve(Ranks - 1);
  // What ranks 0..i own in excess of their new blocks must cross the
  // boundary i|i+1 (negative: what they lack comes from the right).
  std::int64_t Excess = 0;
  for (std::size_t Rank = 0; Rank + 1 < Ranks; ++Rank) {
    Excess += OldAllocation[Rank] - NewAllocation[Rank];
    Shifts.crossing.push_back(Excess);
  }
  Shifts.boundaries = blockBoundaries(NewAllocation, FirstIndex);
  return Shifts;
}

std::vector<BlockTransfer>
planBlockTransfers(const std::vector<std::int64_t> &OldAllocation,
                   const std::vector<std::int64_t> &NewAllocation,
                   std::int64_t FirstIndex) {
  std::vector<BlockTransfer> Transfers;
  if (!sameTotals(OldAllocation, NewAllocation))
    return Transfers;
  const std::vector<std::int64_t> OldBounds =
      blockBoundaries(OldAllocation, FirstIndex);
  const std::vector<std::int64_t> NewBounds =
      blockBoundaries(NewAllocation, FirstIndex);
  const std::size_t Ranks = OldAllocation.size();
  // Walk both partitions of [first, end) together: every piece between two
  // consecutive boundaries (of either) has one old and one new owner.
  std::size_t OldOwner = 0, NewOwner = 0;
  std::int64_t Position = FirstIndex;
  const std::int64_t End = OldBounds.back();
  while (Position < End) {
    while (OldOwner < Ranks && OldBounds[OldOwner + 1] <= Position)
      ++OldOwner;
    while (NewOwner < Ranks && NewBounds[NewOwner + 1] <= Position)
      ++NewOwner;
    const std::int64_t PieceEnd =
        std::min(OldBounds[OldOwner + 1], NewBounds[NewOwner + 1]);
    if (OldOwner != NewOwner)
      Transfers.push_back({static_cast<int>(OldOwner),
                           static_cast<int>(NewOwner), Position,
                           PieceEnd - Position});
    Position = PieceEnd;
  }
  return Transfers;
}

} // namespace autolb::policy
