// The slices that hold the bytes replicated code reads, for the layouts the
// tool describes: rows of a matrix (one block of bytes each), rows with
// padding between them, columns of a row-major matrix (interleaved), and
// reads that may leave the array (all of it is then made whole).
#include "layout/SlicesHolding.h"

#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

// float a[10][8], distributed along its rows.
constexpr SliceLayout Rows{4, 10, 32, 8, 4};
// float a[10][8] distributed along its columns: slice c is a[0..9][c].
constexpr SliceLayout Columns{4, 8, 4, 10, 32};

} // namespace

TEST(SlicesHoldingTest, ElementOfARowIsInThatRow) {
  // a[3][5]: byte 3*32 + 5*4 = 116.
  EXPECT_EQ(slicesHolding(Rows, 116, 4), (SliceRange{3, 4}));
  EXPECT_EQ(slicesHolding(Rows, 0, 4), (SliceRange{0, 1}));
  // The last element, a[9][7].
  EXPECT_EQ(slicesHolding(Rows, 316, 4), (SliceRange{9, 10}));
}

TEST(SlicesHoldingTest, BytesAcrossRowsTakeEveryRowTheyTouch) {
  // a[2][6] .. a[4][1]: bytes 88 .. 135.
  EXPECT_EQ(slicesHolding(Rows, 88, 48), (SliceRange{2, 5}));
}

TEST(SlicesHoldingTest, PaddingBetweenRowsIsInNoSlice) {
  // Rows of 6 floats, 32 bytes apart: bytes 24..31 of each row are padding.
  const SliceLayout Padded{4, 10, 32, 6, 4};
  EXPECT_EQ(slicesHolding(Padded, 32 + 20, 4), (SliceRange{1, 2}));
  EXPECT_TRUE(slicesHolding(Padded, 32 + 24, 4)->empty());
}

TEST(SlicesHoldingTest, ElementOfAColumnIsInThatColumn) {
  // a[3][5] is in column 5.
  EXPECT_EQ(slicesHolding(Columns, 116, 4), (SliceRange{5, 6}));
  EXPECT_EQ(slicesHolding(Columns, 316, 4), (SliceRange{7, 8}));
}

TEST(SlicesHoldingTest, BytesAcrossColumnsOrOutsideTheArrayNeedAllOfIt) {
  // Two floats of a row lie in two interleaved columns.
  EXPECT_FALSE(slicesHolding(Columns, 116, 8));
  // Past the last element, before the base, nothing read.
  EXPECT_FALSE(slicesHolding(Rows, 320, 4));
  EXPECT_FALSE(slicesHolding(Rows, -4, 4));
  EXPECT_FALSE(slicesHolding(Rows, 8, 0));
}
