//===- UndoLostMove.cpp - A lost move goes back ---------------------------===//
//
// Part of autolb. The last move lost its trial (MoveTrial.h): its
// allocation before comes back, bypassing the threshold and profitability,
// unless that gives a stalled rank more work (Stall.h); the undo then waits
// for a decision that does not see the stall.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

#include <numeric>

namespace autolb::policy {

GuardVerdict undoLostMove(GuardState &State) {
  Decision &D = State.decision;
  const std::vector<std::int64_t> &Undo = State.trial.undo();
  if (Undo.empty())
    return GuardVerdict::pass();
  // Only the same iterations over the same ranks can go back.
  bool Valid = Undo.size() == D.oldAllocation.size() &&
               std::accumulate(Undo.begin(), Undo.end(), std::int64_t{0}) ==
                   std::accumulate(D.oldAllocation.begin(),
                                   D.oldAllocation.end(), std::int64_t{0});
  for (std::size_t Rank = 0; Valid && Rank < Undo.size(); ++Rank)
    Valid = State.scan.Available[Rank] || Undo[Rank] == 0;
  if (!Valid || Undo == D.oldAllocation) {
    State.trial.undone();
    return GuardVerdict::pass();
  }
  D.proposedAllocation = Undo;
  if (!feedsStalledRank(D)) {
    D.undo = true;
    return GuardVerdict::proposed();
  }
  D.proposedAllocation = D.oldAllocation;
  return GuardVerdict::hold(DecisionOutcome::Stall);
}

} // namespace autolb::policy
