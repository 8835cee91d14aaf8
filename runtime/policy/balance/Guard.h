//===- Guard.h - One check of the balancer's guard chain --------*- C++ -*-===//
//
// Part of autolb. Between measuring the rates and proposing an allocation,
// and again on the proposal once its moves are planned, the balancer runs
// its guards in the order GuardChain.def lists them; the first one that
// does not pass ends the chain. A guard is one function in its own file
// (guards/<Name>.cpp): it reads the measured state of one interaction
// (GuardState) and answers pass, hold with the outcome that names why
// nothing moves (the report counts decisions by outcome, the trace prints
// it), or proposed when it set the allocation itself (the undo of a lost
// move). Adding a guard: its file, one line in GuardChain.def, one line in
// policy/CMakeLists.txt (and, for a new reason, its DecisionOutcome).
//
// The chain runs when neither the processor map forces a move nor the
// stress mode draws one; the guards on the proposal do not judge an undo.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_BALANCE_GUARD_H
#define AUTOLB_POLICY_BALANCE_GUARD_H

#include "policy/balance/Coupling.h"
#include "policy/balance/Decision.h"
#include "policy/balance/Imbalance.h"
#include "policy/balance/MoveTrial.h"
#include "policy/balance/MovementHistory.h"
#include "policy/balance/StabilityHistory.h"

#include <vector>

namespace autolb::policy {

/// What the reports of one interaction say beyond the Decision fields.
struct ReportScan {
  std::vector<bool> Available;
  /// Compute seconds per phase (0 = unknown).
  std::vector<double> PhaseSeconds;
  bool ShortWorkingReport = false, UnnamedStall = false, CoversStall = false;
  bool StrandedWork = false, Readmitted = false;
};

/// The state a guard reads, and the parts of the balancer it updates.
struct GuardState {
  Decision &decision;
  const ReportScan &scan;
  const BalancerSettings &settings;
  double nowSeconds;
  ImbalanceThreshold &threshold;
  MoveTrial &trial;
  StabilityHistory &stability;
  const MovementHistory &movements;
  ImbalanceEpisode &episode;
  /// Per rank, coupled nests only (Coupling.h).
  const std::vector<OnOffDetector> &onOff;
  const std::vector<RecentReports> &recent;
};

/// A guard's answer.
struct GuardVerdict {
  enum class Kind {
    /// The next guard decides.
    Pass,
    /// Nothing moves, for `outcome`.
    Hold,
    /// The guard set decision.proposedAllocation; the chain ends and the
    /// proposal is carried out without the remaining checks.
    Proposed,
  };
  Kind kind = Kind::Pass;
  DecisionOutcome outcome = DecisionOutcome::NothingToDo;

  static GuardVerdict pass() { return {}; }
  static GuardVerdict hold(DecisionOutcome Outcome) {
    return {Kind::Hold, Outcome};
  }
  static GuardVerdict proposed() { return {Kind::Proposed}; }
};

/// A guard of the chain.
using Guard = GuardVerdict (*)(GuardState &state);

// The guards, one function each (guards/<Name>.cpp).
#define ALB_GUARD(Name) GuardVerdict Name(GuardState &state);
#define ALB_PROPOSAL_GUARD(Name) GuardVerdict Name(GuardState &state);
#include "policy/balance/GuardChain.def"

/// Whether `rank` is available (ranks past the vector's end are).
bool isAvailableRank(const std::vector<bool> &available, std::size_t rank);

/// The proposal gives a rank named stalled more work.
bool feedsStalledRank(const Decision &decision);

/// Runs the guards before the proposal (ALB_GUARD) in GuardChain.def's
/// order; the first that does not pass answers for the chain (pass when all
/// do).
GuardVerdict runGuardChain(GuardState &state);

/// Runs the guards on the planned proposal (ALB_PROPOSAL_GUARD) the same
/// way. A guard that holds withdraws the plan it holds.
GuardVerdict runProposalGuards(GuardState &state);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_BALANCE_GUARD_H
