//===- SimulationTest.cpp - The whole policy in a closed loop -------------===//
//
// Two simulated ranks execute their allocation every period at a speed that
// a competing load changes, with +-3% deterministic measurement noise; the
// balancer's instructions are applied at once. This is the issue's
// acceptance scenario (a CPU hog on one rank's core) without MPI: work must
// shift to the unloaded rank within a few periods and stay put while the
// load is constant.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Decision.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

using namespace autolb::policy;

namespace {

struct Period {
  std::vector<std::int64_t> Allocation;
  DecisionOutcome Outcome;
  double Predicted = 0.0;
  double Threshold = 0.0;
};

struct Closing {
  /// ALB_MOVE_FEEDBACK.
  bool Feedback = false;
  /// ALB_MOVE_TRIAL.
  bool Trial = true;
  /// ALB_NOISE_GATE.
  bool NoiseGate = true;
  /// ALB_PERSISTENCE's persistSeconds (the run-time's: 0.4).
  double PersistSeconds = 0.0;
};

/// Runs `Periods` periods of `PeriodSeconds` each; `Speed(P, Rank)` is a
/// rank's speed in iterations per second in period P. Each measured time is
/// off by up to +-Jitter/2. Every period's pace (the slowest rank's time)
/// is reported before the decision, as the run-time does; `Loop` says what
/// closes the loop on it.
template <typename SpeedFn>
std::vector<Period> simulateSpeeds(int Periods, double PeriodSeconds,
                                   SpeedFn Speed, double Jitter, Closing Loop) {
  BalancerSettings Settings;
  Settings.bytesPerIteration = 8000.0; // one 1000-double row per iteration
  Settings.costModel = {50e-6, 1e-9};
  Settings.period.quantumSeconds = 0.1;
  Settings.moveFeedback = Loop.Feedback;
  Settings.trial.enabled = Loop.Trial;
  Settings.noiseGate = Loop.NoiseGate;
  Settings.persistSeconds = Loop.PersistSeconds;
  Balancer B(2, Settings);
  std::vector<std::int64_t> Owned = {600, 600};
  std::uint64_t Noise = 7;
  std::vector<Period> Trace;
  for (int P = 0; P < Periods; ++P) {
    std::vector<RankStatus> Statuses(2);
    double Phase = 0.0;
    for (int Rank = 0; Rank < 2; ++Rank) {
      Noise = Noise * 6364136223846793005ULL + 1442695040888963407ULL;
      const double Error = ((Noise >> 11) * 0x1.0p-53 - 0.5) * Jitter;
      Statuses[Rank].owned = Owned[Rank];
      Statuses[Rank].done = Owned[Rank];
      Statuses[Rank].computeSeconds =
          Owned[Rank] / Speed(P, Rank) * (1.0 + Error);
      Statuses[Rank].phases = Owned[Rank];
      Phase = std::max(Phase, Statuses[Rank].computeSeconds);
    }
    B.observePeriod(Phase, 1);
    const Decision D = B.decide(Statuses, (P + 1) * PeriodSeconds);
    Owned = D.newAllocation;
    Trace.push_back(
        {Owned, D.outcome, D.filteredImbalance.reduction, D.threshold});
  }
  return Trace;
}

/// Periods of 1 s; rank 1 runs at half speed in [LoadOn, LoadOff).
std::vector<Period> simulate(int Periods, int LoadOn, int LoadOff,
                             double Jitter = 0.06, Closing Loop = {}) {
  return simulateSpeeds(
      Periods, 1.0,
      [=](int P, int Rank) {
        return Rank == 1 && P >= LoadOn && P < LoadOff ? 500.0 : 1000.0;
      },
      Jitter, Loop);
}

int movesIn(const std::vector<Period> &Trace, int Begin, int End) {
  int Moves = 0;
  for (int P = Begin; P < End; ++P)
    Moves += Trace[P].Outcome == DecisionOutcome::Moved;
  return Moves;
}

} // namespace

TEST(Simulation, WorkFollowsACompetingLoadAndStaysPut) {
  const std::vector<Period> Trace = simulate(120, 10, 60);
  // Dedicated and balanced: noise alone never moves work.
  EXPECT_EQ(movesIn(Trace, 0, 10), 0);
  // Load on rank 1 (half speed): 1200 * 500/1500 = 400 within 3 periods.
  EXPECT_NEAR(Trace[12].Allocation[1], 400, 20);
  // ... and then no movement while the load is constant.
  EXPECT_EQ(movesIn(Trace, 15, 60), 0);
  EXPECT_NEAR(Trace[59].Allocation[1], 400, 20);
  // Load gone: back to 600 within 8 periods (increases are trusted later).
  EXPECT_NEAR(Trace[67].Allocation[1], 600, 30);
  EXPECT_EQ(movesIn(Trace, 75, 120), 0);
  // Few movements overall (3 with this noise: 1 down, 2 back up).
  EXPECT_LE(movesIn(Trace, 0, 120), 4);
}

TEST(Simulation, DedicatedJitterStopsMovingOnceMovesLose) {
  // Equal speeds, each measurement off by up to +-30%, the noise gate off:
  // the filtered rates still cross the 10% threshold now and then, and
  // every such move loses in expectation. Without feedback the balancer
  // keeps moving.
  const std::vector<Period> Open = simulate(
      300, 300, 300, 0.6, {/*Feedback=*/false, /*Trial=*/false, false});
  const int OpenLate = movesIn(Open, 100, 300);
  EXPECT_GE(OpenLate, 5);
  // With each move's realized reduction reported, losing moves raise the
  // threshold: far fewer moves, and none in the last 100 periods.
  const std::vector<Period> Closed =
      simulate(300, 300, 300, 0.6, {/*Feedback=*/true, /*Trial=*/false, false});
  EXPECT_LE(movesIn(Closed, 100, 300), OpenLate / 3);
  EXPECT_EQ(movesIn(Closed, 200, 300), 0);
  EXPECT_GT(Closed.back().Threshold, 0.1);
}

TEST(Simulation, ARaisedThresholdStillLetsARealLoadThrough) {
  // +-30% jitter, feedback on; rank 1 at half speed from period 100: a real
  // imbalance (rfract 1/3) persists with the same slowest rank, so the
  // dynamic threshold moves it even over a raised bar, within 20 periods.
  const std::vector<Period> Trace =
      simulate(200, 100, 200, 0.6, {/*Feedback=*/true, /*Trial=*/false});
  EXPECT_NEAR(Trace[120].Allocation[1], 400, 60);
  EXPECT_NEAR(Trace[199].Allocation[1], 400, 60);
}

TEST(Simulation, TrialsStopTheMovesDedicatedJitterProvokes) {
  // The same +-30% jitter with the trials of moves, the noise gate off: a
  // move that lost is undone and halves the next step its way, until steps
  // in both directions are below the minimum (here after 56 periods and 11
  // trials and undos; the last, kept, within 40 iterations of 600);
  // without trials moves go on to the end.
  const std::vector<Period> Open = simulate(
      300, 300, 300, 0.6, {/*Feedback=*/false, /*Trial=*/false, false});
  EXPECT_GE(movesIn(Open, 200, 300), 3);
  const std::vector<Period> Tried =
      simulate(300, 300, 300, 0.6, {/*Feedback=*/false, /*Trial=*/true, false});
  EXPECT_EQ(movesIn(Tried, 200, 300), 0);
  EXPECT_EQ(Tried.back().Outcome, DecisionOutcome::LostBefore);
  EXPECT_NEAR(Tried.back().Allocation[1], 600, 60);
}

TEST(Simulation, TheNoiseGateKeepsDedicatedJitterFromMovingWork) {
  // +-30% jitter (a raw rate's mean deviation 15 %, its band about 30 %):
  // with the gate alone (no trials, no feedback) an rfract of 10-15 % is
  // noise, and moves drop from 55 to 11 in 300 periods; with the trials
  // too (the defaults) from 11 to 2, both in the first 100 periods, and the
  // allocation ends where it started.
  const std::vector<Period> Ungated = simulate(
      300, 300, 300, 0.6, {/*Feedback=*/false, /*Trial=*/false, false});
  const std::vector<Period> Gated =
      simulate(300, 300, 300, 0.6, {/*Feedback=*/false, /*Trial=*/false, true});
  EXPECT_GE(movesIn(Ungated, 0, 300), 40);
  EXPECT_LE(movesIn(Gated, 0, 300), movesIn(Ungated, 0, 300) / 4);
  const std::vector<Period> Defaults = simulate(300, 300, 300, 0.6);
  EXPECT_LE(movesIn(Defaults, 0, 300), 2);
  EXPECT_EQ(movesIn(Defaults, 100, 300), 0);
  EXPECT_EQ(Defaults.back().Allocation[1], 600);
  int Noise = 0;
  for (const Period &P : Defaults)
    Noise += P.Outcome == DecisionOutcome::Noise;
  EXPECT_GT(Noise, 10);
}

TEST(Simulation, TrialsLetARealLoadThroughJitter) {
  // +-30% jitter, rank 1 at half speed from period 100: within 40 periods
  // the allocation follows the load although jitter-provoked moves lost
  // before.
  const std::vector<Period> Trace = simulate(200, 100, 200, 0.6);
  EXPECT_NEAR(Trace[140].Allocation[1], 400, 60);
  EXPECT_NEAR(Trace[199].Allocation[1], 400, 60);
}

namespace {

/// Periods of 30 ms (600 rows at 20 000 rows/s), +-3% noise. Rank 0 dips to
/// 70 % of its speed for `DipPeriods` periods every 33 (about 1 s), as a
/// dedicated rank did on SOR (rates 145 000 -> 105 000-115 000 rows/s for
/// 60-90 ms); from period `LoadOn` rank 1 runs at half speed.
std::vector<Period> simulateDips(int DipPeriods, int LoadOn,
                                 double PersistSeconds) {
  return simulateSpeeds(200, 0.03,
                        [=](int P, int Rank) {
                          if (Rank == 1)
                            return P >= LoadOn ? 10000.0 : 20000.0;
                          return P % 33 >= 10 && P % 33 < 10 + DipPeriods
                                     ? 14000.0
                                     : 20000.0;
                        },
                        0.06, {false, true, true, PersistSeconds});
}

} // namespace

TEST(Simulation, BriefDipsOfADedicatedRankMoveNothingOnceImbalancesMustLast) {
  // Dips of 90 ms pass the threshold (rfract 0.18) and the noise gate:
  // without persistence the balancer moves at them; an imbalance must
  // last 0.4 s (the trial's window) before it moves work, so none does.
  const std::vector<Period> Eager = simulateDips(3, 200, 0.0);
  EXPECT_GE(movesIn(Eager, 0, 200), 2);
  const std::vector<Period> Patient = simulateDips(3, 200, 0.4);
  EXPECT_EQ(movesIn(Patient, 0, 200), 0);
  int Brief = 0;
  for (const Period &P : Patient)
    Brief += P.Outcome == DecisionOutcome::Brief;
  EXPECT_GT(Brief, 5);
  EXPECT_EQ(Patient.back().Allocation[1], 600);
}

TEST(Simulation, APersistingLoadMovesOnceItHasLastedTheTrialsWindow) {
  // Rank 1 at half speed from period 100 (3 s): the move waits 0.4 s, 14
  // periods, then goes to the rates' 400 rows and stays.
  const std::vector<Period> Trace = simulateDips(0, 100, 0.4);
  EXPECT_EQ(movesIn(Trace, 0, 112), 0);
  EXPECT_NEAR(Trace[120].Allocation[1], 400, 20);
  EXPECT_NEAR(Trace[199].Allocation[1], 400, 20);
  EXPECT_LE(movesIn(Trace, 0, 200), 2);
}

namespace {

/// In-place SOR, 2000 rows, rank 1 under a 50% CPU quota enforced every
/// T_q = 100 ms, one sweep on one core T_1 = 12.6 ms: the coupling model of
/// runtime/policy/README.md, x = q T_q / T_1 = 3.97, gives the pace
/// T_q / S(f) per sweep with S(f) = min(x / f, x / (1 - f) + 1) and f rank
/// 1's share. The ranks report their rates as the run-time measures them
/// (speed times CPU share: rank 1 half as fast), +-3% noise; with
/// `OnOffReports`, rank 1's reports alternate between full speed and a
/// third of it (half on average), as reports shorter than the quota's
/// period do, and the balancer knows the nest is coupled (Coupling.h).
/// Returns the total time of `Periods` periods of 20 sweeps and the final
/// f. Longer sweeps (`SweepSeconds`) give a smaller x.
std::pair<double, double>
simulateCoupledPipeline(int Periods, bool Trial, bool Balance = true,
                        bool OnOffReports = false,
                        double SweepSeconds = 0.0126) {
  constexpr double Rows = 2000, Quota = 0.5, QuotaPeriod = 0.1, Sweeps = 20;
  const double X = Quota * QuotaPeriod / SweepSeconds;
  BalancerSettings Settings;
  Settings.enabled = Balance;
  Settings.distribution = Distribution::Block;
  Settings.bytesPerIteration = 16000.0;
  Settings.costModel = {50e-6, 1e-9};
  Settings.period.quantumSeconds = 0.1;
  Settings.trial.enabled = Trial;
  Settings.coupled = OnOffReports;
  Balancer B(2, Settings);
  std::vector<std::int64_t> Owned = {1000, 1000};
  std::uint64_t Noise = 11;
  auto jitter = [&Noise] {
    Noise = Noise * 6364136223846793005ULL + 1442695040888963407ULL;
    return 1.0 + ((Noise >> 11) * 0x1.0p-53 - 0.5) * 0.06;
  };
  double Total = 0.0;
  for (int P = 0; P < Periods; ++P) {
    const double F = Owned[1] / Rows;
    const double PerQuotaPeriod = std::min(X / F, X / (1.0 - F) + 1.0);
    const double Wall = Sweeps * QuotaPeriod / PerQuotaPeriod * jitter();
    Total += Wall;
    std::vector<RankStatus> Statuses(2);
    for (int Rank = 0; Rank < 2; ++Rank) {
      Statuses[Rank].owned = Owned[Rank];
      Statuses[Rank].done = Owned[Rank] * static_cast<std::int64_t>(Sweeps);
      const double Share = Rank == 0      ? 1.0
                           : OnOffReports ? (P % 2 ? 1.0 : 1.0 / 3.0)
                                          : Quota;
      Statuses[Rank].computeSeconds =
          Owned[Rank] * Sweeps * SweepSeconds / Rows / Share * jitter();
      Statuses[Rank].phases = static_cast<std::int64_t>(Sweeps);
    }
    B.observePeriod(Wall, static_cast<std::int64_t>(Sweeps));
    Owned = B.decide(Statuses, Total).newAllocation;
  }
  return {Total, Owned[1] / Rows};
}

} // namespace

TEST(Simulation, TrialsFindTheCoupledPipelinesBestShareUnderAQuota) {
  // The model: static S = 7.94 sweeps per 100 ms; the rates' share 1/3
  // gives 6.96 (12% slower); the best, f* = 0.469, 8.45 (6% faster).
  const double Static = simulateCoupledPipeline(300, true, false).first;
  const auto [ByRates, RatesShare] = simulateCoupledPipeline(300, false);
  EXPECT_NEAR(RatesShare, 1.0 / 3.0, 0.02);
  EXPECT_GT(ByRates / Static, 1.08);
  const auto [Tried, TriedShare] = simulateCoupledPipeline(300, true);
  EXPECT_GT(TriedShare, 0.40);
  EXPECT_LE(TriedShare, 0.50);
  EXPECT_LT(Tried / Static, 1.0);
}

TEST(Simulation, TheCouplingModelHoldsAQuotasCoupledPipelineAtStatic) {
  // The same pipeline, rank 1's reports swinging as a quota makes them:
  // the model bounds any move's gain at 1.07x (a reduction of 6 %, under
  // tfract 10 %), so nothing moves and the time is static's. (With this
  // ideal pace the trials alone find f* and gain a few percent; the paces
  // measured on SOR were too noisy for that: 0 of 8 trials paid.)
  const double Static = simulateCoupledPipeline(300, true, false).first;
  const auto [Held, HeldShare] = simulateCoupledPipeline(300, true, true, true);
  EXPECT_EQ(HeldShare, 0.5);
  EXPECT_NEAR(Held / Static, 1.0, 0.01);
}

TEST(Simulation, TheCouplingModelMovesALongSweepsPipelineToItsBestShare) {
  // Sweeps of 25 ms: x = 2, S(1/2) = 4 sweeps per 100 ms, S(f*) = 4.56 at
  // f* = 0.438 (14 % faster); the rates' share 1/3 gives 4 too. The
  // balancer's q comes from the average rates (rank 1's reports alternate
  // full speed and a third: q = 1/2), so its f* is the model's; the bound
  // at f = 1/2, 1.14, passes tfract, and the move goes to f* and stays.
  const double Static =
      simulateCoupledPipeline(300, true, false, false, 0.025).first;
  const auto [Moved, MovedShare] =
      simulateCoupledPipeline(300, true, true, true, 0.025);
  EXPECT_NEAR(MovedShare, 0.438, 0.01);
  EXPECT_LT(Moved / Static, 0.90);
}
