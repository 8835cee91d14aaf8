//===- StabilityHistory.cpp - How long rates stay stable ------------------===//
//
// Part of autolb. See StabilityHistory.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/StabilityHistory.h"

#include <algorithm>
#include <numeric>

namespace autolb::policy {

StabilityHistory::StabilityHistory(std::size_t Window)
    : Window(std::max<std::size_t>(Window, 1)) {}

void StabilityHistory::recordChange(double AtSeconds) {
  AtSeconds = std::max(AtSeconds, LastChange);
  Gaps.push_back(AtSeconds - LastChange);
  if (Gaps.size() > Window)
    Gaps.pop_front();
  LastChange = AtSeconds;
  ++Total;
}

double StabilityHistory::expectedStableSeconds(double NowSeconds,
                                               double MinimumSeconds) const {
  const double SinceLast = NowSeconds - LastChange;
  const double MeanGap = Gaps.empty()
                             ? 0.0
                             : std::accumulate(Gaps.begin(), Gaps.end(), 0.0) /
                                   static_cast<double>(Gaps.size());
  return std::max({MeanGap, SinceLast, MinimumSeconds});
}

} // namespace autolb::policy
