//===- GuardChain.cpp - The balancer's guards, run in order ---------------===//
//
// Part of autolb. See Guard.h; the order is GuardChain.def's.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

namespace autolb::policy {

namespace {

constexpr Guard BeforeProposal[] = {
#define ALB_GUARD(Name) Name,
#include "policy/balance/GuardChain.def"
};

constexpr Guard OnProposal[] = {
#define ALB_PROPOSAL_GUARD(Name) Name,
#include "policy/balance/GuardChain.def"
};

template <std::size_t Count>
GuardVerdict runInOrder(const Guard (&Guards)[Count], GuardState &State) {
  for (Guard Check : Guards) {
    const GuardVerdict Verdict = Check(State);
    if (Verdict.kind != GuardVerdict::Kind::Pass)
      return Verdict;
  }
  return GuardVerdict::pass();
}

} // namespace

bool isAvailableRank(const std::vector<bool> &Available, std::size_t Rank) {
  return Rank >= Available.size() || Available[Rank];
}

bool feedsStalledRank(const Decision &D) {
  // A stalled rank never gains work at the interaction that saw its stall.
  for (std::size_t Rank = 0; Rank < D.stalled.size(); ++Rank)
    if (D.stalled[Rank] && D.proposedAllocation[Rank] > D.oldAllocation[Rank])
      return true;
  return false;
}

GuardVerdict runGuardChain(GuardState &State) {
  return runInOrder(BeforeProposal, State);
}

GuardVerdict runProposalGuards(GuardState &State) {
  return runInOrder(OnProposal, State);
}

} // namespace autolb::policy
