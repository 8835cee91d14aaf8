//===- RateFilter.cpp - Trend-aware low-pass filter of rates --------------===//
//
// Part of autolb. See RateFilter.h for the state table and its rationale.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/RateFilter.h"
#include "policy/common/Measured.h"

#include <algorithm>

#include <cmath>

namespace autolb::policy {

const char *trendStateName(TrendState State) {
  switch (State) {
  case TrendState::Initial:
    return "initial";
  case TrendState::Steady:
    return "steady";
  case TrendState::Falling:
    return "falling";
  case TrendState::RisingOnce:
    return "rising-once";
  case TrendState::RisingPersistent:
    return "rising-persistent";
  case TrendState::Stalled:
    return "stalled";
  }
  return "unknown";
}

const char *rateTrendName(RateTrend Trend) {
  switch (Trend) {
  case RateTrend::Same:
    return "same";
  case RateTrend::Decrease:
    return "decrease";
  case RateTrend::Increase:
    return "increase";
  }
  return "unknown";
}

TrendTransition trendTransition(TrendState State, RateTrend Input) {
  // The first measurement initializes the filter, whatever its trend.
  if (State == TrendState::Initial)
    return {TrendState::Steady, 0.0};
  // Table 1 of RateFilter.h: rows Steady, Falling, RisingOnce,
  // RisingPersistent, Stalled; columns Same, Decrease, Increase.
  using S = TrendState;
  static const TrendTransition Table[5][3] = {
      {{S::Steady, 0.5}, {S::Falling, 0.25}, {S::RisingOnce, 1.0}},
      {{S::Steady, 0.5}, {S::Falling, 0.0}, {S::RisingOnce, 1.0}},
      {{S::Steady, 0.5}, {S::Falling, 0.25}, {S::RisingPersistent, 0.5}},
      {{S::Steady, 0.5}, {S::Falling, 0.25}, {S::RisingPersistent, 0.25}},
      {{S::Steady, 0.5}, {S::Falling, 0.0}, {S::RisingPersistent, 0.25}},
  };
  return Table[static_cast<int>(State) - static_cast<int>(S::Steady)]
              [static_cast<int>(Input)];
}

RateTrend classifyRate(double RawRate, double PreviousFiltered, double Band) {
  const double Tolerance = (Band > 0.0 ? Band : 0.0) * PreviousFiltered;
  if (RawRate < PreviousFiltered - Tolerance)
    return RateTrend::Decrease;
  if (RawRate > PreviousFiltered + Tolerance)
    return RateTrend::Increase;
  return RateTrend::Same;
}

RateFilter::RateFilter(bool Enabled, double Band)
    : Enabled(Enabled), Band(usableOrZero(Band)) {}

FilterStep RateFilter::update(double RawRate) {
  FilterStep Step;
  Step.from = State;
  Step.raw = RawRate;
  if (!std::isfinite(RawRate) || RawRate < 0.0) {
    // Not a measurement: report the step as a no-op.
    Step.to = State;
    Step.filtered = Filtered;
    return Step;
  }
  Step.band = band();
  Step.input = State == TrendState::Initial
                   ? RateTrend::Same
                   : classifyRate(RawRate, Filtered, Step.band);
  // A deviation counts into the noise at most as twice the band: jitter
  // that persists widens the band within a few periods, while one step
  // change (a load arriving) barely does, so its follow-up reports are
  // still judged as a persisting decrease and tracked at once. The end of
  // a stall is not jitter either.
  if (State != TrendState::Initial && State != TrendState::Stalled &&
      Filtered > 0.0)
    Noise = (1.0 - NoiseWeight) * Noise +
            NoiseWeight * std::min(std::fabs(RawRate - Filtered) / Filtered,
                                   2.0 * Step.band);
  const TrendTransition Transition = trendTransition(State, Step.input);
  Step.to = Transition.next;
  Step.history = Enabled ? Transition.history : 0.0;
  Filtered = (1.0 - Step.history) * RawRate + Step.history * Filtered;
  Step.filtered = Filtered;
  State = Step.to;
  LastHistory = Step.history;
  return Step;
}

FilterStep RateFilter::updateStalled(double RawRate) {
  FilterStep Step;
  Step.from = State;
  Step.raw = RawRate;
  Step.band = band();
  if (!std::isfinite(RawRate) || RawRate < 0.0) {
    Step.to = State;
    Step.filtered = Filtered;
    return Step;
  }
  Step.input = State == TrendState::Initial
                   ? RateTrend::Same
                   : classifyRate(RawRate, Filtered, Step.band);
  // Never faster than before the stall: the report's rate says how little
  // the rank did while absent, not that it sped up.
  Filtered =
      State == TrendState::Initial ? RawRate : std::min(RawRate, Filtered);
  Step.history = 0.0;
  Step.to = TrendState::Stalled;
  Step.filtered = Filtered;
  State = Step.to;
  LastHistory = 0.0;
  return Step;
}

double RateFilter::band() const {
  return std::max(Band, NoiseBandFactor * Noise);
}

void RateFilter::reset() {
  State = TrendState::Initial;
  Filtered = 0.0;
  Noise = 0.0;
  LastHistory = 0.0;
}

} // namespace autolb::policy
