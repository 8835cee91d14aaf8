//===- Summary.cpp - What the run-time measured and decided ---------------===//
//
// Part of autolb. See Summary.h.
//
//===----------------------------------------------------------------------===//

#include "Summary.h"

#include "Fatal.h"
#include "Nest.h"
#include "ProcessorMap.h"
#include "Schedule.h"
#include "policy/Coupling.h"
#include "policy/Period.h"
#include "policy/RankCountAdvice.h"

#include <cmath>
#include <cstdio>
#include <string>
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

namespace {

/// A nest's totals over all ranks: compute and bytes summed, wall time the
/// longest.
struct NestTotals {
  double computeSeconds = 0.0;
  double bytes = 0.0;
  double wallSeconds = 0.0;
};

/// Collective: every rank has the same nests (alb_nest_begin is).
std::vector<NestTotals> gatherNestTotals(const Context &C) {
  std::vector<double> Sums, Longest;
  for (const auto &N : C.nests) {
    Sums.push_back(N->totals.computeSeconds);
    Sums.push_back(N->totals.bytes);
    Longest.push_back(N->totals.wallSeconds);
  }
  std::vector<double> TotalSums(Sums.size()), TotalLongest(Longest.size());
  checkMPI(MPI_Reduce(Sums.data(), TotalSums.data(),
                      static_cast<int>(Sums.size()), MPI_DOUBLE, MPI_SUM, 0,
                      C.comm),
           "MPI_Reduce");
  checkMPI(MPI_Reduce(Longest.data(), TotalLongest.data(),
                      static_cast<int>(Longest.size()), MPI_DOUBLE, MPI_MAX, 0,
                      C.comm),
           "MPI_Reduce");
  std::vector<NestTotals> Totals(C.nests.size());
  for (std::size_t I = 0; I < Totals.size(); ++I)
    Totals[I] = {TotalSums[2 * I], TotalSums[2 * I + 1], TotalLongest[I]};
  return Totals;
}

/// [C06] §6's number of ranks for the nest, from its measured executions;
/// none at one rank, where no message cost is measured: only the measured
/// time there, to check other runs' predictions against.
void printRankCountAdvice(const Context &C, const alb_nest &N,
                          const NestTotals &T) {
  if (N.executions <= 0)
    return;
  const double Executions = static_cast<double>(N.executions);
  if (C.ranks < 2) {
    std::fprintf(stderr,
                 "autolb:     rank-count advice: none at one rank (no message "
                 "cost measured); measured %.3g ms per execution\n",
                 T.wallSeconds / Executions * 1e3);
    return;
  }
  const policy::ExecutionModel Model =
      executionModel(C, T.computeSeconds / Executions, T.bytes / Executions);
  constexpr int MaxAdvisedRanks = 1 << 16;
  const policy::RankCountAdvice Advice =
      policy::adviseRankCount(Model, MaxAdvisedRanks);
  if (Advice.ranks == 0)
    return;
  std::fprintf(
      stderr,
      "autolb:     rank-count advice: %d rank%s (lowest x Tt(x)^2 / Tc, "
      "predicted %.3g ms per execution; at %d ranks predicted %.3g ms, "
      "measured %.3g ms) from Tc %.3g ms and k V %.3g ms per execution, "
      "mo = t_interact, lm = t_fixed\n",
      Advice.ranks, Advice.ranks == 1 ? "" : "s", Advice.seconds * 1e3, C.ranks,
      policy::predictedExecutionSeconds(Model, C.ranks) * 1e3,
      T.wallSeconds / Executions * 1e3, Model.computeSeconds * 1e3,
      Model.transferSeconds * 1e3);
  // The predicted curve, so that other rank counts can be checked: 1 to 4
  // ranks, then powers of two.
  std::string Curve;
  for (int X = 1;
       X <= std::max(2 * Advice.ranks, 2 * C.ranks) && X <= MaxAdvisedRanks;
       X = X < 4 ? X + 1 : 2 * X) {
    char Point[64];
    std::snprintf(Point, sizeof Point, "%s%d: %.3g", Curve.empty() ? "" : ", ",
                  X, policy::predictedExecutionSeconds(Model, X) * 1e3);
    Curve += Point;
  }
  std::fprintf(stderr,
               "autolb:       predicted ms per execution by ranks: %s\n",
               Curve.c_str());
}

void printNest(const Context &C, const alb_nest &N, const NestTotals &T) {
  std::fprintf(stderr, "autolb:   nest %s: %s, %lld executions\n",
               N.location.c_str(), N.schedule->summaryName(),
               static_cast<long long>(N.executions));
  for (const auto &S : N.schedules)
    if (S)
      S->printSummary(C, N);
  printRankCountAdvice(C, N, T);
  if (!N.schedule->blockTied())
    return;
  const NestBalancer &NB = N.balancer;
  const policy::PeriodChoice &P = NB.lastPeriod;
  std::fprintf(
      stderr,
      "autolb:     period %.3g ms bound by %s (interact %.3g, "
      "movement %.3g, scheduling %.3g ms), wall time per phase %.3g ms, "
      "nexthook %lld\n",
      P.targetSeconds * 1e3, policy::periodBoundName(P.boundBy),
      P.interactPeriod * 1e3, P.movementPeriod * 1e3, P.schedulingPeriod * 1e3,
      P.computeSeconds * 1e3, static_cast<long long>(N.hook.next));
  std::string Outcomes;
  for (const auto &[Name, Count] : NB.outcomes)
    Outcomes +=
        (Outcomes.empty() ? "" : ", ") + Name + " " + std::to_string(Count);
  std::fprintf(stderr,
               "autolb:     %lld interactions (%s); %lld moves, %lld "
               "iterations moved; balancer %.3g ms\n",
               static_cast<long long>(N.points), Outcomes.c_str(),
               static_cast<long long>(N.moves),
               static_cast<long long>(N.iterationsMoved),
               NB.balancerSeconds * 1e3);
  if (!NB.lastBands.empty()) {
    std::string Bands;
    for (double Band : NB.lastBands)
      Bands += (Bands.empty() ? "" : " ") +
               std::to_string(static_cast<int>(std::lround(Band * 100))) + "%";
    std::fprintf(stderr,
                 "autolb:     rate filter noise band per rank at the end: %s "
                 "(2%% at least, twice the rank's measured jitter); "
                 "scheduling bound x%g for noisy rates at the end, x%g at "
                 "most (a band over 50%% doubles it, all under 20%% halve "
                 "it)\n",
                 Bands.c_str(), NB.measurementScale,
                 NB.largestMeasurementScale);
  }
  if (NB.coupledGain > 0.0)
    std::fprintf(stderr,
                 "autolb:     coupled nest under an on/off load (last "
                 "evaluated): q %.3g, x = q T_q / T_1 = %.3g with T_q %g ms, "
                 "best share of the slowest rank %.3g, a move gains at most "
                 "%.3gx (moves only when 1 - 1/gain reaches tfract; "
                 "policy/Coupling.h)\n",
                 NB.coupledLoad.share, NB.coupledLoad.x,
                 NB.coupledLoad.periodSeconds * 1e3,
                 policy::bestCoupledShare(NB.coupledLoad), NB.coupledGain);
  if (NB.balancer) {
    // Stall detection (policy/Stall.h): its parameters and what it saw.
    const policy::StallSettings &S = NB.balancer->settings().stall;
    std::string Named;
    for (const auto &[Rank, Count] : NB.stalledReports)
      Named += (Named.empty() ? "" : ", ") + std::string("rank ") +
               std::to_string(Rank) + " x" + std::to_string(Count);
    std::fprintf(stderr,
                 "autolb:     stalls: a report over %.3g x max(typical "
                 "report %.3g ms, period) and at least %.3g ms covers one "
                 "(threshold %.3g ms at the end); named stalled: %s\n",
                 S.factor, NB.balancer->typicalReportSeconds() * 1e3,
                 S.minimumSeconds * 1e3, NB.stallThresholdSeconds * 1e3,
                 Named.empty() ? "none" : Named.c_str());
  }
  if (NB.balancer && NB.balancer->settings().enabled) {
    const policy::MoveTrial &T = NB.balancer->trial();
    const policy::MoveTrialSettings &TS = T.settings();
    std::fprintf(stderr,
                 "autolb:     move trials (pace = wall time per phase on "
                 "rank 0 over at least %.3g s and %d periods, before against "
                 "after each move): %d paid, %d even, %d lost (below "
                 "-%.3g, or +%.3g in a direction that lost before)%s; %zu "
                 "directions with shorter steps at the end, the smallest "
                 "%.3g (halved per loss, doubled per gain, moves stop below "
                 "%.3g)\n",
                 TS.windowSeconds, TS.periods, T.paid(), T.even(), T.lost(),
                 TS.lossMargin, TS.lossMargin,
                 TS.enabled ? ", each undone" : " (ALB_MOVE_TRIAL=0: kept)",
                 T.lessons(), T.smallestStep(), TS.minimumStep);
    const policy::MoveFeedback &F = NB.balancer->feedback();
    if (NB.balancer->settings().moveFeedback)
      std::fprintf(stderr,
                   "autolb:     threshold %.3g at the end (tfract x %.3g, "
                   "ALB_MOVE_FEEDBACK=1: doubled per move that realized "
                   "less than nothing, halved per move that paid)\n",
                   F.threshold(), F.scale());
  }
  constexpr std::size_t ShownMoves = 8;
  for (std::size_t I = 0; I < NB.moves.size() && I < ShownMoves; ++I) {
    const MoveRecord &M = NB.moves[I];
    const std::string Realized =
        M.verdict != policy::TrialVerdict::None
            ? std::to_string(M.realizedReduction) + " (" +
                  policy::trialVerdictName(M.verdict) + ")"
        : M.undo || M.forced || M.stress ? std::string("not on trial")
                                         : std::string("not judged");
    std::fprintf(stderr,
                 "autolb:       move at %.3f s%s: %lld iterations, step "
                 "%.3g, predicted rfract %.3f (benefit %.3g s, cost %.3g s; "
                 "cost measured %.3g s), realized %s\n",
                 M.atSeconds,
                 M.forced   ? " (processor map)"
                 : M.stress ? " (stress)"
                 : M.undo   ? " (undo)"
                            : "",
                 static_cast<long long>(M.iterations), M.step,
                 M.predictedReduction, M.predictedBenefitSeconds,
                 M.predictedCostSeconds, M.measuredCostSeconds,
                 Realized.c_str());
  }
  if (NB.moves.size() > ShownMoves)
    std::fprintf(stderr, "autolb:       ... %zu more moves\n",
                 NB.moves.size() - ShownMoves);
}

} // namespace

void printSummary(Context &C) {
  const double Elapsed = C.now();
  const RunStatistics &S = C.stats;
  double Sums[4] = {S.computeSeconds, S.pipeWaitSeconds,
                    static_cast<double>(S.bytesMoved),
                    static_cast<double>(S.bytesFetched)};
  double Maxima[2] = {S.movementSeconds, S.fetchSeconds};
  double TotalSums[4] = {0, 0, 0, 0}, TotalMaxima[2] = {0, 0};
  checkMPI(MPI_Reduce(Sums, TotalSums, 4, MPI_DOUBLE, MPI_SUM, 0, C.comm),
           "MPI_Reduce");
  checkMPI(MPI_Reduce(Maxima, TotalMaxima, 2, MPI_DOUBLE, MPI_MAX, 0, C.comm),
           "MPI_Reduce");
  const std::vector<NestTotals> Totals = gatherNestTotals(C);
  if (C.rank != 0 || C.options.quiet)
    return;
  const StartupMeasurements &M = C.startup;
  const policy::Options &O = C.options;
  std::fprintf(stderr, "autolb: summary: %d ranks, %.3f s since alb_init\n",
               C.ranks, Elapsed);
  if (C.waitingRanks > 0)
    std::fprintf(stderr,
                 "autolb:   no file of the program distributes a nest: rank 0 "
                 "ran it alone, as the sequential program; %d more ranks "
                 "waited without computing\n",
                 C.waitingRanks);
  std::fprintf(stderr,
               "autolb:   start-up (%.2f ms): t_fixed %.3g us, t_incr %.3g "
               "ns/byte (%d-byte messages), t_interact %.3g us, t_op %.3g ns, "
               "quantum %.3g ms from %s\n",
               M.elapsedSeconds * 1e3, M.fixedSeconds * 1e6,
               M.perByteSeconds * 1e9, M.messageBytes, M.interactSeconds * 1e6,
               M.secondsPerOp * 1e9, M.quantum.seconds * 1e3,
               M.quantum.source.c_str());
  std::fprintf(stderr,
               "autolb:   options: balancing %s, %s interactions, filter %s, "
               "noise gate %s, persistence %s, coupling %s, profitability %s, "
               "replication %s, tfract "
               "%.3g%s%s%s\n",
               O.balance ? "on" : "off (static blocks)",
               O.synchronous ? "synchronous" : "pipelined",
               O.filter ? "on" : "off", O.filter && O.noiseGate ? "on" : "off",
               O.persistence ? "on" : "off", O.coupling ? "on" : "off",
               O.profitability ? "on" : "off",
               O.replicate && !O.stress ? "on" : "off", O.threshold,
               O.stress ? ", STRESS mode" : "",
               O.processorMapPath.empty() ? "" : ", processor map ",
               O.processorMapPath.c_str());
  for (std::size_t I = 0; I < C.nests.size(); ++I)
    printNest(C, *C.nests[I], Totals[I]);
  if (!C.termLists.empty())
    std::fprintf(stderr,
                 "autolb:   reproducible reductions: %zu folded in the "
                 "sequential order, %lld fold%s, %lld bytes of terms "
                 "gathered by each rank\n",
                 C.termLists.size(), static_cast<long long>(S.termFolds),
                 S.termFolds == 1 ? "" : "s",
                 static_cast<long long>(S.termBytesGathered));
  std::fprintf(stderr,
               "autolb:   totals: %lld interactions, %lld moves, %.0f bytes "
               "moved (%.0f fetched incl. halos), movement %.3g ms, fetches "
               "%.3g ms (max over ranks), %lld processor-map changes (map "
               "%s)\n",
               static_cast<long long>(S.interactions),
               static_cast<long long>(S.moves), TotalSums[2], TotalSums[3],
               TotalMaxima[0] * 1e3, TotalMaxima[1] * 1e3,
               static_cast<long long>(C.mapChanges),
               processorMapText(C.available).c_str());
  const double Cpu = cpuSeconds() - C.startCpuSeconds;
  std::fprintf(stderr,
               "autolb:   master (rank 0): %.3g s CPU over %.3g s (%.0f%%), "
               "balancer %.3g ms (%.2f%% of its CPU); balancer CPU %.4g ms "
               "in %lld decisions (%.4f%% of elapsed)\n",
               Cpu, Elapsed, Elapsed > 0 ? 100.0 * Cpu / Elapsed : 0.0,
               S.balancerSeconds * 1e3,
               Cpu > 0 ? 100.0 * S.balancerSeconds / Cpu : 0.0,
               S.decisionCpuSeconds * 1e3, static_cast<long long>(S.decisions),
               Elapsed > 0 ? 100.0 * S.decisionCpuSeconds / Elapsed : 0.0);
  std::fprintf(stderr,
               "autolb:   estimated efficiency %.2f (compute %.3g s summed "
               "over ranks / (P x elapsed); pipeline waits %.3g s)\n",
               Elapsed > 0 ? TotalSums[0] / (C.ranks * Elapsed) : 0.0,
               TotalSums[0], TotalSums[1]);
}

} // namespace autolb::runtime
