//===- ChunkFixedCost.cpp - What running one chunk costs beyond its work --===//
//
// Part of autolb. See ChunkFixedCost.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/ChunkFixedCost.h"
#include "policy/common/Measured.h"
#include "policy/schedules/HookSpacing.h"

#include <algorithm>
#include <limits>

namespace autolb::policy {

ChunkCostFit fitChunkCost(std::int64_t SmallIterations, double SmallSeconds,
                          std::int64_t LargeIterations, double LargeSeconds) {
  ChunkCostFit Fit;
  if (SmallIterations < 1 || LargeIterations <= SmallIterations ||
      !isUsable(SmallSeconds) || !isUsable(LargeSeconds))
    return Fit;
  const double PerIteration =
      (LargeSeconds - SmallSeconds) /
      static_cast<double>(LargeIterations - SmallIterations);
  if (!(PerIteration > 0.0))
    return Fit;
  Fit.iterationSeconds = PerIteration;
  Fit.fixedSeconds = std::max(
      SmallSeconds - PerIteration * static_cast<double>(SmallIterations), 0.0);
  Fit.significant = Fit.fixedSeconds >= MinFixedShare * SmallSeconds;
  return Fit;
}

std::int64_t mergedChunks(const ChunkCostFit &Fit, double InteractSeconds,
                          std::int64_t ChunkIterations,
                          std::int64_t MaxMerged) {
  const std::int64_t Largest = std::max<std::int64_t>(MaxMerged, 1);
  if (!Fit.significant || ChunkIterations < 1)
    return 1;
  const std::int64_t MaxIterations =
      Largest > std::numeric_limits<std::int64_t>::max() / ChunkIterations
          ? std::numeric_limits<std::int64_t>::max()
          : Largest * ChunkIterations;
  const HookSpacing Spacing =
      spaceHooks(Fit.fixedSeconds + std::max(InteractSeconds, 0.0),
                 Fit.iterationSeconds, MaxIterations);
  const std::int64_t Merged =
      (Spacing.iterations + ChunkIterations - 1) / ChunkIterations;
  return std::clamp<std::int64_t>(Merged, 1, Largest);
}

} // namespace autolb::policy
