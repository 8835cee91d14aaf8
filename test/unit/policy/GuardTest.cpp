//===- GuardTest.cpp - The balancer's guards, one at a time ---------------===//
//
// Part of autolb. Each guard of GuardChain.def on a hand-made state; the
// chain as a whole is DecisionTest's.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

#include "gtest/gtest.h"

using namespace autolb::policy;

namespace {

/// A two-rank interaction's state, every part owned here.
struct Fixture {
  Decision D;
  ReportScan Scan;
  BalancerSettings Settings;
  ImbalanceThreshold Threshold;
  MoveTrial Trial;
  StabilityHistory Stability;
  MovementHistory Movements;
  ImbalanceEpisode Episode;
  std::vector<OnOffDetector> OnOff = std::vector<OnOffDetector>(2);
  std::vector<RecentReports> Recent = std::vector<RecentReports>(2);

  Fixture() {
    Scan.Available = {true, true};
    D.oldAllocation = {50, 50};
    D.proposedAllocation = D.oldAllocation;
    D.bands = {0.0, 0.0};
    D.stalled = {false, false};
  }
  GuardState state(double NowSeconds) {
    return {D,         Scan,      Settings, NowSeconds, Threshold, Trial,
            Stability, Movements, Episode,  OnOff,      Recent};
  }
};

bool holds(const GuardVerdict &Verdict, DecisionOutcome Outcome) {
  return Verdict.kind == GuardVerdict::Kind::Hold && Verdict.outcome == Outcome;
}

bool passes(const GuardVerdict &Verdict) {
  return Verdict.kind == GuardVerdict::Kind::Pass;
}

TEST(GuardTest, UnnamedStallHoldsOnlyWhenNoRankIsNamed) {
  Fixture F;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(passes(holdUnnamedStall(S)));
  F.Scan.UnnamedStall = true;
  EXPECT_TRUE(holds(holdUnnamedStall(S), DecisionOutcome::Stall));
}

TEST(GuardTest, ShortWorkingReportHolds) {
  Fixture F;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(passes(holdShortMeasurement(S)));
  F.Scan.ShortWorkingReport = true;
  EXPECT_TRUE(
      holds(holdShortMeasurement(S), DecisionOutcome::ShortMeasurement));
}

// Bands 0.10 and 0.30: the gate is half the largest, 0.15.
TEST(GuardTest, NoiseGateIsHalfTheLargestWorkingBand) {
  Fixture F;
  F.D.bands = {0.10, 0.30};
  GuardState S = F.state(1.0);
  F.Episode.open = true;
  F.D.filteredImbalance.reduction = 0.14;
  EXPECT_TRUE(holds(holdNoise(S), DecisionOutcome::Noise));
  EXPECT_FALSE(F.Episode.open);
  F.D.filteredImbalance.reduction = 0.16;
  EXPECT_TRUE(passes(holdNoise(S)));
  // A vacated rank's band does not count: the gate is then 0.05.
  F.Scan.Available = {true, false};
  F.D.filteredImbalance.reduction = 0.06;
  EXPECT_TRUE(passes(holdNoise(S)));
  // Without the filter there are no bands to gate by.
  F.Scan.Available = {true, true};
  F.D.filteredImbalance.reduction = 0.01;
  F.Settings.filter = false;
  EXPECT_TRUE(passes(holdNoise(S)));
}

// tfract 0.10: rfract 0.05 is below it; the raw rates' 0.12 would have
// passed, so the filter stopped the movement.
TEST(GuardTest, BelowThresholdNamesTheFilterWhenRawRatesWouldMove) {
  Fixture F;
  F.Settings.threshold.threshold = 0.10;
  F.Threshold = ImbalanceThreshold(F.Settings.threshold);
  F.D.filteredImbalance.reduction = 0.05;
  F.D.rawImbalance.reduction = 0.12;
  F.Episode.open = true;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(holds(holdBelowThreshold(S), DecisionOutcome::Filter));
  EXPECT_FALSE(F.Episode.open);
  EXPECT_LT(F.Episode.exceededSince, 0.0);
  F.D.rawImbalance.reduction = 0.08;
  EXPECT_TRUE(holds(holdBelowThreshold(S), DecisionOutcome::Threshold));
  F.D.filteredImbalance.reduction = 0.20;
  EXPECT_TRUE(passes(holdBelowThreshold(S)));
  EXPECT_EQ(F.D.thresholdVerdict, ThresholdVerdict::Exceeded);
  EXPECT_DOUBLE_EQ(F.Episode.exceededSince, 1.0);
}

// persistSeconds 0.5, over the threshold since 1.0: held at 1.3, passed
// at 1.6; the episode's start is one change.
TEST(GuardTest, BriefImbalanceWaitsForPersistence) {
  Fixture F;
  F.Settings.persistSeconds = 0.5;
  F.D.thresholdVerdict = ThresholdVerdict::Exceeded;
  F.Episode.exceededSince = 1.0;
  GuardState Early = F.state(1.3);
  EXPECT_TRUE(holds(holdBriefImbalance(Early), DecisionOutcome::Brief));
  EXPECT_TRUE(F.Episode.open);
  GuardState Later = F.state(1.6);
  EXPECT_TRUE(passes(holdBriefImbalance(Later)));
  EXPECT_EQ(F.Stability.totalChanges(), 1u);
}

TEST(GuardTest, JudgingHoldsUntilTheTrialIsReady) {
  Fixture F;
  F.Settings.trial.enabled = false;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(passes(holdWhileJudging(S)));
  // A fresh trial has not measured the pace before a move.
  F.Settings.trial.enabled = true;
  ASSERT_FALSE(F.Trial.ready());
  EXPECT_TRUE(holds(holdWhileJudging(S), DecisionOutcome::Judging));
}

TEST(GuardTest, NoUndoWithoutALostMove) {
  Fixture F;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(passes(undoLostMove(S)));
  EXPECT_FALSE(F.D.undo);
}

TEST(GuardTest, CoupledGuardPassesUncoupledNests) {
  Fixture F;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(passes(holdCoupledNest(S)));
  // Coupled, before its ranks' rates could show an on/off load: held.
  F.Settings.coupled = true;
  EXPECT_TRUE(holds(holdCoupledNest(S), DecisionOutcome::Coupled));
}

// Rank 1 was named stalled: a proposal giving it 10 more iterations is
// withdrawn, with its planned moves; one taking work from it passes.
TEST(GuardTest, NoMoreWorkForAStalledRank) {
  Fixture F;
  F.D.stalled = {false, true};
  F.D.proposedAllocation = {40, 60};
  F.D.directMoves = {{0, 1, 10}};
  F.D.volume.iterations = 10;
  GuardState S = F.state(1.0);
  EXPECT_TRUE(holds(holdFeedingStalledRank(S), DecisionOutcome::Stall));
  EXPECT_EQ(F.D.proposedAllocation, F.D.oldAllocation);
  EXPECT_TRUE(F.D.directMoves.empty());
  EXPECT_EQ(F.D.volume.iterations, 0);
  F.D.proposedAllocation = {60, 40};
  EXPECT_TRUE(passes(holdFeedingStalledRank(S)));
}

// No change recorded: at 2 s the expected stable time is 2 s, so rfract
// 0.1 gains 0.2 s. At 0.25 s per message (no movement measured yet to
// calibrate it), 2 messages cost 0.5 s > 2 x 0.2 s: cancelled; 1 message,
// 0.25 s, pays.
TEST(GuardTest, UnprofitableMovesAreCancelled) {
  Fixture F;
  F.Settings.costModel.perMessageSeconds = 0.25;
  F.D.filteredImbalance.reduction = 0.1;
  F.D.directMoves = {{0, 1, 10}};
  F.D.volume.criticalMessages = 2;
  GuardState S = F.state(2.0);
  EXPECT_TRUE(holds(holdUnprofitable(S), DecisionOutcome::Profitability));
  EXPECT_DOUBLE_EQ(F.D.stableSeconds, 2.0);
  EXPECT_DOUBLE_EQ(F.D.profitability.benefitSeconds, 0.2);
  EXPECT_DOUBLE_EQ(F.D.profitability.costSeconds, 0.5);
  EXPECT_TRUE(F.D.directMoves.empty());
  F.D.volume.criticalMessages = 1;
  EXPECT_TRUE(passes(holdUnprofitable(S)));
}

} // namespace
