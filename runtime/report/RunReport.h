//===- RunReport.h - What one run measured and decided ----------*- C++ -*-===//
//
// Part of autolb. The end-of-run report as data: the start-up probes, the
// options in force, per nest what its schedules and the balancer did, the
// totals and the master's cost. gatherRunReport (Gather.h) fills it at
// alb_finalize, the one collective step; the renderers (RunReportJson.h for
// ALB_REPORT, TextSummary.h for the default summary) only read it, so they
// need no MPI and are unit-tested with hand-built reports. Times are in
// seconds, sizes in bytes; docs/run-report-json.md documents every field.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_RUNREPORT_H
#define AUTOLB_RUNTIME_REPORT_RUNREPORT_H

#include "policy/schedules/AloneTrial.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace autolb::runtime::report {

/// The start-up measurements (Startup.h).
struct StartupReport {
  double seconds = 0.0;
  double fixedSeconds = 0.0;
  double perByteSeconds = 0.0;
  int messageBytes = 0;
  double interactSeconds = 0.0;
  double secondsPerOp = 0.0;
  double quantumSeconds = 0.0;
  std::string quantumSource;
};

/// The options that change what the balancer does (policy/common/Options.h).
struct OptionsReport {
  bool balance = true;
  bool synchronous = false;
  bool filter = true;
  bool noiseGate = true;
  bool persistence = true;
  bool coupling = true;
  bool profitability = true;
  bool replication = true;
  /// ALB_STDOUT_BLOCKS.
  bool stdoutBlocks = false;
  bool stress = false;
  double threshold = 0.0;
  double addedLatencySeconds = 0.0;
  /// ALB_PROCMAP; empty when none.
  std::string processorMap;
};

/// A pipelined nest's block size, how it was chosen and the grain model's
/// inputs (policy/schedules/GrainSize.h, policy/schedules/GrainSearch.h).
struct GrainReport {
  std::int64_t blockSize = 0;
  /// m: trip count of the strip-mined loop.
  std::int64_t stripTripCount = 0;
  /// "measured" (the grain search kept it) or the model's rule name.
  std::string rule;
  /// Not yet timed: the block size of a nest that ran too few executions.
  bool provisional = false;
  double optimalBlocks = 0.0;
  double iterationSeconds = 0.0;
  double predictedEfficiency = 0.0;
  /// The model's inputs.
  int modelRanks = 0;
  double modelIterationSeconds = 0.0;
  double modelFixedSeconds = 0.0;
  double modelPerColumnSeconds = 0.0;
  /// The grain search: its start, and the fastest execution per block size.
  struct Probe {
    std::int64_t blockSize = 0;
    double seconds = 0.0;
  };
  bool searched = false;
  bool searchDone = false;
  std::int64_t searchStartBlockSize = 0;
  std::vector<Probe> probes;
};

/// How many decisions ended with one outcome (policy::decisionOutcomeName).
struct OutcomeCount {
  std::string outcome;
  std::int64_t count = 0;
};

/// One movement of work and whether it paid (recorded by the balancer,
/// Interaction.cpp).
struct MoveReport {
  double atSeconds = 0.0;
  std::int64_t iterations = 0;
  /// "rates" (the balancer's decision), "processor-map", "stress" or
  /// "undo" (moved back because the previous move lost).
  std::string cause;
  /// Fraction of the way to the rates' allocation (policy/balance/MoveTrial.h).
  double step = 1.0;
  double predictedReduction = 0.0;
  double predictedBenefitSeconds = 0.0;
  double predictedCostSeconds = 0.0;
  /// The movement's time as the ranks measured it (the longest), reported
  /// at the next interaction; 0 until then.
  double measuredCostSeconds = 0.0;
  /// policy::trialVerdictName when a trial judged it ("paid", "even",
  /// "lost"), else "not-on-trial" (undone, forced, stress moves) or
  /// "not-judged" (the run ended first).
  std::string verdict;
  /// 1 - pace after / pace before (wall time per phase on rank 0, the
  /// movement itself included); only when judged.
  std::optional<double> realizedReduction;
};

/// [C06] §6's rank count for a nest (policy/schedules/RankCountAdvice.h), at
/// two ranks or more.
struct RankCountAdviceReport {
  int ranks = 0;
  double predictedSeconds = 0.0;
  double predictedAtRunSeconds = 0.0;
  /// The model's inputs per execution: Tc and k V.
  double computeSeconds = 0.0;
  double transferSeconds = 0.0;
  struct Point {
    int ranks = 0;
    double seconds = 0.0;
  };
  /// Predicted seconds per execution at 1 to 4 ranks, then powers of two.
  std::vector<Point> curve;
};

/// One distributed nest.
struct NestReport {
  std::string location;
  /// The schedule of its last execution (Schedule::summaryName).
  std::string schedule;
  bool blockTied = false;
  std::int64_t executions = 0;
  /// Over all executions: the longest wall time of a rank, compute time
  /// and bytes summed over the ranks.
  double wallSeconds = 0.0;
  double computeSeconds = 0.0;
  double bytes = 0.0;
  /// Pipelined nests only.
  std::optional<GrainReport> grain;
  /// Executions run by the holder-following schedule, and replicated
  /// executions (those run as written among them).
  std::int64_t holderExecutions = 0;
  std::int64_t replicatedExecutions = 0;
  std::int64_t replicatedAsWritten = 0;
  /// Block-tied nests: interactions, their outcomes, the moves.
  std::int64_t interactions = 0;
  std::vector<OutcomeCount> outcomes;
  std::int64_t iterationsMoved = 0;
  std::vector<MoveReport> moves;
  double balancerSeconds = 0.0;
  std::optional<RankCountAdviceReport> advice;

  double wallSecondsPerExecution() const {
    return executions > 0 ? wallSeconds / static_cast<double>(executions) : 0.0;
  }
  /// Compute time summed over ranks / (ranks x wall time).
  double efficiency(int ranks) const {
    return wallSeconds > 0.0 ? computeSeconds / (ranks * wallSeconds) : 0.0;
  }
  /// Moves whose trial found they paid.
  std::int64_t paidMoves() const;
};

/// Totals over the run and the ranks.
struct TotalsReport {
  std::int64_t interactions = 0;
  std::int64_t moves = 0;
  double bytesMoved = 0.0;
  double bytesFetched = 0.0;
  /// The longest of a rank's.
  double movementSeconds = 0.0;
  double fetchSeconds = 0.0;
  /// Summed over the ranks.
  double computeSeconds = 0.0;
  double pipeWaitSeconds = 0.0;
  std::int64_t processorMapChanges = 0;
  /// '1' per available rank, '0' per vacated one, at the end.
  std::string processorMap;
  /// Reductions folded in the sequential order (Terms.h).
  std::int64_t reproducibleReductions = 0;
  std::int64_t termFolds = 0;
  std::int64_t termBytesReceived = 0;
  /// The most terms a rank recorded, and the most wall time a rank spent
  /// folding [s].
  std::int64_t termsRecorded = 0;
  double termFoldSeconds = 0.0;
};

/// Rank 0's cost as the master ([S97] Fig. 20).
struct MasterReport {
  double cpuSeconds = 0.0;
  double balancerSeconds = 0.0;
  double decisionCpuSeconds = 0.0;
  std::int64_t decisions = 0;
};

struct RunReport {
  int ranks = 1;
  double elapsedSeconds = 0.0;
  /// Ranks that waited while rank 0 ran a program that distributes nothing
  /// but nests that only summarize data.
  int waitingRanks = 0;
  /// Those nests, each minor (0 when the program distributes nothing).
  int minorNests = 0;
  /// Seconds after alb_init from which rank 0 ran alone because every nest
  /// ran replicated; 0 when it did from the start, or never.
  double aloneSinceSeconds = 0.0;
  /// The trial of rank 0 alone (policy/schedules/AloneTrial.h).
  struct AloneTrial {
    /// Empty when it ran (wentAlone: its verdict); else "off", or why it
    /// did not run.
    std::string outcome = "off";
    /// Executions per period, periods per stretch.
    int period = 0, periods = 0;
    /// Rank 0's pairs of stretches, distributed then alone, in order.
    std::vector<policy::StretchPair> pairs;
    bool wentAlone = false;
  } aloneTrial;
  StartupReport startup;
  OptionsReport options;
  std::vector<NestReport> nests;
  TotalsReport totals;
  MasterReport master;

  /// Compute time summed over ranks / (ranks x elapsed).
  double efficiency() const {
    return elapsedSeconds > 0.0
               ? totals.computeSeconds / (ranks * elapsedSeconds)
               : 0.0;
  }
};

} // namespace autolb::runtime::report

#endif // AUTOLB_RUNTIME_REPORT_RUNREPORT_H
