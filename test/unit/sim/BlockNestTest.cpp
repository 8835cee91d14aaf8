//===- BlockNestTest.cpp - Barrier and pipelined nests, and the Balancer --===//
//
// Hand-checked dedicated cases against the analytic model (GrainSize.h's
// prediction, [S97] §4.3.1's barrier efficiency), determinism, and the real
// Balancer in a closed loop: a step load moves work to the fast rank, a
// dedicated +-30% jitter stops moving after a few periods.
//
//===----------------------------------------------------------------------===//

#include "BlockNest.h"

#include "policy/schedules/GrainSize.h"

#include <gtest/gtest.h>

#include <functional>
#include <stdexcept>
#include <utility>

using namespace autolb::sim;
using autolb::policy::DecisionOutcome;

namespace {

Network network(double Fixed, double PerByte, double Hop) {
  Network N;
  N.fixedSeconds = Fixed;
  N.perByteSeconds = PerByte;
  N.hopSeconds = Hop;
  return N;
}

int movesBetween(const BlockNestResult &R, double Begin, double End) {
  int Moves = 0;
  for (const InteractionRecord &I : R.interactions)
    Moves +=
        I.time >= Begin && I.time < End && I.outcome == DecisionOutcome::Moved;
  return Moves;
}

/// A balanced barrier nest of 2000 iterations of 0.1 ms for 2500 steps,
/// the dedicated-jitter tests' setting.
BlockNestConfig jitterConfig() {
  BlockNestConfig C;
  C.network = network(50e-6, 1e-9, 1e-6);
  C.iterations = 2000;
  C.iterationSeconds = 1e-4;
  C.steps = 2500;
  C.balance = true;
  return C;
}

/// Dedicated ranks whose speed is off by up to +-30% for 0.5 s at a time,
/// five pairs of speed traces (seeds 1-5): per pair, the run with the
/// defaults and the run with `SwitchOff` applied to the configuration.
std::vector<std::pair<BlockNestResult, BlockNestResult>>
jitterWithAndWithout(const std::function<void(BlockNestConfig &)> &SwitchOff) {
  std::vector<std::pair<BlockNestResult, BlockNestResult>> Runs;
  for (std::uint64_t Seed = 1; Seed <= 5; ++Seed) {
    std::vector<SpeedTrace> Speeds = {
        SpeedTrace::jitter(0.5, 0.3, 1000, Seed),
        SpeedTrace::jitter(0.5, 0.3, 1000, Seed + 100)};
    BlockNestConfig C = jitterConfig();
    BlockNestResult With = runBlockNest(C, Speeds);
    SwitchOff(C);
    Runs.emplace_back(std::move(With), runBlockNest(C, Speeds));
  }
  return Runs;
}

} // namespace

TEST(BlockNest, DedicatedBarrierEfficiencyIsAnalytic) {
  // 2 ranks, 1000 iterations of 1 ms per phase: each phase is 0.5 s of
  // work plus one barrier (one tree level: up and down, t_fixed + 2 hops
  // each way), so efficiency = t_work / (t_work + t_barrier).
  BlockNestConfig C;
  C.network = network(1e-3, 0.0, 1e-4);
  C.iterations = 1000;
  C.iterationSeconds = 1e-3;
  C.steps = 10;
  const BlockNestResult R = runBlockNest(C, std::vector<SpeedTrace>(2));
  const double Barrier = 2.0 * (1e-3 + 2.0 * 1e-4);
  EXPECT_NEAR(R.efficiency, 0.5 / (0.5 + Barrier), 1e-12);
  EXPECT_NEAR(R.elapsedSeconds, 10 * (0.5 + Barrier), 1e-9);
}

TEST(BlockNest, DedicatedPipelineMatchesTheGrainModel) {
  // No latency: the simulated time is the model's
  // (M + P - 1) t_block + (M + P - 2) t_shift for every b dividing m.
  BlockNestConfig C;
  C.shape = BlockShape::Pipeline;
  C.network = network(2e-3, 1e-6, 0.0);
  C.iterations = 400;
  C.iterationSeconds = 1e-5;
  C.steps = 240;
  C.boundaryBytes = 8.0;
  autolb::policy::PipelineModel M;
  M.ranks = 4;
  M.stripTripCount = C.steps;
  M.iterationSeconds = C.iterations / 4 * C.iterationSeconds;
  M.fixedSeconds = 2e-3;
  M.perElementSeconds = 8e-6;
  for (std::int64_t B : {1, 4, 10, 24, 60, 240}) {
    C.blockSize = B;
    const BlockNestResult R = runBlockNest(C, std::vector<SpeedTrace>(4));
    EXPECT_NEAR(R.elapsedSeconds,
                autolb::policy::predictPipeline(M, B).totalSeconds, 1e-9)
        << "b = " << B;
  }
}

TEST(BlockNest, PipelineWithOneBlockHasNoOverlap) {
  // b = m: rank i starts when rank i - 1 is done, so the ranks run one
  // after the other and the efficiency is 1 / P.
  BlockNestConfig C;
  C.shape = BlockShape::Pipeline;
  C.network = network(0.0, 0.0, 0.0);
  C.iterations = 300;
  C.steps = 50;
  C.blockSize = 50;
  const BlockNestResult R = runBlockNest(C, std::vector<SpeedTrace>(3));
  EXPECT_NEAR(R.elapsedSeconds, 3 * 100 * 50 * C.iterationSeconds, 1e-9);
  EXPECT_NEAR(R.efficiency, 1.0 / 3.0, 1e-12);
}

TEST(BlockNest, BarrierUnderRoundRobinIsFullAtWholeCycles) {
  // [S97] Fig. 13: rank 0 shares its CPU with one process (quanta of
  // 0.1 s), the work is balanced; a phase lasting a whole number of
  // scheduling cycles (0.2 s) wastes nothing, half a quantum wastes a lot.
  std::vector<SpeedTrace> Speeds(4);
  Speeds[0] = SpeedTrace::roundRobin(0.1, 1);
  BlockNestConfig C;
  C.network = network(0.0, 0.0, 0.0);
  C.iterations = 3500;
  C.allocation = speedProportional(C.iterations, Speeds);
  ASSERT_EQ(C.allocation[0], 500);
  C.iterationSeconds = 0.2 * 3.5 / 3500; // a 0.2 s phase
  C.steps = 50;
  EXPECT_NEAR(runBlockNest(C, Speeds).efficiency, 1.0, 1e-9);
  C.iterationSeconds /= 4; // a 0.05 s phase
  C.steps *= 4;
  EXPECT_LT(runBlockNest(C, Speeds).efficiency, 0.7);
}

TEST(BlockNest, SameSeedSameRun) {
  std::vector<SpeedTrace> Speeds;
  for (int I = 0; I < 8; ++I)
    Speeds.push_back(SpeedTrace::jitter(0.3, 0.3, 40, 100 + I));
  BlockNestConfig C;
  C.balance = true;
  C.iterations = 8000;
  C.steps = 300;
  const BlockNestResult A = runBlockNest(C, Speeds);
  const BlockNestResult B = runBlockNest(C, Speeds);
  EXPECT_EQ(A.elapsedSeconds, B.elapsedSeconds);
  EXPECT_EQ(A.moves, B.moves);
  EXPECT_EQ(A.finalAllocation, B.finalAllocation);
}

TEST(BlockNest, BalancerMovesWorkToTheFastRankOnAStepLoad) {
  // Rank 1 drops to half speed at 20 s: the Balancer must move work to
  // rank 0 until rank 1 owns about a third, make no move before the step,
  // and balanced is faster than static.
  std::vector<SpeedTrace> Speeds = {SpeedTrace(), SpeedTrace::step(20.0, 0.5)};
  BlockNestConfig C;
  C.network = network(50e-6, 1e-9, 1e-6);
  C.iterations = 2000;
  C.iterationSeconds = 1e-4; // 0.1 s phases
  C.steps = 800;
  C.balance = true;
  const BlockNestResult On = runBlockNest(C, Speeds);
  EXPECT_EQ(movesBetween(On, 0.0, 20.0), 0);
  EXPECT_GE(movesBetween(On, 20.0, 40.0), 1);
  EXPECT_NEAR(On.finalAllocation[1], 2000 / 3, 100);
  C.balance = false;
  const BlockNestResult Off = runBlockNest(C, Speeds);
  EXPECT_EQ(Off.moves, 0);
  EXPECT_LT(On.elapsedSeconds, 0.85 * Off.elapsedSeconds);
}

TEST(BlockNest, BalancerStopsMovingOnDedicatedJitter) {
  // Dedicated ranks whose speed is off by up to +-30% for 0.5 s at a
  // time, the noise gate and persistence off: the moves it provokes lose
  // their trials and are undone, until moves in both directions are barred
  // (here within 100 s, some 90 periods); nothing moves over the last
  // 150 s.
  std::vector<SpeedTrace> Speeds = {SpeedTrace::jitter(0.5, 0.3, 1000, 1),
                                    SpeedTrace::jitter(0.5, 0.3, 1000, 2)};
  BlockNestConfig C = jitterConfig();
  C.noiseGate = false;
  C.persistence = false;
  const BlockNestResult R = runBlockNest(C, Speeds);
  ASSERT_GT(R.elapsedSeconds, 240.0);
  EXPECT_GE(R.moves, 2);
  EXPECT_LE(R.moves, 16);
  EXPECT_EQ(movesBetween(R, 100.0, R.elapsedSeconds), 0);
  // ... not because the jitter stopped crossing the threshold: the
  // Balancer still wanted to move and the lost trials barred it.
  int Barred = 0;
  for (const InteractionRecord &I : R.interactions)
    Barred += I.time >= 100.0 && I.outcome == DecisionOutcome::LostBefore;
  EXPECT_GE(Barred, 1);
  EXPECT_NEAR(R.finalAllocation[1], 1000, 100);
}

TEST(BlockNest, TheNoiseGateHalvesTheMovesDedicatedJitterProvokes) {
  // The same jitter, five pairs of speed traces: with the gate (the
  // default) the moves drop from 35 to 12 in all (93 to 33 without
  // persistence), never more in a run than without it, and no run gets
  // slower.
  int Gated = 0, Ungated = 0, Seed = 0;
  for (const auto &[With, Without] :
       jitterWithAndWithout([](BlockNestConfig &C) { C.noiseGate = false; })) {
    ++Seed;
    EXPECT_LE(With.moves, Without.moves) << "seed " << Seed;
    EXPECT_LE(With.elapsedSeconds, Without.elapsedSeconds * 1.01)
        << "seed " << Seed;
    Gated += With.moves;
    Ungated += Without.moves;
  }
  EXPECT_LE(2 * Gated, Ungated);
}

TEST(BlockNest, PersistenceCutsTheMovesDedicatedJitterProvokes) {
  // The same jitter, five pairs of speed traces, the defaults: an
  // imbalance must last 0.4 s before it moves work, and moves drop from 33
  // to 12 in all (from 93 to 35 with the noise gate off), no run slower.
  int Patient = 0, Eager = 0, Seed = 0;
  for (const auto &[With, Without] : jitterWithAndWithout(
           [](BlockNestConfig &C) { C.persistence = false; })) {
    ++Seed;
    EXPECT_LE(With.elapsedSeconds, Without.elapsedSeconds * 1.01)
        << "seed " << Seed;
    Patient += With.moves;
    Eager += Without.moves;
  }
  EXPECT_LE(2 * Patient, Eager);
}

TEST(BlockNest, BalancedPipelineMovesWorkToTheFastRank) {
  // A pipeline of 0.1 s blocks at 2 ranks, rank 1 at half speed from 20 s:
  // its rows move to rank 0 (a third left with rank 1), none before.
  std::vector<SpeedTrace> Speeds = {SpeedTrace(), SpeedTrace::step(20.0, 0.5)};
  BlockNestConfig C;
  C.shape = BlockShape::Pipeline;
  C.network = network(50e-6, 1e-9, 1e-6);
  C.iterations = 2000;
  C.iterationSeconds = 1e-5;
  C.blockSize = 10;
  C.steps = 8000;
  C.balance = true;
  const BlockNestResult On = runBlockNest(C, Speeds);
  EXPECT_EQ(movesBetween(On, 0.0, 20.0), 0);
  EXPECT_GE(movesBetween(On, 20.0, 40.0), 1);
  EXPECT_NEAR(On.finalAllocation[1], 2000 / 3, 100);
  C.balance = false;
  EXPECT_LT(On.elapsedSeconds, 0.85 * runBlockNest(C, Speeds).elapsedSeconds);
}

TEST(BlockNest, BadConfigurationsAreErrors) {
  BlockNestConfig C;
  C.allocation = {1, 2};
  EXPECT_THROW(runBlockNest(C, std::vector<SpeedTrace>(2)),
               std::invalid_argument);
  C.allocation.clear();
  C.shape = BlockShape::Pipeline;
  C.blockSize = 0;
  EXPECT_THROW(runBlockNest(C, std::vector<SpeedTrace>(2)),
               std::invalid_argument);
  EXPECT_THROW(runBlockNest(BlockNestConfig(), {}), std::invalid_argument);
}
