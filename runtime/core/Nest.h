//===- Nest.h - One distributed loop nest -----------------------*- C++ -*-===//
//
// Part of autolb. The state of one nest of the source program (struct
// alb_nest of the C API) that every schedule shares: its identity and
// description, the arrays it uses, the iterations of the current execution
// and this rank's block of them, the t_iteration estimate, the status
// accumulated for the balancer and the balancer's side (Interaction.h).
// Each execution is run by a Schedule (Schedule.h), which keeps its own
// state; the helpers below are what several schedules do alike.
//
// A schedule that runs one block per rank fetches at alb_nest_begin, for
// each array, every slice this rank needs (its iterations' slices and
// halos) from the holders (placeBlocks, schedules/BlockExecution.h); this
// single mechanism is halo exchange, the old-value halo of pipelines, and
// the data movement after work moved (the new blocks simply need other
// slices).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_NEST_H
#define AUTOLB_RUNTIME_NEST_H

#include "autolb/autolb.h"
#include "core/Context.h"
#include "core/Schedule.h"
#include "policy/balance/Decision.h"
#include "policy/schedules/RankCountAdvice.h"
#include "policy/schedules/Replication.h"
#include "policy/schedules/VariantTrial.h"
#include "report/RunReport.h"

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mpi.h>
#include <optional>
#include <string>
#include <vector>

namespace autolb::runtime {

/// The writes of an iteration outside its own slice
/// (alb_array::cross_first_coef): the iteration of loop value i writes
/// element i of slices [firstCoef * i + first, endCoef * i + end).
struct CrossRange {
  std::int64_t firstCoef = 0, first = 0, endCoef = 0, end = 0;
  static CrossRange of(const alb_array &A) {
    return {A.cross_first_coef, A.cross_first, A.cross_end_coef, A.cross_end};
  }
  bool any() const { return firstCoef || first || endCoef || end; }
};

/// An array as one nest uses it.
struct NestArray {
  ArrayRecord *array = nullptr;
  int below = 0;
  int above = 0;
  bool written = false;
  int pipeRows = 0;
  CrossRange cross;
  /// alb_array::stream_above and above_reach (HaloStream.h).
  bool streamAbove = false;
  int aboveReach = 0;
};

/// The balancer's side of one nest (rank 0 only).
struct NestBalancer {
  std::unique_ptr<policy::Balancer> balancer;
  policy::MovementVolume lastVolume;
  policy::PeriodChoice lastPeriod;
  /// The filter bands per rank after the last decision.
  std::vector<double> lastBands;
  /// The factor on the scheduling bound after the last decision, and the
  /// largest it reached (policy/balance/MeasurementWindow.h).
  double measurementScale = 1.0;
  double largestMeasurementScale = 1.0;
  /// The last coupled-nest evaluation under an on/off load
  /// (policy/balance/Coupling.h): the load and the bound on a move's gain (0:
  /// none).
  autolb::policy::CoupledLoad coupledLoad;
  double coupledGain = 0.0;
  /// Stall threshold of the last decision [s] (0 = not armed).
  double stallThresholdSeconds = 0.0;
  /// Reports that named a rank stalled, per rank.
  std::map<int, std::int64_t> stalledReports;
  std::map<std::string, std::int64_t> outcomes;
  /// Every move, its measured cost and its trial's verdict filled in when
  /// the ranks report them.
  std::vector<report::MoveReport> moves;
  double lastPointTime = 0.0;
  double balancerSeconds = 0.0;
};

} // namespace autolb::runtime

struct alb_nest {
  // Identity, fixed by the first alb_nest_begin.
  int id = 0;
  std::string location;
  alb_nest_kind kind = ALB_NEST_DOALL;
  /// independent == 1 and no halos in the first description: any rank may
  /// run any iteration. (Iterations that read halos need their neighbours'
  /// slices: such a nest is block-tied.)
  bool independent = false;
  int hookLevel = 1;
  double opsPerIteration = 0.0;
  /// alb_nest_desc::replicable of the first description, with
  /// ALB_REPLICATE on and no stress mode.
  bool replicable = false;
  /// alb_nest_desc::minor of the first description.
  bool minor = false;

  // The description of the current (or last) execution.
  std::int64_t pipeFirst = 0, pipeEnd = 0, pipeSkew = 0;
  std::vector<autolb::runtime::NestArray> arrays;
  int maxPipeRows = 0;
  double bytesPerIteration = 0.0;

  // The current (or last) execution.
  bool active = false;
  std::int64_t first = 0, step = 1, count = 0;
  std::int64_t executions = 0;
  /// Its schedule (selectSchedule), one of `schedules`: the schedules the
  /// nest has used, by kind.
  autolb::runtime::Schedule *schedule = nullptr;
  std::array<std::unique_ptr<autolb::runtime::Schedule>,
             autolb::runtime::ScheduleKinds>
      schedules;
  /// Iterations per rank of the block-tied schedules; the balancer changes
  /// it at interactions.
  std::vector<std::int64_t> allocation;
  /// An execution with one block per rank: rank r runs [bounds[r],
  /// bounds[r + 1]), this rank [kLo, kHi), handed out once.
  std::vector<std::int64_t> bounds;
  std::int64_t kLo = 0, kHi = 0;
  bool blockGiven = false;
  /// This execution's halo above comes from the downstream rank's stream
  /// (HaloStream.h), not from the fetch.
  bool aboveHaloStreamed = false;
  /// Some array is written outside the iterations' slices (CrossWrites.h),
  /// and the row tables the nest writes by rows (RowWrites.h).
  bool crossWrites = false;
  std::vector<alb_row_table> rowTables;
  /// When either: the iterations [kLo, kHi) alb_nest_next gave this rank
  /// in the current execution, as pairs, whatever the schedule.
  std::vector<std::int64_t> ranRuns;
  bool recordsRuns() const { return crossWrites || !rowTables.empty(); }
  /// Block size of the strip-mined loop (alb_nest_block_size).
  std::int64_t blockSize = 1;

  /// t_iteration estimate, identical on all ranks (0 = not measured yet).
  double iterationSeconds = 0.0;
  std::deque<double> iterationHistory;

  alb_hook_state hook{0, 1};

  /// Over every execution on this rank, from alb_nest_begin to the end of
  /// alb_nest_end (its interaction included): wall time, compute time, and
  /// bytes moved and fetched; the rank-count advice's inputs.
  struct Totals {
    double wallSeconds = 0.0;
    double computeSeconds = 0.0;
    double bytes = 0.0;
  } totals, atBegin;
  /// Replicable nests: the windows of distributed executions, and the
  /// threshold decided at the end of the last one
  /// (policy/schedules/Replication.h), identical on every rank.
  autolb::policy::ReplicationWindows replicationWindows;
  /// Code built with --polly-variants (alb_nest_variant): which chunk-loop
  /// variant this rank runs, the one of this execution, and while the trial
  /// lasts the CPU time and iterations of its chunks.
  autolb::policy::VariantTrial variants;
  bool hasVariants = false;
  int executionVariant = autolb::policy::VariantTrial::AsWritten;
  double variantSeconds = 0.0;
  std::int64_t variantIterations = 0;
  /// A chunk's iterations and CPU seconds (0 iterations: not timed).
  struct TimedChunk {
    std::int64_t iterations = 0;
    double seconds = 0.0;
  };
  /// The chunk this rank runs, from its take to the next alb_nest_next or
  /// alb_nest_end: its iterations, and the thread's CPU time at its start
  /// when it is timed (negative otherwise). It is timed while the schedule
  /// asks (Schedule::timesChunks) or the variants' trial lasts; the CPU
  /// clock leaves out the pauses of a rank that shares its core or runs
  /// under a quota. When the next one is taken, lastChunk holds its time.
  std::int64_t chunkIterations = 0;
  double chunkCpuStart = -1.0;
  TimedChunk lastChunk;
  std::optional<autolb::policy::ReplicationThreshold> replication;
  /// The most iterations an execution had, replicated or not.
  std::int64_t largestCount = 0;
  /// Replicated executions: run by the run-time (ReplicatedSchedule.cpp),
  /// and run as written by the generated code (alb_nest_replicates).
  std::int64_t executionsReplicated = 0;
  std::int64_t executionsAsWritten = 0;
  /// The operations (iterations times opsPerIteration) of its executions
  /// that did not run replicated.
  double distributedOperations = 0.0;

  // Timing of the current execution.
  double computeStart = 0.0;
  double computeCpuStart = 0.0;

  // Accumulated since the last interaction (the status).
  std::int64_t done = 0;
  double computeSeconds = 0.0;
  double computeCpu = 0.0;
  /// Wall and CPU clocks at the last interaction (CpuClock.h).
  double periodWallStart = 0.0;
  double periodCpuStart = 0.0;
  /// Context::waitSeconds at the last interaction.
  double periodWaitStart = 0.0;
  double iterationMin = 0.0;
  /// Pipelines: the longest time since the last report this rank was off
  /// its core as one block or one wait saw it (a block's wall time, from
  /// its boundary received to its boundary sent: its compute is tens of
  /// us; a wait's wall time less its CPU time), and when the current block
  /// started [s] (policy::RecentReports).
  double longestOffSeconds = 0.0;
  double blockStartSeconds = 0.0;
  bool movePending = false;
  double lastMoveSeconds = 0.0;

  // Interactions.
  std::int64_t points = 0;
  std::int64_t moves = 0;
  std::int64_t iterationsMoved = 0;
  MPI_Request statusRequest = MPI_REQUEST_NULL;
  std::vector<char> statusBuffer;
  autolb::runtime::NestBalancer balancer;

  std::int64_t owned() const { return kHi - kLo; }
  std::int64_t stripTripCount() const {
    return pipeEnd > pipeFirst ? pipeEnd - pipeFirst : 0;
  }
};

namespace autolb::runtime {

/// Number of first executions of a pipeline or dynamically scheduled nest
/// whose t_iteration is measured with an extra allreduce; later estimates of
/// pipelines come with the interactions.
constexpr std::int64_t MeasuredExecutions = 3;

/// Adds one t_iteration estimate (identical on all ranks) and sets the
/// nest's t_iteration to the smallest recent one.
void recordIterationEstimate(alb_nest &nest, double seconds);

/// Adds the time since start (MPI_Wtime) to the wall time of the nest that
/// ended last (Context::lastEnded): the combining of its reductions and
/// the syncs that gather its results count as its cost.
void chargeToLastNest(Context &context, double start);

/// The t_iteration chunks are sized by: the measured one, or before any
/// measurement ops_per_iteration x t_op.
double chunkIterationSeconds(const Context &context, const alb_nest &nest);

/// [C06]'s model of one execution (policy/schedules/RankCountAdvice.h) from its
/// compute time summed over ranks and the bytes it transfers, with the
/// start-up's costs: t_incr per byte, mo = t_interact, lm = t_fixed.
policy::ExecutionModel executionModel(const Context &context,
                                      double computeSeconds, double bytes);

/// Adds a pipeline's wait for a neighbour (wall and CPU seconds) to the
/// execution's waits, and its time off the core to the nest's longest.
void noteWait(alb_nest &nest, double seconds, double cpuSeconds,
              double &waitSeconds, double &waitCpuSeconds);

/// One execution of a schedule that is not block-tied counts as a point of
/// the nest, with one trace line: `iterations` run on this rank in
/// `seconds`, `nextHook` in the nexthook column, `block` in the block
/// column, and `reason`.
void traceExecution(Context &context, alb_nest &nest, std::int64_t iterations,
                    double seconds, std::int64_t nextHook, const char *reason,
                    std::int64_t block = 0);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_NEST_H
