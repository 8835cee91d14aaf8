//===- HoldFeedingStalledRank.cpp - No more work for a stalled rank -------===//
//
// Part of autolb. A rank named stalled at this interaction (Stall.h) never
// gains work from it: its rate over the stall says little about its rate
// after. The planned moves are withdrawn.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdFeedingStalledRank(GuardState &State) {
  Decision &D = State.decision;
  if (!feedsStalledRank(D))
    return GuardVerdict::pass();
  D.proposedAllocation = D.oldAllocation;
  D.directMoves.clear();
  D.shifts = NeighbourShifts();
  D.blockTransfers.clear();
  D.volume = MovementVolume();
  return GuardVerdict::hold(DecisionOutcome::Stall);
}

} // namespace autolb::policy
