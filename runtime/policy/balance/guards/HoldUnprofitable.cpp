//===- HoldUnprofitable.cpp - Moves must pay for themselves ---------------===//
//
// Part of autolb. [S97] §6.3: the planned moves' predicted cost (the
// start-up cost model, calibrated by past movements) against their benefit,
// the predicted reduction times the expected stable time; cancelled when
// the cost exceeds the factor times the benefit (Profitability.h). The
// volume stays in the decision, so the trace shows what was not moved.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

GuardVerdict holdUnprofitable(GuardState &State) {
  Decision &D = State.decision;
  D.stableSeconds = State.stability.expectedStableSeconds(
      State.nowSeconds, D.period.targetSeconds);
  const double Cost = predictMovementSeconds(State.settings.costModel,
                                             State.movements, D.volume);
  D.profitability = judgeProfitability(D.predictedReduction(), D.stableSeconds,
                                       Cost, State.settings.profitability);
  if (D.profitability.profitable)
    return GuardVerdict::pass();
  D.directMoves.clear();
  D.shifts = NeighbourShifts();
  D.blockTransfers.clear();
  return GuardVerdict::hold(DecisionOutcome::Profitability);
}

} // namespace autolb::policy
