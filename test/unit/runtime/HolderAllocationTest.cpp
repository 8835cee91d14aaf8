//===- HolderAllocationTest.cpp - blocks that follow where the data is ----===//

#include "layout/HolderAllocation.h"
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

using Counts = std::vector<std::int64_t>;
const std::vector<bool> TwoRanks{true, true};

/// A map of `extent` slices where slices [begin, end) of each run are held
/// by the run's rank.
HolderMap
heldBy(std::int64_t Extent,
       const std::vector<std::tuple<std::int64_t, std::int64_t, int>> &Runs) {
  HolderMap Map(Extent);
  for (const auto &[Begin, End, Rank] : Runs)
    Map.assign(SliceSet{{Begin, End}}, Rank);
  return Map;
}

TEST(HolderAllocationTest, WholeArraysKeepDynamicScheduling) {
  HolderMap Whole(10);
  EXPECT_FALSE(allocationFollowingHolders({&Whole}, 0, 1, 10, TwoRanks));
}

TEST(HolderAllocationTest, BlocksOfAPipelineAreFollowed) {
  // A 10-row grid, rows 1..8 computed by a pipeline: rank 0 rows 1-5,
  // rank 1 rows 6-8; rows 0 and 9 (boundary) stay whole. A loop over all
  // rows 0..9: row 0 joins rank 0's block, row 9 rank 1's: {6, 4}.
  HolderMap Grid = heldBy(10, {{1, 6, 0}, {6, 9, 1}});
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 0, 1, 10, TwoRanks),
            Counts({6, 4}));
  // The same rows from i = 1 to 8 (k = 0..7): {5, 3}.
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 1, 1, 8, TwoRanks),
            Counts({5, 3}));
}

TEST(HolderAllocationTest, ARankWithoutDataGetsNothing) {
  // Rank 1 of 3 owned nothing in the last nest: {4, 0, 6}.
  HolderMap Grid = heldBy(10, {{0, 4, 0}, {4, 10, 2}});
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 0, 1, 10, {true, true, true}),
            Counts({4, 0, 6}));
}

TEST(HolderAllocationTest, NegativeStepWalksTheSlicesDownwards) {
  // i = 9 down to 0: rank 0 holds 5..9 (its block came first), rank 1 0..4.
  HolderMap Grid = heldBy(10, {{5, 10, 0}, {0, 5, 1}});
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 9, -1, 10, TwoRanks),
            Counts({5, 5}));
}

TEST(HolderAllocationTest, ScatteredChunksAreNotBlocks) {
  // A dynamically scheduled nest left rank 1 between two runs of rank 0:
  // blocks {6, 3} would misplace 6 of 9 slices.
  HolderMap Chunks = heldBy(9, {{0, 3, 0}, {3, 6, 1}, {6, 9, 0}});
  EXPECT_FALSE(allocationFollowingHolders({&Chunks}, 0, 1, 9, TwoRanks));
}

TEST(HolderAllocationTest, AFewMisplacedSlicesAreFetched) {
  // A pipeline left rows 1..98 in blocks {1..49: rank 0, 50..98: rank 1};
  // rows 0 and 99 were written by chunks of an earlier nest, both on rank
  // 0. Rank 0 holds 51 rows, rank 1 49: blocks {51, 49}, and only row 99
  // (1 of 100, under 5%) moves into rank 1's block.
  HolderMap Grid = heldBy(100, {{0, 50, 0}, {50, 99, 1}, {99, 100, 0}});
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 0, 1, 100, TwoRanks),
            Counts({51, 49}));
}

TEST(HolderAllocationTest, ArraysThatDisagreeAreNotFollowed) {
  // A in halves, B split at 7: slices 5 and 6 are held by two ranks.
  HolderMap A = heldBy(10, {{0, 5, 0}, {5, 10, 1}});
  HolderMap B = heldBy(10, {{0, 7, 0}, {7, 10, 1}});
  EXPECT_FALSE(allocationFollowingHolders({&A, &B}, 0, 1, 10, TwoRanks));
  // A whole array does not disagree with anything.
  HolderMap Whole(10);
  EXPECT_EQ(allocationFollowingHolders({&A, &Whole}, 0, 1, 10, TwoRanks),
            Counts({5, 5}));
}

TEST(HolderAllocationTest, VacatedRanksGetNoWork) {
  HolderMap Grid = heldBy(10, {{0, 5, 0}, {5, 10, 1}});
  EXPECT_FALSE(allocationFollowingHolders({&Grid}, 0, 1, 10, {true, false}));
}

TEST(HolderAllocationTest, StridedLoopAndSlicesOutsideTheArray) {
  // i = 0, 2, ..., 18 over an extent of 12: slices 12..18 are outside and
  // join the last block. Rank 0 holds 0..5, rank 1 6..11: k = 0..2 on
  // rank 0, k = 3..9 on rank 1.
  HolderMap Grid = heldBy(12, {{0, 6, 0}, {6, 12, 1}});
  EXPECT_EQ(allocationFollowingHolders({&Grid}, 0, 2, 10, TwoRanks),
            Counts({3, 7}));
}

} // namespace
