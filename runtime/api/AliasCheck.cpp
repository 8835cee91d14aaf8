//===- AliasCheck.cpp - alb_disjoint and alb_all_ranks --------------------===//
//
// Part of autolb. The run-time side of a nest the tool versioned because
// its arrays, or the rows of its row tables, may share memory: each rank
// tests the address ranges, and the ranks agree, so that either all of them run
// the distributed nest (whose begin is collective) or all run the loop as
// written.
//
//===----------------------------------------------------------------------===//

#include "autolb/autolb.h"
#include "base/AddressRanges.h"
#include "base/Export.h"
#include "base/Fatal.h"
#include "core/Context.h"
#include "layout/AllocationTable.h"
#include "layout/RowRanges.h"

#include <cstdint>
#include <mpi.h>
#include <optional>

using namespace autolb::runtime;

namespace {

// [Start, Start + Bytes), or for ALB_WHOLE_ALLOCATION the recorded heap
// block holding Start; nothing when there is none.
std::optional<Allocation> range(const void *Start, unsigned long Bytes) {
  auto Address = reinterpret_cast<std::uintptr_t>(Start);
  if (Bytes != ALB_WHOLE_ALLOCATION)
    return Allocation{Address, Bytes};
  return processAllocations().blockOf(Address);
}

} // namespace

ALB_EXPORT int alb_disjoint(const void *A, unsigned long ABytes, const void *B,
                            unsigned long BBytes) {
  std::optional<Allocation> RangeA = range(A, ABytes),
                            RangeB = range(B, BBytes);
  return RangeA && RangeB &&
         !rangesOverlap(RangeA->Start, RangeA->Bytes, RangeB->Start,
                        RangeB->Bytes);
}

ALB_EXPORT int alb_rows_disjoint(void *const *Rows, long FirstRow, long EndRow,
                                 long FirstByte, long EndByte, const void *Base,
                                 unsigned long Bytes) {
  const RowRanges Ranges{Rows, FirstRow, EndRow, FirstByte, EndByte};
  if (Ranges.empty())
    return 1;
  std::optional<Allocation> Written = range(Base, Bytes);
  return Rows && Written && !Ranges.overlaps(Written->Start, Written->Bytes);
}

ALB_EXPORT int alb_rows_distinct(void *const *Rows, long FirstRow, long EndRow,
                                 long FirstByte, long EndByte) {
  const RowRanges Ranges{Rows, FirstRow, EndRow, FirstByte, EndByte};
  return Ranges.empty() || (Rows && Ranges.distinct());
}

ALB_EXPORT int alb_row_tables_disjoint(void *const *Rows, long FirstRow,
                                       long EndRow, long FirstByte,
                                       long EndByte, void *const *OtherRows,
                                       long OtherFirstRow, long OtherEndRow,
                                       long OtherFirstByte, long OtherEndByte) {
  const RowRanges Ranges{Rows, FirstRow, EndRow, FirstByte, EndByte},
      Other{OtherRows, OtherFirstRow, OtherEndRow, OtherFirstByte,
            OtherEndByte};
  if (Ranges.empty() || Other.empty())
    return 1;
  return Rows && OtherRows && !Ranges.overlaps(Other);
}

ALB_EXPORT int alb_all_ranks(int Condition) {
  Context *C = currentContext();
  if (!C)
    return Condition != 0;
  int Local = Condition != 0, All = 0;
  checkMPI(MPI_Allreduce(&Local, &All, 1, MPI_INT, MPI_LAND, C->comm),
           "MPI_Allreduce");
  return All;
}
