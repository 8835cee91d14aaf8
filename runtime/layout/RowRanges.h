//===- RowRanges.h - a row table's rows as byte ranges ---------*- C++ -*-===//
//
// Part of autolb. A nest may read a matrix through a table of row pointers
// (`float **a`, read as a[e1][e2]). What it reads is, per row r of
// [FirstRow, EndRow), the bytes [Rows[r] + FirstByte, Rows[r] + EndByte):
// alb_rows_sync makes whole the tracked arrays those bytes overlap, and
// alb_rows_disjoint tells whether what the nest writes stays clear of them
// and of the table's own entries. Addresses are compared as integers: the
// rows lie in different objects, and a row's range may reach past its end
// (the tool bounds the columns over the whole nest), so no pointer
// arithmetic is done on them.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ROWRANGES_H
#define AUTOLB_RUNTIME_ROWRANGES_H

#include "base/AddressRanges.h"

#include <cstddef>
#include <cstdint>

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
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ROWRANGES_H
