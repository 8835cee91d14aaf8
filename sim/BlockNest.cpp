//===- BlockNest.cpp - Block-tied nests: barrier phases and pipelines -----===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "BlockNest.h"

#include "policy/Allocation.h"

#include <algorithm>
#include <cmath>
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

BlockNestResult runBarrier(const BlockNestConfig &C,
                           const std::vector<SpeedTrace> &Speeds) {
  const int P = static_cast<int>(Speeds.size());
  std::vector<std::int64_t> Owned =
      C.allocation.empty() ? equalBlocks(C.iterations, P) : C.allocation;
  policy::BalancerSettings Settings;
  Settings.enabled = C.balance;
  Settings.distribution = policy::Distribution::Block;
  Settings.bytesPerIteration = C.bytesPerIteration;
  Settings.costModel = {C.network.fixedSeconds, C.network.perByteSeconds};
  Settings.period.quantumSeconds = C.quantumSeconds;
  Settings.period.interactSeconds = interactSeconds(C.network, P);
  policy::Balancer B(P, Settings);

  BlockNestResult R;
  std::vector<double> Compute(P, 0.0);
  std::vector<std::int64_t> Done(P, 0);
  std::int64_t Hook = 1, PhasesSince = 0;
  double Now = 0.0, ReportStart = 0.0;
  for (std::int64_t Phase = 0; Phase < C.steps; ++Phase) {
    double End = Now;
    for (int I = 0; I < P; ++I) {
      const double F = Speeds[I].finish(Now, Owned[I] * C.iterationSeconds);
      Compute[I] += F - Now;
      Done[I] += Owned[I];
      End = std::max(End, F);
    }
    Now = End + barrierSeconds(C.network, P);
    ++PhasesSince;
    if (!C.balance || PhasesSince < Hook || Phase + 1 == C.steps)
      continue;
    std::vector<policy::RankStatus> Statuses(P);
    for (int I = 0; I < P; ++I) {
      policy::RankStatus &S = Statuses[I];
      S.owned = Owned[I];
      S.done = Done[I];
      S.computeSeconds = Compute[I];
      S.phases = PhasesSince;
      S.measuredSeconds = Now - ReportStart;
      S.waitSeconds = std::max(0.0, S.measuredSeconds - Compute[I]);
    }
    B.observePeriod(Now - ReportStart, PhasesSince);
    const double Interact = interactSeconds(C.network, P);
    Now += Interact;
    R.balancerSeconds += Interact;
    const policy::Decision D = B.decide(Statuses, Now);
    if (D.outcome == policy::DecisionOutcome::Moved) {
      const double Move = D.volume.criticalMessages * C.network.fixedSeconds +
                          D.volume.criticalBytes * C.network.perByteSeconds +
                          2.0 * C.network.hopSeconds;
      Now += Move;
      R.balancerSeconds += Move;
      B.recordMovement(Now, Move, D.volume);
      Owned = D.newAllocation;
      ++R.moves;
    }
    R.interactions.push_back({Now, D.outcome, Owned});
    Hook = std::max<std::int64_t>(1, D.period.nextHook);
    std::fill(Compute.begin(), Compute.end(), 0.0);
    std::fill(Done.begin(), Done.end(), 0);
    PhasesSince = 0;
    ReportStart = Now;
  }
  R.elapsedSeconds = Now;
  R.sequentialSeconds = C.steps * C.iterations * C.iterationSeconds;
  R.finalAllocation = Owned;
  return R;
}

BlockNestResult runPipeline(const BlockNestConfig &C,
                            const std::vector<SpeedTrace> &Speeds) {
  if (C.balance)
    throw std::invalid_argument("balancing is simulated for barrier nests "
                                "only");
  if (C.blockSize < 1)
    throw std::invalid_argument("block size must be at least 1");
  const int P = static_cast<int>(Speeds.size());
  const std::vector<std::int64_t> Owned =
      C.allocation.empty() ? equalBlocks(C.iterations, P) : C.allocation;
  // Free[i]: when rank i may start its next block (its previous block and
  // the send of its boundary are done).
  std::vector<double> Free(P, 0.0);
  double End = 0.0;
  for (std::int64_t First = 0; First < C.steps; First += C.blockSize) {
    const std::int64_t Columns = std::min(C.blockSize, C.steps - First);
    const double Bytes = Columns * C.boundaryBytes;
    double Arrival = 0.0;
    for (int I = 0; I < P; ++I) {
      const double Start = std::max(Free[I], Arrival);
      const double F =
          Speeds[I].finish(Start, Owned[I] * Columns * C.iterationSeconds);
      if (I + 1 < P) {
        Free[I] = F + C.network.sendSeconds(Bytes);
        Arrival = F + C.network.deliverySeconds(I, I + 1, Bytes);
      } else {
        Free[I] = F;
      }
      End = std::max(End, F);
    }
  }
  BlockNestResult R;
  R.elapsedSeconds = End;
  R.sequentialSeconds = C.steps * C.iterations * C.iterationSeconds;
  R.finalAllocation = Owned;
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
