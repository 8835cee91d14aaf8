//===- RowRanges.h - a row table's rows as byte ranges ---------*- C++ -*-===//
//
// Part of autolb. A nest may read or write a matrix through a table of row
// pointers (`float **a`, used as a[e1][e2]). What it reaches is, per row r
// of [FirstRow, EndRow), the bytes [Rows[r] + FirstByte, Rows[r] +
// EndByte): alb_rows_sync makes whole the tracked arrays those bytes
// overlap, alb_rows_disjoint tells whether other memory the nest uses stays
// clear of them and of the table's own entries, and alb_rows_distinct
// whether rows the nest writes, each in its own iteration, share no byte.
// Addresses are compared as integers: the rows lie in different objects, and a
// row's range may reach past its end (the tool bounds the columns over the
// whole nest), so no pointer arithmetic is done on them.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ROWRANGES_H
#define AUTOLB_RUNTIME_ROWRANGES_H

#include "base/AddressRanges.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// Rows [FirstRow, EndRow) of a table, each the bytes
/// [Rows[r] + FirstByte, Rows[r] + EndByte) of its row.
struct RowRanges {
  void *const *Rows = nullptr;
  long FirstRow = 0, EndRow = 0;
  long FirstByte = 0, EndByte = 0;

  /// No byte: no row, or no column (the nest reads none; the table is then
  /// not read either).
  bool empty() const { return FirstRow >= EndRow || FirstByte >= EndByte; }

  /// The table's entries of those rows, as "start, bytes".
  std::uintptr_t tableStart() const {
    return reinterpret_cast<std::uintptr_t>(Rows) +
           static_cast<std::uintptr_t>(FirstRow) * sizeof(void *);
  }
  std::size_t tableBytes() const {
    return empty()
               ? 0
               : static_cast<std::size_t>(EndRow - FirstRow) * sizeof(void *);
  }

  /// True when [Start, Start + Bytes) shares a byte with some row's range.
  bool rowsOverlap(std::uintptr_t Start, std::size_t Bytes) const {
    if (empty())
      return false;
    const auto Width = static_cast<std::size_t>(EndByte - FirstByte);
    for (long R = FirstRow; R < EndRow; ++R) {
      std::uintptr_t Row = reinterpret_cast<std::uintptr_t>(Rows[R]) +
                           static_cast<std::uintptr_t>(FirstByte);
      if (rangesOverlap(Row, Width, Start, Bytes))
        return true;
    }
    return false;
  }

  /// True when [Start, Start + Bytes) shares a byte with the table's
  /// entries or with some row's range.
  bool overlaps(std::uintptr_t Start, std::size_t Bytes) const {
    return rangesOverlap(tableStart(), tableBytes(), Start, Bytes) ||
           rowsOverlap(Start, Bytes);
  }

  /// The rows' ranges, lowest first.
  std::vector<std::uintptr_t> sortedRowStarts() const {
    std::vector<std::uintptr_t> Starts;
    if (empty())
      return Starts;
    Starts.reserve(static_cast<std::size_t>(EndRow - FirstRow));
    for (long R = FirstRow; R < EndRow; ++R)
      Starts.push_back(reinterpret_cast<std::uintptr_t>(Rows[R]) +
                       static_cast<std::uintptr_t>(FirstByte));
    std::sort(Starts.begin(), Starts.end());
    return Starts;
  }

  /// True when no two rows' ranges share a byte and none shares one with
  /// the table's entries: rows written by different iterations (which may
  /// run on different ranks) are different memory. Sorts the rows once.
  bool distinct() const {
    const std::vector<std::uintptr_t> Starts = sortedRowStarts();
    const auto Width = static_cast<std::size_t>(EndByte - FirstByte);
    for (std::size_t R = 0; R < Starts.size(); ++R)
      if ((R > 0 && Starts[R - 1] + Width > Starts[R]) ||
          rangesOverlap(tableStart(), tableBytes(), Starts[R], Width))
        return false;
    return true;
  }

  /// True when Other's rows or entries share a byte with this table's rows
  /// or entries (two tables a nest writes, or writes and reads).
  bool overlaps(const RowRanges &Other) const {
    if (empty() || Other.empty())
      return false;
    if (Other.overlaps(tableStart(), tableBytes()))
      return true;
    const std::vector<std::uintptr_t> Mine = sortedRowStarts(),
                                      Theirs = Other.sortedRowStarts();
    const auto MyWidth = static_cast<std::size_t>(EndByte - FirstByte),
               TheirWidth =
                   static_cast<std::size_t>(Other.EndByte - Other.FirstByte);
    // Both sorted: a merge walk compares each range with its neighbours.
    std::size_t I = 0, J = 0;
    while (I < Mine.size() && J < Theirs.size()) {
      if (rangesOverlap(Mine[I], MyWidth, Theirs[J], TheirWidth))
        return true;
      if (Mine[I] + MyWidth <= Theirs[J] + TheirWidth)
        ++I;
      else
        ++J;
    }
    return std::any_of(Mine.begin(), Mine.end(), [&](std::uintptr_t Row) {
      return rangesOverlap(Other.tableStart(), Other.tableBytes(), Row,
                           MyWidth);
    });
  }
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ROWRANGES_H
