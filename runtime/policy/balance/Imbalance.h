//===- Imbalance.h - Imbalance estimate and threshold -----------*- C++ -*-===//
//
// Part of autolb. [S97] §6.2: rfract is the fraction by which the
// elapsed time of the next computation phase would drop if the work were
// redistributed to match the (filtered) rates. Work moves only when
// rfract >= tfract; this hysteresis ignores small fluctuations.
//
// A fixed threshold can leave the system stuck just under it ([S97]
// Fig. 24c), so the threshold is optionally dynamic: when rfract stays in
// [relaxedFraction * tfract, tfract) for `patience` consecutive
// interactions with the same slowest rank, one "minor adjustment" is allowed
// and the count restarts. A real but small imbalance is thus corrected
// within `patience` periods, while noise is still ignored: it rarely stays
// in the band that long, and it changes which rank is slowest.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_IMBALANCE_H
#define AUTOLB_POLICY_IMBALANCE_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// Predicted elapsed time of the next phase now and after a perfect
/// redistribution.
struct ImbalanceEstimate {
  /// max_i work_i / rate_i [s]: the slowest rank finishes last. +infinity
  /// when a rank with work has rate 0 (e.g. vacated by the processor map).
  double currentSeconds = 0.0;
  /// total_work / sum(rates) [s]; +infinity when the rates sum to 0.
  double balancedSeconds = 0.0;
  /// rfract = 1 - balanced / current, in [0, 1]. 0 when there is no work or
  /// no rate (nothing can be gained); 1 when current is infinite and
  /// balanced finite (stranded work must move).
  double reduction = 0.0;
  /// Rank that determines currentSeconds (-1 when there is no work).
  int slowestRank = -1;
};

/// Computes the estimate. Negative or non-finite rates count as 0, negative
/// work as 0. The vectors must have equal length (the shorter length is
/// used otherwise). O(P).
ImbalanceEstimate estimateImbalance(const std::vector<std::int64_t> &work,
                                    const std::vector<double> &rates);

/// Settings of the threshold check.
struct ThresholdSettings {
  /// tfract (ALB_TFRACT); 0 = move on any predicted gain.
  double threshold = 0.10;
  /// Enables the dynamic threshold described in the file comment.
  bool dynamic = true;
  /// Lower edge of the "stuck" band as a fraction of tfract.
  double relaxedFraction = 0.5;
  /// Consecutive interactions in the band before a minor adjustment.
  int patience = 5;
};

/// Outcome of one threshold check.
enum class ThresholdVerdict {
  /// rfract <= 0: the distribution already matches the rates.
  Balanced,
  /// rfract < tfract (and no minor adjustment due).
  Below,
  /// rfract >= tfract.
  Exceeded,
  /// rfract in the stuck band for `patience` interactions: allowed once.
  MinorAdjustment,
};

/// Lower-case names ("balanced", "below", "exceeded", "minor-adjustment").
const char *thresholdVerdictName(ThresholdVerdict verdict);

/// The threshold check with the (small) state the dynamic threshold needs.
class ImbalanceThreshold {
public:
  /// \param settings tfract and the dynamic-threshold parameters.
  explicit ImbalanceThreshold(ThresholdSettings settings = {});

  /// Judges one interaction's rfract. rfract exactly equal to tfract is
  /// Exceeded ([S97] moves when rfract >= tfract). \p slowestRank
  /// (ImbalanceEstimate::slowestRank) must stay the same for the stuck
  /// count to grow; -1 means unknown and does not break the streak.
  ThresholdVerdict judge(double reduction, int slowestRank = -1);

  /// Number of consecutive interactions spent in the stuck band so far.
  int stuckCount() const { return Stuck; }
  /// Settings in force.
  const ThresholdSettings &settings() const { return Settings; }
  /// Changes tfract (MoveFeedback.h raises and lowers it); a stuck streak
  /// carries on.
  void setThreshold(double threshold) { Settings.threshold = threshold; }

private:
  ThresholdSettings Settings;
  int Stuck = 0;
  int StuckRank = -1;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_IMBALANCE_H
