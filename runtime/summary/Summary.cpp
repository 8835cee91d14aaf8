//===- Summary.cpp - What the run-time measured and decided ---------------===//
//
// Part of autolb. See Summary.h.
//
//===----------------------------------------------------------------------===//

#include "summary/Summary.h"

#include "core/Nest.h"
#include "core/Schedule.h"
#include "policy/balance/Coupling.h"
#include "policy/balance/Period.h"
#include "report/ReportFile.h"
#include "report/RunReportJson.h"
#include "report/TextSummary.h"
#include "summary/Gather.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace autolb::runtime {

namespace {

/// [C06] §6's number of ranks for the nest; at one rank, where no message
/// cost is measured, only the measured time, to check other runs'
/// predictions against.
void printRankCountAdvice(const Context &C, const report::NestReport &N) {
  if (N.executions <= 0)
    return;
  if (C.ranks < 2) {
    std::fprintf(stderr,
                 "autolb:     rank-count advice: none at one rank (no message "
                 "cost measured); measured %.3g ms per execution\n",
                 N.wallSecondsPerExecution() * 1e3);
    return;
  }
  if (!N.advice)
    return;
  const report::RankCountAdviceReport &A = *N.advice;
  std::fprintf(
      stderr,
      "autolb:     rank-count advice: %d rank%s (lowest x Tt(x)^2 / Tc, "
      "predicted %.3g ms per execution; at %d ranks predicted %.3g ms, "
      "measured %.3g ms) from Tc %.3g ms and k V %.3g ms per execution, "
      "mo = t_interact, lm = t_fixed\n",
      A.ranks, A.ranks == 1 ? "" : "s", A.predictedSeconds * 1e3, C.ranks,
      A.predictedAtRunSeconds * 1e3, N.wallSecondsPerExecution() * 1e3,
      A.computeSeconds * 1e3, A.transferSeconds * 1e3);
  std::string Curve;
  for (const report::RankCountAdviceReport::Point &P : A.curve) {
    char Point[64];
    std::snprintf(Point, sizeof Point, "%s%d: %.3g", Curve.empty() ? "" : ", ",
                  P.ranks, P.seconds * 1e3);
    Curve += Point;
  }
  std::fprintf(stderr,
               "autolb:       predicted ms per execution by ranks: %s\n",
               Curve.c_str());
}

/// Code built with --polly-variants: the chunk-loop variant rank 0 runs,
/// and the times per iteration it chose by.
void printVariants(const alb_nest &N) {
  if (!N.hasVariants)
    return;
  const policy::VariantTrial &T = N.variants;
  const double AsWritten = T.meanSeconds(policy::VariantTrial::AsWritten);
  const double Plain = T.meanSeconds(policy::VariantTrial::Plain);
  if (!T.decided()) {
    std::fprintf(stderr,
                 "autolb:     chunk loop: as written (Polly's) on rank 0; "
                 "%d of the %d timed executions that choose between it and "
                 "the plain variant ran (the first execution is not timed)\n",
                 T.timed(), 2 * policy::VariantTrial::Samples);
    return;
  }
  std::fprintf(stderr,
               "autolb:     chunk loop: %s on rank 0 (%.3g us per iteration "
               "as written, Polly's, over %d timed executions; %.3g us plain, "
               "over %d)\n",
               policy::variantName(T.variant()), AsWritten * 1e6,
               T.timed(policy::VariantTrial::AsWritten), Plain * 1e6,
               T.timed(policy::VariantTrial::Plain));
}

void printNest(const Context &C, const alb_nest &N,
               const report::NestReport &R) {
  std::fprintf(stderr, "autolb:   nest %s: %s, %lld executions\n",
               N.location.c_str(), N.schedule->summaryName(),
               static_cast<long long>(N.executions));
  for (const auto &S : N.schedules)
    if (S)
      S->printSummary(C, N);
  printVariants(N);
  printRankCountAdvice(C, R);
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
    // Stall detection (policy/balance/Stall.h): its parameters and what it saw.
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
    const report::MoveReport &M = NB.moves[I];
    std::string Realized = M.verdict;
    if (M.realizedReduction)
      Realized = std::to_string(*M.realizedReduction) + " (" + M.verdict + ")";
    else
      std::replace(Realized.begin(), Realized.end(), '-', ' ');
    // The balancer's own moves need no word; the others say why.
    std::string Cause = M.cause == "rates" ? "" : " (" + M.cause + ")";
    std::replace(Cause.begin(), Cause.end(), '-', ' ');
    std::fprintf(
        stderr,
        "autolb:       move at %.3f s%s: %lld iterations, step "
        "%.3g, predicted rfract %.3f (benefit %.3g s, cost %.3g s; "
        "cost measured %.3g s), realized %s\n",
        M.atSeconds, Cause.c_str(), static_cast<long long>(M.iterations),
        M.step, M.predictedReduction, M.predictedBenefitSeconds,
        M.predictedCostSeconds, M.measuredCostSeconds, Realized.c_str());
  }
  if (NB.moves.size() > ShownMoves)
    std::fprintf(stderr, "autolb:       ... %zu more moves\n",
                 NB.moves.size() - ShownMoves);
}

/// The engineer's detail (ALB_SUMMARY=full): every parameter and why.
void printFullSummary(const Context &C, const report::RunReport &R) {
  const double Elapsed = R.elapsedSeconds;
  const report::StartupReport &M = R.startup;
  const report::OptionsReport &O = R.options;
  const report::TotalsReport &T = R.totals;
  std::fprintf(stderr, "autolb: summary: %d ranks, %.3f s since alb_init\n",
               R.ranks, Elapsed);
  if (R.aloneTrial.wentAlone)
    std::fprintf(stderr,
                 "autolb:   from %.3f s on rank 0 ran the program alone, as "
                 "the sequential program (the trial below); %d more ranks "
                 "waited without computing\n",
                 R.aloneSinceSeconds, R.waitingRanks);
  else if (R.waitingRanks > 0 && R.aloneSinceSeconds > 0.0)
    std::fprintf(stderr,
                 "autolb:   the nests the program distributes ran replicated "
                 "(too short to distribute), each at its largest or longer "
                 "than distribution saved: from %.3f s on rank 0 ran it "
                 "alone, as the sequential program; %d more ranks waited "
                 "without computing\n",
                 R.aloneSinceSeconds, R.waitingRanks);
  else if (R.waitingRanks > 0 && R.minorNests == 0)
    std::fprintf(stderr,
                 "autolb:   no file of the program distributes a nest: rank 0 "
                 "ran it alone, as the sequential program; %d more ranks "
                 "waited without computing\n",
                 R.waitingRanks);
  else if (R.waitingRanks > 0)
    std::fprintf(stderr,
                 "autolb:   the program's %d distributed nests only summarize "
                 "data that replicated code computed, or run beside deeper "
                 "replicated nests: rank 0 ran it alone, as the sequential "
                 "program; %d more ranks waited without computing\n",
                 R.minorNests, R.waitingRanks);
  else if (R.ranks < 2)
    std::fprintf(stderr, "autolb:   %s\n", balancingVerdict(R).c_str());
  const report::RunReport::AloneTrial &Trial = R.aloneTrial;
  std::string Pairs;
  char Pair[64];
  for (const policy::StretchPair &P : Trial.pairs) {
    std::snprintf(Pair, sizeof Pair, "%s%.3g/%.3g", Pairs.empty() ? "" : ", ",
                  P.distributedSeconds * 1e3, P.aloneSeconds * 1e3);
    Pairs += Pair;
  }
  if (Trial.outcome.empty())
    std::fprintf(stderr,
                 "autolb:   trial of rank 0 alone: stretches of %d period(s) "
                 "of %d executions, distributed/alone: %s ms: %s\n",
                 Trial.periods, Trial.period, Pairs.c_str(),
                 Trial.wentAlone ? "rank 0 went on alone"
                                 : "distributed kept (5 % faster in 2 "
                                   "pairs in a row)");
  else if (!Pairs.empty())
    std::fprintf(stderr,
                 "autolb:   trial of rank 0 alone: %s (distributed/alone: %s "
                 "ms)\n",
                 Trial.outcome.c_str(), Pairs.c_str());
  else
    std::fprintf(stderr, "autolb:   trial of rank 0 alone: %s\n",
                 Trial.outcome.c_str());
  std::fprintf(stderr,
               "autolb:   start-up (%.2f ms): t_fixed %.3g us, t_incr %.3g "
               "ns/byte (%d-byte messages), t_interact %.3g us, t_op %.3g ns, "
               "quantum %.3g ms from %s\n",
               M.seconds * 1e3, M.fixedSeconds * 1e6, M.perByteSeconds * 1e9,
               M.messageBytes, M.interactSeconds * 1e6, M.secondsPerOp * 1e9,
               M.quantumSeconds * 1e3, M.quantumSource.c_str());
  std::fprintf(stderr,
               "autolb:   options: balancing %s, %s interactions, filter %s, "
               "noise gate %s, persistence %s, coupling %s, profitability %s, "
               "replication %s, stdout %s, tfract "
               "%.3g%s%s%s\n",
               O.balance ? "on" : "off (static blocks)",
               O.synchronous ? "synchronous" : "pipelined",
               O.filter ? "on" : "off", O.noiseGate ? "on" : "off",
               O.persistence ? "on" : "off", O.coupling ? "on" : "off",
               O.profitability ? "on" : "off", O.replication ? "on" : "off",
               O.stdoutBlocks ? "in blocks" : "as the stream is", O.threshold,
               O.stress ? ", STRESS mode" : "",
               O.processorMap.empty() ? "" : ", processor map ",
               O.processorMap.c_str());
  for (std::size_t I = 0; I < C.nests.size(); ++I)
    printNest(C, *C.nests[I], R.nests[I]);
  if (T.reproducibleReductions > 0)
    std::fprintf(
        stderr,
        "autolb:   reproducible reductions: %lld folded in the "
        "sequential order, %lld fold%s, at most %lld bytes "
        "received, %lld terms recorded and %.3g ms folding by a "
        "rank (a term costs a store and a link of a serial chain)\n",
        static_cast<long long>(T.reproducibleReductions),
        static_cast<long long>(T.termFolds), T.termFolds == 1 ? "" : "s",
        static_cast<long long>(T.termBytesReceived),
        static_cast<long long>(T.termsRecorded), T.termFoldSeconds * 1e3);
  std::fprintf(stderr,
               "autolb:   totals: %lld interactions, %lld moves, %.0f bytes "
               "moved (%.0f fetched incl. halos), movement %.3g ms, fetches "
               "%.3g ms (max over ranks), %lld processor-map changes (map "
               "%s)\n",
               static_cast<long long>(T.interactions),
               static_cast<long long>(T.moves), T.bytesMoved, T.bytesFetched,
               T.movementSeconds * 1e3, T.fetchSeconds * 1e3,
               static_cast<long long>(T.processorMapChanges),
               T.processorMap.c_str());
  const report::MasterReport &Master = R.master;
  const double Cpu = Master.cpuSeconds;
  std::fprintf(stderr,
               "autolb:   master (rank 0): %.3g s CPU over %.3g s (%.0f%%), "
               "balancer %.3g ms (%.2f%% of its CPU); balancer CPU %.4g ms "
               "in %lld decisions (%.4f%% of elapsed)\n",
               Cpu, Elapsed, Elapsed > 0 ? 100.0 * Cpu / Elapsed : 0.0,
               Master.balancerSeconds * 1e3,
               Cpu > 0 ? 100.0 * Master.balancerSeconds / Cpu : 0.0,
               Master.decisionCpuSeconds * 1e3,
               static_cast<long long>(Master.decisions),
               Elapsed > 0 ? 100.0 * Master.decisionCpuSeconds / Elapsed : 0.0);
  std::fprintf(stderr,
               "autolb:   estimated efficiency %.2f (compute %.3g s summed "
               "over ranks / (P x elapsed); pipeline waits %.3g s)\n",
               R.efficiency(), T.computeSeconds, T.pipeWaitSeconds);
}

/// ALB_REPORT: the JSON, written whole or not at all; a path that cannot
/// be written costs the report, not the run.
void writeJsonReport(const report::RunReport &R, const std::string &Path) {
  const std::string Failure =
      report::writeFileAtomically(Path, report::renderJson(R));
  if (!Failure.empty())
    std::fprintf(stderr,
                 "autolb: rank 0: error: ALB_REPORT='%s': run report not "
                 "written: %s\n",
                 Path.c_str(), Failure.c_str());
}

} // namespace

void printSummary(Context &C) {
  const report::RunReport R = report::gatherRunReport(C);
  if (C.rank != 0)
    return;
  if (!C.options.reportPath.empty())
    writeJsonReport(R, C.options.reportPath);
  if (C.options.quiet)
    return;
  if (C.options.fullSummary)
    printFullSummary(C, R);
  else
    std::fputs(report::renderText(R).c_str(), stderr);
}

} // namespace autolb::runtime
