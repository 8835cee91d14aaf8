//===- BlockNest.cpp - Block-tied nests: barrier phases and pipelines -----===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "BlockNest.h"

#include "policy/balance/Allocation.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <numeric>
#include <stdexcept>

namespace autolb::sim {

namespace {

int treeLevels(int Ranks) {
  int Levels = 0;
  while ((1LL << Levels) < Ranks)
    ++Levels;
  return Levels;
}

/// A barrier is a reduction up a binomial tree and a broadcast down.
double barrierSeconds(const Network &Net, int Ranks) {
  return 2.0 * treeLevels(Ranks) * (Net.fixedSeconds + 2.0 * Net.hopSeconds);
}

/// An interaction: rank 0 receives P - 1 statuses one after the other,
/// then broadcasts the instructions down a tree.
double interactSeconds(const Network &Net, int Ranks) {
  return (Ranks - 1) * Net.fixedSeconds +
         treeLevels(Ranks) * (Net.fixedSeconds + 2.0 * Net.hopSeconds) +
         2.0 * Net.hopSeconds * treeLevels(Ranks);
}

double capacity(const std::vector<SpeedTrace> &Speeds, double Elapsed) {
  double Sum = 0.0;
  for (const SpeedTrace &S : Speeds)
    Sum += S.work(0.0, Elapsed);
  return Sum;
}

void checkAllocation(const BlockNestConfig &C, std::size_t Ranks) {
  if (C.allocation.empty())
    return;
  if (C.allocation.size() != Ranks)
    throw std::invalid_argument(
        "allocation has " + std::to_string(C.allocation.size()) +
        " entries for " + std::to_string(Ranks) + " ranks");
  if (std::accumulate(C.allocation.begin(), C.allocation.end(),
                      std::int64_t{0}) != C.iterations)
    throw std::invalid_argument("allocation does not sum to the iterations");
}

/// The balancing side of a block nest: the ranks' reports since the last
/// interaction, the Balancer, and the allocation it keeps.
class Interactions {
public:
  Interactions(const BlockNestConfig &C, int Ranks)
      : C(C), P(Ranks), B(Ranks, settings(C, Ranks)),
        Owned(C.allocation.empty() ? equalBlocks(C.iterations, Ranks)
                                   : C.allocation),
        Compute(Ranks, 0.0), Done(Ranks, 0) {}

  const std::vector<std::int64_t> &owned() const { return Owned; }

  /// Rank `rank` computed `iterations` in `seconds` of wall time.
  void computed(int Rank, std::int64_t Iterations, double Seconds) {
    Compute[Rank] += Seconds;
    Done[Rank] += Iterations;
  }

  /// One phase (barrier) or block (pipeline) ended at `now`; true when
  /// the ranks interact now.
  bool phaseEnded() { return C.balance && ++Phases >= Hook; }

  /// The interaction at `now`: statuses, the decision, its transfers
  /// applied. Returns the seconds it keeps the ranks from computing
  /// (interaction and movement). A pipeline's ranks are at different
  /// blocks: `reportsIn` >= 0 says when this period's last report reaches
  /// rank 0, and the decision is taken on the latest reports that are in
  /// by `now` (none: no decision), as the run-time does in pipelined mode.
  double interact(double Now, BlockNestResult &R, double ReportsIn = -1.0) {
    std::vector<policy::RankStatus> Statuses(P);
    for (int I = 0; I < P; ++I) {
      policy::RankStatus &S = Statuses[I];
      S.done = Done[I];
      S.computeSeconds = Compute[I];
      S.phases = Phases;
      S.measuredSeconds = Now - ReportStart;
      S.waitSeconds = std::max(0.0, S.measuredSeconds - Compute[I]);
    }
    std::fill(Compute.begin(), Compute.end(), 0.0);
    std::fill(Done.begin(), Done.end(), 0);
    Phases = 0;
    ReportStart = Now;
    if (ReportsIn >= 0.0) {
      Pending.push_back({ReportsIn, std::move(Statuses)});
      Statuses.clear();
      while (!Pending.empty() && Pending.front().first <= Now) {
        Statuses = std::move(Pending.front().second);
        Pending.pop_front();
      }
      if (Statuses.empty())
        return 0.0;
    }
    for (int I = 0; I < P; ++I)
      Statuses[I].owned = Owned[I];
    B.observePeriod(Statuses[0].measuredSeconds, Statuses[0].phases);
    double Spent = interactSeconds(C.network, P);
    const policy::Decision D = B.decide(Statuses, Now + Spent);
    if (D.outcome == policy::DecisionOutcome::Moved) {
      const double Move = D.volume.criticalMessages * C.network.fixedSeconds +
                          D.volume.criticalBytes * C.network.perByteSeconds +
                          2.0 * C.network.hopSeconds;
      Spent += Move;
      B.recordMovement(Now + Spent, Move, D.volume);
      Owned = D.newAllocation;
      ++R.moves;
    }
    R.balancerSeconds += Spent;
    R.interactions.push_back({Now + Spent, D.outcome, Owned});
    Hook = std::max<std::int64_t>(1, D.period.nextHook);
    ReportStart = Now + Spent;
    return Spent;
  }

private:
  static policy::BalancerSettings settings(const BlockNestConfig &C, int P) {
    policy::BalancerSettings S;
    S.enabled = C.balance;
    S.noiseGate = C.noiseGate;
    S.persistSeconds = C.persistence ? S.trial.windowSeconds : 0.0;
    S.distribution = policy::Distribution::Block;
    S.bytesPerIteration = C.bytesPerIteration;
    S.costModel = {C.network.fixedSeconds, C.network.perByteSeconds};
    S.period.quantumSeconds = C.quantumSeconds;
    S.period.interactSeconds = interactSeconds(C.network, P);
    return S;
  }

  const BlockNestConfig &C;
  int P;
  policy::Balancer B;
  std::vector<std::int64_t> Owned;
  std::vector<double> Compute;
  std::vector<std::int64_t> Done;
  std::int64_t Hook = 1, Phases = 0;
  double ReportStart = 0.0;
  /// A pipeline's reports on their way to rank 0: when the last is in.
  std::deque<std::pair<double, std::vector<policy::RankStatus>>> Pending;
};

BlockNestResult runBarrier(const BlockNestConfig &C,
                           const std::vector<SpeedTrace> &Speeds) {
  const int P = static_cast<int>(Speeds.size());
  Interactions Balance(C, P);
  BlockNestResult R;
  double Now = 0.0;
  for (std::int64_t Phase = 0; Phase < C.steps; ++Phase) {
    double End = Now;
    for (int I = 0; I < P; ++I) {
      const std::int64_t Owned = Balance.owned()[I];
      const double F = Speeds[I].finish(Now, Owned * C.iterationSeconds);
      Balance.computed(I, Owned, F - Now);
      End = std::max(End, F);
    }
    Now = End + barrierSeconds(C.network, P);
    if (Balance.phaseEnded() && Phase + 1 < C.steps)
      Now += Balance.interact(Now, R);
  }
  R.elapsedSeconds = Now;
  R.sequentialSeconds = C.steps * C.iterations * C.iterationSeconds;
  R.finalAllocation = Balance.owned();
  return R;
}

/// A balanced pipeline interacts after every nexthook blocks, when rank 0
/// finished the block, on the latest complete reports it has; every rank
/// starts its next block with the new boundaries once the instructions
/// and moved rows have arrived.
BlockNestResult runPipeline(const BlockNestConfig &C,
                            const std::vector<SpeedTrace> &Speeds) {
  if (C.blockSize < 1)
    throw std::invalid_argument("block size must be at least 1");
  const int P = static_cast<int>(Speeds.size());
  Interactions Balance(C, P);
  BlockNestResult R;
  // Free[i]: when rank i may start its next block (its previous block and
  // the send of its boundary are done).
  std::vector<double> Free(P, 0.0);
  double End = 0.0;
  for (std::int64_t First = 0; First < C.steps; First += C.blockSize) {
    const std::int64_t Columns = std::min(C.blockSize, C.steps - First);
    const double Bytes = Columns * C.boundaryBytes;
    double Arrival = 0.0;
    for (int I = 0; I < P; ++I) {
      const std::int64_t Owned = Balance.owned()[I];
      const double Start = std::max(Free[I], Arrival);
      const double F =
          Speeds[I].finish(Start, Owned * Columns * C.iterationSeconds);
      Balance.computed(I, Owned * Columns, F - Start);
      if (I + 1 < P) {
        Free[I] = F + C.network.sendSeconds(Bytes);
        Arrival = F + C.network.deliverySeconds(I, I + 1, Bytes);
      } else {
        Free[I] = F;
      }
      End = std::max(End, F);
    }
    if (Balance.phaseEnded() && First + C.blockSize < C.steps) {
      const double Now = Free[0];
      const double Ready =
          Now +
          Balance.interact(
              Now, R, Free[P - 1] + C.network.deliverySeconds(P - 1, 0, 64.0));
      for (double &F : Free)
        F = std::max(F, Ready);
    }
  }
  R.elapsedSeconds = End;
  R.sequentialSeconds = C.steps * C.iterations * C.iterationSeconds;
  R.finalAllocation = Balance.owned();
  return R;
}

} // namespace

std::vector<std::int64_t> equalBlocks(std::int64_t Iterations, int Ranks) {
  std::vector<std::int64_t> Blocks(Ranks, Iterations / Ranks);
  for (std::int64_t I = 0; I < Iterations % Ranks; ++I)
    ++Blocks[I];
  return Blocks;
}

std::vector<std::int64_t>
speedProportional(std::int64_t Iterations,
                  const std::vector<SpeedTrace> &Speeds) {
  std::vector<double> Rates;
  for (const SpeedTrace &S : Speeds)
    Rates.push_back(S.meanSpeed());
  return policy::allocateProportional(
             equalBlocks(Iterations, static_cast<int>(Speeds.size())), Rates)
      .iterations;
}

BlockNestResult runBlockNest(const BlockNestConfig &Config,
                             const std::vector<SpeedTrace> &Speeds) {
  if (Speeds.empty())
    throw std::invalid_argument("no ranks");
  if (Config.iterations < 0 || Config.steps < 0 ||
      !(Config.iterationSeconds >= 0.0))
    throw std::invalid_argument("negative iterations, steps or cost");
  checkAllocation(Config, Speeds.size());
  BlockNestResult R = Config.shape == BlockShape::Barrier
                          ? runBarrier(Config, Speeds)
                          : runPipeline(Config, Speeds);
  R.capacitySeconds = capacity(Speeds, R.elapsedSeconds);
  R.efficiency =
      R.capacitySeconds > 0.0 ? R.sequentialSeconds / R.capacitySeconds : 1.0;
  return R;
}

} // namespace autolb::sim
