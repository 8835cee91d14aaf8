//===- Measured.h - Measurements that are missing or invalid ----*- C++ -*-===//
//
// Part of autolb. Rates, times and settings reach the policy from clocks,
// messages and the environment; a value that is NaN, infinite, zero or
// negative carries no information and counts as "unknown" (0), so that one
// bad sample never becomes a division by zero or a negative allocation.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_MEASURED_H
#define AUTOLB_POLICY_MEASURED_H

#include <cmath>

namespace autolb::policy {

/// True when Value is finite and > 0.
inline bool isUsable(double Value) {
  return std::isfinite(Value) && Value > 0.0;
}

/// Value when it is finite and > 0, else 0 ("unknown").
inline double usableOrZero(double Value) {
  return isUsable(Value) ? Value : 0.0;
}

} // namespace autolb::policy

#endif // AUTOLB_POLICY_MEASURED_H
