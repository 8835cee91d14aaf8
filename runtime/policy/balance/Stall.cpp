//===- Stall.cpp - Reports that cover a stalled rank ----------------------===//
//
// Part of autolb. See Stall.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Stall.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

double stallThresholdSeconds(const StallSettings &Settings,
                             double TypicalReportSeconds,
                             double PeriodTargetSeconds) {
  if (!isUsable(TypicalReportSeconds))
    return 0.0;
  const double Target =
      std::isfinite(PeriodTargetSeconds) ? PeriodTargetSeconds : 0.0;
  return std::max(Settings.factor * std::max(TypicalReportSeconds, Target),
                  Settings.minimumSeconds);
}

double medianPositive(std::vector<double> Values) {
  Values.erase(std::remove_if(Values.begin(), Values.end(),
                              [](double V) { return !isUsable(V); }),
               Values.end());
  if (Values.empty())
    return 0.0;
  const std::size_t Middle = Values.size() / 2;
  std::nth_element(Values.begin(), Values.begin() + Middle, Values.end());
  if (Values.size() % 2 == 1)
    return Values[Middle];
  const double Upper = Values[Middle];
  return 0.5 *
         (*std::max_element(Values.begin(), Values.begin() + Middle) + Upper);
}

double stalledRate(double Done, double ComputeSeconds, double AbsentSeconds) {
  const double Seconds =
      std::max(std::isfinite(ComputeSeconds) ? ComputeSeconds : 0.0,
               std::isfinite(AbsentSeconds) ? AbsentSeconds : 0.0);
  if (!(Done > 0.0) || !(Seconds > 0.0))
    return 0.0;
  return Done / Seconds;
}

} // namespace autolb::policy
