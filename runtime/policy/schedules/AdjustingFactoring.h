//===- AdjustingFactoring.h - Chunk factors of dynamic nests ----*- C++ -*-===//
//
// Part of autolb. Dynamic Adjusting Factoring ([C06] §5.3): a dynamically
// scheduled nest hands out its iterations in batches of one chunk per
// worker; batch j holds the remaining R_j iterations divided by x_j, so
// each of its W chunks has ceil(R_j / (x_j W)) iterations. With the
// iterations' mean time mu and standard deviation sigma, the largest first
// batch that is unlikely to overrun the ideal time M mu / W (the expected
// maximum of W chunk times is at most mu F + sigma F sqrt(W/2)) has
//   x_0 = 1 + sigma sqrt(W/2) / mu,
// and every later batch, whose chunks start while others still run,
//   x_j = 2 + sigma sqrt(W/2) / mu.
// Before anything is measured the factors are 2 (FAC2, DPF with factor
// 1/2, as the paper's first iteration).
//
// Iterations are not timed one by one: a chunk of n iterations is. If
// iteration times are independent with mean mu and deviation sigma, a
// chunk takes t with E[t] = n mu and Var[t] = n sigma^2, so
//   mu = sum t / sum n,   sigma^2 = (1/C) sum (t - n mu)^2 / n
// over C chunks. A slower rank's chunks deviate too, so a competing load
// raises sigma, as it should: the chunks get smaller. The sums are plain
// additions, allreduced across ranks after each execution; the factors of
// the next execution come from the previous one's chunks.
//
// The Master's Chunk Managing Capacity ([C06] §5.3) bounds the smallest
// chunk: the shared counter serves one request per t_interact, so W
// workers stay fed only when a chunk lasts at least W t_interact.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_ADJUSTINGFACTORING_H
#define AUTOLB_POLICY_ADJUSTINGFACTORING_H

#include <array>
#include <cstdint>

namespace autolb::policy {

/// Sums over executed chunks, from which mu and sigma follow; element-wise
/// addition of `pack`ed sums combines ranks (MPI_SUM).
struct ChunkTimeSums {
  double chunks = 0.0;
  double iterations = 0.0;
  double seconds = 0.0;
  /// sum of t^2 / n.
  double squaredSecondsPerIteration = 0.0;

  /// One executed chunk of `iterations` (> 0) that took `seconds`.
  void add(std::int64_t iterations, double seconds);
  void clear() { *this = ChunkTimeSums(); }

  static constexpr int Size = 4;
  std::array<double, Size> pack() const;
  static ChunkTimeSums unpack(const double *Packed);
};

/// Mean and deviation of one iteration's time.
struct IterationTimeStatistics {
  /// Seconds; 0 when unknown.
  double mean = 0.0;
  double deviation = 0.0;
  /// Chunks the statistics come from.
  std::int64_t chunks = 0;
  bool known() const { return mean > 0.0; }
};

/// mu and sigma from the sums: unknown (mean 0) without at least two
/// chunks and positive time; sigma^2 clamped at 0 (rounding).
IterationTimeStatistics iterationStatistics(const ChunkTimeSums &Sums);

enum class ChunkPolicy {
  Fac2, ///< factors 2: nothing measured yet, or ALB_CHUNKS=fac2
  Daf   ///< factors from the measured mu and sigma
};

/// x_0 and x_j of the batches (both >= 1).
struct FactoringFactors {
  double first = 2.0;
  double later = 2.0;
  ChunkPolicy policy = ChunkPolicy::Fac2;
};

/// DAF's factors for `workers` workers from the statistics; FAC2's when
/// the statistics are unknown.
FactoringFactors adjustingFactors(const IterationTimeStatistics &Statistics,
                                  int Workers);

/// "FAC2" or "DAF".
const char *chunkPolicyName(ChunkPolicy Policy);

/// Smallest chunk the shared counter can feed `workers` workers with: the
/// iterations that last workers x t_interact (at least 1, at most
/// maximum; 1 when a cost is unknown).
std::int64_t masterCapacityChunk(double InteractSeconds,
                                 double IterationSeconds, int Workers,
                                 std::int64_t Maximum);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_ADJUSTINGFACTORING_H
