//===- DecisionTest.cpp - Tests of the balancer's decision ----------------===//

#include "policy/balance/Decision.h"

#include <gtest/gtest.h>

#include <numeric>

using namespace autolb::policy;

namespace {

/// These tests judge decisions one at a time; the trials of moves, which
/// need the program's pace over earlier periods, have their own tests
/// (MoveTrialTest.cpp, SimulationTest.cpp).
BalancerSettings singleDecisions() {
  BalancerSettings Settings;
  Settings.trial.enabled = false;
  return Settings;
}

using Counts = std::vector<std::int64_t>;

RankStatus status(std::int64_t Owned, std::int64_t Done, double Seconds,
                  bool Available = true, std::int64_t Phases = 0) {
  RankStatus S;
  S.owned = Owned;
  S.done = Done;
  S.computeSeconds = Seconds;
  S.phases = Phases;
  S.available = Available;
  return S;
}

std::int64_t sum(const Counts &C) {
  return std::accumulate(C.begin(), C.end(), std::int64_t{0});
}

} // namespace

TEST(Decision, MovesWorkTowardsTheFasterRank) {
  // Rates 50/1 = 50 and 50/2 = 25 (first report: filtered = raw).
  // now = max(50/50, 50/25) = 2 s, after = 100/75 = 1.333 s, rfract = 1/3.
  // Allocation 100*50/75 = 66.67 and 33.33 -> {67, 33}: rank 1 sends 17.
  Balancer B(2, singleDecisions());
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.thresholdVerdict, ThresholdVerdict::Exceeded);
  EXPECT_DOUBLE_EQ(D.filteredImbalance.reduction, 1.0 / 3.0);
  EXPECT_EQ(D.newAllocation, Counts({67, 33}));
  ASSERT_EQ(D.directMoves.size(), 1u);
  EXPECT_EQ(D.directMoves[0], (DirectMove{1, 0, 17}));
  EXPECT_DOUBLE_EQ(D.rawRates[0], 50.0);
  EXPECT_DOUBLE_EQ(D.filteredRates[1], 25.0);
  EXPECT_DOUBLE_EQ(D.bands[1], RateFilter::DefaultBand); // no jitter yet
  // First change at t = 1 (start = 0): stable 1 s, benefit 1/3 * 1 s.
  EXPECT_DOUBLE_EQ(D.stableSeconds, 1.0);
  EXPECT_DOUBLE_EQ(D.profitability.benefitSeconds, 1.0 / 3.0);
  EXPECT_TRUE(D.profitability.profitable);
  EXPECT_FALSE(D.forcedByProcessorMap);
  EXPECT_EQ(B.interactions(), 1);
}

TEST(Decision, ShortReportMeasuresNoRate) {
  // Quantum 3 ms x 10: reports must cover 15 ms. Rank 1's 5 ms report
  // would show a 2:1 imbalance, but its rate is not trusted: nothing moves
  // and its filter stays empty.
  BalancerSettings Settings = singleDecisions();
  Settings.period.quantumSeconds = 0.003;
  Settings.period.quantumScale = 10.0;
  Balancer B(2, Settings);
  RankStatus Fast = status(50, 50, 0.010);
  Fast.measuredSeconds = 0.020;
  RankStatus Brief = status(50, 50, 0.020);
  Brief.measuredSeconds = 0.005;
  const Decision D = B.decide({Fast, Brief}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::ShortMeasurement);
  EXPECT_EQ(D.newAllocation, Counts({50, 50}));
  EXPECT_TRUE(D.measured[0]);
  EXPECT_FALSE(D.measured[1]);
  EXPECT_TRUE(D.tooShort[1]);
  EXPECT_DOUBLE_EQ(D.rawRates[1], 2500.0);
  EXPECT_DOUBLE_EQ(D.history[1], 0.0);
  // The next, long enough report is the rank's first filtered rate and the
  // 2:1 imbalance (rfract 1/3) moves work: 100 * 5000 / 7500 = 66.67.
  Brief.measuredSeconds = 0.015;
  const Decision Next = B.decide({Fast, Brief}, 2.0);
  EXPECT_EQ(Next.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(Next.newAllocation, Counts({67, 33}));
}

TEST(Decision, ShortReportOfAnIdleRankDoesNotStopTheBalancer) {
  // A rank that did no work has no rate to distrust.
  BalancerSettings Settings = singleDecisions();
  Settings.period.quantumSeconds = 0.003;
  Balancer B(2, Settings);
  RankStatus Working = status(100, 100, 1.0);
  RankStatus Idle = status(0, 0, 0.0);
  Idle.measuredSeconds = 0.001;
  const Decision D = B.decide({Working, Idle}, 1.0);
  EXPECT_NE(D.outcome, DecisionOutcome::ShortMeasurement);
}

TEST(Decision, SingleRankHasNothingToDo) {
  Balancer B(1, singleDecisions());
  const Decision D = B.decide({status(100, 100, 1.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::NothingToDo);
  EXPECT_EQ(D.newAllocation, Counts({100}));
}

TEST(Decision, SmallImbalanceStopsAtTheThreshold) {
  // Rates 50 and 48: now 50/48 = 1.0417, after 100/98 = 1.0204,
  // rfract = 0.0204 < 0.10 (raw = filtered on the first report).
  Balancer B(2, singleDecisions());
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 48, 1.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Threshold);
  EXPECT_NEAR(D.filteredImbalance.reduction,
              1.0 - (100.0 / 98.0) / (50.0 / 48.0), 1e-12);
  EXPECT_EQ(D.newAllocation, Counts({50, 50}));
  EXPECT_TRUE(D.directMoves.empty());
}

TEST(Decision, FilterIgnoresAFirstIncreaseButFollowsADecrease) {
  Balancer B(2, singleDecisions());
  // t = 1: both 50/s: balanced.
  EXPECT_EQ(B.decide({status(50, 50, 1.0), status(50, 50, 1.0)}, 1.0).outcome,
            DecisionOutcome::NothingToDo);
  // t = 2: rank 0 raw 100/s (first increase, h = 1: filtered stays 50).
  // Raw: now max(0.5, 1) = 1, after 100/150: rfract 1/3 >= 0.1 -> the
  // filter stopped it.
  Decision D = B.decide({status(50, 50, 0.5), status(50, 50, 1.0)}, 2.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Filter);
  EXPECT_DOUBLE_EQ(D.filteredRates[0], 50.0);
  EXPECT_DOUBLE_EQ(D.history[0], 1.0);
  EXPECT_DOUBLE_EQ(D.rawImbalance.reduction, 1.0 / 3.0);
  // t = 3: rank 0 back to 50 (Same), rank 1 drops to 25: h = 0.25,
  // 0.75*25 + 0.25*50 = 31.25. now 50/31.25 = 1.6, after 100/81.25:
  // rfract = 0.2308 -> move; 100*50/81.25 = 61.54 -> {62, 38}.
  D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 3.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_DOUBLE_EQ(D.filteredRates[1], 31.25);
  EXPECT_EQ(D.trend[1], TrendState::Falling);
  EXPECT_NEAR(D.filteredImbalance.reduction, 1.0 - (100.0 / 81.25) / 1.6,
              1e-12);
  EXPECT_EQ(D.newAllocation, Counts({62, 38}));
}

TEST(Decision, FilterOffNeverReportsTheFilter) {
  BalancerSettings Settings = singleDecisions();
  Settings.filter = false;
  Balancer B(2, Settings);
  B.decide({status(50, 50, 1.0), status(50, 50, 1.0)}, 1.0);
  const Decision D = B.decide({status(50, 50, 0.5), status(50, 50, 1.0)}, 2.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_DOUBLE_EQ(D.history[0], 0.0);
}

TEST(Decision, ProfitabilityCancelsAnExpensiveMove) {
  // Same rates as the first test; one message costs 1 s. Benefit = 1/3 *
  // 1 s; cost 1 s > 2 * 0.333 s -> cancelled.
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 1.0;
  Balancer B(2, Settings);
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Profitability);
  EXPECT_DOUBLE_EQ(D.profitability.costSeconds, 1.0);
  EXPECT_FALSE(D.profitability.profitable);
  EXPECT_EQ(D.proposedAllocation, Counts({67, 33}));
  EXPECT_EQ(D.newAllocation, Counts({50, 50}));
  EXPECT_TRUE(D.directMoves.empty());
  EXPECT_EQ(D.volume.iterations, 17); // still reported
}

TEST(Decision, ProfitabilityAllowsAfterALongStablePeriod) {
  // First change at t = 100: expected stable 100 s, benefit 33.3 s > 1 s.
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 1.0;
  Balancer B(2, Settings);
  EXPECT_EQ(B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 100.0).outcome,
            DecisionOutcome::Moved);
}

TEST(Decision, PersistingImbalanceBecomesProfitable) {
  // One message costs 1 s; rfract stays 1/3 (rates 50 and 25 every time).
  // t = 1: new episode, stable = 1 s, benefit 0.33 s, limit 0.67 < 1: cancel.
  // t = 2: same episode (no new change): stable = max(1, 2 - 1) = 1: cancel.
  // t = 3: stable = max(1, 3 - 1) = 2 s, benefit 0.67, limit 1.33 >= 1: move.
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 1.0;
  Balancer B(2, Settings);
  const std::vector<RankStatus> Same = {status(50, 50, 1.0),
                                        status(50, 50, 2.0)};
  EXPECT_EQ(B.decide(Same, 1.0).outcome, DecisionOutcome::Profitability);
  EXPECT_EQ(B.decide(Same, 2.0).outcome, DecisionOutcome::Profitability);
  const Decision D = B.decide(Same, 3.0);
  EXPECT_DOUBLE_EQ(D.stableSeconds, 2.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(B.stability().totalChanges(), 1u);
}

TEST(Decision, DynamicThresholdMakesAMinorAdjustment) {
  // Rates 50 and 44: now 50/44 = 1.136 s, after 100/94 = 1.064 s, rfract
  // 0.064 in [0.05, 0.10): stuck. Default patience 5: the 5th interaction
  // moves, 100*50/94 = 53.19 and 46.81 -> {53, 47}. Not a new episode.
  Balancer B(2, singleDecisions());
  const std::vector<RankStatus> Stuck = {status(50, 50, 1.0),
                                         status(50, 44, 1.0)};
  for (int I = 1; I <= 4; ++I)
    EXPECT_EQ(B.decide(Stuck, I).outcome, DecisionOutcome::Threshold) << I;
  const Decision D = B.decide(Stuck, 5.0);
  EXPECT_EQ(D.thresholdVerdict, ThresholdVerdict::MinorAdjustment);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.newAllocation, Counts({53, 47}));
  EXPECT_EQ(B.stability().totalChanges(), 0u);
  // Without the dynamic threshold it stays stuck.
  BalancerSettings Static = singleDecisions();
  Static.threshold.dynamic = false;
  Balancer S(2, Static);
  for (int I = 1; I <= 10; ++I)
    EXPECT_EQ(S.decide(Stuck, I).outcome, DecisionOutcome::Threshold) << I;
}

TEST(Decision, ProfitabilityOffMoves) {
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 1.0;
  Settings.profitability.enabled = false;
  Balancer B(2, Settings);
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_DOUBLE_EQ(D.profitability.costSeconds, 1.0);
}

TEST(Decision, ProcessorMapVacatesAndReadmits) {
  // Rank 2 vacated with 10 iterations: forced even though moving is
  // expensive. Rates {10, 10, 0} -> {15, 15, 0}.
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 100.0;
  Balancer B(3, Settings);
  Decision D = B.decide({status(10, 10, 1.0), status(10, 10, 1.0),
                         status(10, 10, 1.0, /*Available=*/false)},
                        1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_TRUE(D.forcedByProcessorMap);
  EXPECT_EQ(D.newAllocation, Counts({15, 15, 0}));
  EXPECT_DOUBLE_EQ(D.filteredRates[2], 0.0);
  // Re-admitted with no work and no measurement: offered the mean rate 10.
  D = B.decide({status(15, 15, 1.5), status(15, 15, 1.5), status(0, 0, 0.0)},
               2.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_TRUE(D.forcedByProcessorMap);
  EXPECT_EQ(D.newAllocation, Counts({10, 10, 10}));
  EXPECT_EQ(D.directMoves, (std::vector<DirectMove>{{0, 2, 5}, {1, 2, 5}}));
}

TEST(Decision, VacatingAnEmptyRankForcesNothing) {
  Balancer B(3, singleDecisions());
  const Decision D = B.decide(
      {status(15, 15, 1.0), status(15, 15, 1.0), status(0, 0, 0.0, false)},
      1.0);
  EXPECT_FALSE(D.forcedByProcessorMap);
  EXPECT_EQ(D.outcome, DecisionOutcome::NothingToDo);
}

TEST(Decision, AllRanksVacatedKeepsTheWork) {
  Balancer B(2, singleDecisions());
  const Decision D =
      B.decide({status(5, 5, 1.0, false), status(5, 5, 1.0, false)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::NothingToDo);
  EXPECT_EQ(D.newAllocation, Counts({5, 5}));
}

TEST(Decision, RankWithNoWorkIsOfferedTheMeanRate) {
  // Rank 0 owns nothing, never measured: assumed 100/s like rank 1.
  // now = 100/100 = 1 s, after = 100/200: rfract 0.5 -> {50, 50}.
  Balancer B(2, singleDecisions());
  const Decision D = B.decide({status(0, 0, 0.0), status(100, 100, 1.0)}, 1.0);
  EXPECT_FALSE(D.measured[0]);
  EXPECT_DOUBLE_EQ(D.filteredRates[0], 100.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.newAllocation, Counts({50, 50}));
}

TEST(Decision, NoWorkAnywhere) {
  Balancer B(2, singleDecisions());
  EXPECT_EQ(B.decide({status(0, 0, 0.0), status(0, 0, 0.0)}, 1.0).outcome,
            DecisionOutcome::NothingToDo);
}

TEST(Decision, RoundingThatChangesNothingIsNothingToDo) {
  // tfract 0: rates 1 and 1.1, 1 iteration each: rfract 0.048 passes, but
  // 2 * 1/2.1 = 0.95 and 1.05 round back to {1, 1}.
  BalancerSettings Settings = singleDecisions();
  Settings.threshold.threshold = 0.0;
  Balancer B(2, Settings);
  const Decision D = B.decide({status(1, 1, 1.0), status(1, 11, 10.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::NothingToDo);
  EXPECT_EQ(D.thresholdVerdict, ThresholdVerdict::Exceeded);
}

TEST(Decision, HugeImbalance) {
  // Rates 1e6/s and 1/s, 10^6 iterations: 10^6 * 1e6/(1e6+1) = 999999.000001
  // and 0.999999: floors 999999 + 0, the extra one to rank 1.
  Balancer B(2, singleDecisions());
  const Decision D =
      B.decide({status(500000, 500000, 0.5), status(500000, 1, 1.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.newAllocation, Counts({999999, 1}));
  EXPECT_EQ(D.directMoves, (std::vector<DirectMove>{{1, 0, 499999}}));
}

TEST(Decision, ManyRanksConserveTheTotal) {
  // P = 4096, 100 iterations each, rank 0 at half speed: it gets
  // about half as much.
  const int P = 4096;
  std::vector<RankStatus> Statuses(P, status(100, 100, 1.0));
  Statuses[0].computeSeconds = 2.0;
  Balancer B(P, singleDecisions());
  const Decision D = B.decide(Statuses, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(sum(D.newAllocation), 409600);
  EXPECT_EQ(D.newAllocation[0], 50); // 409600 * 50 / 409550 = 50.006
}

TEST(Decision, BlockNestsGetShiftsAndTransfers) {
  // Rates 4/2 = 2, 4/1 = 4, 4/0.5 = 8; 12 iterations: 1.71, 3.43, 6.86 ->
  // floors 1, 3, 6, extras to ranks 2 (.86) and 0 (.71): {2, 3, 7}.
  // S = {4-2, 2+4-3} = {2, 3}; transfers [2,4) 0->1 and [5,8) 1->2.
  BalancerSettings Settings = singleDecisions();
  Settings.distribution = Distribution::Block;
  Settings.bytesPerIteration = 8.0;
  Balancer B(3, Settings);
  const Decision D =
      B.decide({status(4, 4, 2.0), status(4, 4, 1.0), status(4, 4, 0.5)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.newAllocation, Counts({2, 3, 7}));
  EXPECT_EQ(D.shifts.crossing, Counts({2, 3}));
  EXPECT_EQ(D.shifts.boundaries, Counts({0, 2, 5, 12}));
  EXPECT_EQ(D.blockTransfers,
            (std::vector<BlockTransfer>{{0, 1, 2, 2}, {1, 2, 5, 3}}));
  EXPECT_TRUE(D.directMoves.empty());
  EXPECT_EQ(D.volume.bytes, 40);         // 5 iterations * 8 bytes
  EXPECT_EQ(D.volume.criticalBytes, 40); // rank 1: 16 in + 24 out
}

TEST(Decision, MinimumPerWorkingRankIsRespected) {
  // d = 30: rates 50, 25, 2.5 on 100 iterations: rank 2's share
  // 100*2.5/77.5 = 3.2 < 30 -> 0; then 66.67 and 33.33 -> {67, 33, 0}.
  BalancerSettings Settings = singleDecisions();
  Settings.minimumPerWorkingRank = 30;
  Balancer B(3, Settings);
  const Decision D = B.decide(
      {status(40, 50, 1.0), status(30, 50, 2.0), status(30, 5, 2.0)}, 1.0);
  EXPECT_EQ(D.newAllocation, Counts({67, 33, 0}));
}

TEST(Decision, PeriodAndNextHook) {
  // period_scheduling = 0.01 * 10 = 0.1 s; phases 1/50 = 0.02 s and
  // 2/50 = 0.04 s, mean 0.03 s -> nexthook floor(3.33) = 3; per rank
  // 0.1/0.02 = 5 and floor(0.1/0.04) = 2.
  BalancerSettings Settings = singleDecisions();
  Settings.period.quantumSeconds = 0.01;
  Settings.period.quantumScale = 10.0;
  Balancer B(2, Settings);
  const Decision D = B.decide(
      {status(50, 50, 1.0, true, 50), status(50, 50, 2.0, true, 50)}, 1.0);
  EXPECT_EQ(D.period.boundBy, PeriodBound::Scheduling);
  EXPECT_DOUBLE_EQ(D.period.targetSeconds, 0.1);
  EXPECT_EQ(D.period.nextHook, 3);
  EXPECT_EQ(D.nextHookPerRank, Counts({5, 2}));
  // The stable time is never below one period.
  EXPECT_GE(D.stableSeconds, 0.1);
}

TEST(Decision, MovementHistoryFeedsThePeriodAndTheCost) {
  // A recorded movement of 2 s: period_movement = 2 / 4 = 0.5 s.
  BalancerSettings Settings = singleDecisions();
  Settings.costModel.perMessageSeconds = 0.1;
  Balancer B(2, Settings);
  MovementVolume V;
  V.criticalMessages = 1; // model 0.1 s, measured 2 s: calibration 20
  B.recordMovement(0.5, 2.0, V);
  EXPECT_DOUBLE_EQ(B.movements().costCalibration(), 20.0);
  const Decision D = B.decide(
      {status(50, 50, 1.0, true, 10), status(50, 50, 2.0, true, 10)}, 1.0);
  EXPECT_EQ(D.period.boundBy, PeriodBound::Movement);
  EXPECT_DOUBLE_EQ(D.period.targetSeconds, 0.5);
  EXPECT_DOUBLE_EQ(D.profitability.costSeconds, 2.0); // 0.1 s * 20
}

TEST(Decision, DisabledDoesNothingButStillReports) {
  BalancerSettings Settings = singleDecisions();
  Settings.enabled = false;
  Balancer B(2, Settings);
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 1.0);
  EXPECT_EQ(D.outcome, DecisionOutcome::Disabled);
  EXPECT_EQ(D.newAllocation, Counts({50, 50}));
  EXPECT_DOUBLE_EQ(D.filteredImbalance.reduction, 1.0 / 3.0);
}

TEST(Decision, WrongNumberOfStatusesIsInvalid) {
  Balancer B(2, singleDecisions());
  EXPECT_EQ(B.decide({status(1, 1, 1.0)}, 1.0).outcome,
            DecisionOutcome::InvalidInput);
}

TEST(Decision, StressModeMovesValidRandomAmounts) {
  // 8 ranks, rank 3 vacated, d = 5: every allocation conserves 800, gives
  // rank 3 nothing and every working rank at least 5.
  BalancerSettings Settings = singleDecisions();
  Settings.stress = true;
  Settings.stressSeed = 42;
  Settings.minimumPerWorkingRank = 5;
  Balancer B(8, Settings), Twin(8, Settings);
  Settings.stressSeed = 43;
  Balancer Other(8, Settings);
  Counts Owned(8, 100);
  int Moves = 0, Differences = 0;
  for (int Interaction = 0; Interaction < 50; ++Interaction) {
    std::vector<RankStatus> Statuses;
    for (int Rank = 0; Rank < 8; ++Rank)
      Statuses.push_back(status(Owned[Rank], Owned[Rank], 1.0, Rank != 3));
    const Decision D = B.decide(Statuses, Interaction + 1.0);
    const Decision T = Twin.decide(Statuses, Interaction + 1.0);
    const Decision O = Other.decide(Statuses, Interaction + 1.0);
    EXPECT_TRUE(D.stress);
    EXPECT_EQ(D.newAllocation, T.newAllocation); // same seed, same moves
    Differences += D.proposedAllocation != O.proposedAllocation;
    ASSERT_EQ(sum(D.newAllocation), 800);
    EXPECT_EQ(D.newAllocation[3], 0);
    for (std::int64_t Count : D.newAllocation)
      EXPECT_TRUE(Count == 0 || Count >= 5);
    Moves += D.outcome == DecisionOutcome::Moved;
    Owned = D.newAllocation;
  }
  EXPECT_GT(Moves, 40);
  EXPECT_GT(Differences, 40);
}

TEST(Decision, StressAllocationWithoutAvailableRanksKeepsTheWork) {
  std::uint64_t State = 1;
  EXPECT_EQ(stressAllocation({3, 4}, {false, false}, 1, State), Counts({3, 4}));
}

TEST(Decision, OutcomeNames) {
  EXPECT_STREQ(decisionOutcomeName(DecisionOutcome::Moved), "moved");
  EXPECT_STREQ(decisionOutcomeName(DecisionOutcome::Profitability),
               "profitability");
  EXPECT_STREQ(decisionOutcomeName(DecisionOutcome::Filter), "filter");
  EXPECT_STREQ(decisionOutcomeName(DecisionOutcome::ShortMeasurement),
               "short-measurement");
}

TEST(Decision, ALostMoveComesBackAndTheNextGoesHalfWay) {
  // Trials of moves on (the default): nothing moves before the program's
  // pace is known.
  Balancer B(2, BalancerSettings{});
  const std::vector<RankStatus> Even = {status(50, 50, 1.0),
                                        status(50, 50, 2.0)};
  EXPECT_EQ(B.decide(Even, 1.0).outcome, DecisionOutcome::Judging);
  // 50 ms per phase before; the rates (50 and 25) move to {67, 33}.
  B.observePeriod(0.5, 10);
  const Decision Move = B.decide(Even, 2.0);
  ASSERT_EQ(Move.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(Move.newAllocation, Counts({67, 33}));
  EXPECT_EQ(Move.step, 1.0);
  // 100 ms per phase after: realized 1 - 100/50 = -1, lost.
  B.observePeriod(0.5, 5);
  const Decision Undo =
      B.decide({status(67, 67, 1.34), status(33, 33, 1.32)}, 3.0);
  EXPECT_EQ(Undo.trialVerdict, TrialVerdict::Lost);
  EXPECT_EQ(Undo.outcome, DecisionOutcome::Moved);
  EXPECT_TRUE(Undo.undo);
  EXPECT_EQ(Undo.newAllocation, Counts({50, 50}));
  // The pace after the undo is measured first; then half a step toward the
  // rates: weights 0.5 * 50/100 + 0.5 * 50/75 = 0.583 and 0.417.
  EXPECT_EQ(B.decide(Even, 4.0).outcome, DecisionOutcome::Judging);
  B.observePeriod(0.5, 10);
  const Decision Half = B.decide(Even, 5.0);
  ASSERT_EQ(Half.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(Half.step, 0.5);
  EXPECT_EQ(Half.newAllocation, Counts({58, 42}));
}

namespace {

/// A block nest of 2000 slices, 1000 per rank, rank 0 computing a slice in
/// SliceSeconds; rank 1 under an on/off load that gives it half of its CPU
/// on average, but reports alternately at full speed and at a third (it
/// was frozen for two thirds of that report), its longest block in each
/// report LongestOffSeconds (0: not measured). Returns the decision at
/// the sixth report, when its rates show the on/off load (OnOffDetector).
Decision underAnOnOffLoad(bool Coupled, double SliceSeconds,
                          double LongestOffSeconds = 0.0) {
  BalancerSettings Settings = singleDecisions();
  Settings.distribution = Distribution::Block;
  Settings.coupled = Coupled;
  Settings.noiseGate = false;
  Settings.profitability.enabled = false;
  Balancer B(2, Settings);
  const double Fast = 1000 * SliceSeconds;
  Decision D;
  for (int Report = 0; Report < OnOffDetector::Window; ++Report) {
    const double Slow = Report % 2 ? 3 * Fast : Fast;
    RankStatus Loaded = status(1000, 1000, Slow);
    Loaded.longestOffSeconds = LongestOffSeconds;
    D = B.decide({status(1000, 1000, Fast), Loaded}, Report + 1.0);
  }
  return D;
}

} // namespace

TEST(Decision, ACoupledNestHoldsUnderAnOnOffLoadWhenMovingCannotPay) {
  // 6.3 us per slice: one execution of 2000 slices on the fast rank takes
  // T_1 = 12.6 ms, SOR 2000^2's; x = q 100 ms / T_1 with q the slower
  // rank's filtered rate over the faster's. The bound on any move's gain
  // is under 1 / (1 - tfract) = 1.11: no move.
  const Decision D = underAnOnOffLoad(true, 6.3e-6);
  EXPECT_EQ(D.outcome, DecisionOutcome::Coupled);
  // q from the average rates (AverageRate): rank 1's six reports took
  // 3 x (1 + 3) = 12 times rank 0's time per report for as many slices,
  // q = 6 / 12 = 1/2, whatever the filtered rates say.
  const double Q = 0.5;
  EXPECT_DOUBLE_EQ(D.coupledLoad.share, Q);
  EXPECT_EQ(D.coupledLoad.periodSeconds, OnOffPeriodSeconds);
  EXPECT_NEAR(D.coupledLoad.x, Q * 0.1 / 0.0126, 1e-9);
  EXPECT_GT(D.coupledLoad.x, 1.0);
  EXPECT_GE(D.coupledGain, 1.0);
  EXPECT_LT(1.0 - 1.0 / D.coupledGain, D.threshold);
  EXPECT_EQ(D.newAllocation, Counts({1000, 1000}));
  EXPECT_STREQ(decisionOutcomeName(D.outcome), "coupled");
}

TEST(Decision, ACoupledNestMovesWhenItsExecutionsOutlastTheOnTime) {
  // 1 ms per slice: T_1 = 2 s, x = q 0.1 / 2 < 0.05: one execution ahead
  // is nothing against a frozen time far shorter than an execution, the
  // best share is the rates' q / (1 + q), and work moves as for an
  // uncoupled nest.
  const Decision D = underAnOnOffLoad(true, 1e-3);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_LT(D.coupledLoad.x, 0.05);
  EXPECT_DOUBLE_EQ(bestCoupledShare(D.coupledLoad),
                   D.coupledLoad.share / (1.0 + D.coupledLoad.share));
  EXPECT_GT(D.coupledGain, 1.0 / (1.0 - D.threshold));
}

TEST(Decision, ACoupledNestMovesToTheModelsBestShareNotTheRates) {
  // 11.4 us per slice: T_1 = 22.8 ms, x = 0.5 x 100 ms / T_1 = 2.193,
  // f* = 0.4437, and a move can gain S(f*) / S(1/2) = 4.942 / 4.386 =
  // 1.127, more than tfract. The rates' share q / (1 + q) = 1/3 would
  // overload rank 0 while both run (S(1/3) = 4.29); the move goes to f*,
  // rank 1 887 of the 2000 slices, with the model's reduction as its
  // prediction.
  const Decision D = underAnOnOffLoad(true, 11.4e-6);
  ASSERT_EQ(D.outcome, DecisionOutcome::Moved);
  const double Q = D.coupledLoad.share;
  const double Best = bestCoupledShare(D.coupledLoad);
  EXPECT_DOUBLE_EQ(Q, 0.5);
  EXPECT_NEAR(D.coupledLoad.x, 2.193, 1e-3);
  EXPECT_NEAR(Best, 0.4437, 1e-4);
  EXPECT_NEAR(D.coupledGain, 1.127, 1e-3);
  EXPECT_LT(coupledThroughput(D.coupledLoad, Q / (1.0 + Q)),
            coupledThroughput(D.coupledLoad, 0.5));
  EXPECT_EQ(D.coupledSlowest, 1);
  EXPECT_EQ(D.coupledFastest, 0);
  EXPECT_EQ(D.newAllocation, Counts({1113, 887}));
  EXPECT_EQ(sum(D.newAllocation), 2000);
  EXPECT_DOUBLE_EQ(D.predictedReduction(), 1.0 - 1.0 / D.coupledGain);
}

TEST(Decision, ACoupledNestUnderTimeSlicesMovesToTheRates) {
  // The load of the first test, but measured in 4 ms slices (a busy
  // process on the core): the longest block, 4.03 ms, spans one off-time,
  // so T_q = 4.03 ms / (1 - q) = 8.06 ms instead of a quota's 100 ms, x =
  // 0.5 x 8.06 / 12.6 = 0.32, and the best share is the rates' q / (1 + q)
  // = 1/3 (the CPU term binds): gain S(1/3) / S(1/2) = 1.5.
  const Decision D = underAnOnOffLoad(true, 6.3e-6, 0.00403);
  ASSERT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_NEAR(D.coupledLoad.periodSeconds, 0.00806, 1e-9);
  EXPECT_NEAR(D.coupledLoad.x, 0.5 * 0.00806 / 0.0126, 1e-9);
  EXPECT_DOUBLE_EQ(bestCoupledShare(D.coupledLoad), 1.0 / 3.0);
  EXPECT_NEAR(D.coupledGain, 1.5, 1e-9);
  EXPECT_EQ(D.newAllocation, Counts({1333, 667}));
}

TEST(Decision, ACoupledNestWaitsForItsBandsToSettle) {
  // Rank 1 steadily at half speed (a busy process, no on/off): after 6
  // measured rates (OnOffDetector::Window) its rates show no on/off load
  // and work moves.
  BalancerSettings Settings = singleDecisions();
  Settings.distribution = Distribution::Block;
  Settings.coupled = true;
  Balancer B(2, Settings);
  for (int Report = 1; Report <= 5; ++Report)
    EXPECT_EQ(
        B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, Report).outcome,
        DecisionOutcome::Coupled)
        << "report " << Report;
  const Decision D = B.decide({status(50, 50, 1.0), status(50, 50, 2.0)}, 6);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.coupledGain, 0.0);
  EXPECT_EQ(D.newAllocation, Counts({67, 33}));
}

TEST(Decision, AnUncoupledNestMovesUnderTheSameLoad) {
  const Decision D = underAnOnOffLoad(false, 6.3e-6);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.coupledGain, 0.0);
}

TEST(Decision, StepTowardBlendsTheShares) {
  const std::vector<double> Weights = stepToward({50, 50}, {50.0, 25.0}, 0.5);
  ASSERT_EQ(Weights.size(), 2u);
  EXPECT_DOUBLE_EQ(Weights[0], 0.25 + 1.0 / 3.0);
  EXPECT_DOUBLE_EQ(Weights[1], 0.25 + 1.0 / 6.0);
  // A whole step is the target itself.
  EXPECT_EQ(stepToward({50, 50}, {50.0, 25.0}, 1.0),
            std::vector<double>({50.0, 25.0}));
}

TEST(Decision, AnImbalanceMovesOnlyOnceItHasLastedPersistSeconds) {
  // Rates 50 and 25 (rfract 1/3, as above) from t = 1; persistSeconds 0.4.
  BalancerSettings Settings = singleDecisions();
  Settings.persistSeconds = 0.4;
  Balancer B(2, Settings);
  const std::vector<RankStatus> Uneven = {status(50, 50, 1.0),
                                          status(50, 50, 2.0)};
  EXPECT_EQ(B.decide(Uneven, 1.0).outcome, DecisionOutcome::Brief);
  EXPECT_EQ(B.decide(Uneven, 1.3).outcome, DecisionOutcome::Brief);
  // Over 0.4 s after the imbalance began, its move goes through.
  const Decision D = B.decide(Uneven, 1.5);
  EXPECT_EQ(D.outcome, DecisionOutcome::Moved);
  EXPECT_EQ(D.newAllocation, Counts({67, 33}));
}

TEST(Decision, AnImbalanceThatEndsStartsItsAgeOver) {
  // rfract 1/3 at t = 1, none at t = 1.2 (rank 1 back to 50/s: raw 50,
  // filtered 25 + h (50 - 25) would lag, so the filter is off here), 1/3
  // again from t = 1.3: the episode began at 1.3, not at 1.
  BalancerSettings Settings = singleDecisions();
  Settings.persistSeconds = 0.4;
  Settings.filter = false;
  Balancer B(2, Settings);
  const std::vector<RankStatus> Uneven = {status(50, 50, 1.0),
                                          status(50, 50, 2.0)};
  const std::vector<RankStatus> Even = {status(50, 50, 1.0),
                                        status(50, 50, 1.0)};
  EXPECT_EQ(B.decide(Uneven, 1.0).outcome, DecisionOutcome::Brief);
  EXPECT_EQ(B.decide(Even, 1.2).outcome, DecisionOutcome::NothingToDo);
  EXPECT_EQ(B.decide(Uneven, 1.3).outcome, DecisionOutcome::Brief);
  EXPECT_EQ(B.decide(Uneven, 1.6).outcome, DecisionOutcome::Brief);
  EXPECT_EQ(B.decide(Uneven, 1.8).outcome, DecisionOutcome::Moved);
}
