//===- AdjustingFactoring.cpp - Chunk factors of dynamic nests ------------===//
//
// Part of autolb. See AdjustingFactoring.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/AdjustingFactoring.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

void ChunkTimeSums::add(std::int64_t Iterations, double Seconds) {
  if (Iterations <= 0 || !std::isfinite(Seconds) || Seconds < 0.0)
    return;
  const double N = static_cast<double>(Iterations);
  chunks += 1.0;
  iterations += N;
  seconds += Seconds;
  squaredSecondsPerIteration += Seconds * Seconds / N;
}

std::array<double, ChunkTimeSums::Size> ChunkTimeSums::pack() const {
  return {chunks, iterations, seconds, squaredSecondsPerIteration};
}

ChunkTimeSums ChunkTimeSums::unpack(const double *Packed) {
  ChunkTimeSums Sums;
  Sums.chunks = Packed[0];
  Sums.iterations = Packed[1];
  Sums.seconds = Packed[2];
  Sums.squaredSecondsPerIteration = Packed[3];
  return Sums;
}

IterationTimeStatistics iterationStatistics(const ChunkTimeSums &Sums) {
  IterationTimeStatistics S;
  if (Sums.chunks < 2.0 || !isUsable(Sums.iterations) ||
      !isUsable(Sums.seconds))
    return S;
  S.mean = Sums.seconds / Sums.iterations;
  // sum (t - n mu)^2 / n = sum t^2/n - 2 mu sum t + mu^2 sum n.
  const double Squares = Sums.squaredSecondsPerIteration -
                         2.0 * S.mean * Sums.seconds +
                         S.mean * S.mean * Sums.iterations;
  S.deviation = std::sqrt(std::max(Squares / Sums.chunks, 0.0));
  S.chunks = static_cast<std::int64_t>(Sums.chunks);
  return S;
}

FactoringFactors adjustingFactors(const IterationTimeStatistics &Statistics,
                                  int Workers) {
  FactoringFactors F;
  if (!Statistics.known() || !std::isfinite(Statistics.deviation))
    return F;
  const double Spread = Statistics.deviation *
                        std::sqrt(std::max(Workers, 1) / 2.0) / Statistics.mean;
  F.first = 1.0 + Spread;
  F.later = 2.0 + Spread;
  F.policy = ChunkPolicy::Daf;
  return F;
}

const char *chunkPolicyName(ChunkPolicy Policy) {
  return Policy == ChunkPolicy::Daf ? "DAF" : "FAC2";
}

std::int64_t masterCapacityChunk(double InteractSeconds,
                                 double IterationSeconds, int Workers,
                                 std::int64_t Maximum) {
  const std::int64_t Largest = std::max<std::int64_t>(Maximum, 1);
  if (!isUsable(InteractSeconds) || !isUsable(IterationSeconds))
    return 1;
  // Compared as doubles first: the quotient may exceed any integer.
  const double Wanted =
      std::ceil(std::max(Workers, 1) * InteractSeconds / IterationSeconds);
  if (Wanted >= static_cast<double>(Largest))
    return Largest;
  return std::max<std::int64_t>(static_cast<std::int64_t>(Wanted), 1);
}

} // namespace autolb::policy
