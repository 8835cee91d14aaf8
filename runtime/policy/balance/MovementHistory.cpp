//===- MovementHistory.cpp - Measured past work movements -----------------===//
//
// Part of autolb. See MovementHistory.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/MovementHistory.h"

#include <algorithm>

namespace autolb::policy {

MovementHistory::MovementHistory(std::size_t Window)
    : Window(std::max<std::size_t>(Window, 1)) {}

void MovementHistory::record(const MovementRecord &Movement) {
  Recent.push_back(Movement);
  if (Recent.size() > Window)
    Recent.pop_front();
  ++Total;
}

double MovementHistory::averageSeconds() const {
  if (Recent.empty())
    return 0.0;
  double Sum = 0.0;
  for (const MovementRecord &Movement : Recent)
    Sum += Movement.seconds;
  return Sum / static_cast<double>(Recent.size());
}

double MovementHistory::averageGapSeconds() const {
  if (Recent.size() < 2)
    return 0.0;
  // Consecutive gaps telescope: their mean is the span over the gap count.
  const double Span = Recent.back().atSeconds - Recent.front().atSeconds;
  return std::max(Span, 0.0) / static_cast<double>(Recent.size() - 1);
}

double MovementHistory::costCalibration() const {
  double Sum = 0.0;
  int Count = 0;
  for (const MovementRecord &Movement : Recent) {
    if (Movement.modelSeconds <= 0.0)
      continue;
    Sum += Movement.seconds / Movement.modelSeconds;
    ++Count;
  }
  return Count == 0 ? 1.0 : Sum / Count;
}

} // namespace autolb::policy
