//===- RowTables.h - tables of row pointers a nest only reads ---*- C++ -*-===//
//
// Application code reads matrices through tables of row pointers
// (`float **a`: one block and `a[i] = a[0] + i*m`, or rows allocated one
// by one). The rows may alias one another and any other array, and no
// dependence test sees where they lie. A tree of loops that reads such a
// table only as `a[e1][e2]`, and leaves the table alone otherwise, can
// still distribute a nest: before each execution the run-time makes the
// rows' memory whole (alb_rows_sync) and checks that nothing the nest
// writes overlaps a row or the table's entries (alb_rows_disjoint, beside
// the nest's run-time alias checks); when something does, the nest runs as
// written on every rank. The dependence test leaves those reads out
// (NestAccesses::RowTableReads): no write of the nest reaches them.
//
// The rows and columns read must be bounded before the tree runs: affine
// subscripts in loops counting up by 1 from bounds the tree does not
// change (AccessSection.h). The run-time reads the table's entries of every
// row in that range, so each read must run in every iteration of the loops
// around it (no condition, no `continue`): the program then reads those
// entries itself whenever all those loops run, which the generated code
// tests before passing the rows.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ROWTABLES_H
#define AUTOLB_ANALYSIS_ROWTABLES_H

#include "Analysis/AccessCollector.h"

namespace autolb {

/// Refuses, on every loop around its reads, each table that the tree uses
/// otherwise or changes, or reads where the rows cannot be bounded before
/// it runs; drops those reads from Accesses.RowTableReads.
void judgeRowTableReads(LoopTree &Tree, NestAccesses &Accesses);

/// The tables that loop D reads, one entry per distinct section, bounded
/// over the tree.
std::vector<RowTableRead>
rowTablesReadIn(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D);

/// The table's name as remarks and the generated code write it: `a`, or
/// the container member `A.val`.
std::string rowTableName(const RowTableRead &Table);

/// What loop D writes, for the check against the rows it reads: the
/// extents of its arrays (as run-time alias checks compare them) and the
/// scalars declared where the check runs.
void writtenInLoop(const LoopTree &Tree, const NestAccesses &Accesses,
                   unsigned D, std::vector<ArrayExtent> &Arrays,
                   std::vector<const clang::VarDecl *> &Scalars);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ROWTABLES_H
