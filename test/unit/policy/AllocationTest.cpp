//===- AllocationTest.cpp - Tests of the proportional allocation ----------===//

#include "policy/balance/Allocation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

using namespace autolb::policy;

using Counts = std::vector<std::int64_t>;

namespace {

std::int64_t sum(const Counts &C) {
  return std::accumulate(C.begin(), C.end(), std::int64_t{0});
}

} // namespace

TEST(Allocation, SingleRankKeepsEverything) {
  EXPECT_EQ(allocateProportional({100}, {3.0}).iterations, Counts({100}));
}

TEST(Allocation, TwoRanksThreeToOne) {
  // 100 * 3/4 = 75, 100 * 1/4 = 25.
  const Allocation A = allocateProportional({50, 50}, {3.0, 1.0});
  EXPECT_EQ(A.iterations, Counts({75, 25}));
  EXPECT_EQ(A.rule, AllocationRule::Proportional);
}

TEST(Allocation, LargestRemainderBreaksTiesByLowerRank) {
  // 10 / 3 = 3.333 each: floors 3+3+3 = 9, one left, equal fractions ->
  // rank 0.
  EXPECT_EQ(allocateProportional({10, 0, 0}, {1.0, 1.0, 1.0}).iterations,
            Counts({4, 3, 3}));
  // 10 * 1/3 = 3.333, 10 * 2/3 = 6.667: floors 3 + 6, the extra one goes to
  // the larger fraction (rank 1).
  EXPECT_EQ(allocateProportional({5, 5}, {1.0, 2.0}).iterations,
            Counts({3, 7}));
}

TEST(Allocation, ZeroRateGetsNothing) {
  // 9 over rates {1, 0, 1}: 4.5 and 4.5 -> floors 4 + 4, the extra one to
  // rank 0 (equal fractions).
  EXPECT_EQ(allocateProportional({3, 3, 3}, {1.0, 0.0, 1.0}).iterations,
            Counts({5, 0, 4}));
  // Negative and NaN rates count as 0.
  EXPECT_EQ(
      allocateProportional({3, 3, 3}, {1.0, -2.0, std::nan("")}).iterations,
      Counts({9, 0, 0}));
}

TEST(Allocation, AllZeroRatesKeepTheCurrentAllocation) {
  const Allocation A = allocateProportional({7, 0, 3}, {0.0, 0.0, 0.0});
  EXPECT_EQ(A.iterations, Counts({7, 0, 3}));
  EXPECT_EQ(A.rule, AllocationRule::KeptCurrent);
}

TEST(Allocation, NoWorkGivesZeros) {
  EXPECT_EQ(allocateProportional({0, 0}, {1.0, 2.0}).iterations,
            Counts({0, 0}));
}

TEST(Allocation, MinimumPerWorkingRankDropsTheSlowest) {
  // 20 over {2, 1, 0.9}, d = 5: rank 2's share 20*0.9/3.9 = 4.6 < 5 ->
  // dropped; then 20 * 2/3 = 13.33, 20 * 1/3 = 6.67 -> 13 + 6 + 1 to
  // rank 1 (fraction .67 > .33).
  const Allocation A = allocateProportional({7, 7, 6}, {2.0, 1.0, 0.9}, 5);
  EXPECT_EQ(A.iterations, Counts({13, 7, 0}));
  EXPECT_EQ(A.droppedRanks, 1);
  // 20 over {2, 1, 1}, d = 5: shares 10, 5, 5 all reach 5.
  EXPECT_EQ(allocateProportional({7, 7, 6}, {2.0, 1.0, 1.0}, 5).iterations,
            Counts({10, 5, 5}));
}

TEST(Allocation, MinimumDropsHigherRankFirstAmongEqualRates) {
  // 10 over {10, 1, 1}, d = 3: shares 8.3, 0.83, 0.83 -> drop rank 2; then
  // rank 1's 10/11 = 0.91 < 3 -> drop it too.
  const Allocation A = allocateProportional({4, 3, 3}, {10.0, 1.0, 1.0}, 3);
  EXPECT_EQ(A.iterations, Counts({10, 0, 0}));
  EXPECT_EQ(A.droppedRanks, 2);
}

TEST(Allocation, TotalBelowTheMinimumGoesToTheFastest) {
  const Allocation A = allocateProportional({1, 1}, {1.0, 2.0}, 5);
  EXPECT_EQ(A.iterations, Counts({0, 2}));
  EXPECT_EQ(A.rule, AllocationRule::SingleRank);
}

TEST(Allocation, HugeImbalance) {
  // 1000001 over {1e6, 1}: exactly 1000000 and 1.
  EXPECT_EQ(allocateProportional({500000, 500001}, {1e6, 1.0}).iterations,
            Counts({1000000, 1}));
  // With d = 2 the slow rank's share 1 < 2 is dropped.
  EXPECT_EQ(allocateProportional({500000, 500001}, {1e6, 1.0}, 2).iterations,
            Counts({1000001, 0}));
}

TEST(Allocation, ManyRanksConserveAndStayWithinOneOfTheExactShare) {
  // P = 4096, rate of rank i = i + 1, total 10^6 + 7.
  const std::size_t P = 4096;
  Counts Current(P, 0);
  Current[0] = 1000007;
  std::vector<double> Rates(P);
  for (std::size_t I = 0; I < P; ++I)
    Rates[I] = static_cast<double>(I + 1);
  const Allocation A = allocateProportional(Current, Rates);
  EXPECT_EQ(sum(A.iterations), 1000007);
  const double RateSum = P * (P + 1) / 2.0;
  for (std::size_t I = 0; I < P; ++I)
    EXPECT_LT(std::fabs(A.iterations[I] - 1000007.0 * Rates[I] / RateSum), 1.0)
        << "rank " << I;
}

TEST(Allocation, ConservationAndMinimumUnderPseudoRandomInputs) {
  // A deterministic sweep: sum preserved, zero rate -> 0, working ranks >= d.
  std::uint64_t Seed = 12345;
  auto Next = [&Seed] {
    Seed = Seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return Seed >> 33;
  };
  for (int Round = 0; Round < 500; ++Round) {
    const std::size_t P = 1 + Next() % 40;
    const std::int64_t D = 1 + static_cast<std::int64_t>(Next() % 4);
    Counts Current(P);
    std::vector<double> Rates(P);
    for (std::size_t I = 0; I < P; ++I) {
      Current[I] = static_cast<std::int64_t>(Next() % 100);
      Rates[I] = Next() % 5 == 0 ? 0.0 : 0.001 + (Next() % 1000) / 7.0;
    }
    const Allocation A = allocateProportional(Current, Rates, D);
    ASSERT_EQ(sum(A.iterations), sum(Current)) << "round " << Round;
    if (A.rule != AllocationRule::Proportional)
      continue;
    for (std::size_t I = 0; I < P; ++I) {
      if (Rates[I] == 0.0) {
        EXPECT_EQ(A.iterations[I], 0) << "round " << Round;
      }
      EXPECT_TRUE(A.iterations[I] == 0 || A.iterations[I] >= D)
          << "round " << Round << " rank " << I;
    }
  }
}

TEST(Allocation, RuleNames) {
  EXPECT_STREQ(allocationRuleName(AllocationRule::KeptCurrent), "kept-current");
}
