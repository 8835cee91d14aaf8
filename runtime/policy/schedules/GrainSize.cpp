//===- GrainSize.cpp - Block size of pipelined and barrier nests ----------===//
//
// Part of autolb. See GrainSize.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/GrainSize.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace autolb::policy {

namespace {

/// A time that cannot be negative or undefined; returns whether it changed.
bool sanitizeSeconds(double &Seconds) {
  if (std::isfinite(Seconds) && Seconds >= 0.0)
    return false;
  Seconds = 0.0;
  return true;
}

/// The model with every input made usable, and whether anything changed.
struct SanitizedModel {
  PipelineModel Model;
  bool Changed = false;
};

SanitizedModel sanitize(PipelineModel Model) {
  SanitizedModel Result;
  if (Model.ranks < 1) {
    Model.ranks = 1;
    Result.Changed = true;
  }
  if (Model.stripTripCount < 0) {
    Model.stripTripCount = 0;
    Result.Changed = true;
  }
  Result.Changed |= sanitizeSeconds(Model.iterationSeconds);
  Result.Changed |= sanitizeSeconds(Model.fixedSeconds);
  Result.Changed |= sanitizeSeconds(Model.perElementSeconds);
  Result.Model = Model;
  return Result;
}

std::int64_t clampBlock(std::int64_t Block, std::int64_t TripCount) {
  return std::clamp<std::int64_t>(Block, 1,
                                  std::max<std::int64_t>(TripCount, 1));
}

double sequentialSeconds(const PipelineModel &Model) {
  return static_cast<double>(Model.ranks) *
         static_cast<double>(Model.stripTripCount) * Model.iterationSeconds;
}

PipelinePrediction predictSanitized(const PipelineModel &Model,
                                    std::int64_t BlockSize) {
  PipelinePrediction Result;
  const std::int64_t M = Model.stripTripCount;
  const double P = Model.ranks;
  Result.blockSize = clampBlock(BlockSize, M);
  const double B = static_cast<double>(Result.blockSize);
  // M = ceil(m / b), written so that it cannot overflow for any m.
  Result.blocks = M / Result.blockSize + (M % Result.blockSize != 0 ? 1 : 0);
  Result.blockSeconds = B * Model.iterationSeconds;
  // A single rank sends no boundary messages at all.
  Result.shiftSeconds =
      Model.ranks == 1 ? 0.0 : Model.fixedSeconds + Model.perElementSeconds * B;
  Result.sequentialSeconds = sequentialSeconds(Model);
  if (Result.blocks == 0) {
    Result.totalSeconds = 0.0;
  } else {
    const double Blocks = static_cast<double>(Result.blocks);
    const double Shifts = Model.ranks == 1 ? 0.0 : Blocks + P - 2.0;
    Result.totalSeconds =
        (Blocks + P - 1.0) * Result.blockSeconds + Shifts * Result.shiftSeconds;
  }
  Result.efficiency = Result.totalSeconds > 0.0
                          ? Result.sequentialSeconds / (P * Result.totalSeconds)
                          : 1.0;
  return Result;
}

} // namespace

const char *grainRuleName(GrainRule Rule) {
  switch (Rule) {
  case GrainRule::EmptyLoop:
    return "empty-loop";
  case GrainRule::SingleRank:
    return "single-rank";
  case GrainRule::Optimal:
    return "optimal";
  case GrainRule::NothingToOverlap:
    return "nothing-to-overlap";
  case GrainRule::FreeMessages:
    return "free-messages";
  case GrainRule::Barrier:
    return "barrier";
  case GrainRule::Override:
    return "override";
  }
  return "unknown";
}

PipelinePrediction predictPipeline(const PipelineModel &Model,
                                   std::int64_t BlockSize) {
  return predictSanitized(sanitize(Model).Model, BlockSize);
}

GrainChoice choosePipelinedGrain(const PipelineModel &Input) {
  const SanitizedModel Clean = sanitize(Input);
  const PipelineModel &Model = Clean.Model;
  const std::int64_t M = Model.stripTripCount;
  const double P = Model.ranks;

  GrainChoice Choice;
  Choice.inputsSanitized = Clean.Changed;
  Choice.inputs = Model;
  Choice.sequentialSeconds = sequentialSeconds(Model);
  // The P-2 term is negative only for P = 1, which is handled before it is
  // used; with sanitized (non-negative) times the numerator is >= 0 for P>=2.
  Choice.numeratorSeconds =
      Choice.sequentialSeconds * (1.0 - 1.0 / P) +
      Model.perElementSeconds * static_cast<double>(M) * (P - 2.0);

  if (M == 0) {
    Choice.rule = GrainRule::EmptyLoop;
    Choice.blockSize = 1;
  } else if (Model.ranks == 1) {
    Choice.rule = GrainRule::SingleRank;
    Choice.blockSize = M;
  } else if (!(Choice.numeratorSeconds > 0.0)) {
    Choice.rule = GrainRule::NothingToOverlap;
    Choice.blockSize = M;
  } else if (Model.fixedSeconds == 0.0) {
    Choice.rule = GrainRule::FreeMessages;
    Choice.optimalBlocks = std::numeric_limits<double>::infinity();
    Choice.blockSize = 1;
  } else {
    Choice.rule = GrainRule::Optimal;
    Choice.optimalBlocks =
        std::sqrt(Choice.numeratorSeconds / Model.fixedSeconds);
    const double Ideal = static_cast<double>(M) / Choice.optimalBlocks;
    // Compare in double before converting: m / M_opt may exceed int64.
    Choice.blockSize =
        Ideal >= static_cast<double>(M)
            ? M
            : clampBlock(static_cast<std::int64_t>(std::ceil(Ideal)), M);
  }
  Choice.prediction = predictSanitized(Model, Choice.blockSize);
  return Choice;
}

GrainChoice chooseBarrierGrain(std::int64_t TripCount) {
  GrainChoice Choice;
  Choice.rule = GrainRule::Barrier;
  Choice.blockSize = std::max<std::int64_t>(TripCount, 1);
  return Choice;
}

GrainChoice overridePipelinedGrain(const PipelineModel &Input,
                                   std::int64_t RequestedBlockSize) {
  GrainChoice Choice = choosePipelinedGrain(Input);
  const SanitizedModel Clean = sanitize(Input);
  Choice.rule = GrainRule::Override;
  Choice.blockSize = clampBlock(RequestedBlockSize, Clean.Model.stripTripCount);
  Choice.prediction = predictSanitized(Clean.Model, Choice.blockSize);
  return Choice;
}

} // namespace autolb::policy
