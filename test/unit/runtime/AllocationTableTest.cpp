//===- AllocationTableTest.cpp - the blocks alias checks compare ----------===//

#include "layout/AllocationTable.h"
#include "autolb/autolb.h"
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

TEST(AllocationTableTest, AnyByteOfABlockFindsIt) {
  AllocationTable Table;
  Table.allocated(1000, 80);
  Table.allocated(2000, 16);
  for (std::uintptr_t Address : {1000, 1040, 1079}) {
    std::optional<Allocation> Block = Table.blockOf(Address);
    ASSERT_TRUE(Block);
    EXPECT_EQ(Block->Start, 1000u);
    EXPECT_EQ(Block->Bytes, 80u);
  }
  EXPECT_EQ(Table.blockOf(2015)->Start, 2000u);
}

TEST(AllocationTableTest, AddressesOutsideEveryBlockFindNone) {
  AllocationTable Table;
  Table.allocated(1000, 80);
  EXPECT_FALSE(Table.blockOf(999));
  EXPECT_FALSE(Table.blockOf(1080)); // one past the end
  EXPECT_FALSE(Table.blockOf(0));
  // malloc(0): a block no element lies in.
  Table.allocated(5000, 0);
  EXPECT_FALSE(Table.blockOf(5000));
}

TEST(AllocationTableTest, ReleasedBlocksAreForgotten) {
  AllocationTable Table;
  Table.allocated(1000, 80);
  Table.released(1000);
  EXPECT_FALSE(Table.blockOf(1000));
  Table.released(4242); // not recorded: nothing to do
  EXPECT_EQ(Table.size(), 0u);
}

TEST(AllocationTableTest, ABlockOverMemoryReleasedUnseenReplacesItsRecords) {
  // [1000, 1080) and [1100, 1180) were freed by code that was not
  // rewritten; the allocator now hands out [1040, 1140).
  AllocationTable Table;
  Table.allocated(1000, 80);
  Table.allocated(1100, 80);
  Table.allocated(3000, 8);
  Table.allocated(1040, 100);
  EXPECT_EQ(Table.size(), 2u);
  EXPECT_FALSE(Table.blockOf(1000));
  EXPECT_EQ(Table.blockOf(1139)->Start, 1040u);
  EXPECT_FALSE(Table.blockOf(1150));
  EXPECT_EQ(Table.blockOf(3000)->Start, 3000u);
}

TEST(AllocationTableTest, CApiComparesTheBlocksPointersLieIn) {
  auto *A = static_cast<double *>(alb_malloc(1024 * sizeof(double)));
  auto *B = static_cast<double *>(alb_calloc(1024, sizeof(double)));
  ASSERT_TRUE(A && B);
  EXPECT_TRUE(alb_disjoint(A + 10, ALB_WHOLE_ALLOCATION, B + 1023,
                           ALB_WHOLE_ALLOCATION));
  EXPECT_FALSE(
      alb_disjoint(A, ALB_WHOLE_ALLOCATION, A + 512, ALB_WHOLE_ALLOCATION));
  // A block against an explicit range: B's last element, then past it.
  EXPECT_FALSE(alb_disjoint(B, ALB_WHOLE_ALLOCATION, B + 1023, sizeof(double)));
  EXPECT_TRUE(alb_disjoint(B, ALB_WHOLE_ALLOCATION, B + 1024, sizeof(double)));
  // Memory in no recorded block: the check cannot tell, so it overlaps.
  static double Global[8];
  EXPECT_FALSE(
      alb_disjoint(A, ALB_WHOLE_ALLOCATION, Global, ALB_WHOLE_ALLOCATION));
  // realloc records the new block, free forgets it.
  A = static_cast<double *>(alb_realloc(A, 4096 * sizeof(double)));
  ASSERT_TRUE(A);
  EXPECT_TRUE(
      alb_disjoint(A + 4000, ALB_WHOLE_ALLOCATION, B, ALB_WHOLE_ALLOCATION));
  // Blocks under MinRecordedBytes are not recorded: the check fails.
  auto *Small = static_cast<double *>(alb_malloc(8 * sizeof(double)));
  ASSERT_TRUE(Small);
  EXPECT_FALSE(
      alb_disjoint(A, ALB_WHOLE_ALLOCATION, Small, ALB_WHOLE_ALLOCATION));
  alb_free(Small);
  alb_free(B);
  EXPECT_FALSE(alb_disjoint(A, ALB_WHOLE_ALLOCATION, B, ALB_WHOLE_ALLOCATION));
  alb_free(A);
}

} // namespace
