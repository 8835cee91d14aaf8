//===- ChunkFixedCost.h - What a chunk costs beyond its work ----*- C++ -*-===//
//
// Part of autolb. A chunk of n iterations takes t(n) = a + b n: b is the
// iterations' work, a what every chunk pays once whatever its size. The
// request for the chunk is part of a (t_interact), but so is what the
// compiled chunk nest does before its first iteration: a loop optimizer
// that tiles the nest (Polly) packs the operands of every tile it runs,
// once per chunk; a matrix multiply's row costs its packing of B again in
// each chunk of one row. HookSpacing's 1% rule, fed t_interact only, sees
// none of that.
//
// a and b are measured, not estimated: a rank times a chunk of n
// iterations and then one of k n (k merged chunks), so
//   b = (t(k n) - t(n)) / ((k - 1) n),   a = t(n) - b n.
// Timing noise of a few per cent on either chunk would show as a fixed
// cost; a is trusted only when it is at least MinFixedShare of t(n).
// Chunks are then merged until a is at most 1% of a merged chunk's work,
// as for a hook (HookSpacing.h), and never beyond MaxMerged: a rank keeps
// enough chunks for others to steal from it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_CHUNKFIXEDCOST_H
#define AUTOLB_POLICY_CHUNKFIXEDCOST_H

#include <cstdint>

namespace autolb::policy {

/// Chunks merged into the larger of the two timed ones.
constexpr std::int64_t ProbeMerge = 4;

/// Smallest fixed cost, as a share of the smaller chunk's time, taken for
/// more than timing noise.
constexpr double MinFixedShare = 0.1;

struct ChunkCostFit {
  /// a and b [s]; 0 when the two times do not give them.
  double fixedSeconds = 0.0;
  double iterationSeconds = 0.0;
  /// a >= MinFixedShare t(n), b > 0.
  bool significant = false;
};

/// a and b from a chunk of SmallIterations taking SmallSeconds and one of
/// LargeIterations (more) taking LargeSeconds.
ChunkCostFit fitChunkCost(std::int64_t SmallIterations, double SmallSeconds,
                          std::int64_t LargeIterations, double LargeSeconds);

/// Chunks of ChunkIterations to merge into one so that a (plus the request,
/// InteractSeconds) is at most 1% of its work: 1 when the fit is not
/// significant; at most MaxMerged (at least 1).
std::int64_t mergedChunks(const ChunkCostFit &Fit, double InteractSeconds,
                          std::int64_t ChunkIterations, std::int64_t MaxMerged);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_CHUNKFIXEDCOST_H
