//===- MoveTrialTest.cpp - Tests of the trials of moves -------------------===//

#include "policy/balance/MoveTrial.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

namespace {

using Counts = std::vector<std::int64_t>;

/// The default window (0.4 s) and margin (0.03), but at least two periods
/// per window, so that each test sees a window fill up.
MoveTrialSettings twoPeriods() {
  MoveTrialSettings Settings;
  Settings.periods = 2;
  return Settings;
}

/// Two periods of 0.2 s and 10 phases each: a pace of 20 ms per phase.
MoveTrial measuredAt20ms(MoveTrialSettings Settings = twoPeriods()) {
  MoveTrial T(Settings);
  EXPECT_EQ(T.observe(0.2, 10), TrialVerdict::None);
  EXPECT_FALSE(T.ready()); // 0.2 s and 1 period: not a window yet.
  EXPECT_EQ(T.observe(0.2, 10), TrialVerdict::None);
  EXPECT_TRUE(T.ready());
  return T;
}

/// Two periods of 20 phases at this pace [s per phase] (at least 0.3 s
/// each here), the second one's verdict.
TrialVerdict afterAt(MoveTrial &T, double Pace) {
  EXPECT_EQ(T.observe(20 * Pace, 20), TrialVerdict::None);
  return T.observe(20 * Pace, 20);
}

} // namespace

TEST(MoveTrial, AMoveThatLostIsUndoneAndHalvesTheStepInItsDirection) {
  MoveTrial T = measuredAt20ms();
  T.start({50, 50}, {60, 40}, 0.2);
  EXPECT_TRUE(T.pending());
  EXPECT_FALSE(T.ready()); // One move at a time.
  // 25 ms per phase after: realized 1 - 25/20 = -0.25.
  EXPECT_EQ(afterAt(T, 0.025), TrialVerdict::Lost);
  EXPECT_NEAR(T.lastRealized(), -0.25, 1e-12);
  EXPECT_EQ(T.undo(), Counts({50, 50}));
  T.undone();
  EXPECT_TRUE(T.undo().empty());
  EXPECT_EQ(T.lost(), 1);
  // Work toward rank 0 again: half a step. The other way: a whole one.
  EXPECT_EQ(T.step({50, 50}, {70, 30}, 0.2), 0.5);
  EXPECT_EQ(T.step({50, 50}, {40, 60}, 0.2), 1.0);
  // The pace before the next move is measured after the undo.
  EXPECT_FALSE(T.ready());
}

TEST(MoveTrial, AMoveThatPaidStays) {
  MoveTrial T = measuredAt20ms();
  T.start({50, 50}, {60, 40}, 0.2);
  // 15 ms: realized 0.25, at least half of 0.2.
  EXPECT_EQ(afterAt(T, 0.015), TrialVerdict::Paid);
  EXPECT_TRUE(T.undo().empty());
  EXPECT_EQ(T.step({50, 50}, {70, 30}, 0.2), 1.0);
  // The periods after the move are the next one's pace before.
  EXPECT_TRUE(T.ready());
}

TEST(MoveTrial, ALossWithinTheMarginIsEven) {
  MoveTrial T = measuredAt20ms();
  T.start({50, 50}, {60, 40}, 0.2);
  // 20.5 ms: realized -0.025, inside the 0.03 margin.
  EXPECT_EQ(afterAt(T, 0.0205), TrialVerdict::Even);
  EXPECT_TRUE(T.undo().empty());
  EXPECT_EQ(T.even(), 1);
}

TEST(MoveTrial, InADirectionThatLostAMoveMustGain) {
  MoveTrial T = measuredAt20ms();
  T.start({50, 50}, {60, 40}, 0.2);
  ASSERT_EQ(afterAt(T, 0.025), TrialVerdict::Lost);
  T.undone();
  T.observe(0.2, 10);
  T.observe(0.2, 10);
  // Half a step the same way, realized -0.025: within the margin, but in
  // a direction that lost it counts as lost and the step halves again.
  T.start({50, 50}, {55, 45}, 0.1);
  EXPECT_EQ(afterAt(T, 0.0205), TrialVerdict::Lost);
  EXPECT_EQ(T.step({50, 50}, {70, 30}, 0.2), 0.25);
  T.undone();
  T.observe(0.2, 10);
  T.observe(0.2, 10);
  // A quarter step that gains 0.05 (over the margin) stays and doubles it.
  T.start({50, 50}, {53, 47}, 0.05);
  EXPECT_EQ(afterAt(T, 0.019), TrialVerdict::Paid);
  EXPECT_EQ(T.step({53, 47}, {70, 30}, 0.2), 0.5);
}

TEST(MoveTrial, ThePaceBeforeIsTheLatestWindow) {
  MoveTrial T(twoPeriods());
  // 100 ms per phase long ago, then 20 ms: the window is the last 0.4 s.
  T.observe(1.0, 10);
  T.observe(0.2, 10);
  T.observe(0.2, 10);
  T.start({50, 50}, {60, 40}, 0.2);
  // At 20 ms after: nothing gained or lost (with the stale period the pace
  // before would be 47 ms and the move would seem to have paid 0.57).
  EXPECT_EQ(afterAt(T, 0.02), TrialVerdict::Even);
  EXPECT_NEAR(T.lastRealized(), 0.0, 1e-12);
}

TEST(MoveTrial, NoTrialWithoutAPaceBefore) {
  MoveTrial T(twoPeriods());
  T.observe(0.3, 10);
  EXPECT_FALSE(T.ready());
  T.start({50, 50}, {60, 40}, 0.2);
  EXPECT_FALSE(T.pending());
  EXPECT_EQ(afterAt(T, 0.05), TrialVerdict::None);
  // Unmeasured periods are ignored.
  EXPECT_EQ(T.observe(0.0, 10), TrialVerdict::None);
  EXPECT_EQ(T.observe(0.3, 0), TrialVerdict::None);
}

TEST(MoveTrial, OffItMeasuresButNeverUndoes) {
  MoveTrialSettings Off = twoPeriods();
  Off.enabled = false;
  MoveTrial T = measuredAt20ms(Off);
  T.start({50, 50}, {60, 40}, 0.2);
  EXPECT_EQ(afterAt(T, 0.025), TrialVerdict::Lost);
  EXPECT_EQ(T.lost(), 1);
  EXPECT_TRUE(T.undo().empty());
  EXPECT_EQ(T.step({50, 50}, {70, 30}, 0.2), 1.0);
}

TEST(MoveTrial, ByDefaultOnePeriodOfAWindowIsEnough) {
  MoveTrial T;
  T.observe(0.3, 10);
  EXPECT_FALSE(T.ready());
  T.observe(0.1, 10);
  EXPECT_TRUE(T.ready());
  T.start({50, 50}, {60, 40}, 0.2);
  // One long period after (30 ms per phase; before: 0.4 s / 20 = 20 ms).
  EXPECT_EQ(T.observe(0.6, 20), TrialVerdict::Lost);
  EXPECT_NEAR(T.lastRealized(), -0.5, 1e-12);
}

TEST(MoveTrial, VerdictNames) {
  EXPECT_STREQ(trialVerdictName(TrialVerdict::None), "none");
  EXPECT_STREQ(trialVerdictName(TrialVerdict::Even), "even");
  EXPECT_STREQ(trialVerdictName(TrialVerdict::Paid), "paid");
  EXPECT_STREQ(trialVerdictName(TrialVerdict::Lost), "lost");
}
