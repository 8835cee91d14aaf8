//===- HoldBriefImbalance.cpp - An imbalance must persist -----------------===//
//
// Part of autolb. ALB_PERSISTENCE: an imbalance moves work only once it has
// lasted persistSeconds (a move is judged over a window after it, so an
// imbalance that ends sooner makes the move lose). A new episode is
// recorded as a change of the system (StabilityHistory.h); an imbalance
// that persists is one episode, so the expected stable time grows while
// it lasts.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdBriefImbalance(GuardState &State) {
  const bool Exceeded =
      State.decision.thresholdVerdict == ThresholdVerdict::Exceeded;
  if (Exceeded && !State.episode.open)
    State.stability.recordChange(State.nowSeconds);
  State.episode.open = State.episode.open || Exceeded;
  if (Exceeded && State.nowSeconds - State.episode.exceededSince <
                      State.settings.persistSeconds)
    return GuardVerdict::hold(DecisionOutcome::Brief);
  return GuardVerdict::pass();
}

} // namespace autolb::policy
