//===- HookSpacing.cpp - Iterations between two hook executions -----------===//
//
// Part of autolb. See HookSpacing.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/HookSpacing.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

HookSpacing spaceHooks(double HookCost, double IterationCost,
                       std::int64_t Maximum) {
  HookSpacing S;
  const std::int64_t Largest = std::max<std::int64_t>(Maximum, 1);
  if (!isUsable(HookCost) || !isUsable(IterationCost))
    return S;
  // Compared as doubles first: the quotient may exceed any integer.
  const double Wanted = std::ceil(HookCost / (MaxHookOverhead * IterationCost));
  if (Wanted <= 1.0) {
    S.rule = SpacingRule::OneEnough;
    return S;
  }
  if (Wanted > static_cast<double>(Largest)) {
    S.iterations = Largest;
    S.rule = SpacingRule::Clamped;
    return S;
  }
  S.iterations = static_cast<std::int64_t>(Wanted);
  S.rule = SpacingRule::Overhead;
  return S;
}

const char *spacingRuleName(SpacingRule Rule) {
  switch (Rule) {
  case SpacingRule::Unknown:
    return "unknown cost";
  case SpacingRule::OneEnough:
    return "one iteration suffices";
  case SpacingRule::Overhead:
    return "1% rule";
  case SpacingRule::Clamped:
    return "clamped";
  }
  return "?";
}

} // namespace autolb::policy
