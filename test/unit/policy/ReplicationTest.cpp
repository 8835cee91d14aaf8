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

TEST(ReplicationWindows, FirstExecutionIsNoPartOfAWindow) {
  ReplicationWindows W;
  // The first execution (100 iterations, 5 ms of wall time) pays first
  // touches: the window starts at its end.
  EXPECT_FALSE(W.executionEnded(false, 100, 5e-3, 1e-3, 2));
  double Wall = 5e-3, Compute = 1e-3;
  for (int E = 1; E < ReplicationWindow; ++E) {
    Wall += 1e-3;
    Compute += 0.2e-3;
    EXPECT_FALSE(W.executionEnded(false, 100, Wall, Compute, 2));
  }
  std::optional<DistributedWindow> Closed =
      W.executionEnded(false, 100, Wall + 1e-3, Compute + 0.2e-3, 2);
  ASSERT_TRUE(Closed);
  EXPECT_EQ(Closed->executions, ReplicationWindow);
  EXPECT_DOUBLE_EQ(Closed->iterations, 100.0 * ReplicationWindow);
  EXPECT_NEAR(Closed->wallSeconds, 8e-3, 1e-12);
  EXPECT_NEAR(Closed->computeSeconds, 1.6e-3, 1e-12);
  EXPECT_EQ(Closed->ranks, 2);
}

TEST(ReplicationWindows, LaterWindowsDecideAgain) {
  // A wavefront's diagonals grow: the second window's executions have 10
  // times the iterations and each costs 2 ms beyond its compute share, which
  // the first window (0.1 ms) did not show.
  ReplicationWindows W;
  EXPECT_FALSE(W.executionEnded(false, 10, 1e-3, 0.0, 2));
  double Wall = 1e-3, Compute = 0.0;
  std::optional<DistributedWindow> First, Second;
  for (int E = 0; E < ReplicationWindow; ++E) {
    Wall += 0.1e-3 + 5e-6;
    Compute += 10e-6;
    First = W.executionEnded(false, 10, Wall, Compute, 2);
  }
  ASSERT_TRUE(First);
  const ReplicationThreshold Early = replicationThreshold(*First);
  // O = 0.105 ms - 10 us / 2 = 0.1 ms; t = 1 us: below 200 iterations.
  EXPECT_NEAR(Early.belowIterations, 200.0, 1e-6);
  EXPECT_FALSE(runsReplicated(Early, 1000));
  for (int E = 0; E < ReplicationWindow; ++E) {
    Wall += 2e-3 + 0.5e-3;
    Compute += 1e-3;
    Second = W.executionEnded(false, 1000, Wall, Compute, 2);
  }
  ASSERT_TRUE(Second);
  const ReplicationThreshold Late = replicationThreshold(*Second);
  // O = 2.5 ms - 1 ms / 2 = 2 ms; t = 1 us: below 4000 iterations.
  EXPECT_NEAR(Late.belowIterations, 4000.0, 1e-6);
  EXPECT_TRUE(runsReplicated(Late, 1000));
}

TEST(ReplicationWindows, ReplicatedExecutionEndsTheWindowUnused) {
  ReplicationWindows W;
  EXPECT_FALSE(W.executionEnded(false, 100, 1.0, 0.5, 2));
  for (int E = 1; E < ReplicationWindow; ++E)
    EXPECT_FALSE(W.executionEnded(false, 100, 1.0 + E, 0.5 + E, 2));
  // Replicated (its time is no distributed execution's), then the first
  // distributed one after it (it fetches what was made whole): a window of
  // ReplicationWindow executions starts only after both.
  EXPECT_FALSE(W.executionEnded(true, 100, 20.0, 20.0, 2));
  EXPECT_FALSE(W.executionEnded(false, 100, 30.0, 30.0, 2));
  std::optional<DistributedWindow> Closed;
  for (int E = 1; E <= ReplicationWindow; ++E) {
    EXPECT_FALSE(Closed);
    Closed = W.executionEnded(false, 100, 30.0 + E, 30.0 + 0.5 * E, 2);
  }
  ASSERT_TRUE(Closed);
  EXPECT_NEAR(Closed->wallSeconds, ReplicationWindow, 1e-12);
  EXPECT_NEAR(Closed->computeSeconds, 0.5 * ReplicationWindow, 1e-12);
}
