//===- HoldShortMeasurement.cpp - Reports too short to measure ------------===//
//
// Part of autolb. A working rank's report covered less than
// minimumMeasurementSeconds (Period.h): its rate was not measured, so the
// rates cannot be compared.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdShortMeasurement(GuardState &State) {
  return State.scan.ShortWorkingReport
             ? GuardVerdict::hold(DecisionOutcome::ShortMeasurement)
             : GuardVerdict::pass();
}

} // namespace autolb::policy
