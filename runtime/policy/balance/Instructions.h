//===- Instructions.h - Work-movement instructions --------------*- C++ -*-===//
//
// Part of autolb. Turns an old and a new allocation into what ranks must
// send and receive:
//  - direct moves, for nests whose iterations are independent (any rank may
//    send to any rank; [S97] §2);
//  - neighbour shifts, for nests tied to a contiguous block distribution
//    (POP "string" decomposition, [DLBP]): S[i] iterations cross the
//    boundary between rank i and i+1, S[i] > 0 meaning from i to i+1;
//  - block transfers, the same redistribution expressed as index ranges
//    copied from their old owner to their new owner (what an MPI layer with
//    the whole array allocated on every rank can send directly, instead of
//    relaying through intermediate ranks).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_INSTRUCTIONS_H
#define AUTOLB_POLICY_INSTRUCTIONS_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// Move `count` iterations from rank `from` to rank `to`.
struct DirectMove {
  /// Sending rank.
  int from = 0;
  /// Receiving rank.
  int to = 0;
  /// Number of iterations (> 0).
  std::int64_t count = 0;
};

/// Field-wise equality (tests, change detection).
inline bool operator==(const DirectMove &A, const DirectMove &B) {
  return A.from == B.from && A.to == B.to && A.count == B.count;
}

/// Direct moves from `oldAllocation` to `newAllocation` (equal totals and
/// lengths required; otherwise an empty list). Senders (surplus) and
/// receivers (deficit) are each sorted by amount, largest first (lower rank
/// first among equals), then matched greedily: the largest surplus fills the
/// largest deficit. At most senders + receivers - 1 moves, no rank both
/// sends and receives. O(P log P).
std::vector<DirectMove>
planDirectMoves(const std::vector<std::int64_t> &oldAllocation,
                const std::vector<std::int64_t> &newAllocation);

/// Start index of every rank's contiguous block: P + 1 entries,
/// boundaries[i] = firstIndex + sum_{j<i} allocation[j], the last entry is
/// one past the end. Rank i owns [boundaries[i], boundaries[i+1]).
std::vector<std::int64_t>
blockBoundaries(const std::vector<std::int64_t> &allocation,
                std::int64_t firstIndex = 0);

/// The POP neighbour-shift form of a redistribution of contiguous blocks.
struct NeighbourShifts {
  /// S[i], i = 0..P-2: net iterations crossing the boundary between rank i
  /// and rank i+1; positive: from i to i+1, negative: from i+1 to i.
  /// S[i] = sum_{j<=i} (old[j] - new[j]) (the prefix-sum form).
  std::vector<std::int64_t> crossing;
  /// New block boundaries (blockBoundaries(new, firstIndex)).
  std::vector<std::int64_t> boundaries;
};

/// Computes S[i] and the new boundaries (equal totals and lengths required;
/// otherwise both vectors are empty). O(P).
NeighbourShifts
planNeighbourShifts(const std::vector<std::int64_t> &oldAllocation,
                    const std::vector<std::int64_t> &newAllocation,
                    std::int64_t firstIndex = 0);

/// Copy iterations [begin, begin + count) from rank `from` (old owner) to
/// rank `to` (new owner).
struct BlockTransfer {
  /// Old owner.
  int from = 0;
  /// New owner.
  int to = 0;
  /// First global iteration index of the range.
  std::int64_t begin = 0;
  /// Number of iterations (> 0).
  std::int64_t count = 0;
};

/// Field-wise equality (tests, change detection).
inline bool operator==(const BlockTransfer &A, const BlockTransfer &B) {
  return A.from == B.from && A.to == B.to && A.begin == B.begin &&
         A.count == B.count;
}

/// The index ranges whose owner changes between two contiguous block
/// distributions, in increasing index order (a merge of the old and new
/// boundaries, O(P)). Equal totals and lengths required; otherwise empty.
std::vector<BlockTransfer>
planBlockTransfers(const std::vector<std::int64_t> &oldAllocation,
                   const std::vector<std::int64_t> &newAllocation,
                   std::int64_t firstIndex = 0);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_INSTRUCTIONS_H
