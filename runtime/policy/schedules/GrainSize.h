//===- GrainSize.h - Block size of pipelined and barrier nests --*- C++ -*-===//
//
// Part of autolb. The grain-size model of [S97] §4: a pipelined (DOACROSS)
// nest has its enclosing loop strip-mined into blocks of b iterations; one
// boundary message is shifted downstream per block. Small blocks fill the
// pipeline quickly but pay the fixed message cost often; the model picks
// the block count M_opt that minimises the predicted total time.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_GRAINSIZE_H
#define AUTOLB_POLICY_GRAINSIZE_H

#include <cstdint>

namespace autolb::policy {

/// Measured inputs of the pipelined grain-size model.
///
/// Negative or non-finite times are treated as 0 (and reported through
/// GrainChoice::inputsSanitized): t_incr is measured as a difference of two
/// timings and may come out slightly negative from noise; a time can never be
/// negative, and a zero keeps every formula defined.
struct PipelineModel {
  /// P: number of ranks in the pipeline (values below 1 are treated as 1).
  int ranks = 1;
  /// m: trip count of the strip-mined (pipelined) loop (negative -> 0).
  std::int64_t stripTripCount = 0;
  /// t_iteration [s]: the longest time, over the ranks, of the local part of
  /// the distributed loop for ONE iteration of the strip-mined loop.
  double iterationSeconds = 0.0;
  /// t_fixed [s]: cost of shifting one empty message to the next rank.
  double fixedSeconds = 0.0;
  /// t_incr [s/element]: extra cost per boundary element in a message.
  double perElementSeconds = 0.0;
};

/// Which branch of the model chose the block size (printed in the summary).
enum class GrainRule {
  /// m = 0: nothing to strip-mine; b = 1 so `for (j = 0; j < m; j += b)`
  /// stays a valid loop.
  EmptyLoop,
  /// P = 1: no pipeline to fill, the largest block avoids all overhead.
  SingleRank,
  /// The formula: b = ceil(m / M_opt), clamped to [1, m].
  Optimal,
  /// Numerator <= 0 (no computation and no per-element cost to overlap):
  /// only the message count matters, so the fewest messages, b = m.
  NothingToOverlap,
  /// t_fixed = 0 with a positive numerator: messages have no fixed cost, the
  /// predicted time grows with b, so the finest grain b = 1.
  FreeMessages,
  /// Barrier-synchronized nest: the largest grain ([S97] §4.2:
  /// skews from competing loads accumulate at every barrier).
  Barrier,
  /// The user forced the block size (ALB_BLOCKSIZE), clamped to [1, m].
  Override,
};

/// Short, stable, lower-case name of a rule ("optimal", "single-rank", ...).
const char *grainRuleName(GrainRule rule);

/// Predicted behaviour of a pipelined nest for one block size ([S97]
/// equations; Fig. 8 plots predictedEfficiency against b).
struct PipelinePrediction {
  /// b: block size the prediction is for.
  std::int64_t blockSize = 0;
  /// M = ceil(m / b): number of blocks.
  std::int64_t blocks = 0;
  /// t_block = b * t_iteration [s].
  double blockSeconds = 0.0;
  /// t_shift = t_fixed + t_incr * b [s] (0 when P = 1: no messages).
  double shiftSeconds = 0.0;
  /// t_sequential = P * m * t_iteration [s].
  double sequentialSeconds = 0.0;
  /// t_total = (M + P - 1) * t_block + (M + P - 2) * t_shift [s]
  /// (no shifts at all when P = 1).
  double totalSeconds = 0.0;
  /// t_sequential / (P * t_total); 1 when t_total = 0 (nothing to do costs
  /// nothing, so nothing is lost).
  double efficiency = 1.0;
};

/// The chosen block size together with everything needed to explain it.
struct GrainChoice {
  /// b: the block size the generated code must use (>= 1).
  std::int64_t blockSize = 1;
  /// Which branch of the model decided.
  GrainRule rule = GrainRule::EmptyLoop;
  /// t_sequential = P * m * t_iteration [s] (after sanitizing the inputs).
  double sequentialSeconds = 0.0;
  /// t_sequential * (1 - 1/P) + t_incr * m * (P - 2) [s].
  double numeratorSeconds = 0.0;
  /// M_opt = sqrt(numerator / t_fixed), continuous; 0 when the numerator is
  /// <= 0 and +infinity when t_fixed = 0 with a positive numerator; 0 for
  /// rules that do not use the formula.
  double optimalBlocks = 0.0;
  /// The model's prediction for blockSize.
  PipelinePrediction prediction;
  /// True when a negative or non-finite input was replaced by 0.
  bool inputsSanitized = false;
  /// The inputs the choice was made from, after sanitizing (default for
  /// chooseBarrierGrain), so a summary can print them next to b.
  PipelineModel inputs;
};

/// Predicts time and efficiency of a pipelined nest run with block size b
/// (b is clamped to [1, max(m, 1)]).
PipelinePrediction predictPipeline(const PipelineModel &model,
                                   std::int64_t blockSize);

/// Chooses b for a pipelined nest:
/// M_opt = sqrt((t_seq (1 - 1/P) + t_incr m (P - 2)) / t_fixed),
/// b = ceil(m / M_opt) clamped to [1, m]; see GrainRule for every special
/// case. Deterministic, never divides by zero.
GrainChoice choosePipelinedGrain(const PipelineModel &model);

/// Chooses b for a barrier-synchronized nest: the largest grain, b = m
/// (b = 1 when m <= 0). The prediction fields are left at their defaults.
GrainChoice chooseBarrierGrain(std::int64_t tripCount);

/// Applies a user override (ALB_BLOCKSIZE) to a model: b = clamp(requested,
/// 1, max(m, 1)), with the prediction for that b and rule Override.
GrainChoice overridePipelinedGrain(const PipelineModel &model,
                                   std::int64_t requestedBlockSize);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_GRAINSIZE_H
