//===- ChunkFixedCostTest.cpp - Tests of the fixed cost of a chunk --------===//

#include "policy/schedules/ChunkFixedCost.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

namespace {

// A steal request, t_interact = 0.6 us.
constexpr double Interact = 0.6e-6;

} // namespace

TEST(ChunkFixedCostTest, RowPackingOfATiledMultiplyIsFound) {
  // samples/mm.c at N = 1500 built with Polly, 2 ranks: a chunk of one row
  // took 1.1 ms, one of 4 rows 2.3 ms. b = 1.2 / 3 = 0.4 ms per row,
  // a = 1.1 - 0.4 = 0.7 ms: 64 % of the one-row chunk.
  ChunkCostFit Fit = fitChunkCost(1, 1.1e-3, 4, 2.3e-3);
  EXPECT_NEAR(Fit.iterationSeconds, 0.4e-3, 1e-12);
  EXPECT_NEAR(Fit.fixedSeconds, 0.7e-3, 1e-12);
  EXPECT_TRUE(Fit.significant);
  // (0.7 ms + 0.6 us) / (1% x 0.4 ms) = 175.15: 176 rows, 176 chunks of 1.
  EXPECT_EQ(mergedChunks(Fit, Interact, 1, 750), 176);
  // Chunks of 3 rows: ceil(176 / 3) = 59.
  EXPECT_EQ(mergedChunks(Fit, Interact, 3, 250), 59);
}

TEST(ChunkFixedCostTest, MergingStopsAtTheCap) {
  ChunkCostFit Fit = fitChunkCost(1, 1.1e-3, 4, 2.3e-3);
  EXPECT_EQ(mergedChunks(Fit, Interact, 1, 10), 10);
  EXPECT_EQ(mergedChunks(Fit, Interact, 1, 0), 1);
}

TEST(ChunkFixedCostTest, NoiseIsNotAFixedCost) {
  // 100 iterations 1.0 ms, 400 iterations 3.8 ms: b = 2.8 / 300 ms,
  // a = 1.0 - 0.9333 = 0.0667 ms, 6.7 % of t(n): below 10 %, noise.
  ChunkCostFit Fit = fitChunkCost(100, 1.0e-3, 400, 3.8e-3);
  EXPECT_NEAR(Fit.fixedSeconds, 1.0e-3 - 100 * 2.8e-3 / 300, 1e-12);
  EXPECT_FALSE(Fit.significant);
  EXPECT_EQ(mergedChunks(Fit, Interact, 100, 1000), 1);
  // 12 % is taken: a = 1.0 - 100 x 2.64 / 300 = 0.12 ms.
  EXPECT_TRUE(fitChunkCost(100, 1.0e-3, 400, 3.64e-3).significant);
}

TEST(ChunkFixedCostTest, LargerChunksSlowerPerIterationHaveNone) {
  // 1 ms and 4.4 ms: a would be negative (the larger chunk fell out of
  // cache); it is 0.
  ChunkCostFit Fit = fitChunkCost(1, 1.0e-3, 4, 4.4e-3);
  EXPECT_EQ(Fit.fixedSeconds, 0.0);
  EXPECT_FALSE(Fit.significant);
}

TEST(ChunkFixedCostTest, TimesThatGiveNoFitGiveNone) {
  // The larger chunk faster than the smaller one, sizes out of order,
  // unmeasured times.
  EXPECT_FALSE(fitChunkCost(1, 2.0e-3, 4, 1.0e-3).significant);
  EXPECT_FALSE(fitChunkCost(4, 1.0e-3, 4, 2.0e-3).significant);
  EXPECT_FALSE(fitChunkCost(4, 1.0e-3, 1, 2.0e-3).significant);
  EXPECT_FALSE(fitChunkCost(0, 1.0e-3, 4, 2.0e-3).significant);
  EXPECT_FALSE(fitChunkCost(1, 0.0, 4, 2.0e-3).significant);
  EXPECT_FALSE(fitChunkCost(1, 1.0e-3, 4, -1.0).significant);
  EXPECT_EQ(mergedChunks(ChunkCostFit(), Interact, 1, 100), 1);
}
