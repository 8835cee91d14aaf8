//===- RowRangesTest.cpp - the bytes a row table's reads reach -----------===//

#include "layout/RowRanges.h"

#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

// Rows are never dereferenced: their addresses are compared only.
void *at(std::uintptr_t Address) { return reinterpret_cast<void *>(Address); }

TEST(RowRangesTest, NoRowOrNoColumnIsEmpty) {
  void *Rows[] = {at(1000), at(2000)};
  EXPECT_TRUE((RowRanges{Rows, 1, 1, 0, 8}.empty()));
  EXPECT_TRUE((RowRanges{Rows, 0, 2, 8, 8}.empty()));
  EXPECT_FALSE((RowRanges{Rows, 0, 2, 8, 8}.overlaps(1000, 100)));
  EXPECT_FALSE((RowRanges{Rows, 1, 1, 0, 8}.overlaps(2000, 100)));
  EXPECT_TRUE((RowRanges{Rows, 0, 2, 0, 8}.overlaps(1000, 8)));
  EXPECT_FALSE((RowRanges{nullptr, 0, 0, 0, 8}.overlaps(0, ~0UL)));
}

TEST(RowRangesTest, EachRowSpansItsBytes) {
  void *Rows[] = {at(1000), at(2000), at(3000)};
  const RowRanges Ranges{Rows, 0, 3, 8, 24};
  EXPECT_TRUE(Ranges.rowsOverlap(2008, 1));
  EXPECT_TRUE(Ranges.rowsOverlap(3023, 1));
  EXPECT_FALSE(Ranges.rowsOverlap(3024, 100));
  EXPECT_FALSE(Ranges.rowsOverlap(2000, 8));
  EXPECT_FALSE(Ranges.rowsOverlap(1024, 976)); // between two rows
}

TEST(RowRangesTest, OnlyTheRowsInTheRange) {
  void *Rows[] = {at(1000), at(2000), at(3000)};
  const RowRanges Ranges{Rows, 1, 2, 0, 16};
  EXPECT_FALSE(Ranges.rowsOverlap(1000, 16));
  EXPECT_TRUE(Ranges.rowsOverlap(2000, 16));
  EXPECT_FALSE(Ranges.rowsOverlap(3000, 16));
}

TEST(RowRangesTest, NegativeFirstByteReachesBeforeTheRow) {
  void *Rows[] = {at(1000)};
  const RowRanges Ranges{Rows, 0, 1, -8, 8};
  EXPECT_TRUE(Ranges.rowsOverlap(992, 1));
  EXPECT_FALSE(Ranges.rowsOverlap(980, 12));
}

TEST(RowRangesTest, TheTableEntriesCountAsRead) {
  void *Rows[] = {at(1000), at(2000), at(3000), at(4000)};
  const RowRanges Ranges{Rows, 1, 3, 0, 8};
  auto Entry = [&](int R) {
    return reinterpret_cast<std::uintptr_t>(&Rows[R]);
  };
  EXPECT_TRUE(Ranges.overlaps(Entry(1), sizeof(void *)));
  EXPECT_TRUE(Ranges.overlaps(Entry(2), 1));
  EXPECT_FALSE(Ranges.overlaps(Entry(0), sizeof(void *)));
  EXPECT_FALSE(Ranges.overlaps(Entry(3), sizeof(void *)));
  EXPECT_FALSE(Ranges.rowsOverlap(Entry(1), sizeof(void *)));
}

} // namespace
