//===- GrainSearchTest.cpp - Tests of the measured grain search -----------===//

#include "policy/schedules/GrainSearch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>

using namespace autolb::policy;

namespace {

/// Runs the search to its end on a time curve, one execution per call.
std::vector<std::int64_t> probeOrder(GrainSearch &Search,
                                     const std::function<double(double)> &T) {
  for (int Execution = 0; Execution < 100 && Search.searching(); ++Execution)
    Search.record(T(static_cast<double>(Search.blockSize())));
  std::vector<std::int64_t> Order;
  for (const GrainProbe &P : Search.probes())
    Order.push_back(P.blockSize);
  return Order;
}

GrainSearchSettings onePerProbe() {
  GrainSearchSettings Settings;
  Settings.executionsPerProbe = 1;
  return Settings;
}

} // namespace

TEST(GrainSearch, DoublesWhileFasterThenRefines) {
  // T(b) = 1 + (log2 b - 5)^2: 13 -> 2.689, 26 -> 1.090 (faster), 52 ->
  // 1.491 and 104 -> 3.9 (slower twice: stop doubling), refine around 26:
  // 37 -> 1.044, faster than 1.090 by more than 3% (< 1.057), so 37;
  // done.
  GrainSearch Search(onePerProbe());
  Search.start(13, 1998);
  auto Order = probeOrder(
      Search, [](double B) { return 1 + std::pow(std::log2(B) - 5, 2); });
  EXPECT_EQ(Order, (std::vector<std::int64_t>{13, 26, 52, 104, 37}));
  EXPECT_TRUE(Search.done());
  EXPECT_EQ(Search.blockSize(), 37);
  EXPECT_EQ(Search.modelBlockSize(), 13);
}

TEST(GrainSearch, HalvesWhenDoublingDoesNotHelp) {
  // T(b) = 1 + (log2 b - 2)^2: 13 -> 3.891, 26 -> 8.29 and 52 -> 14.7
  // (slower twice), so down: 6 -> 1.342, 3 -> 1.172 (< 1.302), 1 -> 5
  // (slower); refine around 3: 4 -> 1.0 (< 1.137): 4.
  GrainSearch Search(onePerProbe());
  Search.start(13, 1998);
  auto Order = probeOrder(
      Search, [](double B) { return 1 + std::pow(std::log2(B) - 2, 2); });
  EXPECT_EQ(Order, (std::vector<std::int64_t>{13, 26, 52, 6, 3, 1, 4}));
  EXPECT_EQ(Search.blockSize(), 4);
}

TEST(GrainSearch, DifferencesWithinTheImprovementKeepTheModelsChoice) {
  // Times within +-1% of 1 (by b mod 3): no block size is 3% faster than
  // the model's 13, which stays after 26, 52, 6 (down), and the refinement
  // 18 and 9.
  GrainSearch Search(onePerProbe());
  Search.start(13, 1998);
  auto Order = probeOrder(Search, [](double B) {
    return 1.0 + 0.01 * (static_cast<int>(B) % 3 - 1);
  });
  EXPECT_EQ(Order, (std::vector<std::int64_t>{13, 26, 52, 6, 18, 9}));
  EXPECT_EQ(Search.blockSize(), 13);
}

TEST(GrainSearch, OneUnluckyDoublingDoesNotEndTheClimb) {
  // A deschedule makes 8 look slower than 4; 16 and 32 are faster, 64 and
  // 128 not: refine around 32, 45 and 23 (not faster): 32.
  GrainSearch Search(onePerProbe());
  Search.start(4, 1998);
  auto Order = probeOrder(Search, [](double B) {
    switch (static_cast<int>(B)) {
    case 4:
      return 10.0;
    case 8:
      return 11.0;
    case 16:
      return 5.0;
    case 32:
      return 3.0;
    default:
      return 4.0;
    }
  });
  EXPECT_EQ(Order, (std::vector<std::int64_t>{4, 8, 16, 32, 64, 128, 45, 23}));
  EXPECT_EQ(Search.blockSize(), 32);
}

TEST(GrainSearch, TheFastestExecutionOfAProbeCounts) {
  GrainSearch Search; // two executions per probe
  Search.start(10, 100);
  Search.record(5.0); // 10, descheduled once
  EXPECT_EQ(Search.blockSize(), 10);
  Search.record(1.0); // 10
  ASSERT_EQ(Search.probes().size(), 1u);
  EXPECT_EQ(Search.probes()[0].seconds, 1.0);
  EXPECT_EQ(Search.blockSize(), 20);
}

TEST(GrainSearch, StaysWithinTheLoopAndIgnoresBadTimes) {
  GrainSearch Search(onePerProbe());
  EXPECT_EQ(Search.blockSize(), 0); // not started
  Search.start(500, 20);            // clamped to m
  EXPECT_EQ(Search.blockSize(), 20);
  Search.record(std::numeric_limits<double>::quiet_NaN());
  Search.record(-1.0);
  EXPECT_TRUE(Search.probes().empty());
  // 20 -> 1.0; 40 is out of the loop, so down: 10 -> 2.0 (slower); refine
  // around 20: 28 is out, 14 -> 2.0; done at 20.
  auto Order = probeOrder(Search, [](double B) { return B == 20 ? 1.0 : 2.0; });
  EXPECT_EQ(Order, (std::vector<std::int64_t>{20, 10, 14}));
  EXPECT_EQ(Search.blockSize(), 20);
  Search.start(5, 100); // only the first start counts
  EXPECT_EQ(Search.blockSize(), 20);
}
