//===- HookBlockSizeTest.cpp - alb_hook_block_size, hand-checked ----------===//

#include "autolb/autolb.h"
#include <gtest/gtest.h>
#include <limits>

namespace {

TEST(HookBlockSizeTest, TenOperationsAtMostOnePercent) {
  // 64 operations per iteration: 10 / 0.64 = 15.6 -> 16 iterations.
  EXPECT_EQ(alb_hook_block_size(64), 16);
  // 1000 operations: exactly 1%, one iteration.
  EXPECT_EQ(alb_hook_block_size(1000), 1);
  EXPECT_EQ(alb_hook_block_size(1e9), 1);
  // 3 operations: 10 / 0.03 = 333.3 -> 334.
  EXPECT_EQ(alb_hook_block_size(3), 334);
}

TEST(HookBlockSizeTest, UnknownOrTinyCounts) {
  EXPECT_EQ(alb_hook_block_size(0), 1);
  EXPECT_EQ(alb_hook_block_size(-5), 1);
  EXPECT_EQ(alb_hook_block_size(std::numeric_limits<double>::quiet_NaN()), 1);
  EXPECT_EQ(alb_hook_block_size(1e-300), std::numeric_limits<long>::max());
}

} // namespace
