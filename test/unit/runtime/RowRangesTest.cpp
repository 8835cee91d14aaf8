//===- RowRangesTest.cpp - the bytes a row table's uses reach ------------===//

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

TEST(RowRangesTest, RowsApartAreDistinct) {
  // Rows of 16 bytes, 16 apart (one block) and in any order: distinct.
  void *Rows[] = {at(1032), at(1000), at(1016), at(5000)};
  EXPECT_TRUE((RowRanges{Rows, 0, 4, 0, 16}.distinct()));
  // 17 bytes reach into the next row of the block.
  EXPECT_FALSE((RowRanges{Rows, 0, 4, 0, 17}.distinct()));
  // Columns [8, 24) of rows 16 apart do not overlap, [8, 28) do; rows 2
  // and 3 alone do not.
  EXPECT_TRUE((RowRanges{Rows, 0, 3, 8, 24}.distinct()));
  EXPECT_FALSE((RowRanges{Rows, 0, 3, 8, 28}.distinct()));
  EXPECT_TRUE((RowRanges{Rows, 2, 4, 8, 28}.distinct()));
}

TEST(RowRangesTest, RowsSharingMemoryAreNotDistinct) {
  // Two entries pointing to the same row (a shared scratch row).
  void *Rows[] = {at(1000), at(2000), at(1000)};
  EXPECT_FALSE((RowRanges{Rows, 0, 3, 0, 8}.distinct()));
  EXPECT_TRUE((RowRanges{Rows, 0, 2, 0, 8}.distinct()));
  // No row or no column: nothing written, nothing shared.
  EXPECT_TRUE((RowRanges{Rows, 0, 3, 4, 4}.distinct()));
  EXPECT_TRUE((RowRanges{Rows, 2, 2, 0, 8}.distinct()));
}

TEST(RowRangesTest, ARowOverTheTableIsNotDistinct) {
  void *Rows[3];
  const auto Table = reinterpret_cast<std::uintptr_t>(Rows);
  Rows[0] = at(Table + 3 * sizeof(void *)); // just past the entries
  Rows[1] = at(Table + 3 * sizeof(void *) + 64);
  Rows[2] = at(Table + sizeof(void *)); // over entries 1 and 2
  EXPECT_TRUE((RowRanges{Rows, 0, 2, 0, 64}.distinct()));
  EXPECT_FALSE((RowRanges{Rows, 0, 3, 0, 8}.distinct()));
  // Entry 0 is outside the range [1, 3): its memory may be a row's.
  Rows[2] = at(Table);
  EXPECT_TRUE((RowRanges{Rows, 1, 3, 0, 8}.distinct()));
}

TEST(RowRangesTest, TwoTablesOverlapByRowsOrEntries) {
  void *Written[] = {at(1000), at(2000), at(3000)};
  void *Read[] = {at(1500), at(2500), at(3016)};
  const RowRanges W{Written, 0, 3, 0, 16};
  EXPECT_FALSE(W.overlaps(RowRanges{Read, 0, 3, 0, 16}));
  EXPECT_FALSE((RowRanges{Read, 0, 3, 0, 16}.overlaps(W)));
  // Read's third row reaches back to 3000 + 15.
  EXPECT_TRUE(W.overlaps(RowRanges{Read, 0, 3, -1, 16}));
  EXPECT_TRUE((RowRanges{Read, 0, 3, -1, 16}.overlaps(W)));
  // A row of one over the other's entries, either way round.
  void *OverEntries[] = {at(reinterpret_cast<std::uintptr_t>(&Written[2]))};
  EXPECT_TRUE(W.overlaps(RowRanges{OverEntries, 0, 1, 0, 1}));
  EXPECT_TRUE((RowRanges{OverEntries, 0, 1, 0, 1}.overlaps(W)));
  // The same table: every row overlaps itself.
  EXPECT_TRUE(W.overlaps(W));
  EXPECT_FALSE(W.overlaps(RowRanges{Read, 1, 1, 0, 16}));
}

} // namespace
