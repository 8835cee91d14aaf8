//===- ReplicationTest.cpp - Tests of the replication threshold -----------===//

#include "policy/schedules/Replication.h"

#include <gtest/gtest.h>
#include <limits>

using namespace autolb::policy;

TEST(Replication, ShortReductionInAHelper) {
  // 8 executions of 16 iterations at 2 ranks: 18.4 us of wall time on the
  // slowest rank, 5.12 us of compute summed (0.04 us per iteration).
  // O = 2.3 us - 0.64 us / 2 = 1.98 us; threshold 1.98 * 2 / (1 * 0.04) =
  // 99 iterations.
  const ReplicationThreshold T =
      replicationThreshold({8, 128.0, 18.4e-6, 5.12e-6, 2});
  EXPECT_NEAR(T.iterationSeconds, 0.04e-6, 1e-15);
  EXPECT_NEAR(T.overheadSeconds, 1.98e-6, 1e-14);
  EXPECT_NEAR(T.belowIterations, 99.0, 1e-6);
  EXPECT_TRUE(runsReplicated(T, 16));
  EXPECT_TRUE(runsReplicated(T, 98));
  EXPECT_FALSE(runsReplicated(T, 100));
}

TEST(Replication, LongExecutionsStayDistributed) {
  // 8 executions of 2000 iterations at 4 ranks, 4 us each (64 ms summed);
  // 4.5 ms wall per execution: O = 4.5 ms - 8 ms / 4 = 2.5 ms, threshold
  // 2.5 ms * 4 / (3 * 4 us) = 833.3 iterations.
  const ReplicationThreshold T =
      replicationThreshold({8, 16000.0, 36e-3, 64e-3, 4});
  EXPECT_NEAR(T.overheadSeconds, 2.5e-3, 1e-12);
  EXPECT_NEAR(T.belowIterations, 2.5e-3 * 4 / (3 * 4e-6), 1e-6);
  EXPECT_FALSE(runsReplicated(T, 2000));
  EXPECT_TRUE(runsReplicated(T, 833));
}

TEST(Replication, NoOverheadNeverReplicates) {
  // Wall time equal to the compute share: nothing to save.
  const ReplicationThreshold T =
      replicationThreshold({8, 800.0, 4e-3, 8e-3, 2});
  EXPECT_DOUBLE_EQ(T.overheadSeconds, 0.0);
  EXPECT_FALSE(runsReplicated(T, 1));
}

TEST(Replication, UnmeasurableIterationsAlwaysReplicate) {
  const ReplicationThreshold T = replicationThreshold({8, 80.0, 1e-5, 0.0, 2});
  EXPECT_EQ(T.belowIterations, std::numeric_limits<double>::infinity());
  EXPECT_TRUE(runsReplicated(T, 1000000000));
}

TEST(Replication, OneRankAlwaysReplicates) {
  EXPECT_TRUE(
      runsReplicated(replicationThreshold({8, 80.0, 1e-3, 1e-5, 1}), 1000000));
}

TEST(Replication, NoWindowNeverReplicates) {
  EXPECT_FALSE(runsReplicated(replicationThreshold({0, 0.0, 0.0, 0.0, 2}), 1));
  EXPECT_FALSE(runsReplicated(ReplicationThreshold(), 0));
}
