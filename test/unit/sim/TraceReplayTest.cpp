//===- TraceReplayTest.cpp - Speeds from the run-time's trace files -------===//

#include "TraceReplay.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace autolb::sim;

TEST(TraceReplay, SpeedsAreRawRatesOverTheFastest) {
  // test/Plot's hand-written trace: rank 1 runs the block-tied nest at
  // about half rank 0's rate; the dynamically scheduled nests are skipped.
  const ReplayedTraces T = readTraces(AUTOLB_TEST_INPUTS "/fixture");
  EXPECT_EQ(T.nest, "sor.c:20(i)");
  ASSERT_EQ(T.speeds.size(), 2u);
  EXPECT_DOUBLE_EQ(T.fastestRate, 520.0);
  // The unmeasured first period joins the first measured one.
  const auto &First = T.speeds[0].segments();
  ASSERT_EQ(First.size(), 6u);
  EXPECT_NEAR(First[0].seconds, 0.12, 1e-12);
  EXPECT_NEAR(First[0].speed, 500.0 / 520.0, 1e-12);
  EXPECT_NEAR(First[2].speed, 1.0, 1e-12);
  EXPECT_NEAR(T.speeds[1].meanSpeed(), 0.48, 0.02);
  EXPECT_NEAR(T.durationSeconds, 0.621, 1e-9);
}

TEST(TraceReplay, MissingFilesAndUnknownNestsAreErrors) {
  EXPECT_THROW(readTraces(AUTOLB_TEST_INPUTS "/no-such-trace"),
               std::runtime_error);
  EXPECT_THROW(readTraces(AUTOLB_TEST_INPUTS "/fixture", "nope.c:1(i)"),
               std::runtime_error);
}
