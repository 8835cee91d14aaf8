//===- MoveFeedback.cpp - Moves that did not pay raise the bar ------------===//

#include "policy/balance/MoveFeedback.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

MoveFeedback::MoveFeedback(double baseThreshold, MoveFeedbackSettings settings)
    : Base(baseThreshold), Settings(settings) {}

void MoveFeedback::record(double predictedReduction, double realizedReduction) {
  if (!std::isfinite(predictedReduction) || !std::isfinite(realizedReduction))
    return;
  if (realizedReduction < 0.0) {
    ++Harmful;
    // tfract = 0 (move on any gain) has nothing to scale.
    if (Base > 0.0)
      Scale =
          std::max(1.0, std::min(Scale * 2.0, Settings.maxThreshold / Base));
  } else if (realizedReduction >= 0.5 * predictedReduction) {
    ++Paid;
    Scale = std::max(1.0, Scale / 2.0);
  }
}

} // namespace autolb::policy
