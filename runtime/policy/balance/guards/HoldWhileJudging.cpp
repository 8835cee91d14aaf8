//===- HoldWhileJudging.cpp - One move at a time --------------------------===//
//
// Part of autolb. ALB_MOVE_TRIAL: while a move's trial runs, or before the
// pace to judge the next move by is measured, no other move starts
// (MoveTrial.h).
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdWhileJudging(GuardState &State) {
  return State.settings.trial.enabled && !State.trial.ready()
             ? GuardVerdict::hold(DecisionOutcome::Judging)
             : GuardVerdict::pass();
}

} // namespace autolb::policy
