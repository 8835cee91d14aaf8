//===- Decision.h - The balancer's decision at one interaction --*- C++ -*-===//
//
// Part of autolb. [S97] Fig. 21: at every interaction the balancer turns
// the ranks' statuses into rates, filters them, checks the imbalance
// threshold, computes a new allocation and the instructions, and checks
// profitability. Each step can stop the movement; the Decision records which
// one did and the numbers behind it, so a trace can explain every period.
//
// Order of the checks:
//   1. balancing off (ALB_BALANCE=0)                  -> Disabled
//   2. no work at all                                 -> NothingToDo
//   3. processor map: work on a vacated rank, or a rank re-admitted since
//      the last interaction -> move regardless of threshold/profitability
//   4. stress mode (ALB_STRESS): a random valid allocation, always moved
//   5. the guard chain (Guard.h; the order is GuardChain.def's, one file
//      per guard in guards/):
//       an unnamed stall (Stall.h)                   -> Stall
//       a working rank's report shorter than minimumMeasurementSeconds
//       (Period.h)                                   -> ShortMeasurement
//       the last move lost (MoveTrial.h): its allocation before comes back
//       -> Moved (undo; the rest bypassed), unless that gives a stalled
//       rank more -> Stall
//       filtered rates below the threshold -> Filter if the raw rates would
//       have passed it, else Threshold (NothingToDo when rfract <= 0)
//       the noise gate -> Noise; the coupling model -> Coupled
//       the imbalance began less than persistSeconds ago
//       (ALB_PERSISTENCE)                            -> Brief
//       a move's trial runs, or the pace before is not measured yet
//       (ALB_MOVE_TRIAL)                             -> Judging
//   6. moves in this direction lost until the step toward the target
//      allocation fell below its minimum              -> LostBefore
//   7. allocation (a step of the way from the current one to the target:
//      the rates', or f* on a coupled nest) equals the current one
//                                                      -> NothingToDo
//   8. the guards on the planned proposal (GuardChain.def, not for an
//      undo): a rank named stalled would gain work   -> Stall
//      profitability: cost > factor * benefit        -> Profitability
//   9. otherwise                                      -> Moved (on trial)
//
// Rates: rate_i = done_i / computeSeconds_i [iterations/s]. A rank that did
// no iterations (it owns none, e.g.) has no new measurement and keeps its
// filtered rate; a rank never measured is assumed to run at the mean
// filtered rate of the measured available ranks (1.0 if none is measured),
// so that it is offered work. A vacated rank has rate 0. A rank re-admitted
// by the processor map starts a fresh filter (its old rate is stale).
// A rank named stalled enters its rate over the wall time it was absent
// into its filter at once; the other reports covering the stall waited
// for it and leave their filters alone (Stall.h).
//
// Stable time (for the benefit): a new imbalance episode or a processor-map
// change records a change in StabilityHistory; an imbalance that persists
// (e.g. because profitability cancelled its movement) is one episode, so the
// expected stable time grows while it lasts and an expensive but lasting
// imbalance is eventually moved.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_DECISION_H
#define AUTOLB_POLICY_DECISION_H

#include "policy/balance/Allocation.h"
#include "policy/balance/Coupling.h"
#include "policy/balance/Imbalance.h"
#include "policy/balance/Instructions.h"
#include "policy/balance/MeasurementWindow.h"
#include "policy/balance/MoveFeedback.h"
#include "policy/balance/MoveTrial.h"
#include "policy/balance/MovementHistory.h"
#include "policy/balance/Period.h"
#include "policy/balance/Profitability.h"
#include "policy/balance/RateFilter.h"
#include "policy/balance/StabilityHistory.h"
#include "policy/balance/Stall.h"

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// What one rank reports at an interaction.
struct RankStatus {
  /// Iterations of the distributed loop the rank owns now.
  std::int64_t owned = 0;
  /// Iterations it executed since its previous report.
  std::int64_t done = 0;
  /// Time spent computing those iterations [s] (excluding balancer and
  /// movement time).
  double computeSeconds = 0.0;
  /// Hook executions (computation phases) since its previous report; used
  /// for period_compute.
  std::int64_t phases = 0;
  /// False when the processor map has vacated the rank.
  bool available = true;
  /// Wall time the report covers [s]; 0 = unknown (trusted). A report
  /// shorter than minimumMeasurementSeconds measures no rate; one longer
  /// than the stall threshold covers a stall (Stall.h).
  double measuredSeconds = 0.0;
  /// Part of measuredSeconds the rank spent waiting for other ranks in the
  /// run-time (pipeline messages, fetches, interactions, collectives) [s].
  /// The rest is the time it was absent: computing, running replicated
  /// code, or stalled.
  double waitSeconds = 0.0;
  /// Pipelined nests: the longest time it was off its core since its
  /// previous report, as one block or one wait saw it [s] (RecentReports); 0
  /// otherwise.
  double longestOffSeconds = 0.0;
};

/// How the nest's iterations may move.
enum class Distribution {
  /// Independent iterations: direct moves between any two ranks.
  Independent,
  /// Tied to a contiguous block distribution: neighbour shifts / block
  /// transfers that keep every rank's iterations contiguous and in order.
  Block,
};

/// Everything that configures one balancer (one per loop nest).
struct BalancerSettings {
  /// ALB_BALANCE: false = keep the static block distribution.
  bool enabled = true;
  /// ALB_FILTER: false = raw rates (h = 0).
  bool filter = true;
  /// Noise band of the filter's trend classification (relative).
  double filterBand = RateFilter::DefaultBand;
  /// ALB_NOISE_GATE (DecisionOutcome::Noise); needs the filter's bands.
  bool noiseGate = true;
  /// The nest reads its neighbours' slices at every execution (halos):
  /// under an on/off load, no move unless Coupling.h's bound on its gain
  /// reaches the threshold (DecisionOutcome::Coupled; ALB_COUPLING).
  bool coupled = false;
  /// tfract (ALB_TFRACT) and the dynamic threshold.
  ThresholdSettings threshold;
  /// ALB_MOVE_FEEDBACK: realized benefits move the threshold
  /// (MoveFeedback.h); false = recordRealized only counts.
  bool moveFeedback = false;
  /// ALB_MOVE_TRIAL and the judging of moves (MoveTrial.h).
  MoveTrialSettings trial;
  /// ALB_PERSISTENCE: an imbalance moves work only once it has lasted this
  /// long [s] (DecisionOutcome::Brief). The run-time sets the trial's
  /// window: a move is judged by the pace over that window after it, so an
  /// imbalance that ends sooner makes the move lose (on a dedicated rank,
  /// dips of 50-100 ms moved SOR's rows and the trials lost). 0: none.
  double persistSeconds = 0.0;
  /// ALB_PROFITABILITY and the cancel factor.
  ProfitabilitySettings profitability;
  /// Independent or block-tied iterations.
  Distribution distribution = Distribution::Independent;
  /// A working rank owns at least this many iterations (pipelined nests:
  /// the lag d; otherwise 1).
  std::int64_t minimumPerWorkingRank = 1;
  /// Bytes of array data that move with one iteration.
  double bytesPerIteration = 0.0;
  /// Start-up movement cost model (t_fixed, t_incr per byte).
  MovementCostModel costModel;
  /// Period inputs known at start-up (t_interact, f_interact, t_quantum,
  /// quantumscale, ALB_PERIOD). movementSeconds, workscale and
  /// computeSeconds are filled in by the balancer at every interaction.
  PeriodInputs period;
  /// Stall detection (Stall.h).
  StallSettings stall;
  /// ALB_STRESS: random valid moves at every interaction.
  bool stress = false;
  /// Seed of the stress mode's generator (same seed, same moves).
  std::uint64_t stressSeed = 0;
};

/// Why work moved or did not.
enum class DecisionOutcome {
  /// Instructions are to be applied.
  Moved,
  /// Filtered rfract below the threshold (and the raw one too).
  Threshold,
  /// Filtered rfract passed the threshold but not half the largest noise
  /// band of the working ranks' rates: a rate difference inside the
  /// measured noise is no imbalance (on this machine a dedicated rank's
  /// rate jitters by 20-35 %).
  Noise,
  /// A coupled nest under an on/off load (OnOffDetector), where
  /// Coupling.h bounds what any move can gain below the threshold, or
  /// before its ranks' rates could show whether the load is on/off.
  Coupled,
  /// Cost greatly exceeded the benefit; instructions cancelled.
  Profitability,
  /// The raw rates would have passed the threshold, the filtered ones did
  /// not: the filter stopped the movement.
  Filter,
  /// Nothing to move (no work, already balanced, allocation unchanged).
  NothingToDo,
  /// Balancing is off.
  Disabled,
  /// A working rank's report covered too short a period to measure its
  /// rate (see minimumMeasurementSeconds); its filter was not updated.
  ShortMeasurement,
  /// Reports covered a stall that no report attributes to a rank with a
  /// measured rate, or the allocation would have given a stalled rank
  /// more work (Stall.h): nothing moves.
  Stall,
  /// The statuses do not match the balancer's rank count.
  InvalidInput,
  /// Moves in this direction lost and were undone until the step fell
  /// below its minimum (MoveTrial.h).
  LostBefore,
  /// A move's trial runs, or the pace to judge the next move by is not
  /// measured yet (MoveTrial.h): one move at a time.
  Judging,
  /// The imbalance passed every gate but began less than persistSeconds
  /// ago: a transient, not yet a load.
  Brief,
};

/// Lower-case names ("moved", "threshold", "noise", "coupled",
/// "profitability", "filter",
/// "nothing-to-do", "disabled", "short-measurement", "stall",
/// "invalid-input", "lost-before", "judging", "brief").
const char *decisionOutcomeName(DecisionOutcome outcome);

/// The decision and its explanation.
struct Decision {
  /// What happened.
  DecisionOutcome outcome = DecisionOutcome::NothingToDo;
  /// Moved because of the processor map (threshold/profitability bypassed).
  bool forcedByProcessorMap = false;
  /// Moved by the stress mode.
  bool stress = false;
  /// Moved back: the previous move lost (MoveTrial.h).
  bool undo = false;
  /// The verdict on the move on trial from the period observed before this
  /// decision (None while it runs, and for a period that covered a stall).
  TrialVerdict trialVerdict = TrialVerdict::None;
  /// Fraction of the way from the current allocation to the rates' one
  /// that the proposal goes (1 unless moves in this direction lost).
  double step = 1.0;
  /// Result of the threshold check (Balanced when not reached).
  ThresholdVerdict thresholdVerdict = ThresholdVerdict::Balanced;
  /// tfract in force.
  double threshold = 0.0;
  /// Imbalance estimate from the filtered rates (rfract = .reduction).
  ImbalanceEstimate filteredImbalance;
  /// Imbalance estimate from the raw rates.
  ImbalanceEstimate rawImbalance;
  /// Coupled nests under an on/off load: x = q T_q / T_1 and q, and the
  /// bound S(f*) / S(f) on what a move can gain (Coupling.h); invalid and
  /// 0 when not evaluated.
  CoupledLoad coupledLoad;
  double coupledGain = 0.0;
  /// The pair the coupled evaluation paired (-1 when not evaluated); a
  /// move it lets through splits their slices at f* (coupledTarget).
  int coupledSlowest = -1;
  int coupledFastest = -1;
  /// rfract this decision predicts for its move: 1 - 1 / coupledGain for a
  /// coupled nest under an on/off load, the filtered rates' otherwise.
  double predictedReduction() const {
    return coupledGain > 0.0 ? 1.0 - 1.0 / coupledGain
                             : filteredImbalance.reduction;
  }
  /// Profitability numbers (cost, benefit, verdict); zero when not reached.
  ProfitabilityVerdict profitability;
  /// Expected stable time used for the benefit [s].
  double stableSeconds = 0.0;
  /// Volume of the proposed instructions.
  MovementVolume volume;
  /// Per rank: raw rate of this report [iterations/s] (0 when unmeasured).
  std::vector<double> rawRates;
  /// Per rank: rate used for the allocation [iterations/s].
  std::vector<double> filteredRates;
  /// Per rank: h used by the filter this time (0 when not updated).
  std::vector<double> history;
  /// Per rank: the filter's noise band after this report (relative).
  std::vector<double> bands;
  /// Per rank: whether this report measured a rate.
  std::vector<bool> measured;
  /// Per rank: the report was too short to measure a rate.
  std::vector<bool> tooShort;
  /// Per rank: filter trend state after this report.
  std::vector<TrendState> trend;
  /// Factor on the period's scheduling bound after this report: above 1
  /// while some rank's rates are noisy (MeasurementWindow.h).
  double measurementScale = 1.0;
  /// Wall interval above which a report covered a stall [s] (0 = detection
  /// not armed yet).
  double stallThresholdSeconds = 0.0;
  /// Per rank: the report covered a stall (its own or one it waited for).
  std::vector<bool> coversStall;
  /// Per rank: the rank was absent (not waiting) for longer than the
  /// threshold: the stalled rank.
  std::vector<bool> stalled;
  /// Some rank was named stalled (its rate entered its filter at once).
  bool stallAttributed = false;
  /// Allocation at the time of the report.
  std::vector<std::int64_t> oldAllocation;
  /// Allocation computed by the balancer (equal to oldAllocation when the
  /// balancer did not get that far).
  std::vector<std::int64_t> proposedAllocation;
  /// Allocation to apply: proposedAllocation when Moved, else old.
  std::vector<std::int64_t> newAllocation;
  /// Independent nests, when Moved: direct moves.
  std::vector<DirectMove> directMoves;
  /// Block nests, when Moved: the S[i] form and new boundaries.
  NeighbourShifts shifts;
  /// Block nests, when Moved: index ranges to copy old owner -> new owner.
  std::vector<BlockTransfer> blockTransfers;
  /// Period and nexthook to send with the instructions.
  PeriodChoice period;
  /// Per rank nexthook: period target / that rank's own phase time (the
  /// global period.nextHook for ranks without a measurement).
  std::vector<std::int64_t> nextHookPerRank;
};

/// The imbalance episode the balancer is in (StabilityHistory counts one
/// change per episode).
struct ImbalanceEpisode {
  /// An imbalance over the threshold was seen and not yet moved away: its
  /// start was recorded as a change, its continuation is not.
  bool open = false;
  /// When the filtered rfract last went over the threshold and stayed
  /// there, whatever the gates after it said (persistSeconds); negative
  /// while it is under.
  double exceededSince = -1.0;
};

struct ReportScan;
struct GuardState;

/// The balancer state of one loop nest (filters, histories, threshold and
/// stress generator) and its decision function.
class Balancer {
public:
  /// \param ranks P (at least 1).
  Balancer(int ranks, const BalancerSettings &settings);

  /// One interaction: statuses[i] is rank i's report; nowSeconds is the
  /// time since the run-time started. Updates the filters and histories.
  /// O(P log P).
  Decision decide(const std::vector<RankStatus> &statuses, double nowSeconds);

  /// Reports a completed movement: its finish time, wall time on the
  /// critical path and volume (the model prediction is added here).
  void recordMovement(double atSeconds, double seconds,
                      const MovementVolume &volume);

  /// One period ended on the balancing rank: its wall time [s] and hook
  /// executions, judged by the next decide() once the reports tell whether
  /// the period covered a stall (a stall says nothing about the allocation,
  /// so that period is no pace). It judges a move on trial (MoveTrial.h,
  /// Decision::trialVerdict); a verdict also feeds the threshold feedback
  /// (MoveFeedback.h). Call before decide().
  void observePeriod(double wallSeconds, std::int64_t phases);
  /// The realized-benefit feedback on the threshold.
  const MoveFeedback &feedback() const { return Feedback; }
  /// The trials of moves.
  const MoveTrial &trial() const { return Trial; }
  /// The schedule changed its own parameters: paces measured so far do not
  /// compare with the next ones (MoveTrial::restart).
  void restartTrial() { Trial.restart(); }

  /// P.
  int ranks() const { return static_cast<int>(Filters.size()); }
  /// Settings in force.
  const BalancerSettings &settings() const { return Settings; }
  /// Rank i's filter.
  const RateFilter &filter(int rank) const { return Filters.at(rank); }
  /// Past movements.
  const MovementHistory &movements() const { return Movements; }
  /// Past rate changes.
  const StabilityHistory &stability() const { return Stability; }
  /// Number of decide() calls so far.
  std::int64_t interactions() const { return Interactions; }
  /// Running average of the median report interval of interactions
  /// without a stall [s] (0 before the first).
  double typicalReportSeconds() const { return TypicalReportSeconds; }

private:
  // The steps of decide(), in order; the bool ones return false when the
  // decision ends there (D.outcome says why).
  /// Rates from the reports into the filters; the processor map; stalls.
  ReportScan measureRates(const std::vector<RankStatus> &Statuses, Decision &D);
  /// Filtered rates, the mean for ranks never measured; returns the raw
  /// rates the filter check compares with.
  std::vector<double> offerRatesToUnmeasured(Decision &D,
                                             const ReportScan &Scan);
  /// Period target and nexthook per rank.
  void choosePeriodAndHooks(Decision &D, const ReportScan &Scan);
  /// Stress, or the guard chain (GuardChain.def) then the proportional
  /// allocation.
  bool proposeAllocation(GuardState &State, bool Forced);
  /// The observed period's pace into the move trial (observePeriod).
  void judgeTrial(Decision &D, const ReportScan &Scan);
  /// Moves and their volume.
  void planInstructions(Decision &D) const;
  /// Settings.period with the scheduling quantum scaled by the measurement
  /// window (MeasurementWindow.h).
  PeriodInputs periodInputs() const;

  BalancerSettings Settings;
  std::vector<RateFilter> Filters;
  /// Per rank, coupled nests only (Coupling.h).
  std::vector<OnOffDetector> OnOff;
  std::vector<RecentReports> Recent;
  std::vector<bool> WasAvailable;
  ImbalanceThreshold Threshold;
  MoveFeedback Feedback;
  MoveTrial Trial;
  /// The period observed for the next decide(): wall seconds and phases.
  double ObservedWallSeconds = 0.0;
  std::int64_t ObservedPhases = 0;
  MeasurementWindow Window;
  MovementHistory Movements;
  StabilityHistory Stability;
  double PreviousTargetSeconds = 0.0;
  double TypicalReportSeconds = 0.0;
  std::uint64_t StressState = 0;
  std::int64_t Interactions = 0;
  ImbalanceEpisode Episode;
};

/// Weights for allocateProportional that go `step` (0..1] of the way from
/// the current allocation's shares to the target's (the rates, or a
/// coupled nest's f* split; the target itself at step 1).
std::vector<double> stepToward(const std::vector<std::int64_t> &current,
                               const std::vector<double> &target, double step);

/// A random valid allocation for the stress mode: available ranks get random
/// weights (about one in four gets 0, to exercise empty ranks; at least one
/// available rank keeps a positive weight), vacated ranks 0, then
/// allocateProportional with the minimum per working rank. `state` is a
/// splitmix64 state, advanced in place (deterministic on every platform).
std::vector<std::int64_t>
stressAllocation(const std::vector<std::int64_t> &current,
                 const std::vector<bool> &available,
                 std::int64_t minimumPerWorkingRank, std::uint64_t &state);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_DECISION_H
