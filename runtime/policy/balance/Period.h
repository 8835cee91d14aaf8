//===- Period.h - Load-balancing period and hook count ----------*- C++ -*-===//
//
// Part of autolb. [S97] §5.2: the period between interactions with
// the balancer is the largest of three lower bounds (interaction overhead,
// movement cost, OS scheduling quantum), converted into a number of
// computation phases (hook executions), nexthook.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_PERIOD_H
#define AUTOLB_POLICY_PERIOD_H

#include <cstdint>

namespace autolb::policy {

/// Measured and configured inputs of the period model. Negative or
/// non-finite values are treated as 0 (a bound of 0 never wins).
struct PeriodInputs {
  /// t_interact [s]: one interaction with the balancer, measured at start-up.
  double interactSeconds = 0.0;
  /// f_interact: tolerated fraction of time spent interacting (ALB_F_INTERACT).
  double interactFraction = 0.05;
  /// t_movement [s]: average cost of the last few movements; 0 = unknown
  /// (no movement yet), then the movement bound is 0.
  double movementSeconds = 0.0;
  /// workscale: number of periods a movement's cost is spread over (see
  /// chooseWorkscale); values below 1 are treated as 1.
  double workscale = 4.0;
  /// t_quantum [s]: OS scheduling quantum (measured or ALB_QUANTUM).
  double quantumSeconds = 0.0;
  /// quantumscale: how many quanta one measurement period must span
  /// (ALB_QUANTUMSCALE).
  double quantumScale = 10.0;
  /// period_compute [s]: average time of one computation phase (between two
  /// hook executions); 0 = not measured yet.
  double computeSeconds = 0.0;
  /// ALB_PERIOD [s]: when > 0 replaces the computed target period.
  double overrideSeconds = 0.0;
};

/// Which lower bound set the target period.
enum class PeriodBound {
  /// All bounds are 0: call the balancer again at the next hook.
  None,
  /// period_interact = t_interact / f_interact.
  Interaction,
  /// period_movement = t_movement / workscale.
  Movement,
  /// period_scheduling = t_quantum * quantumscale.
  Scheduling,
  /// ALB_PERIOD was set.
  Override,
};

/// Short lower-case name ("interaction", "movement", "scheduling", ...).
const char *periodBoundName(PeriodBound bound);

/// The target period, its three bounds and the resulting hook count.
struct PeriodChoice {
  /// period_interact [s].
  double interactPeriod = 0.0;
  /// period_movement [s].
  double movementPeriod = 0.0;
  /// period_scheduling [s].
  double schedulingPeriod = 0.0;
  /// period_target [s]: the maximum of the three, or the override.
  double targetSeconds = 0.0;
  /// Which term was the maximum. Ties go to the earlier of interaction,
  /// movement, scheduling.
  PeriodBound boundBy = PeriodBound::None;
  /// period_compute [s] used for the conversion.
  double computeSeconds = 0.0;
  /// Number of hook executions before the next interaction (see
  /// hooksForPeriod).
  std::int64_t nextHook = 1;
};

/// Upper limit of nexthook: keeps the hook counter far from overflow even
/// for a nearly-zero period_compute.
constexpr std::int64_t MaxNextHook = 1000000000;

/// Lower limit of workscale: movement cost may be several times a period
/// ([S97] §5.2.2), so it sets the period only when a movement costs
/// more than this many periods of the other bounds.
constexpr double MinimumWorkscale = 4.0;

/// nexthook = floor(targetSeconds / computeSeconds), at least 1 and at most
/// MaxNextHook. computeSeconds <= 0 (not measured) gives 1: interact at the
/// next hook, which also measures a phase.
std::int64_t hooksForPeriod(double targetSeconds, double computeSeconds);

/// workscale = max(MinimumWorkscale, averageGapSeconds / periodSeconds).
/// The average time between recent movements, expressed in periods, is how
/// many periods one movement's cost is actually spread over; when movements
/// are rare this grows and the movement bound shrinks, as intended. Without
/// a gap (fewer than two movements) or a period, MinimumWorkscale.
double chooseWorkscale(double averageGapSeconds, double periodSeconds);

/// The shortest measurement period whose rates the balancer trusts: half of
/// period_scheduling (half of ALB_PERIOD when that is set). Over fewer
/// quanta a loaded processor's CPU share flips between 0 and 1, so a rate
/// measured that briefly says which process the scheduler happened to run,
/// not how fast the rank is (the first interaction of a run comes after an
/// initial nexthook guess and is typically that short).
double minimumMeasurementSeconds(const PeriodInputs &inputs);

/// Computes the three bounds, the target period and nexthook.
PeriodChoice choosePeriod(const PeriodInputs &inputs);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_PERIOD_H
