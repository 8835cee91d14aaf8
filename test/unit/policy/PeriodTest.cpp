//===- PeriodTest.cpp - Tests of the load-balancing period ----------------===//

#include "policy/balance/Period.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

namespace {

PeriodInputs linuxDefaults() {
  PeriodInputs Inputs;
  Inputs.interactSeconds = 1e-3; // period_interact = 1e-3 / 0.05 = 0.02 s
  Inputs.interactFraction = 0.05;
  Inputs.quantumSeconds = 4e-3; // period_scheduling = 4e-3 * 10 = 0.04 s
  Inputs.quantumScale = 10.0;
  Inputs.computeSeconds = 1e-3;
  return Inputs;
}

} // namespace

TEST(Period, SchedulingBoundUsuallyWins) {
  // max(0.02, 0, 0.04) = 0.04 s; nexthook = 0.04 / 1e-3 = 40.
  const PeriodChoice Choice = choosePeriod(linuxDefaults());
  EXPECT_DOUBLE_EQ(Choice.interactPeriod, 0.02);
  EXPECT_DOUBLE_EQ(Choice.movementPeriod, 0.0);
  EXPECT_DOUBLE_EQ(Choice.schedulingPeriod, 0.04);
  EXPECT_DOUBLE_EQ(Choice.targetSeconds, 0.04);
  EXPECT_EQ(Choice.boundBy, PeriodBound::Scheduling);
  EXPECT_EQ(Choice.nextHook, 40);
}

TEST(Period, InteractionBound) {
  // t_interact = 50 ms, f_interact = 0.25: 0.05 / 0.25 = 0.2 s > 0.04 s;
  // nexthook = 0.2 / 1e-3 = 200.
  PeriodInputs Inputs = linuxDefaults();
  Inputs.interactSeconds = 0.05;
  Inputs.interactFraction = 0.25;
  const PeriodChoice Choice = choosePeriod(Inputs);
  EXPECT_EQ(Choice.boundBy, PeriodBound::Interaction);
  EXPECT_DOUBLE_EQ(Choice.targetSeconds, 0.2);
  EXPECT_EQ(Choice.nextHook, 200);
}

TEST(Period, MovementBound) {
  // t_movement = 2 s, workscale 4: 0.5 s; 0.5 / 1e-3 = 500.
  PeriodInputs Inputs = linuxDefaults();
  Inputs.movementSeconds = 2.0;
  Inputs.workscale = 4.0;
  const PeriodChoice Choice = choosePeriod(Inputs);
  EXPECT_EQ(Choice.boundBy, PeriodBound::Movement);
  EXPECT_DOUBLE_EQ(Choice.movementPeriod, 0.5);
  EXPECT_EQ(Choice.nextHook, 500);
}

TEST(Period, OverrideReplacesTheTarget) {
  PeriodInputs Inputs = linuxDefaults();
  Inputs.overrideSeconds = 1.0;
  const PeriodChoice Choice = choosePeriod(Inputs);
  EXPECT_EQ(Choice.boundBy, PeriodBound::Override);
  EXPECT_DOUBLE_EQ(Choice.targetSeconds, 1.0);
  EXPECT_EQ(Choice.nextHook, 1000);
  // The bounds are still reported.
  EXPECT_DOUBLE_EQ(Choice.schedulingPeriod, 0.04);
}

TEST(Period, TiesGoToTheEarlierBound) {
  // period_interact = 0.002 / 0.05 = 0.04 = period_scheduling.
  PeriodInputs Inputs = linuxDefaults();
  Inputs.interactSeconds = 0.002;
  EXPECT_EQ(choosePeriod(Inputs).boundBy, PeriodBound::Interaction);
}

TEST(Period, NothingMeasuredMeansCallAtTheNextHook) {
  const PeriodChoice Choice = choosePeriod(PeriodInputs{});
  EXPECT_EQ(Choice.boundBy, PeriodBound::None);
  EXPECT_EQ(Choice.nextHook, 1);
}

TEST(Period, HookCountGuards) {
  EXPECT_EQ(hooksForPeriod(1.0, 0.0), 1);  // period_compute unknown
  EXPECT_EQ(hooksForPeriod(1.0, -1.0), 1); // nonsense compute time
  EXPECT_EQ(hooksForPeriod(0.01, 0.1), 1); // phase longer than period
  EXPECT_EQ(hooksForPeriod(1.0, 0.3), 3);  // floor(3.33)
  EXPECT_EQ(hooksForPeriod(1.0, 1e-300), MaxNextHook);
}

TEST(Period, WorkscaleFromTheGapBetweenMovements) {
  EXPECT_DOUBLE_EQ(chooseWorkscale(10.0, 1.0), 10.0); // 10 s apart, 1 s
  EXPECT_DOUBLE_EQ(chooseWorkscale(2.0, 1.0), MinimumWorkscale);  // 2 < 4
  EXPECT_DOUBLE_EQ(chooseWorkscale(0.0, 1.0), MinimumWorkscale);  // no gap
  EXPECT_DOUBLE_EQ(chooseWorkscale(10.0, 0.0), MinimumWorkscale); // no period
}

TEST(Period, WorkscaleBelowOneIsOne) {
  PeriodInputs Inputs;
  Inputs.movementSeconds = 2.0;
  Inputs.workscale = 0.0; // treated as 1: period_movement = 2 s
  EXPECT_DOUBLE_EQ(choosePeriod(Inputs).movementPeriod, 2.0);
}

TEST(Period, BoundNames) {
  EXPECT_STREQ(periodBoundName(PeriodBound::Scheduling), "scheduling");
  EXPECT_STREQ(periodBoundName(PeriodBound::Interaction), "interaction");
  EXPECT_STREQ(periodBoundName(PeriodBound::Movement), "movement");
}

TEST(Period, MinimumMeasurementIsHalfTheSchedulingPeriod) {
  // 4 ms x 10 = 40 ms: rates measured over less than 20 ms are not trusted.
  EXPECT_DOUBLE_EQ(minimumMeasurementSeconds(linuxDefaults()), 0.02);
  // ALB_PERIOD = 6 ms: the user's shorter period is honoured, 3 ms.
  PeriodInputs Override = linuxDefaults();
  Override.overrideSeconds = 0.006;
  EXPECT_DOUBLE_EQ(minimumMeasurementSeconds(Override), 0.003);
  // Nothing known: every report is trusted.
  EXPECT_DOUBLE_EQ(minimumMeasurementSeconds(
                       PeriodInputs{0.0, 0.05, 0.0, 4.0, 0.0, 10.0, 0.0, 0.0}),
                   0.0);
}
