//===- AloneTrial.h - One period distributed, one on rank 0 alone ---------===//
//
// Part of autolb. The ranks of one node share its memory: replicated code
// that streams large arrays runs slower on every rank at once than on one
// (backprop: its weight update, replicated on 2 ranks, took 1.35 times its
// sequential time), and a program whose nests save less than that runs
// slower distributed than sequentially. Whether it does is a property of
// the program's code and the machine, so it is measured, as a trial: once
// the nests' executions repeat a period (the same nests in the same order,
// a time step or a training pattern), rank 0 times one stretch of periods
// as distributed, then runs the next stretch with every execution
// replicated while the other ranks wait: a pair of stretches. One pair
// does not decide: a stretch of a period or two lasts a few per cent more
// or less than the next on a shared node, by more than the margin
// (backprop: one run in three kept the ranks and ended 15 % slower than
// sequential). The ranks must show that they pay, as alone is the
// sequential program, never slower than it: they are kept when their
// stretch was faster by the margin in winsToKeep pairs in a row, and the
// program goes on on rank 0 alone at the first pair they do not win
// (Api.cpp, alb_nest_replicates). A pair costs rank 0 a stretch when the
// ranks are kept (the others run theirs after it), so the test stops as
// soon as it can: at one pair when the ranks lose.
// Only programs whose replicated code takes most of a period are tried (a
// program whose time is in its nests gains from them), and only when the
// last periods lasted alike: the ids of the executions repeating do not
// prove that their times do, and stretches that differ would not compare.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_ALONETRIAL_H
#define AUTOLB_POLICY_ALONETRIAL_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

struct AloneTrialModel {
  /// Longest period tried, in executions.
  int maxPeriod = 16;
  /// A stretch is whole periods lasting at least this long [s], so that a
  /// deschedule or the first touch of a page does not decide.
  double minStretchSeconds = 0.05;
  /// At most this many periods in a stretch.
  int maxPeriodsPerStretch = 64;
  /// Tried only when replicated code took at least this share of a period
  /// on every rank.
  double minReplicatedShare = 0.5;
  /// Tried only when the last 3 periods' lengths, on every rank, lie within
  /// this factor of one another (backprop's training patterns at 2 ranks
  /// of this machine: up to 1.3): executions of one nest can repeat
  /// without their time repeating (a step whose every fourth round runs a
  /// long replicated phase), and stretches of such would not compare.
  double maxIrregularity = 1.5;
  /// Agreements asked (one allreduce each, a period apart) before the
  /// program is given up as not worth trying.
  int agreementRounds = 8;
  /// The ranks win a pair when their stretch is shorter by at least this
  /// fraction (the ranks' paces drift by a few per cent between periods).
  double margin = 0.05;
  /// The ranks are kept when they win this many pairs in a row.
  int winsToKeep = 2;
};

/// Rank 0's time of a stretch distributed and of the next alone [s].
struct StretchPair {
  double distributedSeconds = 0.0, aloneSeconds = 0.0;
};

enum class AloneVerdict { Undecided, Alone, Distributed };

/// The smallest p <= MaxPeriod such that the last 3p nest ids repeat with
/// period p; 0 when none does.
int repeatingPeriod(const std::vector<int> &Ids, int MaxPeriod);

/// Periods per stretch, for periods of PeriodSeconds (the longest over the
/// ranks): enough to last minStretchSeconds, at least 1.
int periodsPerStretch(const AloneTrialModel &Model, double PeriodSeconds);

/// The longest of the lengths over the shortest (infinity when one is not
/// a measured time).
double irregularity(const std::vector<double> &Lengths);

/// Whether the program is tried: replicated code took ReplicatedShare of
/// a period on the rank where it took least, and the periods' lengths
/// varied by Irregularity at most on every rank.
bool worthTrying(const AloneTrialModel &Model, double ReplicatedShare,
                 double Irregularity);

/// Whether the ranks (DistributedSeconds for a stretch) beat rank 0 alone
/// (AloneSeconds for the next) by the margin.
bool distributedWins(const AloneTrialModel &Model, double DistributedSeconds,
                     double AloneSeconds);

/// The verdict of the pairs so far: Alone at the first the ranks did not
/// win, Distributed once they won winsToKeep, Undecided before.
AloneVerdict aloneVerdict(const AloneTrialModel &Model,
                          const std::vector<StretchPair> &Pairs);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_ALONETRIAL_H
