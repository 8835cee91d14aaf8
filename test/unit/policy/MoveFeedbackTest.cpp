//===- MoveFeedbackTest.cpp - Tests of the realized-benefit feedback ------===//

#include "policy/balance/MoveFeedback.h"

#include <gtest/gtest.h>

#include <limits>

using namespace autolb::policy;

TEST(MoveFeedback, LosingMovesDoubleTheThresholdUpToItsCap) {
  MoveFeedback F(0.1); // cap 0.5: scale at most 5
  EXPECT_DOUBLE_EQ(F.threshold(), 0.1);
  F.record(0.12, -0.3);
  EXPECT_DOUBLE_EQ(F.threshold(), 0.2);
  F.record(0.25, -0.01);
  EXPECT_DOUBLE_EQ(F.threshold(), 0.4);
  F.record(0.45, -1.0);
  EXPECT_DOUBLE_EQ(F.threshold(), 0.5); // 0.8 capped
  EXPECT_EQ(F.harmful(), 3);
}

TEST(MoveFeedback, MovesThatPayHalveItBackToTfract) {
  MoveFeedback F(0.1);
  F.record(0.1, -0.2);
  F.record(0.2, -0.2); // 0.4
  F.record(0.4, 0.25); // >= half of 0.4: 0.2
  EXPECT_DOUBLE_EQ(F.threshold(), 0.2);
  F.record(0.2, 0.05); // gained, but under half its prediction: unchanged
  EXPECT_DOUBLE_EQ(F.threshold(), 0.2);
  F.record(0.2, 0.1); // exactly half: pays
  F.record(0.1, 0.3);
  EXPECT_DOUBLE_EQ(F.threshold(), 0.1); // never below tfract
  EXPECT_EQ(F.paid(), 3);
  EXPECT_EQ(F.harmful(), 2);
}

TEST(MoveFeedback, ZeroThresholdAndBadValuesChangeNothing) {
  MoveFeedback Zero(0.0);
  Zero.record(0.1, -0.5);
  EXPECT_DOUBLE_EQ(Zero.threshold(), 0.0);
  MoveFeedback F(0.1);
  F.record(std::numeric_limits<double>::quiet_NaN(), -0.5);
  F.record(0.1, std::numeric_limits<double>::infinity());
  EXPECT_DOUBLE_EQ(F.threshold(), 0.1);
  EXPECT_EQ(F.harmful(), 0);
}
