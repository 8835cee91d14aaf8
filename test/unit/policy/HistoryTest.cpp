//===- HistoryTest.cpp - Tests of movement and stability histories --------===//

#include "policy/balance/MovementHistory.h"
#include "policy/balance/StabilityHistory.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

TEST(MovementHistory, EmptyKnowsNothing) {
  const MovementHistory History;
  EXPECT_EQ(History.averageSeconds(), 0.0);
  EXPECT_EQ(History.averageGapSeconds(), 0.0);
  EXPECT_EQ(History.costCalibration(), 1.0);
  EXPECT_EQ(History.totalMovements(), 0u);
}

TEST(MovementHistory, AveragesTheRecentWindow) {
  // Window 2: after movements at t = 1, 3, 7 taking 0.1, 0.2, 0.4 s only
  // the last two count: mean 0.3 s, gap 7 - 3 = 4 s.
  MovementHistory History(2);
  History.record({1.0, 0.1, 10, 1, 0.0});
  EXPECT_EQ(History.averageGapSeconds(), 0.0); // one movement: no gap
  History.record({3.0, 0.2, 10, 1, 0.0});
  History.record({7.0, 0.4, 10, 1, 0.0});
  EXPECT_DOUBLE_EQ(History.averageSeconds(), 0.3);
  EXPECT_DOUBLE_EQ(History.averageGapSeconds(), 4.0);
  EXPECT_EQ(History.totalMovements(), 3u);
  EXPECT_EQ(History.recent().size(), 2u);
}

TEST(MovementHistory, GapIsTheMeanOfConsecutiveGaps) {
  // t = 0, 2, 8: gaps 2 and 6, mean 4.
  MovementHistory History;
  History.record({0.0, 0.1, 0, 0, 0.0});
  History.record({2.0, 0.1, 0, 0, 0.0});
  History.record({8.0, 0.1, 0, 0, 0.0});
  EXPECT_DOUBLE_EQ(History.averageGapSeconds(), 4.0);
}

TEST(StabilityHistory, NoChangeMeansStableSoFar) {
  const StabilityHistory History;
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(12.0), 12.0);
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(0.5, 1.0), 1.0); // floor
}

TEST(StabilityHistory, MeanGapBetweenChanges) {
  // Changes at 10 and 30 (start = 0): gaps 10, 20 -> 15 s.
  StabilityHistory History;
  History.recordChange(10.0);
  History.recordChange(30.0);
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(31.0), 15.0);
  EXPECT_EQ(History.totalChanges(), 2u);
  // Stable for 40 s since the last change: longer than the mean gap.
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(70.0), 40.0);
}

TEST(StabilityHistory, WindowForgetsOldGapsAndClampsTime) {
  // Window 2: changes at 100, 101, 103 -> gaps 100, 1, 2 -> last two: 1.5.
  StabilityHistory History(2);
  History.recordChange(100.0);
  History.recordChange(101.0);
  History.recordChange(103.0);
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(104.0), 1.5);
  // A time going backwards counts as a zero gap: gaps 2, 0 -> 1.
  History.recordChange(50.0);
  EXPECT_DOUBLE_EQ(History.expectedStableSeconds(104.0), 1.0);
}
