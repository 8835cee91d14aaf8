//===- AloneTrialTest.cpp - Tests of the trial of rank 0 alone ------------===//

#include "policy/schedules/AloneTrial.h"

#include <gtest/gtest.h>
#include <limits>

using namespace autolb::policy;

TEST(AloneTrial, TrainingPatternsRepeatFourExecutions) {
  // backprop: the patterns' reading twice (nest 3), then per pattern the
  // two forward layers (0, 0), the output error (1), the hidden error (2).
  std::vector<int> Ids = {3, 3, 0, 0, 1, 2, 0, 0, 1, 2};
  // Two patterns: no period shows three times yet.
  EXPECT_EQ(repeatingPeriod(Ids, 16), 0);
  Ids.insert(Ids.end(), {0, 0, 1, 2});
  EXPECT_EQ(repeatingPeriod(Ids, 16), 4);
  // A longest period of 3 does not find it.
  EXPECT_EQ(repeatingPeriod(Ids, 3), 0);
}

TEST(AloneTrial, TwoEqualIdsAreNotAPeriod) {
  // 0 0 after 3 3: p = 1 needs three equal ids.
  EXPECT_EQ(repeatingPeriod({3, 3, 0, 0}, 16), 0);
  EXPECT_EQ(repeatingPeriod({3, 0, 0, 0}, 16), 1);
  EXPECT_EQ(repeatingPeriod({}, 16), 0);
}

TEST(AloneTrial, StretchLastsAtLeastItsMinimum) {
  const AloneTrialModel Model;
  // 82 ms periods: one is enough for 50 ms.
  EXPECT_EQ(periodsPerStretch(Model, 0.082), 1);
  // 12 ms: ceil(50 / 12) = 5.
  EXPECT_EQ(periodsPerStretch(Model, 0.012), 5);
  // 10 us: 5000, capped at 64.
  EXPECT_EQ(periodsPerStretch(Model, 10e-6), 64);
  EXPECT_EQ(periodsPerStretch(Model, 0.0), 64);
  EXPECT_EQ(periodsPerStretch(Model, std::numeric_limits<double>::quiet_NaN()),
            64);
}

TEST(AloneTrial, OnlyProgramsMostlyReplicatedAreTried) {
  const AloneTrialModel Model;
  EXPECT_TRUE(worthTrying(Model, 0.8, 1.0));
  EXPECT_TRUE(worthTrying(Model, 0.5, 1.0));
  EXPECT_FALSE(worthTrying(Model, 0.49, 1.0));
}

TEST(AloneTrial, PeriodsMustLastAlike) {
  const AloneTrialModel Model;
  // Three training patterns of 97, 95 and 99 ms: 99 / 95 = 1.042.
  EXPECT_NEAR(irregularity({0.097, 0.095, 0.099}), 99.0 / 95.0, 1e-12);
  EXPECT_TRUE(worthTrying(Model, 0.8, irregularity({0.097, 0.095, 0.099})));
  // One nest repeating, every third round with a long replicated phase:
  // 2 ms, 2 ms, 40 ms.
  EXPECT_NEAR(irregularity({0.002, 0.002, 0.040}), 20.0, 1e-12);
  EXPECT_FALSE(worthTrying(Model, 0.8, 20.0));
  EXPECT_TRUE(worthTrying(Model, 0.8, 1.5));
  EXPECT_FALSE(worthTrying(Model, 0.8, 1.51));
  EXPECT_EQ(irregularity({0.01, 0.0}), std::numeric_limits<double>::infinity());
  EXPECT_EQ(irregularity({}), std::numeric_limits<double>::infinity());
}

TEST(AloneTrial, TheRanksMustWinByTheMargin) {
  const AloneTrialModel Model;
  // A program whose nests halve: 60 ms a period distributed, 100 ms alone.
  EXPECT_TRUE(distributedWins(Model, 0.060, 0.100));
  // backprop at 2 ranks: 82 ms a pattern distributed, 65 ms alone.
  EXPECT_FALSE(distributedWins(Model, 0.082, 0.065));
  // 96 ms against 100 ms: 96 * 1.05 = 100.8, within the drift: alone.
  EXPECT_FALSE(distributedWins(Model, 0.096, 0.100));
  EXPECT_TRUE(distributedWins(Model, 0.095, 0.100));
  EXPECT_FALSE(distributedWins(Model, 0.0, 0.05));
  EXPECT_FALSE(distributedWins(Model, 0.1, 0.0));
}

TEST(AloneTrial, TheRanksMustWinTwiceInARow) {
  const AloneTrialModel Model;
  // backprop at 2 ranks, one pattern a stretch: 42 ms distributed, 49 ms
  // alone (42 * 1.05 = 44.1 < 49: the ranks won); one more pair is asked.
  std::vector<StretchPair> Pairs = {{0.042, 0.049}};
  EXPECT_EQ(aloneVerdict(Model, Pairs), AloneVerdict::Undecided);
  // 70 against 71: within the margin, the ranks lost: alone.
  Pairs.push_back({0.070, 0.071});
  EXPECT_EQ(aloneVerdict(Model, Pairs), AloneVerdict::Alone);
  // 40 against 46: 40 * 1.05 = 42 < 46, won twice: the ranks are kept.
  Pairs.back() = {0.040, 0.046};
  EXPECT_EQ(aloneVerdict(Model, Pairs), AloneVerdict::Distributed);
  EXPECT_EQ(aloneVerdict(Model, {}), AloneVerdict::Undecided);
}

TEST(AloneTrial, OneLostPairSendsRankZeroOnAlone) {
  const AloneTrialModel Model;
  // 82 ms distributed against 65 ms alone.
  EXPECT_EQ(aloneVerdict(Model, {{0.082, 0.065}}), AloneVerdict::Alone);
  // 100 against 104: within the margin.
  EXPECT_EQ(aloneVerdict(Model, {{0.100, 0.104}}), AloneVerdict::Alone);
  EXPECT_EQ(aloneVerdict(Model, {{0.0, 0.1}}), AloneVerdict::Alone);
}

TEST(AloneTrial, OnePairDecidesWhenOneWinIsAsked) {
  AloneTrialModel Model;
  Model.winsToKeep = 1;
  EXPECT_EQ(aloneVerdict(Model, {{0.082, 0.065}}), AloneVerdict::Alone);
  EXPECT_EQ(aloneVerdict(Model, {{0.060, 0.100}}), AloneVerdict::Distributed);
}
