//===- MovementHistory.h - Measured past work movements ---------*- C++ -*-===//
//
// Part of autolb. The balancer learns what moving work costs from the
// movements it has already made ([S97] §5.2.2 and §6.3): the
// average cost of the last few movements sets period_movement, the time
// between them sets workscale, and the ratio of measured to predicted cost
// calibrates the profitability check.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_MOVEMENTHISTORY_H
#define AUTOLB_POLICY_MOVEMENTHISTORY_H

#include <cstddef>
#include <cstdint>
#include <deque>

namespace autolb::policy {

/// One completed work movement as measured by the MPI layer.
struct MovementRecord {
  /// Time at which the movement finished [s since the run-time started].
  double atSeconds = 0.0;
  /// Wall time the movement took on its critical path [s].
  double seconds = 0.0;
  /// Bytes on the critical path (the largest sent + received by one rank).
  std::int64_t bytes = 0;
  /// Messages on the critical path (the most sent + received by one rank).
  std::int64_t messages = 0;
  /// What the start-up cost model predicted for these bytes and messages
  /// [s], before calibration; 0 when unknown (then the record does not
  /// calibrate the model).
  double modelSeconds = 0.0;
};

/// The last few movements (a sliding window: old costs describe a system
/// whose loads may have changed, so only recent ones are averaged).
class MovementHistory {
public:
  /// Window length used when none is given: "the previous few movements".
  static constexpr std::size_t DefaultWindow = 4;

  /// \param window number of recent movements averaged (at least 1).
  explicit MovementHistory(std::size_t window = DefaultWindow);

  /// Appends a measured movement, dropping the oldest beyond the window.
  void record(const MovementRecord &movement);

  /// Number of movements recorded since construction (not capped).
  std::size_t totalMovements() const { return Total; }

  /// t_movement: mean wall time of the recent movements [s]; 0 when none.
  double averageSeconds() const;

  /// Mean time between consecutive recent movements [s]; 0 with fewer than
  /// two movements in the window.
  double averageGapSeconds() const;

  /// Mean of measured/modelled seconds over recent movements that had a
  /// model prediction; 1 when there are none (trust the start-up model).
  double costCalibration() const;

  /// The recent movements, oldest first.
  const std::deque<MovementRecord> &recent() const { return Recent; }

private:
  std::size_t Window;
  std::size_t Total = 0;
  std::deque<MovementRecord> Recent;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_MOVEMENTHISTORY_H
