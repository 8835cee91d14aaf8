//===- AddressRangesTest.cpp - the overlap test of alb_disjoint -----------===//

#include "AddressRanges.h"
#include "autolb/autolb.h"
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

TEST(AddressRangesTest, TouchingRangesDoNotOverlap) {
  // [100, 108) and [108, 116): adjacent rows of one matrix.
  EXPECT_FALSE(rangesOverlap(100, 8, 108, 8));
  EXPECT_FALSE(rangesOverlap(108, 8, 100, 8));
}

TEST(AddressRangesTest, OneSharedByteOverlaps) {
  EXPECT_TRUE(rangesOverlap(100, 9, 108, 8));
  EXPECT_TRUE(rangesOverlap(108, 8, 100, 9));
  // The same array passed twice, and one inside the other.
  EXPECT_TRUE(rangesOverlap(100, 8, 100, 8));
  EXPECT_TRUE(rangesOverlap(100, 800, 400, 8));
}

TEST(AddressRangesTest, EmptyRangesOverlapNothing) {
  EXPECT_FALSE(rangesOverlap(100, 0, 100, 8));
  EXPECT_FALSE(rangesOverlap(100, 8, 104, 0));
}

TEST(AddressRangesTest, CApiComparesRealArrays) {
  static double Matrix[4][8];
  EXPECT_TRUE(
      alb_disjoint(Matrix[0], sizeof Matrix[0], Matrix[1], sizeof Matrix[1]));
  EXPECT_FALSE(alb_disjoint(Matrix, sizeof Matrix, Matrix[2], 8));
  // Before alb_init the condition is this rank's own.
  EXPECT_EQ(alb_all_ranks(1), 1);
  EXPECT_EQ(alb_all_ranks(0), 0);
}

} // namespace
