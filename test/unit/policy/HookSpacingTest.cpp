//===- HookSpacingTest.cpp - Tests of the iterations between hooks --------===//

#include "policy/schedules/HookSpacing.h"

#include <gtest/gtest.h>
#include <limits>

using namespace autolb::policy;

namespace {

// A chunk request costing t_interact = 20 us; t_op = 1 ns.
constexpr double Interact = 20e-6;
constexpr double Op = 1e-9;

} // namespace

TEST(HookSpacing, UnknownIterationCostGivesOne) {
  // ops_per_iteration 0 (unknown): no estimate, no minimum.
  HookSpacing S = spaceHooks(Interact, 0.0 * Op, 1000);
  EXPECT_EQ(S.iterations, 1);
  EXPECT_EQ(S.rule, SpacingRule::Unknown);
  EXPECT_EQ(spaceHooks(Interact, -1.0, 1000).iterations, 1);
  EXPECT_EQ(spaceHooks(Interact, std::numeric_limits<double>::quiet_NaN(), 1000)
                .iterations,
            1);
  // One rank: t_interact is 0, a chunk request costs nothing measurable.
  EXPECT_EQ(spaceHooks(0.0, 100 * Op, 1000).rule, SpacingRule::Unknown);
}

TEST(HookSpacing, HugeIterationGivesOne) {
  // 1e7 ops = 10 ms per iteration; 1% = 100 us >= 20 us.
  HookSpacing S = spaceHooks(Interact, 1e7 * Op, 1000);
  EXPECT_EQ(S.iterations, 1);
  EXPECT_EQ(S.rule, SpacingRule::OneEnough);
  // Exactly 1%: 2e6 ops = 2 ms, 1% = 20 us.
  EXPECT_EQ(spaceHooks(Interact, 2e6 * Op, 1000).iterations, 1);
}

TEST(HookSpacing, SmallIterationNeedsMany) {
  // 2000 ops = 2 us; 1% = 20 ns; 20 us / 20 ns = 1000 iterations.
  HookSpacing S = spaceHooks(Interact, 2000 * Op, 1 << 20);
  EXPECT_EQ(S.iterations, 1000);
  EXPECT_EQ(S.rule, SpacingRule::Overhead);
  // 3000 ops: 20 us / 30 ns = 666.7 -> 667 (rounded up).
  EXPECT_EQ(spaceHooks(Interact, 3000 * Op, 1 << 20).iterations, 667);
  // The compiler's hook (10 ops) against 64 ops per iteration, both in
  // operations: 10 / 0.64 = 15.6 -> 16.
  EXPECT_EQ(spaceHooks(10, 64, 1 << 20).iterations, 16);
}

TEST(HookSpacing, TinyIterationIsClampedToMaximum) {
  // 1 op = 1 ns; the rule asks for 2e6 iterations; only 500 exist.
  HookSpacing S = spaceHooks(Interact, 1 * Op, 500);
  EXPECT_EQ(S.iterations, 500);
  EXPECT_EQ(S.rule, SpacingRule::Clamped);
  // Asking for exactly the maximum is the rule, not a clamp.
  EXPECT_EQ(spaceHooks(10, 64, 16).rule, SpacingRule::Overhead);
  // Quotients beyond any integer are clamped too.
  EXPECT_EQ(spaceHooks(1.0, 1e-300, std::numeric_limits<std::int64_t>::max())
                .iterations,
            std::numeric_limits<std::int64_t>::max());
  // A maximum below 1 (an empty loop) still gives 1.
  EXPECT_EQ(spaceHooks(Interact, 1 * Op, 0).iterations, 1);
}
