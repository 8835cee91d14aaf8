//===- Interaction.cpp - The protocol between ranks and balancer ----------===//
//
// Part of autolb. See Interaction.h.
//
//===----------------------------------------------------------------------===//

#include "balance/Interaction.h"

#include "base/CpuClock.h"
#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "policy/balance/Period.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

namespace autolb::runtime {

namespace {

/// What a rank reports at an interaction (sent as raw bytes: every rank
/// runs the same binary).
struct StatusMessage {
  std::int64_t done = 0;
  std::int64_t phases = 0;
  double computeSeconds = 0.0;
  /// Smallest local t_iteration of the period (pipelines), 0 if none.
  double iterationSeconds = 0.0;
  /// Wall time of the last movement on this rank, 0 if none since.
  double moveSeconds = 0.0;
  /// Wall time since the previous report (the measurement period).
  double measuredSeconds = 0.0;
  /// Part of it spent waiting for other ranks (Context::waitSeconds).
  double waitSeconds = 0.0;
  /// Pipelines: the longest block since the previous report.
  double longestOffSeconds = 0.0;
};

/// Outcome code for "no statuses yet" (the first pipelined point).
constexpr std::int64_t NoReportYet = -1;

/// The broadcast decision.
struct Instructions {
  std::int64_t nextHook = 1;
  std::int64_t outcome = NoReportYet;
  std::int64_t forced = 0;
  std::int64_t stress = 0;
  std::int64_t undo = 0;
  std::int64_t stall = 0;
  /// policy::TrialVerdict of the trial that ended here (the trace's).
  std::int64_t verdict = 0;
  double periodSeconds = 0.0;
  double iterationSeconds = 0.0;
  std::vector<std::int64_t> allocation;
  std::vector<std::int64_t> available;
  std::vector<double> rawRates, filteredRates, history, bands;
};

template <typename T> struct IsPerRank : std::false_type {};
template <typename T> struct IsPerRank<std::vector<T>> : std::true_type {};

/// The one list of the message's fields, in their order on the wire: the
/// fixed ones, then the per-rank vectors (Ranks values each).
template <typename InstructionsT, typename Visitor>
void forEachField(InstructionsT &I, Visitor &&Visit) {
  Visit(I.nextHook);
  Visit(I.outcome);
  Visit(I.forced);
  Visit(I.stress);
  Visit(I.undo);
  Visit(I.stall);
  Visit(I.verdict);
  Visit(I.periodSeconds);
  Visit(I.iterationSeconds);
  Visit(I.allocation);
  Visit(I.available);
  Visit(I.rawRates);
  Visit(I.filteredRates);
  Visit(I.history);
  Visit(I.bands);
}

// Fixed layout for a given P: every rank knows the size.
std::size_t instructionBytes(int Ranks) {
  std::size_t Bytes = 0;
  Instructions Layout;
  forEachField(Layout, [&](const auto &Field) {
    using T = std::decay_t<decltype(Field)>;
    if constexpr (IsPerRank<T>::value)
      Bytes += Ranks * sizeof(typename T::value_type);
    else
      Bytes += sizeof(T);
  });
  return Bytes;
}

void serialize(const Instructions &I, std::vector<char> &Buffer) {
  char *Out = Buffer.data();
  forEachField(I, [&](const auto &Field) {
    using T = std::decay_t<decltype(Field)>;
    if constexpr (IsPerRank<T>::value) {
      for (const auto &Value : Field) {
        std::memcpy(Out, &Value, sizeof(Value));
        Out += sizeof(Value);
      }
    } else {
      std::memcpy(Out, &Field, sizeof(T));
      Out += sizeof(T);
    }
  });
}

Instructions deserialize(const std::vector<char> &Buffer, int Ranks) {
  Instructions I;
  const char *In = Buffer.data();
  forEachField(I, [&](auto &Field) {
    using T = std::decay_t<decltype(Field)>;
    if constexpr (IsPerRank<T>::value) {
      Field.resize(Ranks);
      for (auto &Value : Field) {
        std::memcpy(&Value, In, sizeof(Value));
        In += sizeof(Value);
      }
    } else {
      std::memcpy(&Field, In, sizeof(T));
      In += sizeof(T);
    }
  });
  return I;
}

policy::BalancerSettings settingsFor(const Context &C, const alb_nest &N) {
  policy::BalancerSettings S;
  S.enabled = C.options.balance;
  S.filter = C.options.filter;
  S.noiseGate = C.options.noiseGate;
  S.coupled =
      C.options.coupling &&
      std::any_of(N.arrays.begin(), N.arrays.end(),
                  [](const NestArray &A) { return A.below || A.above; });
  S.moveFeedback = C.options.moveFeedback;
  S.trial.enabled = C.options.moveTrial;
  S.persistSeconds = C.options.persistence ? S.trial.windowSeconds : 0.0;
  S.threshold.threshold = C.options.threshold;
  S.profitability.enabled = C.options.profitability;
  S.distribution = policy::Distribution::Block;
  S.minimumPerWorkingRank = std::max(N.maxPipeRows, 1);
  S.bytesPerIteration = N.bytesPerIteration;
  S.costModel.perMessageSeconds = C.startup.fixedSeconds;
  S.costModel.perByteSeconds = C.startup.perByteSeconds;
  S.period.interactSeconds = C.startup.interactSeconds;
  S.period.interactFraction = C.options.interactFraction;
  S.period.quantumSeconds = C.startup.quantum.seconds;
  S.period.quantumScale = C.options.quantumScale;
  S.period.overrideSeconds = C.options.periodSeconds;
  S.stress = C.options.stress;
  S.stressSeed = C.options.stressSeed + static_cast<std::uint64_t>(N.id);
  return S;
}

StatusMessage statusOf(const Context &C, const alb_nest &N) {
  StatusMessage S;
  S.done = N.done;
  S.phases = std::max<std::int64_t>(N.hook.count, 1);
  S.measuredSeconds = MPI_Wtime() - N.periodWallStart;
  S.waitSeconds =
      std::clamp(C.waitSeconds - N.periodWaitStart, 0.0, S.measuredSeconds);
  // Rates from CPU speed times CPU share (see CpuClock.h).
  S.computeSeconds =
      effectiveComputeSeconds(N.computeSeconds, N.computeCpu, S.measuredSeconds,
                              threadCpuSeconds() - N.periodCpuStart);
  S.iterationSeconds = N.iterationMin;
  S.moveSeconds = N.lastMoveSeconds;
  S.longestOffSeconds = N.longestOffSeconds;
  return S;
}

// Rank 0: the decision on the statuses of one point.
Instructions decide(Context &C, alb_nest &N,
                    const std::vector<StatusMessage> &Statuses, bool Have) {
  NestBalancer &NB = N.balancer;
  if (!NB.balancer)
    NB.balancer =
        std::make_unique<policy::Balancer>(C.ranks, settingsFor(C, N));
  Instructions I;
  I.allocation = N.allocation;
  std::vector<bool> Map =
      C.options.balance ? C.pollProcessorMap() : C.available;
  I.available.assign(Map.begin(), Map.end());
  I.rawRates.assign(C.ranks, 0.0);
  I.filteredRates.assign(C.ranks, 0.0);
  I.history.assign(C.ranks, 0.0);
  I.bands.assign(C.ranks, 0.0);
  const double Now = C.now();
  if (!Have) {
    NB.outcomes["no-report-yet"]++;
    NB.lastPointTime = Now;
    return I;
  }
  // The last movement's measured cost calibrates the model.
  double MoveSeconds = 0.0;
  for (const StatusMessage &S : Statuses)
    MoveSeconds = std::max(MoveSeconds, S.moveSeconds);
  if (MoveSeconds > 0.0) {
    NB.balancer->recordMovement(Now, MoveSeconds, NB.lastVolume);
    if (!NB.moves.empty() && NB.moves.back().measuredCostSeconds == 0.0)
      NB.moves.back().measuredCostSeconds = MoveSeconds;
  }

  std::vector<policy::RankStatus> Ranks(C.ranks);
  for (int R = 0; R < C.ranks; ++R) {
    // The current allocation, not the reported one: in pipelined mode a
    // movement may have happened since the report.
    Ranks[R].owned = N.allocation[R];
    Ranks[R].done = Statuses[R].done;
    Ranks[R].computeSeconds = Statuses[R].computeSeconds;
    Ranks[R].phases = Statuses[R].phases;
    Ranks[R].available = Map[R];
    Ranks[R].measuredSeconds = Statuses[R].measuredSeconds;
    Ranks[R].waitSeconds = Statuses[R].waitSeconds;
    Ranks[R].longestOffSeconds = Statuses[R].longestOffSeconds;
    if (N.allocation[R] > 0)
      I.iterationSeconds =
          std::max(I.iterationSeconds, Statuses[R].iterationSeconds);
  }
  // Wall time per phase on rank 0 over the last period: the program's
  // pace, which judges the last move (policy/balance/MoveTrial.h). The policy
  // derives period_compute from compute time, which excludes waiting for
  // neighbours; but the period is wall-clock time (quanta, interaction
  // overhead), and in a pipeline or halo exchange the waits are a large
  // part of it, so nexthook is converted with the wall time.
  const std::int64_t Phases = std::max<std::int64_t>(N.hook.count, 1);
  const double PhaseSeconds =
      (Now - NB.lastPointTime) / static_cast<double>(Phases);
  if (!N.schedule->settled())
    NB.balancer->restartTrial();
  NB.balancer->observePeriod(Now - NB.lastPointTime, Phases);
  NB.lastPointTime = Now;
  policy::Decision D = NB.balancer->decide(Ranks, Now);
  const policy::TrialVerdict Verdict = D.trialVerdict;
  if (Verdict != policy::TrialVerdict::None && !NB.moves.empty()) {
    NB.moves.back().realizedReduction = NB.balancer->trial().lastRealized();
    NB.moves.back().verdict = policy::trialVerdictName(Verdict);
  }
  D.period.computeSeconds = PhaseSeconds;
  D.period.nextHook =
      policy::hooksForPeriod(D.period.targetSeconds, PhaseSeconds);
  I.nextHook = std::max<std::int64_t>(D.period.nextHook, 1);
  I.outcome = static_cast<std::int64_t>(D.outcome);
  I.forced = D.forcedByProcessorMap;
  I.stress = D.stress;
  I.undo = D.undo;
  I.stall = D.stallAttributed;
  I.verdict = static_cast<std::int64_t>(Verdict);
  I.periodSeconds = D.period.targetSeconds;
  I.rawRates = D.rawRates;
  I.filteredRates = D.filteredRates;
  I.history = D.history;
  I.bands = D.bands;
  NB.lastPeriod = D.period;
  NB.lastBands = D.bands;
  NB.measurementScale = D.measurementScale;
  if (D.coupledGain > 0.0) {
    NB.coupledLoad = D.coupledLoad;
    NB.coupledGain = D.coupledGain;
  }
  NB.largestMeasurementScale =
      std::max(NB.largestMeasurementScale, D.measurementScale);
  NB.stallThresholdSeconds = D.stallThresholdSeconds;
  for (int R = 0; R < C.ranks; ++R)
    if (D.stalled[R])
      ++NB.stalledReports[R];
  NB.outcomes[policy::decisionOutcomeName(D.outcome)]++;
  if (D.outcome == policy::DecisionOutcome::Moved) {
    I.allocation = D.newAllocation;
    NB.lastVolume = D.volume;
    report::MoveReport M;
    M.atSeconds = Now;
    M.iterations = D.volume.iterations;
    M.cause = D.forcedByProcessorMap ? "processor-map"
              : D.stress             ? "stress"
              : D.undo               ? "undo"
                                     : "rates";
    // Only the balancer's own moves are judged by a trial.
    M.verdict = M.cause == "rates" ? "not-judged" : "not-on-trial";
    M.step = D.step;
    M.predictedReduction = D.predictedReduction();
    M.predictedBenefitSeconds = D.profitability.benefitSeconds;
    M.predictedCostSeconds = D.profitability.costSeconds;
    NB.moves.push_back(M);
  }
  return I;
}

std::string reasonOf(const Instructions &I) {
  if (I.outcome == NoReportYet)
    return "no-report-yet";
  std::string Reason = policy::decisionOutcomeName(
      static_cast<policy::DecisionOutcome>(I.outcome));
  if (I.forced)
    Reason += "+map";
  if (I.stress)
    Reason += "+stress";
  if (I.undo)
    Reason += "+undo";
  // Moved (or not) on the rate of a rank named stalled
  // (policy/balance/Stall.h).
  if (I.stall)
    Reason += "+stall";
  return Reason;
}

/// Clocks at the start of an interaction: the next report's period begins
/// there, so that a rank stopped inside the interaction (waiting for the
/// broadcast) has that time in some report (policy/balance/Stall.h).
struct PeriodStart {
  double wall = 0.0, cpu = 0.0, wait = 0.0;
};

void apply(Context &C, alb_nest &N, const Instructions &I,
           const PeriodStart &Start) {
  const std::int64_t Before = N.allocation[C.rank];
  if (I.allocation != N.allocation) {
    std::int64_t Moved = 0;
    for (int R = 0; R < C.ranks; ++R)
      Moved += std::llabs(I.allocation[R] - N.allocation[R]);
    N.iterationsMoved += Moved / 2;
    N.allocation = I.allocation;
    N.movePending = true;
    ++N.moves;
    ++C.stats.moves;
  }
  std::vector<bool> Map(I.available.begin(), I.available.end());
  if (Map != C.available) {
    C.available = Map;
    ++C.mapChanges;
  }
  if (I.iterationSeconds > 0.0)
    recordIterationEstimate(N, I.iterationSeconds);
  N.hook.count = 0;
  N.hook.next = I.nextHook;
  if (C.trace.enabled()) {
    TraceLine L;
    L.time = C.now();
    L.nest = N.location;
    L.rawRate = I.rawRates[C.rank];
    L.filteredRate = I.filteredRates[C.rank];
    L.history = I.history[C.rank];
    L.band = I.bands[C.rank];
    L.owned = N.allocation[C.rank];
    L.moved = N.allocation[C.rank] - Before;
    L.periodSeconds = I.periodSeconds;
    L.nextHook = I.nextHook;
    N.schedule->addTraceColumns(N, L);
    L.reason = reasonOf(I);
    L.verdict =
        policy::trialVerdictName(static_cast<policy::TrialVerdict>(I.verdict));
    C.trace.write(L);
  }
  N.done = 0;
  N.computeSeconds = 0.0;
  N.computeCpu = 0.0;
  N.periodWallStart = Start.wall;
  N.periodCpuStart = Start.cpu;
  N.periodWaitStart = Start.wait;
  N.iterationMin = 0.0;
  N.lastMoveSeconds = 0.0;
  N.longestOffSeconds = 0.0;
  ++N.points;
  ++C.stats.interactions;
}

bool synchronous(const Context &C) {
  return C.options.synchronous || C.ranks == 1;
}

} // namespace

void fireHook(Context &C, alb_nest &N) {
  if (!N.schedule->blockTied()) {
    N.hook.count = 0;
    N.hook.next = policy::MaxNextHook;
    return;
  }
  if (N.active)
    fatal("load-balancing hook of nest at " + N.location +
          " fired inside an execution");
  const double Start = MPI_Wtime();
  const PeriodStart Next{Start, threadCpuSeconds(), C.waitSeconds};
  const StatusMessage Mine = statusOf(C, N);
  const int Tag = statusTag(N.id);
  std::vector<StatusMessage> Statuses(C.ranks);
  bool Have = false;
  if (synchronous(C)) {
    WaitClock Waiting(C);
    checkMPI(MPI_Gather(&Mine, sizeof Mine, MPI_BYTE, Statuses.data(),
                        sizeof Mine, MPI_BYTE, 0, C.comm),
             "MPI_Gather");
    Have = true;
  } else if (C.rank != 0) {
    {
      WaitClock Waiting(C);
      checkMPI(MPI_Wait(&N.statusRequest, MPI_STATUS_IGNORE), "MPI_Wait");
    }
    N.statusBuffer.resize(sizeof Mine);
    std::memcpy(N.statusBuffer.data(), &Mine, sizeof Mine);
    checkMPI(MPI_Isend(N.statusBuffer.data(), sizeof Mine, MPI_BYTE, 0, Tag,
                       C.comm, &N.statusRequest),
             "MPI_Isend");
  } else {
    // Statuses of the previous point: sent long ago, so this does not wait.
    if (N.points > 0) {
      std::memcpy(&Statuses[0], N.statusBuffer.data(), sizeof Mine);
      WaitClock Waiting(C);
      for (int R = 1; R < C.ranks; ++R)
        checkMPI(MPI_Recv(&Statuses[R], sizeof Mine, MPI_BYTE, R, Tag, C.comm,
                          MPI_STATUS_IGNORE),
                 "MPI_Recv");
      Have = true;
    }
    N.statusBuffer.resize(sizeof Mine);
    std::memcpy(N.statusBuffer.data(), &Mine, sizeof Mine);
  }
  std::vector<char> Buffer(instructionBytes(C.ranks));
  if (C.rank == 0) {
    // The master's cost ([S97] Fig. 20): rank 0's CPU time deciding, apart
    // from the waits around it.
    const double DecisionCpu = threadCpuSeconds();
    serialize(decide(C, N, Statuses, Have), Buffer);
    C.stats.decisionCpuSeconds += threadCpuSeconds() - DecisionCpu;
    ++C.stats.decisions;
  }
  if (C.ranks > 1) {
    WaitClock Waiting(C);
    checkMPI(MPI_Bcast(Buffer.data(), static_cast<int>(Buffer.size()), MPI_BYTE,
                       0, C.comm),
             "MPI_Bcast");
  }
  apply(C, N, deserialize(Buffer, C.ranks), Next);
  const double Spent = MPI_Wtime() - Start;
  C.stats.balancerSeconds += Spent;
  if (C.rank == 0)
    N.balancer.balancerSeconds += Spent;
}

void drainStatuses(Context &C, alb_nest &N) {
  if (!N.schedule->blockTied() || synchronous(C) || N.points == 0)
    return;
  if (C.rank != 0) {
    checkMPI(MPI_Wait(&N.statusRequest, MPI_STATUS_IGNORE), "MPI_Wait");
    return;
  }
  StatusMessage Unused;
  for (int R = 1; R < C.ranks; ++R)
    checkMPI(MPI_Recv(&Unused, sizeof Unused, MPI_BYTE, R, statusTag(N.id),
                      C.comm, MPI_STATUS_IGNORE),
             "MPI_Recv");
}

} // namespace autolb::runtime
