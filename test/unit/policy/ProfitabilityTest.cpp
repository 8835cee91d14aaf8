//===- ProfitabilityTest.cpp - Tests of the cost-benefit check ------------===//

#include "policy/balance/Profitability.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

TEST(MovementVolume, DirectMoves) {
  // (0->1, 3), (0->2, 3), (0->3, 1) with 8 bytes per iteration: 7
  // iterations, 56 bytes; rank 0 is in all three messages (56 bytes).
  const MovementVolume V = volumeOf(
      std::vector<DirectMove>{{0, 1, 3}, {0, 2, 3}, {0, 3, 1}}, 4, 8.0);
  EXPECT_EQ(V.iterations, 7);
  EXPECT_EQ(V.bytes, 56);
  EXPECT_EQ(V.criticalBytes, 56);
  EXPECT_EQ(V.criticalMessages, 3);
}

TEST(MovementVolume, BlockTransfers) {
  // [2,4) 0 -> 1 and [6,8) 1 -> 2, 1.5 bytes per iteration: 3 bytes each;
  // rank 1 receives one and sends one: 6 bytes, 2 messages.
  const MovementVolume V =
      volumeOf(std::vector<BlockTransfer>{{0, 1, 2, 2}, {1, 2, 6, 2}}, 3, 1.5);
  EXPECT_EQ(V.iterations, 4);
  EXPECT_EQ(V.bytes, 6);
  EXPECT_EQ(V.criticalBytes, 6);
  EXPECT_EQ(V.criticalMessages, 2);
}

TEST(MovementCost, StartUpModel) {
  // 3 messages * 50 us + 56 bytes * 1 ns = 150.056 us.
  MovementVolume V;
  V.iterations = 7;
  V.criticalMessages = 3;
  V.criticalBytes = 56;
  const MovementCostModel Model{50e-6, 1e-9};
  EXPECT_NEAR(modelMovementSeconds(Model, V), 150.056e-6, 1e-15);
  // No history: calibration 1.
  EXPECT_NEAR(predictMovementSeconds(Model, MovementHistory(), V), 150.056e-6,
              1e-15);
}

TEST(MovementCost, PastMovementsCalibrateTheModel) {
  // Two movements took 2x and 4x the model: calibration 3.
  MovementHistory History;
  History.record({1.0, 0.2, 0, 0, 0.1});
  History.record({2.0, 0.4, 0, 0, 0.1});
  MovementVolume V;
  V.iterations = 1;
  V.criticalMessages = 1;
  const MovementCostModel Model{0.01, 0.0};
  EXPECT_NEAR(predictMovementSeconds(Model, History, V), 0.03, 1e-15);
}

TEST(MovementCost, WithoutAModelUseTheAverageMovement) {
  MovementHistory History;
  History.record({1.0, 0.5, 100, 1, 0.0});
  MovementVolume V;
  V.iterations = 10;
  EXPECT_DOUBLE_EQ(predictMovementSeconds({}, History, V), 0.5);
  EXPECT_DOUBLE_EQ(predictMovementSeconds({}, History, MovementVolume{}), 0.0);
}

TEST(Profitability, CancelOnlyWhenCostGreatlyExceedsBenefit) {
  // rfract 0.2 over 10 s stable: benefit 2 s; limit 2 * 2 = 4 s.
  const ProfitabilitySettings On;
  ProfitabilityVerdict V = judgeProfitability(0.2, 10.0, 4.0, On);
  EXPECT_DOUBLE_EQ(V.benefitSeconds, 2.0);
  EXPECT_DOUBLE_EQ(V.costSeconds, 4.0);
  EXPECT_TRUE(V.profitable); // equal to the limit: allowed
  EXPECT_TRUE(
      judgeProfitability(0.2, 10.0, 3.0, On).profitable); // cost > benefit
  EXPECT_FALSE(judgeProfitability(0.2, 10.0, 4.001, On).profitable);
}

TEST(Profitability, DisabledNeverCancels) {
  ProfitabilitySettings Off;
  Off.enabled = false;
  const ProfitabilityVerdict V = judgeProfitability(0.2, 10.0, 100.0, Off);
  EXPECT_TRUE(V.profitable);
  EXPECT_DOUBLE_EQ(V.benefitSeconds, 2.0); // still reported
}

TEST(Profitability, ZeroBenefitCancelsAnyCost) {
  EXPECT_FALSE(judgeProfitability(0.0, 10.0, 1e-9, {}).profitable);
  EXPECT_TRUE(judgeProfitability(0.0, 10.0, 0.0, {}).profitable);
}
