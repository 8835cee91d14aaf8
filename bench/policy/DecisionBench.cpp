//===- DecisionBench.cpp - Time of the balancer's decision ----------------===//
//
// Part of autolb. Measures Balancer::decide for P = 4, 64, 1024, 4096 on the
// expensive path (every interaction moves work: filter, threshold and
// profitability cannot stop it) and on the cheap path (balanced, stopped at
// the threshold), for independent and block-tied nests. [S97]'s
// algorithm is O(P log P); the goal is under 1 ms at P = 4096.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Decision.h"

#include <benchmark/benchmark.h>

using namespace autolb::policy;

namespace {

/// Statuses where rank r's speed depends on r and on `Phase`, so that two
/// phases disagree about which ranks are fast and every decision moves.
std::vector<RankStatus> statuses(int Ranks, int Phase) {
  std::vector<RankStatus> Result(static_cast<std::size_t>(Ranks));
  for (int Rank = 0; Rank < Ranks; ++Rank) {
    RankStatus &S = Result[static_cast<std::size_t>(Rank)];
    S.owned = 1000;
    S.done = 1000;
    S.phases = 100;
    // Phase < 0: every rank equally fast (a balanced system).
    const int Spread = Phase < 0 ? 0 : (Rank * 7919 + Phase * 104729) % 97;
    S.computeSeconds = 1.0 + Spread / 50.0;
  }
  return Result;
}

void runDecisions(benchmark::State &State, Distribution Kind, bool Moving) {
  const int Ranks = static_cast<int>(State.range(0));
  BalancerSettings Settings;
  Settings.distribution = Kind;
  Settings.bytesPerIteration = 8.0;
  Settings.period.quantumSeconds = 0.004;
  if (Moving) {
    Settings.filter = false;
    Settings.threshold.threshold = 0.0;
    Settings.profitability.enabled = false;
    // A trial would hold every move after the first while it is judged.
    Settings.trial.enabled = false;
  }
  Balancer B(Ranks, Settings);
  const std::vector<RankStatus> Phases[2] = {statuses(Ranks, Moving ? 0 : -1),
                                             statuses(Ranks, Moving ? 1 : -1)};
  std::int64_t Interaction = 0;
  std::int64_t Moved = 0;
  for (auto _ : State) {
    const Decision D =
        B.decide(Phases[Interaction % 2], static_cast<double>(Interaction + 1));
    Moved += D.outcome == DecisionOutcome::Moved;
    benchmark::DoNotOptimize(D.newAllocation.data());
    ++Interaction;
  }
  // A decision that stops early measures the wrong path.
  if (Moving && Moved != Interaction)
    State.SkipWithError("not every decision moved work");
  State.counters["moved_fraction"] =
      Interaction > 0 ? static_cast<double>(Moved) / Interaction : 0.0;
  State.SetComplexityN(Ranks);
}

void BM_DecisionMovingIndependent(benchmark::State &State) {
  runDecisions(State, Distribution::Independent, true);
}
void BM_DecisionMovingBlock(benchmark::State &State) {
  runDecisions(State, Distribution::Block, true);
}
void BM_DecisionBalanced(benchmark::State &State) {
  runDecisions(State, Distribution::Independent, false);
}

void ranks(benchmark::internal::Benchmark *B) {
  for (int P : {4, 64, 1024, 4096})
    B->Arg(P);
  B->Unit(benchmark::kMicrosecond)->Complexity(benchmark::oNLogN);
}

} // namespace

BENCHMARK(BM_DecisionMovingIndependent)->Apply(ranks);
BENCHMARK(BM_DecisionMovingBlock)->Apply(ranks);
BENCHMARK(BM_DecisionBalanced)->Apply(ranks);

BENCHMARK_MAIN();
