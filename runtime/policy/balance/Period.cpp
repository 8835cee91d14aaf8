//===- Period.cpp - Load-balancing period and hook count ------------------===//
//
// Part of autolb. See Period.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Period.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

const char *periodBoundName(PeriodBound Bound) {
  switch (Bound) {
  case PeriodBound::None:
    return "none";
  case PeriodBound::Interaction:
    return "interaction";
  case PeriodBound::Movement:
    return "movement";
  case PeriodBound::Scheduling:
    return "scheduling";
  case PeriodBound::Override:
    return "override";
  }
  return "unknown";
}

std::int64_t hooksForPeriod(double TargetSeconds, double ComputeSeconds) {
  TargetSeconds = usableOrZero(TargetSeconds);
  ComputeSeconds = usableOrZero(ComputeSeconds);
  if (ComputeSeconds == 0.0)
    return 1;
  const double Hooks = std::floor(TargetSeconds / ComputeSeconds);
  // Compare in double: the quotient may exceed the int64 range.
  if (!(Hooks < static_cast<double>(MaxNextHook)))
    return MaxNextHook;
  return std::max<std::int64_t>(static_cast<std::int64_t>(Hooks), 1);
}

double chooseWorkscale(double AverageGapSeconds, double PeriodSeconds) {
  AverageGapSeconds = usableOrZero(AverageGapSeconds);
  PeriodSeconds = usableOrZero(PeriodSeconds);
  if (AverageGapSeconds == 0.0 || PeriodSeconds == 0.0)
    return MinimumWorkscale;
  return std::max(MinimumWorkscale, AverageGapSeconds / PeriodSeconds);
}

double minimumMeasurementSeconds(const PeriodInputs &Inputs) {
  const double Period = usableOrZero(Inputs.overrideSeconds) > 0.0
                            ? Inputs.overrideSeconds
                            : usableOrZero(Inputs.quantumSeconds) *
                                  usableOrZero(Inputs.quantumScale);
  return 0.5 * Period;
}

PeriodChoice choosePeriod(const PeriodInputs &Inputs) {
  PeriodChoice Choice;
  const double Fraction = usableOrZero(Inputs.interactFraction);
  Choice.interactPeriod =
      Fraction > 0.0 ? usableOrZero(Inputs.interactSeconds) / Fraction : 0.0;
  Choice.movementPeriod = usableOrZero(Inputs.movementSeconds) /
                          std::max(usableOrZero(Inputs.workscale), 1.0);
  Choice.schedulingPeriod =
      usableOrZero(Inputs.quantumSeconds) * usableOrZero(Inputs.quantumScale);
  Choice.computeSeconds = usableOrZero(Inputs.computeSeconds);

  // Strict comparisons: ties keep the earlier bound.
  Choice.boundBy = PeriodBound::None;
  Choice.targetSeconds = 0.0;
  if (Choice.interactPeriod > Choice.targetSeconds) {
    Choice.targetSeconds = Choice.interactPeriod;
    Choice.boundBy = PeriodBound::Interaction;
  }
  if (Choice.movementPeriod > Choice.targetSeconds) {
    Choice.targetSeconds = Choice.movementPeriod;
    Choice.boundBy = PeriodBound::Movement;
  }
  if (Choice.schedulingPeriod > Choice.targetSeconds) {
    Choice.targetSeconds = Choice.schedulingPeriod;
    Choice.boundBy = PeriodBound::Scheduling;
  }
  if (usableOrZero(Inputs.overrideSeconds) > 0.0) {
    Choice.targetSeconds = Inputs.overrideSeconds;
    Choice.boundBy = PeriodBound::Override;
  }
  Choice.nextHook = hooksForPeriod(Choice.targetSeconds, Choice.computeSeconds);
  return Choice;
}

} // namespace autolb::policy
