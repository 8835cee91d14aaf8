//===- HookPlacement.h - where a nest's load-balancing hook goes ----------===//
//
// [S97] §5.1: the candidate locations are the end of the distributed
// loop's body (level 0, only for independent iterations: the run-time's
// chunk requests), right after the distributed loop (level 1, the nest's
// end) and right after each enclosing loop (level L >= 2, after the loop
// L - 1 levels out), the one after the outermost loop dropped (except the
// nest's end when the distributed loop is itself outermost: it is always
// there, and the function may run again from a caller's loop). They are
// evaluated from the deepest outwards by operation counts: the first where a
// hook (HookCost operations) costs at most 1% of the code executed between
// two of its executions wins. When a count depends on bounds unknown at
// compile time, the level is chosen by an expression evaluated at run time.
// When none qualifies, strip-mining creates one (Figure 16(b)): independent
// nests keep level 0, whose chunks the run-time sizes for the 1% rule;
// block-tied nests strip-mine their outermost loop (StripMining.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_HOOKPLACEMENT_H
#define AUTOLB_PLAN_HOOKPLACEMENT_H

#include "Analysis/LoopModel.h"
#include <string>
#include <vector>

namespace autolb {

/// Operations of a hook that does not call the balancer (increment, compare,
/// branch, and the call around it).
constexpr double HookCost = 10;
/// Largest acceptable hook overhead, as a fraction of the work between hooks.
constexpr double MaxHookOverhead = 0.01;

struct HookCandidate {
  int Level = 1;
  /// Operations between two executions of a hook at this level.
  OperationCount Between;
  /// Level >= 2: the loop after which the hook goes.
  const LoopInfo *After = nullptr;
  /// Whether Between.Expression can be evaluated where the nest begins.
  bool Evaluable = false;
};

struct HookChoice {
  /// The level when chosen at compile time.
  int Level = 1;
  /// Non-empty: a C expression choosing the level at run time.
  std::string LevelExpression;
  /// The levels >= 2 the run time may choose (a hook is emitted at each).
  std::vector<HookCandidate> OuterHooks;
  /// Non-null: this loop (the nest's outermost, around the distributed loop)
  /// is strip-mined and the hook, at Level, goes after each of its blocks.
  const LoopInfo *StripMined = nullptr;
  /// Operations per iteration of StripMined (a C expression of type double).
  std::string StripOperations;
  /// What the remark says.
  std::string Explanation;
};

/// Chooses the hook level of a distributed nest. Independent: iterations
/// may run on any rank (level 0 allowed). NoHooks: level 1, no hook code.
HookChoice chooseHook(const NestInfo &Nest, bool Independent, bool NoHooks);

} // namespace autolb

#endif // AUTOLB_PLAN_HOOKPLACEMENT_H
