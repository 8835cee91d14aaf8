//===- Imbalance.cpp - Imbalance estimate and threshold -------------------===//
//
// Part of autolb. See Imbalance.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Imbalance.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace autolb::policy {

ImbalanceEstimate estimateImbalance(const std::vector<std::int64_t> &Work,
                                    const std::vector<double> &Rates) {
  constexpr double Infinity = std::numeric_limits<double>::infinity();
  const std::size_t Ranks = std::min(Work.size(), Rates.size());
  ImbalanceEstimate Estimate;
  double TotalWork = 0.0;
  double TotalRate = 0.0;
  for (std::size_t I = 0; I < Ranks; ++I) {
    const double W = Work[I] > 0 ? static_cast<double>(Work[I]) : 0.0;
    const double R = usableOrZero(Rates[I]);
    TotalWork += W;
    TotalRate += R;
    if (W == 0.0)
      continue;
    const double Seconds = R > 0.0 ? W / R : Infinity;
    if (Estimate.slowestRank < 0 || Seconds > Estimate.currentSeconds) {
      Estimate.currentSeconds = Seconds;
      Estimate.slowestRank = static_cast<int>(I);
    }
  }
  if (TotalWork == 0.0)
    return Estimate; // No work: nothing to gain.
  Estimate.balancedSeconds = TotalRate > 0.0 ? TotalWork / TotalRate : Infinity;
  if (TotalRate == 0.0)
    return Estimate; // Nowhere to move the work: rfract = 0.
  if (std::isinf(Estimate.currentSeconds)) {
    Estimate.reduction = 1.0;
    return Estimate;
  }
  Estimate.reduction = std::clamp(
      1.0 - Estimate.balancedSeconds / Estimate.currentSeconds, 0.0, 1.0);
  return Estimate;
}

const char *thresholdVerdictName(ThresholdVerdict Verdict) {
  switch (Verdict) {
  case ThresholdVerdict::Balanced:
    return "balanced";
  case ThresholdVerdict::Below:
    return "below";
  case ThresholdVerdict::Exceeded:
    return "exceeded";
  case ThresholdVerdict::MinorAdjustment:
    return "minor-adjustment";
  }
  return "unknown";
}

ImbalanceThreshold::ImbalanceThreshold(ThresholdSettings Settings)
    : Settings(Settings) {}

ThresholdVerdict ImbalanceThreshold::judge(double Reduction, int SlowestRank) {
  if (!(Reduction > 0.0)) {
    Stuck = 0;
    return ThresholdVerdict::Balanced;
  }
  if (Reduction >= Settings.threshold) {
    Stuck = 0;
    return ThresholdVerdict::Exceeded;
  }
  const double Floor = Settings.threshold * Settings.relaxedFraction;
  if (!Settings.dynamic || Reduction < Floor) {
    Stuck = 0;
    return ThresholdVerdict::Below;
  }
  // A different slowest rank is a different imbalance: start counting anew.
  if (Stuck > 0 && SlowestRank >= 0 && StuckRank >= 0 &&
      SlowestRank != StuckRank)
    Stuck = 0;
  StuckRank = SlowestRank;
  if (++Stuck < std::max(Settings.patience, 1))
    return ThresholdVerdict::Below;
  Stuck = 0;
  return ThresholdVerdict::MinorAdjustment;
}

} // namespace autolb::policy
