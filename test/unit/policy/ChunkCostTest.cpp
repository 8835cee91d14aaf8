//===- ChunkCostTest.cpp - Whether dynamically scheduled chunks pay -------===//

#include "policy/ChunkCost.h"

#include <gtest/gtest.h>

#include <limits>

using namespace autolb::policy;

TEST(ChunkCost, AnEliminationRowUpdateDoesNotPay) {
  // Right-looking LU, n = 1000, 2 ranks, measured: 0.55 ms making A whole
  // against 1.13 ms of row updates per rank (49 %).
  const ChunkCost Cost = judgeChunks(0.55e-3, 1.13e-3);
  EXPECT_FALSE(Cost.pays);
  EXPECT_DOUBLE_EQ(Cost.syncSeconds, 0.55e-3);
  EXPECT_DOUBLE_EQ(Cost.computeSeconds, 1.13e-3);
}

TEST(ChunkCost, MatrixMultiplyRowsPay) {
  // n = 1500: 1.24 ms for C's rows against 3.81 s of products per rank.
  EXPECT_TRUE(judgeChunks(1.24e-3, 3.81).pays);
}

TEST(ChunkCost, TheShareDecidesAtTenPercent) {
  EXPECT_TRUE(judgeChunks(0.300e-3, 3.01e-3).pays);  // 9.97 %
  EXPECT_FALSE(judgeChunks(0.300e-3, 2.99e-3).pays); // 10.03 %
}

TEST(ChunkCost, UnknownTimesCountAsNothing) {
  // Arrays already whole: nothing to pay for.
  EXPECT_TRUE(judgeChunks(0.0, 1e-3).pays);
  EXPECT_TRUE(judgeChunks(0.0, 0.0).pays);
  EXPECT_TRUE(judgeChunks(std::numeric_limits<double>::quiet_NaN(), 1e-3).pays);
  // A transfer and no measured compute (an empty execution) does not pay.
  EXPECT_FALSE(judgeChunks(1e-4, -1.0).pays);
}
