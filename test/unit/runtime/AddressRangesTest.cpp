//===- AddressRangesTest.cpp - the overlap test of alb_disjoint -----------===//

#include "base/AddressRanges.h"
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

TEST(AddressRangesTest, LayoutBytesEndAtTheLastElement) {
  // Rows: 10 slices of 8 doubles, 64 bytes apart.
  EXPECT_EQ(layoutBytes(10, 64, 8, 8, 8), 640u);
  // Columns of a 10 x 8 matrix of doubles: 8 slices 8 bytes apart, each of
  // 10 elements a row (64 bytes) apart; the last element is the matrix's.
  EXPECT_EQ(layoutBytes(8, 8, 10, 64, 8), 7u * 8 + 9u * 64 + 8);
  EXPECT_EQ(layoutBytes(0, 64, 8, 8, 8), 0u);
  EXPECT_EQ(layoutBytes(10, 64, 0, 8, 8), 0u);
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
