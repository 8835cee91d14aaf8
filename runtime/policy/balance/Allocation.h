//===- Allocation.h - Integer work allocation proportional to rates -------===//
//
// Part of autolb. The new distribution gives each rank work proportional to
// its share of the aggregate rate ([S97] §2), as integers that sum
// to the total exactly (largest-remainder rounding).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_ALLOCATION_H
#define AUTOLB_POLICY_ALLOCATION_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// How an allocation was obtained.
enum class AllocationRule {
  /// Proportional to the rates, largest-remainder rounding.
  Proportional,
  /// Every rate is zero (or there are no ranks): the current allocation is
  /// kept, since there is no information to redistribute by.
  KeptCurrent,
  /// The total is smaller than the minimum per working rank: everything
  /// goes to the single fastest rank (lowest index among equals).
  SingleRank,
};

/// Lower-case name ("proportional", "kept-current", "single-rank").
const char *allocationRuleName(AllocationRule rule);

/// A new allocation.
struct Allocation {
  /// Iterations per rank; sums to the total exactly.
  std::vector<std::int64_t> iterations;
  /// How it was obtained.
  AllocationRule rule = AllocationRule::Proportional;
  /// Ranks with a positive rate that received 0 because their share was
  /// below the minimum per working rank.
  int droppedRanks = 0;
};

/// Allocates sum(current) iterations proportionally to `rates`.
///
/// - A rank whose rate is 0 (or negative, or not finite) gets 0; the
///   processor map expresses a vacated rank as rate 0.
/// - All rates 0: the current allocation is returned unchanged.
/// - minimumPerWorkingRank (d >= 1, values below 1 mean 1): a rank gets
///   either 0 or at least d iterations (a pipelined nest needs each
///   non-empty rank to own at least the lag d). For d > 1 the slowest
///   ranks are dropped first until every remaining proportional share is
///   >= d; as d is an integer, flooring keeps every share >= d. For d = 1
///   nothing is dropped: a share below 1 rounds to 0 or 1.
/// - Rounding: floor of every share, then +1 to the ranks with the largest
///   fractional parts (lower rank index first among equal parts), so the
///   result is deterministic and conserves the total exactly.
/// Shares are computed in long double; totals up to 2^53 are exact.
/// O(P) for d = 1 (the remainder goes through a selection, not a sort),
/// O(P log P) for d > 1 (ranks sorted by rate to drop the slowest).
Allocation allocateProportional(const std::vector<std::int64_t> &current,
                                const std::vector<double> &rates,
                                std::int64_t minimumPerWorkingRank = 1);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_ALLOCATION_H
