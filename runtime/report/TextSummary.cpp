//===- TextSummary.cpp - The short end-of-run summary ---------------------===//
//
// Part of autolb. See TextSummary.h.
//
//===----------------------------------------------------------------------===//

#include "report/TextSummary.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <vector>

namespace autolb::runtime::report {

namespace {

std::string format(const char *Format, ...)
    __attribute__((format(printf, 1, 2)));

std::string format(const char *Format, ...) {
  char Line[512];
  va_list Arguments;
  va_start(Arguments, Format);
  std::vsnprintf(Line, sizeof Line, Format, Arguments);
  va_end(Arguments);
  return Line;
}

const char *plural(std::int64_t Count) { return Count == 1 ? "" : "s"; }

/// "1.8 s", or "24 ms" under a second: read at a glance.
std::string duration(double Seconds) {
  return Seconds >= 1.0 ? format("%.3g s", Seconds)
                        : format("%.3g ms", Seconds * 1e3);
}

std::int64_t countVerdict(const RunReport &R, const std::string &Verdict) {
  std::int64_t Count = 0;
  for (const NestReport &N : R.nests)
    Count +=
        std::count_if(N.moves.begin(), N.moves.end(), [&](const MoveReport &M) {
          return M.verdict == Verdict;
        });
  return Count;
}

/// How the nest balanced: the executions too short to distribute, the
/// moves of a block-tied nest and how many paid; a schedule that balances
/// inside its executions says so.
std::string balancingOf(const NestReport &N) {
  if (N.replicatedExecutions > 0)
    return format("%lld replicated (too short to distribute)",
                  static_cast<long long>(N.replicatedExecutions));
  if (!N.blockTied)
    return "balanced within each execution";
  if (N.moves.empty())
    return "no move";
  return format("%zu move%s, %lld paid", N.moves.size(),
                plural(static_cast<std::int64_t>(N.moves.size())),
                static_cast<long long>(N.paidMoves()));
}

std::string nestLine(const RunReport &R, const NestReport &N) {
  const double Share =
      R.elapsedSeconds > 0.0 ? 100.0 * N.wallSeconds / R.elapsedSeconds : 0.0;
  return format("autolb:   %s %s: %s (%.0f%% of the run), %lld "
                "execution%s, %s, efficiency %.2f\n",
                N.location.c_str(), N.schedule.c_str(),
                duration(N.wallSeconds).c_str(), Share,
                static_cast<long long>(N.executions), plural(N.executions),
                balancingOf(N).c_str(), N.efficiency(R.ranks));
}

} // namespace

const NestReport *actionableAdvice(const RunReport &R) {
  const NestReport *Best = nullptr;
  for (const NestReport &N : R.nests) {
    if (!N.advice || N.advice->ranks == R.ranks ||
        N.advice->ranks > AdviceMostRanksFactor * R.ranks)
      continue;
    if (N.wallSeconds < AdviceMinimumNestSeconds ||
        N.wallSeconds < AdviceMinimumRunShare * R.elapsedSeconds)
      continue;
    if (N.advice->predictedSeconds >
        (1.0 - AdviceMinimumGain) * N.advice->predictedAtRunSeconds)
      continue;
    if (!Best || N.wallSeconds > Best->wallSeconds)
      Best = &N;
  }
  return Best;
}

std::string balancingVerdict(const RunReport &R) {
  if (R.aloneTrial.wentAlone)
    return "a period of executions ran faster on rank 0 alone than "
           "distributed (trial): rank 0 went on alone.";
  if (R.waitingRanks > 0 && R.aloneSinceSeconds > 0.0)
    return "nests ran replicated: rank 0 went on alone.";
  if (R.waitingRanks > 0 && R.minorNests > 0)
    return "only minor nests distributed (summarizing data, or beside deeper "
           "replicated nests): rank 0 ran the program alone.";
  if (R.waitingRanks > 0)
    return "no nest distributed: rank 0 ran the program alone.";
  if (R.ranks < 2 && R.options.replication)
    return "one rank: every nest that may run as written did, as the "
           "sequential program (ALB_REPLICATE=0 runs them through the "
           "run-time).";
  if (R.ranks < 2)
    return "one rank: nothing to balance.";
  if (!R.options.balance)
    return "balancing off (ALB_BALANCE=0): static blocks.";
  if (R.options.stress)
    return "stress mode (ALB_STRESS): random moves, which say nothing "
           "about balancing.";
  const bool AnyBlockTied =
      std::any_of(R.nests.begin(), R.nests.end(),
                  [](const NestReport &N) { return N.blockTied; });
  if (R.totals.moves == 0)
    return AnyBlockTied ? "balancing moved no work: no imbalance was worth "
                          "a move."
                        : "no work moved between executions: the nests "
                          "balanced within each.";
  const std::int64_t Paid = countVerdict(R, "paid");
  const std::int64_t Even = countVerdict(R, "even");
  const std::int64_t Lost = countVerdict(R, "lost");
  const std::int64_t Judged = Paid + Even + Lost;
  if (Judged == 0)
    return format("balancing moved work %lld time%s; the run ended before "
                  "a move was judged.",
                  static_cast<long long>(R.totals.moves),
                  plural(R.totals.moves));
  if (Paid > Lost)
    return format("balancing paid: %lld of %lld judged move%s gained, %lld "
                  "lost.",
                  static_cast<long long>(Paid), static_cast<long long>(Judged),
                  plural(Judged), static_cast<long long>(Lost));
  return format("balancing did not pay: %lld of %lld judged move%s gained, "
                "%lld lost (each undone); ALB_BALANCE=0 keeps static blocks.",
                static_cast<long long>(Paid), static_cast<long long>(Judged),
                plural(Judged), static_cast<long long>(Lost));
}

std::string renderText(const RunReport &R) {
  std::string Text =
      format("autolb: %d rank%s, %.3f s since alb_init, efficiency %.2f "
             "(ALB_SUMMARY=full: the details)\n",
             R.ranks, plural(R.ranks), R.elapsedSeconds, R.efficiency());
  std::vector<const NestReport *> Nests;
  for (const NestReport &N : R.nests)
    if (N.executions > 0)
      Nests.push_back(&N);
  if (static_cast<int>(Nests.size()) > MaxNestLines + 1) {
    // The longest nests (the first of equals), shown in the program's
    // order, which is the order of the pointers into R.nests.
    std::sort(Nests.begin(), Nests.end(),
              [](const NestReport *A, const NestReport *B) {
                return A->wallSeconds != B->wallSeconds
                           ? A->wallSeconds > B->wallSeconds
                           : A < B;
              });
    double OtherSeconds = 0.0;
    for (std::size_t I = MaxNestLines; I < Nests.size(); ++I)
      OtherSeconds += Nests[I]->wallSeconds;
    const std::size_t Others = Nests.size() - MaxNestLines;
    Nests.resize(MaxNestLines);
    std::sort(Nests.begin(), Nests.end());
    for (const NestReport *N : Nests)
      Text += nestLine(R, *N);
    Text += format("autolb:   %zu more nests: %s in all\n", Others,
                   duration(OtherSeconds).c_str());
  } else {
    for (const NestReport *N : Nests)
      Text += nestLine(R, *N);
  }
  Text += "autolb: " + balancingVerdict(R) + "\n";
  if (const NestReport *N = actionableAdvice(R))
    Text += format("autolb: advice: %s would take %.3g ms per execution on "
                   "%d ranks against %.3g ms on %d ([C06]'s model)\n",
                   N->location.c_str(), N->advice->predictedSeconds * 1e3,
                   N->advice->ranks, N->advice->predictedAtRunSeconds * 1e3,
                   R.ranks);
  return Text;
}

} // namespace autolb::runtime::report
