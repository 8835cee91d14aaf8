//===- Period.cpp - Load-balancing period and hook count ------------------===//
//
// Part of autolb. See Period.h.
//
//===----------------------------------------------------------------------===//

#include "Period.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

namespace {

double nonNegative(double Value) {
  return std::isfinite(Value) && Value > 0.0 ? Value : 0.0;
}

} // namespace

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
  TargetSeconds = nonNegative(TargetSeconds);
  ComputeSeconds = nonNegative(ComputeSeconds);
  if (ComputeSeconds == 0.0)
    return 1;
  const double Hooks = std::floor(TargetSeconds / ComputeSeconds);
  // Compare in double: the quotient may exceed the int64 range.
  if (!(Hooks < static_cast<double>(MaxNextHook)))
    return MaxNextHook;
  return std::max<std::int64_t>(static_cast<std::int64_t>(Hooks), 1);
}

double chooseWorkscale(double AverageGapSeconds, double PeriodSeconds) {
  AverageGapSeconds = nonNegative(AverageGapSeconds);
  PeriodSeconds = nonNegative(PeriodSeconds);
  if (AverageGapSeconds == 0.0 || PeriodSeconds == 0.0)
    return MinimumWorkscale;
  return std::max(MinimumWorkscale, AverageGapSeconds / PeriodSeconds);
}

double minimumMeasurementSeconds(const PeriodInputs &Inputs) {
  const double Period = nonNegative(Inputs.overrideSeconds) > 0.0
                            ? Inputs.overrideSeconds
                            : nonNegative(Inputs.quantumSeconds) *
                                  nonNegative(Inputs.quantumScale);
  return 0.5 * Period;
}

PeriodChoice choosePeriod(const PeriodInputs &Inputs) {
  PeriodChoice Choice;
  const double Fraction = nonNegative(Inputs.interactFraction);
  Choice.interactPeriod =
      Fraction > 0.0 ? nonNegative(Inputs.interactSeconds) / Fraction : 0.0;
  Choice.movementPeriod = nonNegative(Inputs.movementSeconds) /
                          std::max(nonNegative(Inputs.workscale), 1.0);
  Choice.schedulingPeriod =
      nonNegative(Inputs.quantumSeconds) * nonNegative(Inputs.quantumScale);
  Choice.computeSeconds = nonNegative(Inputs.computeSeconds);

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
  if (nonNegative(Inputs.overrideSeconds) > 0.0) {
    Choice.targetSeconds = Inputs.overrideSeconds;
    Choice.boundBy = PeriodBound::Override;
  }
  Choice.nextHook = hooksForPeriod(Choice.targetSeconds, Choice.computeSeconds);
  return Choice;
}

} // namespace autolb::policy
