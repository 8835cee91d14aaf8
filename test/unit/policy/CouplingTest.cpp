//===- CouplingTest.cpp - Tests of the coupled-pipeline model -------------===//

#include "policy/balance/Coupling.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace autolb::policy;

namespace {
/// README's SOR 2000^2 under a 50 % quota: x = 3.97.
const CoupledLoad Sor{3.97, 0.5};
} // namespace

TEST(Coupling, LoadIsTheOnTimeOverOneExecution) {
  // q 0.5, T_q 100 ms, T_1 12.6 ms: x = 3.968.
  const CoupledLoad L = coupledLoad(0.5, 0.1, 0.0126);
  EXPECT_NEAR(L.x, 3.968, 0.001);
  EXPECT_EQ(L.share, 0.5);
  EXPECT_FALSE(coupledLoad(0.0, 0.1, 0.0126).valid());
  EXPECT_FALSE(coupledLoad(0.5, 0.1, 0.0).valid());
  EXPECT_FALSE(coupledLoad(0.5, NAN, 0.0126).valid());
  // A "loaded" rank faster than the fastest is not loaded: q at most 1.
  EXPECT_EQ(coupledLoad(1.5, 0.1, 0.1).share, 1.0);
}

TEST(Coupling, ThroughputIsTheSlowerSide) {
  // Static f = 1/2: min(7.94, min(8.94, 15.88)) = 7.94; the rates'
  // f = 1/3: min(11.91, min(6.955, 11.91)) = 6.955 (12 % slower).
  EXPECT_NEAR(coupledThroughput(Sor, 0.5), 7.94, 1e-9);
  EXPECT_NEAR(coupledThroughput(Sor, 1.0 / 3.0), 3.97 * 1.5 + 1.0, 1e-9);
  // Executions far longer than the on-time: the fast rank's CPU bounds
  // it, x / (q (1 - f)): x = 0.025, f = 1/2 gives min(0.05, 0.1) = 0.05.
  EXPECT_NEAR(coupledThroughput({0.025, 0.5}, 0.5), 0.05, 1e-12);
  EXPECT_NEAR(coupledThroughput({0.025, 0.5}, 0.2), 0.025 / (0.5 * 0.8), 1e-12);
  EXPECT_EQ(coupledThroughput(Sor, 0.0), 0.0);
  EXPECT_EQ(coupledThroughput(Sor, 1.0), 0.0);
  EXPECT_EQ(coupledThroughput({}, 0.5), 0.0);
}

TEST(Coupling, BestShareEquatesTheSides) {
  // x = 1: f* = (3 - sqrt 5) / 2 = 0.381966 (above q / (1 + q) = 1/3).
  EXPECT_NEAR(bestCoupledShare({1.0, 0.5}), (3.0 - std::sqrt(5.0)) / 2.0,
              1e-12);
  // x = 3.97: f* = 0.4686, where x / f = x / (1 - f) + 1 = 8.471.
  const double F = bestCoupledShare(Sor);
  EXPECT_NEAR(F, 0.4686, 1e-4);
  EXPECT_NEAR(3.97 / F, 3.97 / (1.0 - F) + 1.0, 1e-9);
  // x = 0.025: the rates' share, 1/3.
  EXPECT_DOUBLE_EQ(bestCoupledShare({0.025, 0.5}), 1.0 / 3.0);
  EXPECT_EQ(bestCoupledShare({}), 0.0);
}

TEST(Coupling, GainBoundFromTheCurrentShare) {
  // x = 3.97 from static: 8.4714 / 7.94 = 1.067 (README: about 1.07x).
  EXPECT_NEAR(coupledGainBound(Sor, 0.5), 1.0669, 1e-4);
  // x = 1 from static: 2.618 / 2 = 1.309; longer executions leave room.
  EXPECT_NEAR(coupledGainBound({1.0, 0.5}, 0.5), (3.0 + std::sqrt(5.0)) / 4.0,
              1e-9);
  // x = 0.025 from static: the rates' whole gain, 0.075 / 0.05 = 1.5.
  EXPECT_NEAR(coupledGainBound({0.025, 0.5}, 0.5), 1.5, 1e-9);
  // From the rates' share 1/3 at x = 3.97: 8.4714 / 6.955 = 1.218.
  EXPECT_NEAR(coupledGainBound(Sor, 1.0 / 3.0), 1.218, 1e-3);
  // Already at f*: no gain.
  EXPECT_DOUBLE_EQ(coupledGainBound({1.0, 0.5}, bestCoupledShare({1.0, 0.5})),
                   1.0);
  EXPECT_EQ(coupledGainBound({}, 0.5), 0.0);
}

TEST(Coupling, TargetSplitsTheSlowestAndFastestRanksSlicesAtTheBestShare) {
  // Ranks 1 (slowest) and 3 (fastest) own 300 + 500 = 800 slices; at
  // f* = 0.45 rank 1's weight is 360 and rank 3's 440; ranks 0 and 2 keep
  // theirs.
  const std::vector<double> W = coupledTarget({200, 300, 400, 500}, 1, 3, 0.45);
  ASSERT_EQ(W.size(), 4u);
  EXPECT_DOUBLE_EQ(W[0], 200.0);
  EXPECT_DOUBLE_EQ(W[1], 360.0);
  EXPECT_DOUBLE_EQ(W[2], 400.0);
  EXPECT_DOUBLE_EQ(W[3], 440.0);
  EXPECT_TRUE(coupledTarget({200, 300}, 0, 0, 0.45).empty());
  EXPECT_TRUE(coupledTarget({200, 300}, 0, 2, 0.45).empty());
  EXPECT_TRUE(coupledTarget({200, 300}, 0, 1, 0.0).empty());
}

TEST(Coupling, TheAverageRateWeighsReportsByTheirTime) {
  RecentReports Recent;
  EXPECT_EQ(Recent.averageRate(), 0.0);
  // A quota's reports: 100 slices at full speed in 1 s, then 100 slices
  // in 3 s (frozen for 2): 200 / 4 = 50 per second, half of full speed;
  // the mean of the two rates would say 67.
  Recent.observe(100.0, 1.0, 0.0);
  Recent.observe(100.0, 3.0, 0.0);
  EXPECT_DOUBLE_EQ(Recent.averageRate(), 50.0);
  // Not a report: ignored.
  Recent.observe(0.0, 1.0, 0.0);
  Recent.observe(100.0, NAN, 0.0);
  EXPECT_DOUBLE_EQ(Recent.averageRate(), 50.0);
  // The window keeps the last 12 reports.
  for (int Report = 0; Report < RecentReports::Window; ++Report)
    Recent.observe(10.0, 1.0, 0.0);
  EXPECT_DOUBLE_EQ(Recent.averageRate(), 10.0);
  Recent.reset();
  EXPECT_EQ(Recent.averageRate(), 0.0);
}

TEST(Coupling, OnOffIsASwingOfTwiceOverSixRates) {
  OnOffDetector Quota, Shared;
  // Reports of a 50 % quota: full speed, then mostly frozen.
  const double QuotaRates[] = {190, 47, 172, 68, 193, 66};
  // A busy process on the core: the same share in every report, with the
  // dedicated machine's 20-40 % jitter.
  const double SharedRates[] = {95, 70, 110, 80, 100, 92};
  for (int I = 0; I < 5; ++I) {
    Quota.observe(QuotaRates[I]);
    Shared.observe(SharedRates[I]);
  }
  EXPECT_FALSE(Quota.settled());
  EXPECT_FALSE(Quota.onOff());
  Quota.observe(QuotaRates[5]);
  Shared.observe(SharedRates[5]);
  EXPECT_TRUE(Quota.settled());
  EXPECT_TRUE(Quota.onOff()); // 193 / 47 = 4.1
  EXPECT_TRUE(Shared.settled());
  EXPECT_FALSE(Shared.onOff()); // 110 / 70 = 1.6
  // Six steady rates later (reports spanning several quota periods) the
  // load is still on/off, until a reset.
  for (int I = 0; I < 6; ++I)
    Quota.observe(100 + I);
  EXPECT_TRUE(Quota.onOff());
  Quota.reset();
  EXPECT_FALSE(Quota.onOff());
  for (int I = 0; I < 6; ++I)
    Quota.observe(100 + I);
  EXPECT_FALSE(Quota.onOff());
  // Not rates: ignored.
  Shared.observe(0.0);
  Shared.observe(NAN);
  EXPECT_FALSE(Shared.onOff());
  Quota.reset();
  EXPECT_FALSE(Quota.settled());
}

TEST(Coupling, OnOffPeriodIsTheLongestBlockOverTheOffShare) {
  RecentReports Recent;
  // Nothing measured (not a pipeline): the quota's default period.
  EXPECT_EQ(Recent.onOffPeriodSeconds(0.5), OnOffPeriodSeconds);
  Recent.observe(100.0, 1.0, 0.0);
  EXPECT_EQ(Recent.onOffPeriodSeconds(0.5), OnOffPeriodSeconds);
  // A busy process's 4 ms slices: blocks of 30 us, one report's longest
  // spans an off-time, 4.03 ms; at q = 0.5, T_q = 8.06 ms.
  Recent.observe(100.0, 1.0, 0.00003);
  Recent.observe(100.0, 1.0, 0.00403);
  Recent.observe(100.0, 1.0, 0.00004);
  EXPECT_NEAR(Recent.onOffPeriodSeconds(0.5), 0.00806, 1e-9);
  // At q = 0.6 the off-time is 40 % of the period.
  EXPECT_NEAR(Recent.onOffPeriodSeconds(0.6), 0.010075, 1e-9);
  // A share near 1 tells nothing about the off-time; nor a bad share.
  EXPECT_EQ(Recent.onOffPeriodSeconds(0.95), OnOffPeriodSeconds);
  EXPECT_EQ(Recent.onOffPeriodSeconds(0.0), OnOffPeriodSeconds);
  // An off-time not measured, or a report that is none, shortens nothing.
  Recent.observe(100.0, 1.0, NAN);
  Recent.observe(0.0, 1.0, 0.5);
  EXPECT_NEAR(Recent.onOffPeriodSeconds(0.5), 0.00806, 1e-9);
  // A quota's 50 ms freezes; the window keeps the last 12 reports, so the
  // busy process's slices are forgotten after 12 of them.
  for (int Report = 0; Report < RecentReports::Window; ++Report)
    Recent.observe(100.0, 1.0, Report % 2 ? 0.0502 : 0.00003);
  EXPECT_NEAR(Recent.onOffPeriodSeconds(0.5), 0.1004, 1e-9);
  Recent.reset();
  EXPECT_EQ(Recent.onOffPeriodSeconds(0.5), OnOffPeriodSeconds);
}
