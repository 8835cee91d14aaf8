//===- Decision.cpp - The balancer's decision at one interaction ----------===//
//
// Part of autolb. See Decision.h for the order of the checks.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Decision.h"
#include "policy/balance/Guard.h"
#include "policy/common/Measured.h"
#include "policy/common/SplitMix.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace autolb::policy {

namespace {

/// The weights a move allocates by: the model's f* for a coupled nest
/// under an on/off load (evaluated and let through), the rates otherwise.
std::vector<double> moveTarget(const Decision &D) {
  if (D.coupledGain > 0.0) {
    std::vector<double> Target =
        coupledTarget(D.oldAllocation, D.coupledSlowest, D.coupledFastest,
                      bestCoupledShare(D.coupledLoad));
    if (!Target.empty())
      return Target;
  }
  return D.filteredRates;
}

} // namespace

const char *decisionOutcomeName(DecisionOutcome Outcome) {
  switch (Outcome) {
  case DecisionOutcome::Moved:
    return "moved";
  case DecisionOutcome::Threshold:
    return "threshold";
  case DecisionOutcome::Noise:
    return "noise";
  case DecisionOutcome::Coupled:
    return "coupled";
  case DecisionOutcome::Profitability:
    return "profitability";
  case DecisionOutcome::Filter:
    return "filter";
  case DecisionOutcome::NothingToDo:
    return "nothing-to-do";
  case DecisionOutcome::Disabled:
    return "disabled";
  case DecisionOutcome::ShortMeasurement:
    return "short-measurement";
  case DecisionOutcome::Stall:
    return "stall";
  case DecisionOutcome::InvalidInput:
    return "invalid-input";
  case DecisionOutcome::LostBefore:
    return "lost-before";
  case DecisionOutcome::Judging:
    return "judging";
  case DecisionOutcome::Brief:
    return "brief";
  }
  return "unknown";
}

std::vector<std::int64_t>
stressAllocation(const std::vector<std::int64_t> &Current,
                 const std::vector<bool> &Available,
                 std::int64_t MinimumPerWorkingRank, std::uint64_t &State) {
  const std::size_t Ranks = Current.size();
  std::vector<double> Weights(Ranks, 0.0);
  std::vector<std::size_t> AvailableRanks;
  bool AnyPositive = false;
  for (std::size_t Rank = 0; Rank < Ranks; ++Rank) {
    if (!isAvailableRank(Available, Rank))
      continue;
    AvailableRanks.push_back(Rank);
    // One in four available ranks gets nothing: empty ranks must work too.
    if (splitMix64(State) % 4 == 0)
      continue;
    Weights[Rank] = splitMixUnit(State) + 0x1.0p-53; // Strictly positive.
    AnyPositive = true;
  }
  if (AvailableRanks.empty())
    return Current;
  if (!AnyPositive)
    Weights[AvailableRanks[splitMix64(State) % AvailableRanks.size()]] = 1.0;
  return allocateProportional(Current, Weights, MinimumPerWorkingRank)
      .iterations;
}

Balancer::Balancer(int Ranks, const BalancerSettings &Settings)
    : Settings(Settings),
      Filters(static_cast<std::size_t>(std::max(Ranks, 1)),
              RateFilter(Settings.filter, Settings.filterBand)),
      OnOff(Filters.size()), Recent(Filters.size()),
      WasAvailable(Filters.size(), true), Threshold(Settings.threshold),
      Feedback(Settings.threshold.threshold), Trial(Settings.trial),
      StressState(Settings.stressSeed) {}

void Balancer::observePeriod(double WallSeconds, std::int64_t Phases) {
  ObservedWallSeconds = WallSeconds;
  ObservedPhases = Phases;
}

void Balancer::judgeTrial(Decision &D, const ReportScan &Scan) {
  const double WallSeconds = ObservedWallSeconds;
  const std::int64_t Phases = ObservedPhases;
  ObservedWallSeconds = 0.0;
  ObservedPhases = 0;
  if (Phases <= 0)
    return;
  // Paces before and after a stall do not compare: the trial starts over.
  if (Scan.CoversStall) {
    Trial.restart();
    return;
  }
  D.trialVerdict = Trial.observe(WallSeconds, Phases);
  if (D.trialVerdict != TrialVerdict::None) {
    Feedback.record(Trial.lastPredicted(), Trial.lastRealized());
    if (Settings.moveFeedback)
      Threshold.setThreshold(Feedback.threshold());
  }
}

void Balancer::recordMovement(double AtSeconds, double Seconds,
                              const MovementVolume &Volume) {
  MovementRecord Record;
  Record.atSeconds = AtSeconds;
  Record.seconds = Seconds;
  Record.bytes = Volume.criticalBytes;
  Record.messages = Volume.criticalMessages;
  Record.modelSeconds = modelMovementSeconds(Settings.costModel, Volume);
  Movements.record(Record);
}

Decision Balancer::decide(const std::vector<RankStatus> &Statuses,
                          double NowSeconds) {
  ++Interactions;
  Decision D;
  D.threshold = Threshold.settings().threshold;
  if (Statuses.size() != Filters.size()) {
    D.outcome = DecisionOutcome::InvalidInput;
    return D;
  }
  const ReportScan Scan = measureRates(Statuses, D);
  judgeTrial(D, Scan);
  const std::vector<double> RawForCheck = offerRatesToUnmeasured(D, Scan);
  choosePeriodAndHooks(D, Scan);

  D.proposedAllocation = D.oldAllocation;
  D.newAllocation = D.oldAllocation;
  D.filteredImbalance = estimateImbalance(D.oldAllocation, D.filteredRates);
  D.rawImbalance = estimateImbalance(D.oldAllocation, RawForCheck);
  if (!Settings.enabled) {
    D.outcome = DecisionOutcome::Disabled;
    return D;
  }
  if (std::accumulate(D.oldAllocation.begin(), D.oldAllocation.end(),
                      std::int64_t{0}) == 0) {
    D.outcome = DecisionOutcome::NothingToDo;
    return D;
  }
  const bool Forced = Scan.StrandedWork || Scan.Readmitted;
  D.forcedByProcessorMap = Forced;
  GuardState State{D,         Scan,      Settings, NowSeconds, Threshold, Trial,
                   Stability, Movements, Episode,  OnOff,      Recent};
  if (!proposeAllocation(State, Forced))
    return D;
  planInstructions(D);
  if (!Forced && !D.stress && !D.undo) {
    const GuardVerdict Verdict = runProposalGuards(State);
    if (Verdict.kind == GuardVerdict::Kind::Hold) {
      D.outcome = Verdict.outcome;
      return D;
    }
  }
  D.outcome = DecisionOutcome::Moved;
  D.newAllocation = D.proposedAllocation;
  if (D.undo)
    Trial.undone();
  else if (Forced || D.stress)
    Trial.restart();
  else
    Trial.start(D.oldAllocation, D.newAllocation, D.predictedReduction());
  // Moved away: an imbalance seen next time is a new episode.
  Episode = ImbalanceEpisode();
  return D;
}

ReportScan Balancer::measureRates(const std::vector<RankStatus> &Statuses,
                                  Decision &D) {
  const std::size_t Ranks = Filters.size();
  D.oldAllocation.resize(Ranks);
  D.rawRates.assign(Ranks, 0.0);
  D.filteredRates.assign(Ranks, 0.0);
  D.history.assign(Ranks, 0.0);
  D.bands.assign(Ranks, 0.0);
  D.measured.assign(Ranks, false);
  D.tooShort.assign(Ranks, false);
  D.coversStall.assign(Ranks, false);
  D.stalled.assign(Ranks, false);
  D.trend.resize(Ranks);
  const double MinimumMeasurement = minimumMeasurementSeconds(periodInputs());
  D.stallThresholdSeconds = stallThresholdSeconds(
      Settings.stall, TypicalReportSeconds, PreviousTargetSeconds);
  ReportScan Scan;
  Scan.Available.assign(Ranks, true);
  Scan.PhaseSeconds.assign(Ranks, 0.0);
  bool AnyCover = false;
  std::vector<double> Intervals;
  for (std::size_t Rank = 0; Rank < Ranks; ++Rank) {
    const RankStatus &Status = Statuses[Rank];
    D.oldAllocation[Rank] = std::max<std::int64_t>(Status.owned, 0);
    Scan.Available[Rank] = Status.available;
    if (Status.available != WasAvailable[Rank]) {
      if (Status.available) {
        Scan.Readmitted = true;
        Filters[Rank].reset();
        OnOff[Rank].reset();
        Recent[Rank].reset();
      }
      WasAvailable[Rank] = Status.available;
    }
    if (!Status.available && D.oldAllocation[Rank] > 0)
      Scan.StrandedWork = true;
    D.tooShort[Rank] = Status.measuredSeconds > 0.0 &&
                       Status.measuredSeconds < MinimumMeasurement;
    if (D.tooShort[Rank] && Status.available && Status.done > 0)
      Scan.ShortWorkingReport = true;
    if (Status.available)
      Intervals.push_back(Status.measuredSeconds);
    const double Absent = std::max(
        Status.measuredSeconds - std::max(Status.waitSeconds, 0.0), 0.0);
    D.coversStall[Rank] = Status.available && D.stallThresholdSeconds > 0.0 &&
                          Status.measuredSeconds > D.stallThresholdSeconds;
    D.stalled[Rank] = D.coversStall[Rank] && Absent > D.stallThresholdSeconds;
    AnyCover = AnyCover || D.coversStall[Rank];
    if (D.stalled[Rank]) {
      // Measured over the wall time it was absent, never faster than
      // before (Stall.h).
      D.rawRates[Rank] = stalledRate(static_cast<double>(Status.done),
                                     Status.computeSeconds, Absent);
      if (D.rawRates[Rank] > 0.0) {
        D.measured[Rank] = true;
        D.history[Rank] = Filters[Rank].updateStalled(D.rawRates[Rank]).history;
        D.stallAttributed = true;
      } else if (D.oldAllocation[Rank] > 0) {
        // Owns work and did none of it: nothing to measure it by.
        Scan.UnnamedStall = true;
      }
    } else if (Status.done > 0 && isUsable(Status.computeSeconds)) {
      // A too-short report's rate is shown in the trace, never filtered;
      // nor is the rate of a report that waited through another rank's
      // stall (its CPU share dropped while it waited).
      D.rawRates[Rank] =
          static_cast<double>(Status.done) / Status.computeSeconds;
      D.measured[Rank] = !D.tooShort[Rank] && !D.coversStall[Rank];
      if (Settings.coupled && Status.available && !D.coversStall[Rank])
        Recent[Rank].observe(static_cast<double>(Status.done),
                             Status.computeSeconds, Status.longestOffSeconds);
      if (Status.available && D.measured[Rank]) {
        D.history[Rank] = Filters[Rank].update(D.rawRates[Rank]).history;
        if (Settings.coupled)
          OnOff[Rank].observe(D.rawRates[Rank]);
      }
    }
    if (Status.phases > 0 && isUsable(Status.computeSeconds))
      Scan.PhaseSeconds[Rank] =
          Status.computeSeconds / static_cast<double>(Status.phases);
    D.trend[Rank] = Filters[Rank].state();
    D.bands[Rank] = Filters[Rank].band();
  }
  // Reports covered a stall no report can be blamed for: the culprit was
  // stopped inside a wait, which looks like waiting.
  if (AnyCover && !D.stallAttributed)
    Scan.UnnamedStall = true;
  Scan.CoversStall = AnyCover;
  // Only reports without a stall describe the usual interval.
  if (!AnyCover) {
    const double Median = medianPositive(Intervals);
    if (Median > 0.0)
      TypicalReportSeconds =
          TypicalReportSeconds > 0.0
              ? (1.0 - Settings.stall.typicalWeight) * TypicalReportSeconds +
                    Settings.stall.typicalWeight * Median
              : Median;
  }
  return Scan;
}

std::vector<double> Balancer::offerRatesToUnmeasured(Decision &D,
                                                     const ReportScan &Scan) {
  // Ranks without any measurement are offered the mean measured rate.
  const std::size_t Ranks = Filters.size();
  double KnownSum = 0.0;
  int KnownCount = 0;
  for (std::size_t Rank = 0; Rank < Ranks; ++Rank)
    if (Scan.Available[Rank] && Filters[Rank].hasValue()) {
      KnownSum += Filters[Rank].filtered();
      ++KnownCount;
    }
  const double Substitute = KnownCount > 0 ? KnownSum / KnownCount : 1.0;
  // The raw rates the filter check compares with: measured where they were.
  std::vector<double> RawForCheck(Ranks, 0.0);
  for (std::size_t Rank = 0; Rank < Ranks; ++Rank) {
    if (!Scan.Available[Rank])
      continue;
    D.filteredRates[Rank] =
        Filters[Rank].hasValue() ? Filters[Rank].filtered() : Substitute;
    RawForCheck[Rank] =
        D.measured[Rank] ? D.rawRates[Rank] : D.filteredRates[Rank];
  }
  return RawForCheck;
}

PeriodInputs Balancer::periodInputs() const {
  PeriodInputs Inputs = Settings.period;
  Inputs.quantumSeconds *= Window.scale();
  return Inputs;
}

void Balancer::choosePeriodAndHooks(Decision &D, const ReportScan &Scan) {
  double PhaseSum = 0.0;
  int PhaseCount = 0;
  for (double Seconds : Scan.PhaseSeconds)
    if (Seconds > 0.0) {
      PhaseSum += Seconds;
      ++PhaseCount;
    }
  D.measurementScale = Window.update(D.bands);
  PeriodInputs Inputs = periodInputs();
  Inputs.movementSeconds = Movements.averageSeconds();
  Inputs.workscale =
      chooseWorkscale(Movements.averageGapSeconds(), PreviousTargetSeconds);
  Inputs.computeSeconds = PhaseCount > 0 ? PhaseSum / PhaseCount : 0.0;
  D.period = choosePeriod(Inputs);
  PreviousTargetSeconds = D.period.targetSeconds;
  D.nextHookPerRank.resize(Filters.size());
  for (std::size_t Rank = 0; Rank < Filters.size(); ++Rank)
    D.nextHookPerRank[Rank] =
        Scan.PhaseSeconds[Rank] > 0.0
            ? hooksForPeriod(D.period.targetSeconds, Scan.PhaseSeconds[Rank])
            : D.period.nextHook;
}

bool Balancer::proposeAllocation(GuardState &State, bool Forced) {
  Decision &D = State.decision;
  const ReportScan &Scan = State.scan;
  const double NowSeconds = State.nowSeconds;
  if (Settings.stress) {
    D.stress = true;
    D.proposedAllocation =
        stressAllocation(D.oldAllocation, Scan.Available,
                         Settings.minimumPerWorkingRank, StressState);
  } else {
    if (Forced) {
      // A processor-map change is a change of the system.
      Stability.recordChange(NowSeconds);
    } else {
      const GuardVerdict Verdict = runGuardChain(State);
      if (Verdict.kind == GuardVerdict::Kind::Proposed)
        return true;
      if (Verdict.kind == GuardVerdict::Kind::Hold) {
        D.outcome = Verdict.outcome;
        return false;
      }
    }
    const std::vector<double> Target = moveTarget(D);
    D.proposedAllocation = allocateProportional(D.oldAllocation, Target,
                                                Settings.minimumPerWorkingRank)
                               .iterations;
    D.step = Forced ? 1.0
                    : Trial.step(D.oldAllocation, D.proposedAllocation,
                                 D.predictedReduction());
    if (D.step < Trial.settings().minimumStep) {
      D.outcome = DecisionOutcome::LostBefore;
      return false;
    }
    if (D.step < 1.0)
      D.proposedAllocation =
          allocateProportional(D.oldAllocation,
                               stepToward(D.oldAllocation, Target, D.step),
                               Settings.minimumPerWorkingRank)
              .iterations;
  }
  if (D.proposedAllocation == D.oldAllocation) {
    D.outcome = DecisionOutcome::NothingToDo;
    return false;
  }
  return true;
}

std::vector<double> stepToward(const std::vector<std::int64_t> &Current,
                               const std::vector<double> &Target, double Step) {
  if (Step >= 1.0)
    return Target;
  const double Owned = static_cast<double>(
      std::accumulate(Current.begin(), Current.end(), std::int64_t{0}));
  const double TargetSum = std::accumulate(Target.begin(), Target.end(), 0.0);
  std::vector<double> Weights(Target.size(), 0.0);
  if (Owned <= 0.0 || TargetSum <= 0.0)
    return Target;
  for (std::size_t Rank = 0; Rank < Target.size(); ++Rank)
    Weights[Rank] = (1.0 - Step) * static_cast<double>(Current[Rank]) / Owned +
                    Step * Target[Rank] / TargetSum;
  return Weights;
}

void Balancer::planInstructions(Decision &D) const {
  const int RankCount = static_cast<int>(Filters.size());
  if (Settings.distribution == Distribution::Independent) {
    D.directMoves = planDirectMoves(D.oldAllocation, D.proposedAllocation);
    D.volume = volumeOf(D.directMoves, RankCount, Settings.bytesPerIteration);
  } else {
    D.shifts = planNeighbourShifts(D.oldAllocation, D.proposedAllocation);
    D.blockTransfers =
        planBlockTransfers(D.oldAllocation, D.proposedAllocation);
    D.volume =
        volumeOf(D.blockTransfers, RankCount, Settings.bytesPerIteration);
  }
}

} // namespace autolb::policy
