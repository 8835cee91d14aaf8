//===- SpeedTraceTest.cpp - Speed traces integrate as hand-computed -------===//

#include "SpeedTrace.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace autolb::sim;

TEST(SpeedTrace, DedicatedFinishesAfterTheWork) {
  const SpeedTrace S;
  EXPECT_DOUBLE_EQ(S.finish(3.0, 2.5), 5.5);
  EXPECT_DOUBLE_EQ(S.work(1.0, 4.0), 3.0);
  EXPECT_DOUBLE_EQ(S.finish(2.0, 0.0), 2.0);
}

TEST(SpeedTrace, RoundRobinRunsEveryOtherQuantum) {
  // Quanta of 0.1 s: the program runs in [0, 0.1), [0.2, 0.3), ...
  const SpeedTrace S = SpeedTrace::roundRobin(0.1, 1);
  EXPECT_NEAR(S.finish(0.0, 0.15), 0.25, 1e-12);
  EXPECT_NEAR(S.finish(0.05, 0.1), 0.25, 1e-12);
  // Starting in the competitor's quantum waits for the next one.
  EXPECT_NEAR(S.finish(0.12, 0.05), 0.25, 1e-12);
  // Work that ends exactly with a quantum does not wait through the next.
  EXPECT_NEAR(S.finish(0.0, 0.1), 0.1, 1e-12);
  EXPECT_NEAR(S.work(0.0, 1.0), 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(S.meanSpeed(), 0.5);
  // Two competitors: one quantum in three.
  EXPECT_NEAR(SpeedTrace::roundRobin(0.1, 2).finish(0.0, 0.2), 0.4, 1e-12);
}

TEST(SpeedTrace, PhaseShiftsTheCycle) {
  // Half a quantum into the program's quantum.
  const SpeedTrace S = SpeedTrace::roundRobin(0.1, 1, 0.05);
  EXPECT_NEAR(S.finish(0.0, 0.1), 0.2, 1e-12);
}

TEST(SpeedTrace, OscillatingAndQuota) {
  // Loaded (speed 1/2) for 10 s of 20, then dedicated.
  const SpeedTrace O = SpeedTrace::oscillating(20.0, 0.5, 0.5);
  EXPECT_NEAR(O.finish(0.0, 5.0), 10.0, 1e-9);
  EXPECT_NEAR(O.finish(0.0, 10.0), 15.0, 1e-9);
  EXPECT_NEAR(O.work(0.0, 40.0), 30.0, 1e-9);
  const SpeedTrace Q = SpeedTrace::quota(0.25, 0.1);
  EXPECT_NEAR(Q.finish(0.0, 0.05), 0.125, 1e-12);
}

TEST(SpeedTrace, JitterIsDeterministicAndBounded) {
  const SpeedTrace A = SpeedTrace::jitter(0.5, 0.3, 50, 9);
  const SpeedTrace B = SpeedTrace::jitter(0.5, 0.3, 50, 9);
  const SpeedTrace C = SpeedTrace::jitter(0.5, 0.3, 50, 10);
  EXPECT_EQ(A.finish(1.0, 7.0), B.finish(1.0, 7.0));
  EXPECT_NE(A.finish(1.0, 7.0), C.finish(1.0, 7.0));
  for (const SpeedSegment &S : A.segments()) {
    EXPECT_GE(S.speed, 0.7);
    EXPECT_LT(S.speed, 1.3);
  }
}

TEST(SpeedTrace, StepChangesSpeedOnce) {
  const SpeedTrace S = SpeedTrace::step(10.0, 0.5);
  EXPECT_NEAR(S.finish(9.0, 2.0), 12.0, 1e-9);
  EXPECT_NEAR(S.finish(100.0, 1.0), 102.0, 1e-9);
}

TEST(SpeedTrace, RejectsTracesThatCannotCompute) {
  EXPECT_THROW(SpeedTrace(std::vector<SpeedSegment>{}), std::invalid_argument);
  EXPECT_THROW(SpeedTrace({{1.0, 0.0}}), std::invalid_argument);
  EXPECT_THROW(SpeedTrace({{0.0, 1.0}}), std::invalid_argument);
  EXPECT_THROW(SpeedTrace({{1.0, -1.0}}), std::invalid_argument);
}
