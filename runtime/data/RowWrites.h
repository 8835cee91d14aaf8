//===- RowWrites.h - Rows of row tables a nest writes -----------*- C++ -*-===//
//
// Part of autolb. Application code writes matrices through tables of row
// pointers (`double **state`, a cell's state in row c). A DOALL nest whose
// iteration owning slice s writes row s + row_offset only (alb_row_table) runs
// distributed when those rows are whole before it, distinct and clear of
// its other data (the tool's checks). The holder maps know only arrays
// described by a base and strides, not rows scattered over the heap, so
// the rows are made whole at once: after the execution each rank sends the
// rows its iterations wrote (RanRuns.h) to every other rank, one
// all-gather for all tables.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ROWWRITES_H
#define AUTOLB_RUNTIME_ROWWRITES_H

#include "data/RanRuns.h"

namespace autolb::runtime {

/// Sends bytes [first_byte, end_byte) of every row the execution wrote,
/// from the rank that ran its iteration to every other rank; Runs: which
/// rank ran which iterations. Collective.
void shareWrittenRows(Context &context, const alb_nest &nest,
                      const RanRuns &Runs);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ROWWRITES_H
