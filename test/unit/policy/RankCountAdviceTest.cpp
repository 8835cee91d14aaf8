//===- RankCountAdviceTest.cpp - [C06]'s number of workers ----------------===//

#include "policy/schedules/RankCountAdvice.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

namespace {

// Tc = 1 s, no data, mo = 0.1 ms, no latency.
ExecutionModel computeBound() {
  ExecutionModel M;
  M.computeSeconds = 1.0;
  M.messageSeconds = 1e-4;
  return M;
}

} // namespace

TEST(RankCountAdvice, ExecutionTimeIsExpressionSeven) {
  ExecutionModel M = computeBound();
  M.transferSeconds = 0.5;
  M.latencySeconds = 2e-3;
  // (4 + 1) 0.1 ms + (1 + 0.5) / 4 s + 2 ms = 0.3775 s.
  EXPECT_DOUBLE_EQ(predictedExecutionSeconds(M, 4), 0.3775);
  // One rank: 2 mo + Tc + k V + lm.
  EXPECT_DOUBLE_EQ(predictedExecutionSeconds(M, 1), 1.5022);
  EXPECT_DOUBLE_EQ(predictedExecutionSeconds(M, 0),
                   predictedExecutionSeconds(M, 1));
}

TEST(RankCountAdvice, IndexIsRanksTimesTimeSquaredOverCompute) {
  // Tt(2) = 3 x 0.1 ms + 0.5 s = 0.5003 s; Pi = 2 x 0.5003^2 / 1.
  EXPECT_DOUBLE_EQ(performanceIndex(computeBound(), 2), 2 * 0.5003 * 0.5003);
  EXPECT_EQ(performanceIndex(ExecutionModel(), 2), 0.0);
}

TEST(RankCountAdvice, LowestIndexWhereARankStopsPaying) {
  // dPi/dx = 0 at 3 mo x^2 + mo x - Tc = 0: x = 57.57; Pi(58) =
  // 58 x 0.0231414^2 = 0.0310604 < Pi(57) = 0.0310614 < Pi(59).
  const RankCountAdvice A = adviseRankCount(computeBound(), 4096);
  EXPECT_EQ(A.ranks, 58);
  EXPECT_NEAR(A.seconds, 59e-4 + 1.0 / 58, 1e-12);
  // The search stops at the largest count allowed.
  EXPECT_EQ(adviseRankCount(computeBound(), 16).ranks, 16);
}

TEST(RankCountAdvice, MoreComputeOrCheaperMessagesAdviseMoreRanks) {
  ExecutionModel M = computeBound();
  const int Base = adviseRankCount(M, 100000).ranks;
  M.computeSeconds = 4.0; // x grows like sqrt(Tc / mo).
  EXPECT_NEAR(adviseRankCount(M, 100000).ranks, 2 * Base, 2);
  M = computeBound();
  M.messageSeconds = 4e-4;
  EXPECT_NEAR(adviseRankCount(M, 100000).ranks, Base / 2, 2);
}

TEST(RankCountAdvice, UnknownComputeGivesNoAdvice) {
  ExecutionModel M;
  M.messageSeconds = 1e-6;
  EXPECT_EQ(adviseRankCount(M, 64).ranks, 0);
}
