//===- InstructionsTest.cpp - Tests of direct moves and neighbour shifts --===//

#include "policy/balance/Instructions.h"

#include <gtest/gtest.h>

#include <numeric>

using namespace autolb::policy;

using Counts = std::vector<std::int64_t>;
using Moves = std::vector<DirectMove>;
using Transfers = std::vector<BlockTransfer>;

namespace {

/// Applies direct moves to an allocation.
Counts applyMoves(Counts Allocation, const Moves &List) {
  for (const DirectMove &M : List) {
    Allocation[M.from] -= M.count;
    Allocation[M.to] += M.count;
  }
  return Allocation;
}

/// Rebuilds the new allocation from S[i]: new_i = old_i - S[i] + S[i-1].
Counts applyShifts(Counts Allocation, const Counts &Crossing) {
  for (std::size_t I = 0; I < Crossing.size(); ++I) {
    Allocation[I] -= Crossing[I];
    Allocation[I + 1] += Crossing[I];
  }
  return Allocation;
}

} // namespace

TEST(DirectMoves, OneSenderThreeReceivers) {
  // old {10,0,0,2} -> new {3,3,3,3}: rank 0 sends 7; receivers 1:3, 2:3,
  // 3:1 (largest first, lower rank among equals).
  const Moves List = planDirectMoves({10, 0, 0, 2}, {3, 3, 3, 3});
  EXPECT_EQ(List, Moves({{0, 1, 3}, {0, 2, 3}, {0, 3, 1}}));
}

TEST(DirectMoves, LargestSurplusFillsLargestDeficit) {
  // Surpluses 0:2, 1:5; deficits 2:4, 3:3 -> (1->2, 4), (1->3, 1),
  // (0->3, 2).
  const Moves List = planDirectMoves({5, 8, 0, 0}, {3, 3, 4, 3});
  EXPECT_EQ(List, Moves({{1, 2, 4}, {1, 3, 1}, {0, 3, 2}}));
  EXPECT_EQ(applyMoves({5, 8, 0, 0}, List), Counts({3, 3, 4, 3}));
}

TEST(DirectMoves, NothingToMove) {
  EXPECT_TRUE(planDirectMoves({3, 3}, {3, 3}).empty());
  EXPECT_TRUE(planDirectMoves({7}, {7}).empty()); // P = 1
  EXPECT_TRUE(planDirectMoves({}, {}).empty());
}

TEST(DirectMoves, MismatchedTotalsOrLengthsAreRejected) {
  EXPECT_TRUE(planDirectMoves({3, 3}, {3, 4}).empty());
  EXPECT_TRUE(planDirectMoves({3, 3}, {6}).empty());
}

TEST(DirectMoves, ManyRanksAtMostSendersPlusReceiversMinusOne) {
  // P = 4096: even ranks hold 3, odd ranks 1 -> everyone 2: 2048 senders,
  // 2048 receivers, each pair exactly matched: 2048 moves of 1.
  Counts Old(4096), New(4096, 2);
  for (std::size_t I = 0; I < Old.size(); ++I)
    Old[I] = I % 2 == 0 ? 3 : 1;
  const Moves List = planDirectMoves(Old, New);
  EXPECT_EQ(List.size(), 2048u);
  EXPECT_EQ(applyMoves(Old, List), New);
  for (const DirectMove &M : List)
    EXPECT_EQ(M.count, 1);
}

TEST(NeighbourShifts, PrefixSumForm) {
  // old {4,4,4} -> new {2,4,6}: S[0] = 4-2 = 2, S[1] = 2 + (4-4) = 2.
  const NeighbourShifts S = planNeighbourShifts({4, 4, 4}, {2, 4, 6});
  EXPECT_EQ(S.crossing, Counts({2, 2}));
  EXPECT_EQ(S.boundaries, Counts({0, 2, 6, 12}));
  EXPECT_EQ(applyShifts({4, 4, 4}, S.crossing), Counts({2, 4, 6}));
}

TEST(NeighbourShifts, NegativeMeansLeftward) {
  // old {5,0,5} -> new {3,4,3}: S[0] = 2 (0 -> 1), S[1] = 2 + (0-4) = -2
  // (2 -> 1).
  const NeighbourShifts S = planNeighbourShifts({5, 0, 5}, {3, 4, 3});
  EXPECT_EQ(S.crossing, Counts({2, -2}));
  EXPECT_EQ(S.boundaries, Counts({0, 3, 7, 10}));
}

TEST(NeighbourShifts, SingleRankHasNoBoundary) {
  const NeighbourShifts S = planNeighbourShifts({9}, {9});
  EXPECT_TRUE(S.crossing.empty());
  EXPECT_EQ(S.boundaries, Counts({0, 9}));
}

TEST(NeighbourShifts, FirstIndexOffsetsTheBoundaries) {
  EXPECT_EQ(planNeighbourShifts({1, 1}, {2, 0}, 100).boundaries,
            Counts({100, 102, 102}));
}

TEST(NeighbourShifts, ManyRanksReconstructTheNewAllocation) {
  // P = 4096, old = 10 each, new alternates 5 / 15: S[i] = 5 for even i,
  // 0 for odd i (prefix sums of +5, -5, ...).
  Counts Old(4096, 10), New(4096);
  for (std::size_t I = 0; I < New.size(); ++I)
    New[I] = I % 2 == 0 ? 5 : 15;
  const NeighbourShifts S = planNeighbourShifts(Old, New);
  ASSERT_EQ(S.crossing.size(), 4095u);
  EXPECT_EQ(S.crossing[0], 5);
  EXPECT_EQ(S.crossing[1], 0);
  EXPECT_EQ(S.crossing[4094], 5);
  EXPECT_EQ(applyShifts(Old, S.crossing), New);
  EXPECT_EQ(S.boundaries.back(), 40960);
}

TEST(BlockTransfers, OverlapsOfOldAndNewBlocks) {
  // old bounds {0,4,8,12}, new {0,2,6,12}: [2,4) moves 0 -> 1, [6,8) 1 -> 2.
  EXPECT_EQ(planBlockTransfers({4, 4, 4}, {2, 4, 6}),
            Transfers({{0, 1, 2, 2}, {1, 2, 6, 2}}));
}

TEST(BlockTransfers, EmptyRankInTheMiddle) {
  // old bounds {0,5,5,10}, new {0,3,7,10}: [3,5) 0 -> 1, [5,7) 2 -> 1.
  EXPECT_EQ(planBlockTransfers({5, 0, 5}, {3, 4, 3}),
            Transfers({{0, 1, 3, 2}, {2, 1, 5, 2}}));
}

TEST(BlockTransfers, FarMovesAreDirect) {
  // Everything from rank 0 to rank 2 (S = {10, 10} in neighbour form).
  EXPECT_EQ(planBlockTransfers({10, 0, 0}, {0, 0, 10}, 50),
            Transfers({{0, 2, 50, 10}}));
}

TEST(BlockTransfers, NothingChanges) {
  EXPECT_TRUE(planBlockTransfers({4, 0, 4}, {4, 0, 4}).empty());
  EXPECT_TRUE(planBlockTransfers({4, 4}, {4, 5}).empty());
}
