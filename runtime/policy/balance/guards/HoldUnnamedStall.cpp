//===- HoldUnnamedStall.cpp - Stall no report names -----------------------===//
//
// Part of autolb. Reports covered a stall, but no report names a stalled
// rank with a rate (the culprit was stopped inside a wait, which looks like
// waiting): the rates say nothing about the allocation (Stall.h).
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdUnnamedStall(GuardState &State) {
  return State.scan.UnnamedStall ? GuardVerdict::hold(DecisionOutcome::Stall)
                                 : GuardVerdict::pass();
}

} // namespace autolb::policy
