//===- Profitability.h - Cost-benefit check of a movement -------*- C++ -*-===//
//
// Part of autolb. [S97] §6.3: after instructions are computed,
// predict the movement cost (from the amount of data and past movements) and
// the benefit (rfract times the time the system is expected to stay stable),
// and cancel only when the cost GREATLY exceeds the benefit: cancelling
// delays the reaction to real changes, and the benefit estimate is gross.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_PROFITABILITY_H
#define AUTOLB_POLICY_PROFITABILITY_H

#include "policy/balance/Instructions.h"
#include "policy/balance/MovementHistory.h"

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// Start-up model of a movement's cost: messages * perMessage +
/// bytes * perByte, both on the critical path.
struct MovementCostModel {
  /// t_fixed [s per message].
  double perMessageSeconds = 0.0;
  /// t_incr divided by the bytes per element it was measured with
  /// [s per byte].
  double perByteSeconds = 0.0;
};

/// How much a set of instructions moves.
struct MovementVolume {
  /// Iterations moved in total (sum over moves).
  std::int64_t iterations = 0;
  /// Bytes moved in total.
  std::int64_t bytes = 0;
  /// The largest bytes sent + received by one rank: ranks move in
  /// parallel, so this bounds the movement's duration.
  std::int64_t criticalBytes = 0;
  /// The most messages sent + received by one rank.
  std::int64_t criticalMessages = 0;
};

/// Volume of direct moves over `ranks` ranks; each move is one message of
/// count * bytesPerIteration bytes (rounded up). O(moves + P).
MovementVolume volumeOf(const std::vector<DirectMove> &moves, int ranks,
                        double bytesPerIteration);

/// Volume of block transfers (same conventions). O(transfers + P).
MovementVolume volumeOf(const std::vector<BlockTransfer> &transfers, int ranks,
                        double bytesPerIteration);

/// Uncalibrated start-up model: criticalMessages * perMessageSeconds +
/// criticalBytes * perByteSeconds [s].
double modelMovementSeconds(const MovementCostModel &model,
                            const MovementVolume &volume);

/// Predicted cost [s]: the model, scaled by the history's calibration
/// (mean measured/modelled of recent movements; 1 before any). When the
/// model predicts 0 (nothing measured at start-up) but data moves, the mean
/// cost of the recent movements (0 before any).
double predictMovementSeconds(const MovementCostModel &model,
                              const MovementHistory &history,
                              const MovementVolume &volume);

/// Settings of the check.
struct ProfitabilitySettings {
  /// ALB_PROFITABILITY: false = never cancel (cost and benefit are still
  /// computed, for the trace).
  bool enabled = true;
  /// Cancel only when cost > cancelFactor * benefit. 2: the benefit
  /// estimate is gross and cancelling has a hidden cost (slower reaction),
  /// so the margin is wide.
  double cancelFactor = 2.0;
};

/// Result of the check.
struct ProfitabilityVerdict {
  /// Predicted movement cost [s].
  double costSeconds = 0.0;
  /// Predicted benefit = rfract * expected stable time [s].
  double benefitSeconds = 0.0;
  /// False when the movement is cancelled.
  bool profitable = true;
};

/// benefit = reduction * stableSeconds; profitable unless enabled and
/// cost > cancelFactor * benefit (cost equal to the limit is allowed).
ProfitabilityVerdict judgeProfitability(double reduction, double stableSeconds,
                                        double costSeconds,
                                        const ProfitabilitySettings &settings);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_PROFITABILITY_H
