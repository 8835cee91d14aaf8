//===- ImbalanceTest.cpp - Tests of rfract and the threshold --------------===//

#include "policy/balance/Imbalance.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace autolb::policy;

TEST(Imbalance, TwoRanksEqualRates) {
  // now = max(30/1, 10/1) = 30 s; after = 40/2 = 20 s; rfract = 1 - 20/30.
  const ImbalanceEstimate E = estimateImbalance({30, 10}, {1.0, 1.0});
  EXPECT_DOUBLE_EQ(E.currentSeconds, 30.0);
  EXPECT_DOUBLE_EQ(E.balancedSeconds, 20.0);
  EXPECT_DOUBLE_EQ(E.reduction, 1.0 / 3.0);
  EXPECT_EQ(E.slowestRank, 0);
}

TEST(Imbalance, SingleRankCannotGain) {
  // now = 100/5 = 20 s = after.
  const ImbalanceEstimate E = estimateImbalance({100}, {5.0});
  EXPECT_DOUBLE_EQ(E.currentSeconds, 20.0);
  EXPECT_DOUBLE_EQ(E.reduction, 0.0);
}

TEST(Imbalance, RankWithNoWork) {
  // Rank 0 idle: now = 10/1 = 10 s; after = 10/2 = 5 s; rfract = 0.5.
  const ImbalanceEstimate E = estimateImbalance({0, 10}, {1.0, 1.0});
  EXPECT_DOUBLE_EQ(E.reduction, 0.5);
  EXPECT_EQ(E.slowestRank, 1);
}

TEST(Imbalance, WorkOnARankWithZeroRateMustMove) {
  // Rank 1 has work and rate 0 (vacated): now = infinity, after = 20/1.
  const ImbalanceEstimate E = estimateImbalance({10, 10}, {1.0, 0.0});
  EXPECT_TRUE(std::isinf(E.currentSeconds));
  EXPECT_DOUBLE_EQ(E.balancedSeconds, 20.0);
  EXPECT_DOUBLE_EQ(E.reduction, 1.0);
  EXPECT_EQ(E.slowestRank, 1);
}

TEST(Imbalance, AllRatesZeroGainNothing) {
  const ImbalanceEstimate E = estimateImbalance({10, 10}, {0.0, 0.0});
  EXPECT_TRUE(std::isinf(E.balancedSeconds));
  EXPECT_DOUBLE_EQ(E.reduction, 0.0);
}

TEST(Imbalance, NoWorkGainsNothing) {
  const ImbalanceEstimate E = estimateImbalance({0, 0}, {1.0, 2.0});
  EXPECT_DOUBLE_EQ(E.reduction, 0.0);
  EXPECT_EQ(E.slowestRank, -1);
}

TEST(Imbalance, HugeImbalance) {
  // Rates 1e6 : 1 with 1e6 iterations each: now = 1e6/1 = 1e6 s,
  // after = 2e6 / (1e6 + 1) = 1.999998 s, rfract = 1 - 1.999998e-6.
  const ImbalanceEstimate E = estimateImbalance({1000000, 1000000}, {1e6, 1.0});
  EXPECT_DOUBLE_EQ(E.currentSeconds, 1e6);
  EXPECT_NEAR(E.reduction, 1.0 - 2e6 / (1e6 + 1.0) / 1e6, 1e-15);
  EXPECT_EQ(E.slowestRank, 1);
}

TEST(Imbalance, ManyRanksOneHalfSpeed) {
  // P = 4096, one iteration each, rank 7 at half speed:
  // now = 1/0.5 = 2 s; after = 4096/4095.5 s; rfract = 1 - 4096/4095.5/2.
  std::vector<std::int64_t> Work(4096, 1);
  std::vector<double> Rates(4096, 1.0);
  Rates[7] = 0.5;
  const ImbalanceEstimate E = estimateImbalance(Work, Rates);
  EXPECT_DOUBLE_EQ(E.currentSeconds, 2.0);
  EXPECT_NEAR(E.reduction, 0.4999389573922598, 1e-12);
  EXPECT_EQ(E.slowestRank, 7);
}

TEST(Threshold, ExactlyAtTheThresholdMoves) {
  // work {4, 2}, rates {1, 1}: now 4, after 3: rfract = 0.25 exactly.
  const double Reduction = estimateImbalance({4, 2}, {1.0, 1.0}).reduction;
  EXPECT_EQ(Reduction, 0.25);
  ImbalanceThreshold Threshold({0.25, /*dynamic=*/false, 0.5, 5});
  EXPECT_EQ(Threshold.judge(Reduction), ThresholdVerdict::Exceeded);
  EXPECT_EQ(Threshold.judge(std::nextafter(0.25, 0.0)),
            ThresholdVerdict::Below);
  ImbalanceThreshold Default;
  EXPECT_EQ(Default.judge(0.10), ThresholdVerdict::Exceeded);
  EXPECT_EQ(Default.judge(0.0999), ThresholdVerdict::Below);
}

TEST(Threshold, NoGainIsBalanced) {
  ImbalanceThreshold Threshold;
  EXPECT_EQ(Threshold.judge(0.0), ThresholdVerdict::Balanced);
  // tfract = 0 moves on any positive gain, never on none.
  ImbalanceThreshold Zero({0.0, false, 0.5, 5});
  EXPECT_EQ(Zero.judge(0.0), ThresholdVerdict::Balanced);
  EXPECT_EQ(Zero.judge(1e-9), ThresholdVerdict::Exceeded);
}

TEST(Threshold, DynamicThresholdAllowsAMinorAdjustmentWhenStuck) {
  // tfract 0.10, band [0.05, 0.10), patience 3.
  ImbalanceThreshold Threshold({0.10, true, 0.5, 3});
  EXPECT_EQ(Threshold.judge(0.07), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.judge(0.08), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.stuckCount(), 2);
  EXPECT_EQ(Threshold.judge(0.07), ThresholdVerdict::MinorAdjustment);
  EXPECT_EQ(Threshold.stuckCount(), 0);
  // Leaving the band restarts the count.
  EXPECT_EQ(Threshold.judge(0.07), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.judge(0.04), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.stuckCount(), 0);
  EXPECT_EQ(Threshold.judge(0.07), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.judge(0.12), ThresholdVerdict::Exceeded);
  EXPECT_EQ(Threshold.stuckCount(), 0);
  // 0.05 is the band's lower edge and counts as stuck.
  EXPECT_EQ(Threshold.judge(0.05), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.stuckCount(), 1);
}

TEST(Threshold, NoiseThatMovesTheSlowestRankIsNotStuck) {
  // Same band, patience 3, but the slowest rank alternates 0, 1, 0, ...:
  // every change restarts the count, so no adjustment ever happens.
  ImbalanceThreshold Threshold({0.10, true, 0.5, 3});
  for (int I = 0; I < 10; ++I)
    EXPECT_EQ(Threshold.judge(0.07, I % 2), ThresholdVerdict::Below) << I;
  EXPECT_EQ(Threshold.stuckCount(), 1);
  // The same rank three times in a row: adjusted.
  EXPECT_EQ(Threshold.judge(0.07, 1), ThresholdVerdict::Below);
  EXPECT_EQ(Threshold.judge(0.07, 1), ThresholdVerdict::MinorAdjustment);
}

TEST(Threshold, StaticThresholdNeverAdjusts) {
  ImbalanceThreshold Threshold({0.10, false, 0.5, 1});
  for (int I = 0; I < 10; ++I)
    EXPECT_EQ(Threshold.judge(0.09), ThresholdVerdict::Below);
}

TEST(Threshold, VerdictNames) {
  EXPECT_STREQ(thresholdVerdictName(ThresholdVerdict::MinorAdjustment),
               "minor-adjustment");
  EXPECT_STREQ(thresholdVerdictName(ThresholdVerdict::Exceeded), "exceeded");
}
