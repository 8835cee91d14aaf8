//===- Gather.cpp - The run report from every rank ------------------------===//
//
// Part of autolb. See Gather.h.
//
//===----------------------------------------------------------------------===//

#include "summary/Gather.h"

#include "base/Fatal.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "policy/schedules/RankCountAdvice.h"
#include "startup/ProcessorMap.h"

#include <algorithm>
#include <sys/resource.h>
#include <vector>

namespace autolb::runtime {

double cpuSeconds() {
  rusage Usage;
  if (getrusage(RUSAGE_SELF, &Usage) != 0)
    return 0.0;
  return Usage.ru_utime.tv_sec + Usage.ru_utime.tv_usec * 1e-6 +
         Usage.ru_stime.tv_sec + Usage.ru_stime.tv_usec * 1e-6;
}

namespace report {

namespace {

/// Sums `Sums` and takes the maxima of `Maxima` over the ranks, in place,
/// on rank 0.
void reduceToRankZero(const Context &C, std::vector<double> &Sums,
                      std::vector<double> &Maxima) {
  std::vector<double> TotalSums(Sums.size()), TotalMaxima(Maxima.size());
  checkMPI(MPI_Reduce(Sums.data(), TotalSums.data(),
                      static_cast<int>(Sums.size()), MPI_DOUBLE, MPI_SUM, 0,
                      C.comm),
           "MPI_Reduce");
  checkMPI(MPI_Reduce(Maxima.data(), TotalMaxima.data(),
                      static_cast<int>(Maxima.size()), MPI_DOUBLE, MPI_MAX, 0,
                      C.comm),
           "MPI_Reduce");
  if (C.rank == 0) {
    Sums = TotalSums;
    Maxima = TotalMaxima;
  }
}

/// [C06] §6's number of ranks for the nest, from its measured executions;
/// none at one rank, where no message cost is measured.
std::optional<RankCountAdviceReport> adviceFor(const Context &C,
                                               const NestReport &N) {
  if (N.executions <= 0 || C.ranks < 2)
    return std::nullopt;
  const double Executions = static_cast<double>(N.executions);
  const policy::ExecutionModel Model =
      executionModel(C, N.computeSeconds / Executions, N.bytes / Executions);
  constexpr int MaxAdvisedRanks = 1 << 16;
  const policy::RankCountAdvice Advice =
      policy::adviseRankCount(Model, MaxAdvisedRanks);
  if (Advice.ranks == 0)
    return std::nullopt;
  RankCountAdviceReport A;
  A.ranks = Advice.ranks;
  A.predictedSeconds = Advice.seconds;
  A.predictedAtRunSeconds = policy::predictedExecutionSeconds(Model, C.ranks);
  A.computeSeconds = Model.computeSeconds;
  A.transferSeconds = Model.transferSeconds;
  // The predicted curve, so that other rank counts can be checked: 1 to 4
  // ranks, then powers of two.
  for (int X = 1;
       X <= std::max(2 * Advice.ranks, 2 * C.ranks) && X <= MaxAdvisedRanks;
       X = X < 4 ? X + 1 : 2 * X)
    A.curve.push_back({X, policy::predictedExecutionSeconds(Model, X)});
  return A;
}

/// The nest as rank 0 knows it, with its totals over the ranks.
NestReport nestOf(const Context &C, const alb_nest &N, double Compute,
                  double Bytes, double Wall) {
  NestReport R;
  R.location = N.location;
  R.schedule = N.schedule->summaryName();
  R.blockTied = N.schedule->blockTied();
  R.executions = N.executions;
  R.wallSeconds = Wall;
  R.computeSeconds = Compute;
  R.bytes = Bytes;
  for (const auto &S : N.schedules)
    if (S)
      S->describe(C, N, R);
  R.advice = adviceFor(C, R);
  if (!R.blockTied)
    return R;
  const NestBalancer &NB = N.balancer;
  R.interactions = N.points;
  for (const auto &[Outcome, Count] : NB.outcomes)
    R.outcomes.push_back({Outcome, Count});
  R.iterationsMoved = N.iterationsMoved;
  R.moves = NB.moves;
  R.balancerSeconds = NB.balancerSeconds;
  return R;
}

StartupReport startupOf(const StartupMeasurements &M) {
  StartupReport S;
  S.seconds = M.elapsedSeconds;
  S.fixedSeconds = M.fixedSeconds;
  S.perByteSeconds = M.perByteSeconds;
  S.messageBytes = M.messageBytes;
  S.interactSeconds = M.interactSeconds;
  S.secondsPerOp = M.secondsPerOp;
  S.quantumSeconds = M.quantum.seconds;
  S.quantumSource = M.quantum.source;
  return S;
}

OptionsReport optionsOf(const policy::Options &O) {
  OptionsReport R;
  R.balance = O.balance;
  R.synchronous = O.synchronous;
  R.filter = O.filter;
  R.noiseGate = O.filter && O.noiseGate;
  R.persistence = O.persistence;
  R.coupling = O.coupling;
  R.profitability = O.profitability;
  R.replication = O.replicate && !O.stress;
  R.stdoutBlocks = O.stdoutBlocks;
  R.stress = O.stress;
  R.threshold = O.threshold;
  R.addedLatencySeconds = O.addedLatencySeconds;
  R.processorMap = O.processorMapPath;
  return R;
}

} // namespace

RunReport gatherRunReport(Context &C) {
  const RunStatistics &S = C.stats;
  RunReport R;
  R.ranks = C.ranks;
  R.elapsedSeconds = C.now();
  // Every rank has the same nests (alb_nest_begin is collective): per nest
  // compute and bytes summed, wall time the longest.
  std::vector<double> Sums = {S.computeSeconds, S.pipeWaitSeconds,
                              static_cast<double>(S.bytesMoved),
                              static_cast<double>(S.bytesFetched)};
  std::vector<double> Maxima = {S.movementSeconds, S.fetchSeconds,
                                static_cast<double>(S.termBytesReceived),
                                static_cast<double>(S.termsRecorded),
                                S.termFoldSeconds};
  const std::size_t FirstNestSum = Sums.size(),
                    FirstNestMaximum = Maxima.size();
  for (const auto &N : C.nests) {
    Sums.push_back(N->totals.computeSeconds);
    Sums.push_back(N->totals.bytes);
    Maxima.push_back(N->totals.wallSeconds);
  }
  reduceToRankZero(C, Sums, Maxima);
  R.waitingRanks = C.waitingRanks;
  R.minorNests = C.minorNests;
  R.aloneSinceSeconds = C.aloneSince;
  const Context::AloneTrial &Trial = C.aloneTrial;
  using TrialPhase = Context::AloneTrial::Phase;
  std::string TrialOutcome = Trial.outcome;
  if (Trial.phase == TrialPhase::Running)
    TrialOutcome = "not decided: the program ended in the trial";
  else if (Trial.phase == TrialPhase::Armed)
    TrialOutcome = "not run: the program ended before the stretch alone";
  else if (Trial.phase != TrialPhase::Decided)
    TrialOutcome = "not tried: no period of executions repeated";
  for (const auto &N : C.nests)
    if (Trial.phase == TrialPhase::Watching && !N->replicable) {
      TrialOutcome = "not tried: the nest at " + N->location +
                     " does not run replicated (a pipeline, an array "
                     "reduction or private arrays)";
      break;
    }
  R.aloneTrial = {TrialOutcome, Trial.period, Trial.periods, Trial.pairs,
                  Trial.wentAlone};
  R.startup = startupOf(C.startup);
  R.options = optionsOf(C.options);
  for (std::size_t I = 0; I < C.nests.size(); ++I)
    R.nests.push_back(nestOf(C, *C.nests[I], Sums[FirstNestSum + 2 * I],
                             Sums[FirstNestSum + 2 * I + 1],
                             Maxima[FirstNestMaximum + I]));
  TotalsReport &T = R.totals;
  T.interactions = S.interactions;
  T.moves = S.moves;
  T.computeSeconds = Sums[0];
  T.pipeWaitSeconds = Sums[1];
  T.bytesMoved = Sums[2];
  T.bytesFetched = Sums[3];
  T.movementSeconds = Maxima[0];
  T.fetchSeconds = Maxima[1];
  T.processorMapChanges = C.mapChanges;
  T.processorMap = processorMapText(C.available);
  T.reproducibleReductions = static_cast<std::int64_t>(C.termLists.size());
  T.termFolds = S.termFolds;
  T.termBytesReceived = static_cast<std::int64_t>(Maxima[2]);
  T.termsRecorded = static_cast<std::int64_t>(Maxima[3]);
  T.termFoldSeconds = Maxima[4];
  R.master.cpuSeconds = cpuSeconds() - C.startCpuSeconds;
  R.master.balancerSeconds = S.balancerSeconds;
  R.master.decisionCpuSeconds = S.decisionCpuSeconds;
  R.master.decisions = S.decisions;
  return R;
}

} // namespace report
} // namespace autolb::runtime
