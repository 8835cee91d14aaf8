//===- StabilityHistory.h - How long rates stay stable ----------*- C++ -*-===//
//
// Part of autolb. The benefit of a movement lasts until the rates change
// again; [S97] §6.3 projects that time from the frequency of past
// changes ("a very gross estimate"). A change is the start of an imbalance
// episode: the first interaction over the threshold after one that was not
// (or after a movement), or a processor-map change. A persisting imbalance
// is one change, not one per interaction: otherwise an expensive movement
// cancelled by the profitability check would look like an unstable system
// forever and never be allowed.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_STABILITYHISTORY_H
#define AUTOLB_POLICY_STABILITYHISTORY_H

#include <cstddef>
#include <deque>

namespace autolb::policy {

/// Times of recent rate changes and the stable time they predict.
class StabilityHistory {
public:
  /// Number of recent gaps averaged when none is given.
  static constexpr std::size_t DefaultWindow = 4;

  /// \param window number of recent gaps averaged (at least 1).
  explicit StabilityHistory(std::size_t window = DefaultWindow);

  /// Records a change at `atSeconds` (seconds since the run-time started;
  /// times earlier than the previous change are clamped to it).
  void recordChange(double atSeconds);

  /// Expected time the rates stay stable [s]: the larger of the mean of the
  /// recent gaps between changes (the start of the run, time 0, counting as
  /// the first change) and the time since the last change (a state that
  /// has lasted long is expected to last about as long again). With no
  /// change recorded yet, nowSeconds. Never below minimumSeconds (e.g. one
  /// period: a benefit lasts at least until the next interaction).
  double expectedStableSeconds(double nowSeconds,
                               double minimumSeconds = 0.0) const;

  /// Number of changes recorded since construction.
  std::size_t totalChanges() const { return Total; }

private:
  std::size_t Window;
  std::size_t Total = 0;
  double LastChange = 0.0;
  std::deque<double> Gaps;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_STABILITYHISTORY_H
