//===- RateFilter.h - Trend-aware low-pass filter of rates ------*- C++ -*-===//
//
// Part of autolb. [S97] §6.1: the balancer allocates work from a
// filtered rate  r' = (1 - h) * r + h * r'_prev  where r is the raw rate of
// the last period, r'_prev the previous filtered rate and h (the history
// fraction) comes from a state machine over the recent trend. A decrease is
// trusted sooner than an increase: an overloaded rank stalls everyone at the
// next synchronization, an underloaded one only wastes its own time.
//
// The body of [S97]'s Table 1 is lost in our copy; this is our table. The
// input compares the raw rate with the previous filtered rate r'_prev:
//   Same      |r - r'_prev| <= band * r'_prev   (noise; band default 2%)
//   Decrease  r < r'_prev * (1 - band)
//   Increase  r > r'_prev * (1 + band)
//
//   state \ input    | Same           | Decrease          | Increase
//   -----------------+----------------+-------------------+--------------------
//   Steady           | Steady,   0.50 | Falling,     0.25 | RisingOnce,   1.00
//   Falling          | Steady,   0.50 | Falling,     0.00 | RisingOnce,   1.00
//   RisingOnce       | Steady,   0.50 | Falling,     0.25 | RisingPersist,0.50
//   RisingPersistent | Steady,   0.50 | Falling,     0.25 | RisingPersist,0.25
//   Stalled          | Steady,   0.50 | Falling,     0.00 | RisingPersist,0.25
//   (cell: next state, h)
//
// Why these values:
//  - Same, h = 0.5: average noise out; the value barely moves anyway.
//  - First decrease, h = 0.25: react within one period (75% of the drop).
//  - Persisting decrease, h = 0: the drop is real, take it entirely.
//  - First increase, h = 1.0 ("all history", the only value our copy of
//    [S97] kept): ignore it; it may be a gap in a competing load.
//  - Second increase in a row, h = 0.5; later ones h = 0.25: believe an
//    increase once it persists, but more slowly than a decrease.
// A load that halves the rate is fully tracked after 2 periods; a load that
// disappears (rate doubles) after about 4.
//
// Stalled is entered only by updateStalled, for a report that covered the
// rank's stall (policy/balance/Stall.h): its rate, measured over the wall time
// the rank was absent, is taken at once (h = 0) and never raises the filtered
// rate. The drop was an absence, not a competing load, so the first report
// after it that shows the rank's speed again is believed at once as a
// persisting increase (h = 0.25: 75% of the way back in one period, 94%
// in two) instead of being ignored as a first increase (h = 1) -- with the
// rate at a few percent of the speed, the trend table would otherwise keep
// the recovered rank slow for many periods. Neither the stalled report nor
// the one after it counts into the noise: a stall is not jitter, and a
// band widened by it would hide the next genuine change.
//
// The band adapts to the rank's own noise: band = max(2%, 2 x noise), with
// noise an exponential average (weight 1/4) of |r - r'_prev| / r'_prev,
// each deviation counted as at most twice the band then in force. A
// rank whose speed jitters by 20% from period to period (on this project's
// 2-vCPU VMs a process on one vCPU slows the other's by up to a third, so
// even a dedicated rank's rate moves with what runs next to it) would
// otherwise read every dip as a Decrease, trust it at once and move work
// back and forth; a step well beyond its usual jitter (a competing load
// arriving) is still a Decrease at once, and (because of the cap) so are
// the reports after it.
//
// The first measurement initializes the filter (h = 0, state Steady). With
// the filter off (ALB_FILTER=0) h is always 0: r' = r.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_RATEFILTER_H
#define AUTOLB_POLICY_RATEFILTER_H

namespace autolb::policy {

/// State of the trend machine (Table 1 rows).
enum class TrendState {
  /// No measurement yet.
  Initial,
  /// Rates agree with the filtered value (or after the first measurement).
  Steady,
  /// The last input was a decrease.
  Falling,
  /// One increase, not yet believed.
  RisingOnce,
  /// Two or more increases in a row.
  RisingPersistent,
  /// The last report covered the rank's stall (see updateStalled).
  Stalled,
};

/// Input of the trend machine (Table 1 columns).
enum class RateTrend {
  /// Within the noise band of the previous filtered rate.
  Same,
  /// Below the band.
  Decrease,
  /// Above the band.
  Increase,
};

/// Lower-case state name for traces ("initial", "steady", "falling",
/// "rising-once", "rising-persistent", "stalled").
const char *trendStateName(TrendState state);
/// Lower-case input name for traces ("same", "decrease", "increase").
const char *rateTrendName(RateTrend trend);

/// One cell of Table 1.
struct TrendTransition {
  /// Next state.
  TrendState next = TrendState::Steady;
  /// History fraction h used for this measurement.
  double history = 0.0;
};

/// Table 1: the transition for (state, input). From Initial every input
/// leads to Steady with h = 0 (nothing to remember yet).
TrendTransition trendTransition(TrendState state, RateTrend input);

/// Classifies a raw rate against the previous filtered rate with a relative
/// noise band (see the file comment).
RateTrend classifyRate(double rawRate, double previousFiltered, double band);

/// Everything one filter step did (for the trace).
struct FilterStep {
  /// State before the step.
  TrendState from = TrendState::Initial;
  /// Classified input.
  RateTrend input = RateTrend::Same;
  /// State after the step.
  TrendState to = TrendState::Steady;
  /// h used.
  double history = 0.0;
  /// Relative band the input was classified with.
  double band = 0.0;
  /// Raw rate r fed in [iterations/s].
  double raw = 0.0;
  /// Filtered rate r' produced [iterations/s].
  double filtered = 0.0;
};

/// The filter of one rank.
class RateFilter {
public:
  /// Default noise band of the classification (relative): the smallest.
  static constexpr double DefaultBand = 0.02;
  /// The band is at least this many times the rank's measured noise.
  static constexpr double NoiseBandFactor = 2.0;
  /// Weight of the newest relative deviation in the noise average.
  static constexpr double NoiseWeight = 0.25;

  /// \param enabled false = filter off (h = 0, r' = r; states still track
  ///        the trend so that traces stay comparable).
  /// \param band relative noise band (negative -> 0).
  explicit RateFilter(bool enabled = true, double band = DefaultBand);

  /// Feeds one raw rate (iterations/s, >= 0; negative or non-finite values
  /// are ignored and return a step with from == to and the old value).
  FilterStep update(double rawRate);

  /// Feeds the rate of a report that covered this rank's stall: r' =
  /// min(r, r'_prev) (r alone before the first measurement), state
  /// Stalled, noise unchanged. Invalid rates are ignored like in update.
  FilterStep updateStalled(double rawRate);

  /// True once a rate has been fed.
  bool hasValue() const { return State != TrendState::Initial; }
  /// r'_prev: the current filtered rate (0 before the first measurement).
  double filtered() const { return Filtered; }
  /// Current trend state.
  TrendState state() const { return State; }
  /// h used by the last update (0 before any).
  double lastHistory() const { return LastHistory; }
  /// Relative band the next rate will be classified with.
  double band() const;
  /// Whether the filter is on.
  bool enabled() const { return Enabled; }

  /// Forgets everything (back to Initial): used when a rank is re-admitted
  /// after being vacated, whose old rate no longer describes it.
  void reset();

private:
  bool Enabled;
  double Band;
  /// Average relative deviation of the raw rates from r'_prev.
  double Noise = 0.0;
  TrendState State = TrendState::Initial;
  double Filtered = 0.0;
  double LastHistory = 0.0;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_RATEFILTER_H
