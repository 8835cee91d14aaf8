//===- Nest.h - One distributed loop nest -----------------------*- C++ -*-===//
//
// Part of autolb. The state of one nest of the source program (struct
// alb_nest of the C API) and its executions.
//
// Two ways of distributing iterations:
//  - Block-tied (independent == 0: DOALL nests with halos and all
//    pipelines, and every nest when ALB_BALANCE=0): each rank owns one
//    contiguous block [k_lo, k_hi) of the iterations, in rank order;
//    alb_nest_next returns it once. Work moves only between executions, at
//    interactions, and every rank computes the new blocks from the
//    broadcast allocation. A rank may own nothing and still takes part in
//    every collective; a pipeline skips such ranks.
//  - Dynamically scheduled (independent == 1 without halos): chunks from a
//    shared counter (ChunkScheduler.h, sizes from ChunkTable.h) inside one
//    execution, so the balancing happens within the execution; each
//    alb_nest_next call is a hook of the C API but never a collective one.
//    Its arrays are made whole at begin (any rank may run any iteration)
//    and the executed chunks are allgathered at the end to update the
//    holder maps -- unless a previous nest left them in blocks: then the
//    execution runs those blocks where they are (HolderAllocation.h). Chunks have at least the iterations that keep a chunk
//    request (t_interact) under 1% of their work (policy/HookSpacing.h),
//    from t_iteration measured on the first executions (allreduced) or,
//    before that, ops_per_iteration x t_op.
// A nest described as independent but with halos is treated as
// block-tied: its iterations read their neighbours' slices.
//
// alb_nest_begin fetches, for each array, every slice this rank needs (its
// iterations' slices and halos) from the holders; this single mechanism
// is halo exchange, the old-value halo of pipelines, and the data movement
// after work moved (the new blocks simply need other slices).
//
// Block size of pipelines: every rank computes b at alb_nest_begin from
// the same inputs (the allocation; t_iteration, allreduced over the ranks
// on the first executions and later carried in the broadcast
// instructions; the start-up measurements), so b is identical everywhere
// without being broadcast itself. Before any timing, t_iteration is
// estimated from ops_per_iteration and the start-up t_op (provisional).
//
// Hooks of block-tied nests: hook_level 0 and 1 count at alb_nest_end (the
// iterations are atomic within one execution, so a hook inside the
// distributed loop could not move work any earlier); level >= 2 counts in
// the inline alb_hook. Interactions are in Interaction.h.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_NEST_H
#define AUTOLB_RUNTIME_NEST_H

#include "Context.h"
#include "PipelineGeometry.h"
#include "autolb/autolb.h"
#include "policy/Decision.h"
#include "policy/GrainSize.h"
#include "policy/HookSpacing.h"

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mpi.h>
#include <string>
#include <vector>

namespace autolb::runtime {

/// An array as one nest uses it.
struct NestArray {
  ArrayRecord *array = nullptr;
  int below = 0;
  int above = 0;
  bool written = false;
  int pipeRows = 0;
};

/// A movement and whether it paid off (rank 0, for the summary).
struct MoveRecord {
  double atSeconds = 0.0;
  std::int64_t iterations = 0;
  bool forced = false;
  bool stress = false;
  double predictedReduction = 0.0;
  double predictedBenefitSeconds = 0.0;
  double predictedCostSeconds = 0.0;
  /// Wall time per phase on rank 0 in the period before the move.
  double phaseBeforeSeconds = 0.0;
  /// 1 - phase after / phase before, measured one period later (includes
  /// the movement itself); NaN until measured.
  double realizedReduction = 0.0;
  bool realized = false;
};

/// The balancer's side of one nest (rank 0 only).
struct NestBalancer {
  std::unique_ptr<policy::Balancer> balancer;
  /// Statuses of the previous interaction (pipelined mode).
  std::vector<policy::RankStatus> previous;
  std::vector<double> previousIteration;
  std::vector<double> previousMoveSeconds;
  bool havePrevious = false;
  policy::MovementVolume lastVolume;
  policy::PeriodChoice lastPeriod;
  /// The filter bands per rank after the last decision.
  std::vector<double> lastBands;
  /// Stall threshold of the last decision [s] (0 = not armed).
  double stallThresholdSeconds = 0.0;
  /// Reports that named a rank stalled, per rank.
  std::map<int, std::int64_t> stalledReports;
  std::map<std::string, std::int64_t> outcomes;
  std::vector<MoveRecord> moves;
  double lastPointTime = 0.0;
  double balancerSeconds = 0.0;
};

} // namespace autolb::runtime

struct alb_nest {
  int id = 0;
  std::string location;
  alb_nest_kind kind = ALB_NEST_DOALL;
  bool dynamic = false;
  /// This execution of a dynamic nest runs the blocks its data is in
  /// (HolderAllocation.h); holderExecutions counts such executions.
  bool followsHolders = false;
  std::int64_t holderExecutions = 0;
  int hookLevel = 1;
  double opsPerIteration = 0.0;
  std::int64_t pipeFirst = 0, pipeEnd = 0, pipeSkew = 0;
  std::vector<autolb::runtime::NestArray> arrays;
  int maxPipeRows = 0;
  double bytesPerIteration = 0.0;

  // The current (or last) execution.
  bool active = false;
  std::int64_t first = 0, step = 1, count = 0;
  std::int64_t executions = 0;
  std::vector<std::int64_t> allocation;
  std::vector<std::int64_t> bounds;
  std::int64_t kLo = 0, kHi = 0;
  bool blockGiven = false;

  // Grain size (pipelines).
  std::int64_t blockSize = 1;
  autolb::policy::GrainChoice grain;
  bool provisionalGrain = false;
  /// t_iteration estimate, identical on all ranks (0 = not measured yet).
  double iterationSeconds = 0.0;
  std::deque<double> iterationHistory;

  alb_hook_state hook{0, 1};

  // Timing of the current execution.
  double computeStart = 0.0;
  double computeCpuStart = 0.0;
  double pipeWait = 0.0;
  double pipeWaitCpu = 0.0;

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
  bool movePending = false;
  double lastMoveSeconds = 0.0;
  std::int64_t lastMoveBytes = 0;

  // Pipeline state of the current execution.
  autolb::runtime::PipeNeighbours neighbours;
  std::deque<std::vector<char>> sendBuffers;
  std::deque<MPI_Request> sendRequests;
  std::vector<char> receiveBuffer;

  // Dynamic scheduling state of the current execution.
  std::vector<std::int64_t> chunks;
  std::int64_t counterBase = 0;
  bool chunksExhausted = false;
  std::vector<std::int64_t> myChunks;
  std::uint64_t stressState = 0;
  /// Smallest chunk of the factoring table and the t_iteration it came
  /// from (measured, or ops_per_iteration x t_op).
  autolb::policy::HookSpacing minimumChunk;
  double chunkIterationSeconds = 0.0;
  bool chunkIterationMeasured = false;

  // Interactions.
  std::int64_t points = 0;
  std::int64_t moves = 0;
  std::int64_t iterationsMoved = 0;
  MPI_Request statusRequest = MPI_REQUEST_NULL;
  std::vector<char> statusBuffer;
  autolb::runtime::NestBalancer balancer;

  bool pipelined() const { return kind == ALB_NEST_PIPELINE; }
  std::int64_t owned() const { return kHi - kLo; }
  std::int64_t stripTripCount() const {
    return pipeEnd > pipeFirst ? pipeEnd - pipeFirst : 0;
  }
};

namespace autolb::runtime {

/// alb_nest_begin: creates the nest on first use, then starts one
/// execution. Aborts on invalid arguments.
void beginNest(Context &context, alb_nest **slot, const alb_nest_desc &desc,
               std::int64_t first, std::int64_t step, std::int64_t count);
/// alb_nest_next.
int nextChunk(Context &context, alb_nest &nest, std::int64_t &kLo,
              std::int64_t &kHi);
/// alb_nest_end (fires the hook at levels 0 and 1).
void endNest(Context &context, alb_nest &nest);

/// Adds one t_iteration estimate (identical on all ranks) and sets the
/// nest's t_iteration to the smallest recent one.
void recordIterationEstimate(alb_nest &nest, double seconds);

/// The processor map of the next independent execution (rank 0 polls,
/// everyone receives). Collective.
void refreshProcessorMap(Context &context);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_NEST_H
