//===- HookSpacing.h - Iterations between two hook executions ---*- C++ -*-===//
//
// Part of autolb. [S97] §5.1: a hook must cost at most 1% of the
// work executed between two of its executions. When one iteration of a loop
// is too little work, the loop is strip-mined and the hook runs once per
// block (Figure 16(b)); the block size is set at run time:
//   iterations = ceil(hook cost / (1% x cost of one iteration)),
// clamped to [1, maximum]. Dynamically scheduled nests use it for their
// minimum chunk (the hook is a chunk request), strip-mined enclosing loops
// for their block (the hook is alb_hook).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_HOOKSPACING_H
#define AUTOLB_POLICY_HOOKSPACING_H

#include <cstdint>

namespace autolb::policy {

/// Largest acceptable hook overhead, as a fraction of the work between two
/// hook executions (the compiler's rule, tool/Plan/HookPlacement.h).
constexpr double MaxHookOverhead = 0.01;

/// Operations of a hook that does not interact (the compiler's estimate,
/// tool/Plan/HookPlacement.h HookCost).
constexpr double HookOperations = 10;

enum class SpacingRule {
  Unknown,   ///< hook or iteration cost unknown (<= 0 or not finite): 1
  OneEnough, ///< one iteration is enough work: 1
  Overhead,  ///< ceil(hook / (1% x iteration))
  Clamped    ///< the rule asked for more than maximum
};

struct HookSpacing {
  std::int64_t iterations = 1;
  SpacingRule rule = SpacingRule::Unknown;
};

/// Iterations between two hooks so that a hook costing hookCost is at most
/// 1% of their work, each iteration costing iterationCost (any unit, the
/// same for both); at most maximum (values below 1 are treated as 1).
HookSpacing spaceHooks(double hookCost, double iterationCost,
                       std::int64_t maximum);

/// "unknown cost", "one iteration suffices", "1% rule", "clamped".
const char *spacingRuleName(SpacingRule rule);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_HOOKSPACING_H
