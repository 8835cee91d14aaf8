//===- IndependentNestTest.cpp - Counter, direct moves and stealing -------===//

#include "IndependentNest.h"

#include "schedules/ChunkTable.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

using namespace autolb::sim;

namespace {

Network freeNetwork() {
  Network N;
  N.fixedSeconds = N.perByteSeconds = N.hopSeconds = 0.0;
  return N;
}

bool allOnce(const IndependentResult &R) {
  return std::all_of(R.executions.begin(), R.executions.end(),
                     [](int E) { return E == 1; });
}

} // namespace

TEST(IndependentNest, Fac2OnEqualCostsIsWithinItsBound) {
  // 4 dedicated ranks, 10000 iterations of 1 ms, a nearly free counter:
  // every batch gives each rank the same work, so the makespan exceeds
  // the ideal W / P by at most the last batch's chunk plus the requests.
  IndependentConfig C;
  C.network = freeNetwork();
  C.interactSeconds = 1e-7;
  const std::vector<double> Costs = iterationCosts("equal", 10000, 1e-3, 0, 1);
  const IndependentResult R =
      runIndependent(C, Costs, std::vector<SpeedTrace>(4));
  const std::vector<std::int64_t> Table =
      autolb::runtime::factoringChunks(10000, 4);
  const double LastChunk = (Table.back() - Table[Table.size() - 2]) * 1e-3;
  EXPECT_NEAR(R.lowerBoundSeconds, 2.5, 1e-9);
  EXPECT_GE(R.makespanSeconds, 2.5 - 1e-9);
  EXPECT_LE(R.makespanSeconds,
            2.5 + LastChunk + double(R.units) * C.interactSeconds);
  EXPECT_EQ(R.units, static_cast<std::int64_t>(Table.size()) - 1);
  EXPECT_TRUE(allOnce(R));
}

TEST(IndependentNest, CentralCounterSaturatesWhenPTimesTInteractExceedsAChunk) {
  IndependentConfig C;
  C.interactSeconds = 20e-6;
  // 16 ranks, 1000 iterations of 50 us each: P t_interact = 0.32 ms, far
  // below a chunk, so the counter is idle most of the time.
  IndependentResult Fed =
      runIndependent(C, iterationCosts("equal", 16000, 50e-6, 0, 1),
                     std::vector<SpeedTrace>(16));
  EXPECT_LT(Fed.masterBusySeconds / Fed.makespanSeconds, 0.1);
  EXPECT_LT(Fed.makespanSeconds / Fed.lowerBoundSeconds, 1.1);
  // 256 ranks, 8 iterations each: P t_interact = 5.1 ms against 0.4 ms of
  // work per rank; the queue at rank 0 is the run.
  IndependentResult Saturated =
      runIndependent(C, iterationCosts("equal", 2048, 50e-6, 0, 1),
                     std::vector<SpeedTrace>(256));
  EXPECT_GT(Saturated.masterBusySeconds / Saturated.makespanSeconds, 0.9);
  EXPECT_GT(Saturated.makespanSeconds, 256 * C.interactSeconds);
  EXPECT_GT(Saturated.makespanSeconds / Saturated.lowerBoundSeconds, 5.0);
}

TEST(IndependentNest, StealingRunsEveryChunkExactlyOnce) {
  IndependentConfig C;
  C.policy = IndependentPolicy::Steal;
  C.stealChunk = 7;
  std::vector<SpeedTrace> Speeds(64);
  for (int I = 0; I < 64; I += 5)
    Speeds[I] = SpeedTrace::roundRobin(0.01, 1, I * 1e-3);
  const std::vector<double> Costs = iterationCosts("linear", 50000, 1e-4, 0, 3);
  const IndependentResult R = runIndependent(C, Costs, Speeds);
  EXPECT_TRUE(allOnce(R));
  EXPECT_GT(R.moves, 0);
  // Partners stay O(log P): ring neighbours and 6 shortcuts, plus the
  // thieves that asked this rank.
  EXPECT_LE(R.meanPartners, 16.0);
  EXPECT_LT(R.makespanSeconds / R.lowerBoundSeconds, 1.5);
  // Deterministic: the same run again.
  const IndependentResult Again = runIndependent(C, Costs, Speeds);
  EXPECT_EQ(R.makespanSeconds, Again.makespanSeconds);
  EXPECT_EQ(R.moves, Again.moves);
}

TEST(IndependentNest, ThievesGiveUpEarlyWhenTheirPartnersRunDryToo) {
  // Triangular costs at 512 ranks: the cheap low ranks and their partners
  // finish together, and a full round of partners finds nothing while the
  // costly ranks still queue chunks. Equal costs leave nobody behind.
  IndependentConfig C;
  C.policy = IndependentPolicy::Steal;
  const std::vector<SpeedTrace> Speeds(512);
  EXPECT_GT(
      runIndependent(C, iterationCosts("linear", 100000, 1e-4, 0, 1), Speeds)
          .earlyGiveUps,
      0);
  EXPECT_EQ(
      runIndependent(C, iterationCosts("equal", 100000, 1e-4, 0, 1), Speeds)
          .earlyGiveUps,
      0);
}

TEST(IndependentNest, DirectMovesFollowTheRates) {
  // Linear costs: the last rank's block costs 7 times the first's; the
  // Balancer's direct moves must shorten the static run.
  IndependentConfig C;
  C.policy = IndependentPolicy::Direct;
  const std::vector<double> Costs = iterationCosts("linear", 40000, 1e-3, 0, 1);
  const IndependentResult R =
      runIndependent(C, Costs, std::vector<SpeedTrace>(4));
  EXPECT_TRUE(allOnce(R));
  EXPECT_GT(R.moves, 0);
  // Static: the last block holds 7/16 of the work.
  const double Static = 7.0 / 16.0 * 40000 * 1e-3;
  EXPECT_LT(R.makespanSeconds, 0.8 * Static);
}

TEST(IndependentNest, DafUsesTheFirstExecutionsTimes) {
  IndependentConfig C;
  C.policy = IndependentPolicy::Daf;
  const std::vector<double> Costs =
      iterationCosts("random", 20000, 1e-4, 0.5, 5);
  const IndependentResult Daf =
      runIndependent(C, Costs, std::vector<SpeedTrace>(8));
  C.policy = IndependentPolicy::Fac2;
  const IndependentResult Fac2 =
      runIndependent(C, Costs, std::vector<SpeedTrace>(8));
  EXPECT_TRUE(allOnce(Daf));
  // sigma > 0 makes DAF's factors larger than 2: more, smaller chunks.
  EXPECT_GT(Daf.units, Fac2.units);
}

TEST(IndependentNest, BadInputsAreErrors) {
  EXPECT_THROW(iterationCosts("lumpy", 10, 1.0, 0.0, 1), std::invalid_argument);
  EXPECT_THROW(iterationCosts("random", 10, 1.0, 0.9, 1),
               std::invalid_argument);
  EXPECT_THROW(runIndependent(IndependentConfig(), {1.0}, {}),
               std::invalid_argument);
  EXPECT_THROW(
      runIndependent(IndependentConfig(), {-1.0}, std::vector<SpeedTrace>(1)),
      std::invalid_argument);
}
