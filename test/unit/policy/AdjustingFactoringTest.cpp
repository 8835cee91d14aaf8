//===- AdjustingFactoringTest.cpp - DAF's statistics and factors ----------===//

#include "policy/schedules/AdjustingFactoring.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

using namespace autolb::policy;

TEST(ChunkTimeSums, MeanAndDeviationOfOneIteration) {
  // Chunks of 10 iterations taking 1 s and 3 s: mu = 4 / 20 = 0.2 s;
  // (1 - 2)^2 / 10 = (3 - 2)^2 / 10 = 0.1, so sigma^2 = 0.2 / 2 = 0.1.
  ChunkTimeSums Sums;
  Sums.add(10, 1.0);
  Sums.add(10, 3.0);
  const IterationTimeStatistics S = iterationStatistics(Sums);
  EXPECT_DOUBLE_EQ(S.mean, 0.2);
  EXPECT_NEAR(S.deviation, std::sqrt(0.1), 1e-12);
  EXPECT_EQ(S.chunks, 2);
}

TEST(ChunkTimeSums, EqualTimesPerIterationHaveNoDeviation) {
  // 5 iterations in 1 s and 20 in 4 s: 0.2 s each, whatever the chunk.
  ChunkTimeSums Sums;
  Sums.add(5, 1.0);
  Sums.add(20, 4.0);
  const IterationTimeStatistics S = iterationStatistics(Sums);
  EXPECT_DOUBLE_EQ(S.mean, 0.2);
  // The one-pass sums cancel: rounding leaves about sqrt(eps) x mu.
  EXPECT_LT(S.deviation, 1e-6 * S.mean);
}

TEST(ChunkTimeSums, RanksCombineByAddingPackedSums) {
  ChunkTimeSums Rank0, Rank1, Both;
  Rank0.add(10, 1.0);
  Rank1.add(10, 3.0);
  Both.add(10, 1.0);
  Both.add(10, 3.0);
  const auto A = Rank0.pack(), B = Rank1.pack();
  double Summed[ChunkTimeSums::Size];
  for (int I = 0; I < ChunkTimeSums::Size; ++I)
    Summed[I] = A[I] + B[I];
  EXPECT_EQ(ChunkTimeSums::unpack(Summed).pack(), Both.pack());
}

TEST(ChunkTimeSums, TooFewOrInvalidChunksAreUnknown) {
  ChunkTimeSums Sums;
  EXPECT_FALSE(iterationStatistics(Sums).known());
  Sums.add(10, 1.0);
  EXPECT_FALSE(iterationStatistics(Sums).known()); // One chunk: no spread.
  Sums.add(0, 5.0);                                // Empty: ignored.
  Sums.add(4, -1.0);                               // Clock went back.
  Sums.add(4, std::numeric_limits<double>::quiet_NaN());
  EXPECT_EQ(Sums.chunks, 1.0);
  ChunkTimeSums Instant;
  Instant.add(10, 0.0);
  Instant.add(10, 0.0);
  EXPECT_FALSE(iterationStatistics(Instant).known());
}

TEST(AdjustingFactors, PapersExpressions) {
  // mu = 1, sigma = 0.5, W = 8: sigma sqrt(W/2) / mu = 1, so x0 = 1 + 1
  // and xj = 2 + 1 ([C06] expressions (1) and (2)).
  IterationTimeStatistics S;
  S.mean = 1.0;
  S.deviation = 0.5;
  S.chunks = 16;
  const FactoringFactors F = adjustingFactors(S, 8);
  EXPECT_EQ(F.policy, ChunkPolicy::Daf);
  EXPECT_DOUBLE_EQ(F.first, 2.0);
  EXPECT_DOUBLE_EQ(F.later, 3.0);
  EXPECT_STREQ(chunkPolicyName(F.policy), "DAF");
}

TEST(AdjustingFactors, NoDeviationGivesOneBatchThenHalves) {
  IterationTimeStatistics S;
  S.mean = 1e-6;
  S.chunks = 4;
  const FactoringFactors F = adjustingFactors(S, 4);
  EXPECT_DOUBLE_EQ(F.first, 1.0);
  EXPECT_DOUBLE_EQ(F.later, 2.0);
}

TEST(AdjustingFactors, UnknownStatisticsGiveFac2) {
  const FactoringFactors F = adjustingFactors(IterationTimeStatistics(), 16);
  EXPECT_EQ(F.policy, ChunkPolicy::Fac2);
  EXPECT_DOUBLE_EQ(F.first, 2.0);
  EXPECT_DOUBLE_EQ(F.later, 2.0);
  EXPECT_STREQ(chunkPolicyName(F.policy), "FAC2");
}

TEST(MasterCapacityChunk, WorkersTimesRequestOverIteration) {
  // t_interact 2^-20 s, t_iteration 2^-24 s: one request costs 16
  // iterations, so 4096 workers need chunks of 65536.
  EXPECT_EQ(masterCapacityChunk(0x1p-20, 0x1p-24, 4096, 1 << 30), 65536);
  EXPECT_EQ(masterCapacityChunk(0x1p-20, 0x1p-24, 2, 1 << 30), 32);
  // Clamped to the loop, and 1 when a cost is unknown or tiny.
  EXPECT_EQ(masterCapacityChunk(0x1p-20, 0x1p-24, 4096, 1000), 1000);
  EXPECT_EQ(masterCapacityChunk(0.0, 0x1p-24, 4096, 1000), 1);
  EXPECT_EQ(masterCapacityChunk(0x1p-20, 0.0, 4096, 1000), 1);
  EXPECT_EQ(masterCapacityChunk(1e-9, 1.0, 2, 1000), 1);
}
