//===- CpuClockTest.cpp - rates from CPU speed and CPU share --------------===//

#include "base/CpuClock.h"
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

TEST(CpuClockTest, HalfTheCoreDoublesTheEffectiveTime) {
  // 1 s of CPU computing, the rank got 2 of 4 wall seconds of its core:
  // it would need 2 s of wall time for that work.
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(1.7, 1.0, 4.0, 2.0), 2.0);
}

TEST(CpuClockTest, DedicatedRankKeepsItsCpuTime) {
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(1.1, 1.0, 4.0, 4.0), 1.0);
  // A share above 1 (clock granularity) is clamped to 1.
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(1.1, 1.0, 4.0, 4.4), 1.0);
}

TEST(CpuClockTest, TinySharesAreClampedAndMissingClocksFallBack) {
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(9.0, 0.5, 100.0, 0.1), 50.0);
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(1.5, 0.0, 4.0, 2.0), 1.5);
  EXPECT_DOUBLE_EQ(effectiveComputeSeconds(1.5, 1.0, 0.0, 2.0), 1.5);
}

TEST(CpuClockTest, ThreadClockAdvances) {
  double Start = threadCpuSeconds();
  volatile double X = 0.0;
  for (int I = 0; I < 5000000; ++I)
    X = X + 1.0;
  EXPECT_GT(threadCpuSeconds(), Start);
}

} // namespace
