//===- HoldBelowThreshold.cpp - The imbalance threshold -------------------===//
//
// Part of autolb. [S97]: work moves only when the filtered rates' rfract
// reaches the threshold (Imbalance.h). Below it, the outcome says whether
// the filter stopped the movement (the raw rates would have passed) or
// there was no imbalance to speak of. The imbalance's age counts from the
// first interaction over the threshold, while the guards after this one
// hold it too.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdBelowThreshold(GuardState &State) {
  Decision &D = State.decision;
  D.thresholdVerdict = State.threshold.judge(D.filteredImbalance.reduction,
                                             D.filteredImbalance.slowestRank);
  if (D.thresholdVerdict != ThresholdVerdict::Exceeded)
    State.episode.exceededSince = -1.0;
  else if (State.episode.exceededSince < 0.0)
    State.episode.exceededSince = State.nowSeconds;
  if (D.thresholdVerdict != ThresholdVerdict::Balanced &&
      D.thresholdVerdict != ThresholdVerdict::Below)
    return GuardVerdict::pass();
  const bool RawWouldMove =
      State.settings.filter && D.rawImbalance.reduction > 0.0 &&
      D.rawImbalance.reduction >= State.threshold.settings().threshold;
  State.episode.open = false;
  return GuardVerdict::hold(RawWouldMove ? DecisionOutcome::Filter
                            : D.thresholdVerdict == ThresholdVerdict::Balanced
                                ? DecisionOutcome::NothingToDo
                                : DecisionOutcome::Threshold);
}

} // namespace autolb::policy
