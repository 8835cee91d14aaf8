//===- RowTables.h - tables of row pointers a nest uses ---------*- C++ -*-===//
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
// A table the tree writes, as `a[e1][e2] = ...` and in no other way, may
// be written by a distributed DOALL loop by rows: the iteration of value i
// writes row i + c only (c fixed while the loop runs), at columns that do
// not depend on i. Its references, reads and writes, meet the conditions
// of reads above; the dependence test compares them with one another as
// those of a two-dimensional array (NestAccesses::RowTableWrites), which
// holds when the rows the loop reaches are distinct and clear of all other
// memory it uses: the run-time checks both before each execution
// (alb_rows_distinct, alb_rows_disjoint, alb_row_tables_disjoint) and,
// after it, sends each written row from the rank that ran its iteration
// to every other rank (alb_nest_desc::row_tables). Where a check fails,
// the nest runs as written on every rank.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ROWTABLES_H
#define AUTOLB_ANALYSIS_ROWTABLES_H

#include "Analysis/AccessCollector.h"

namespace autolb {

/// Moves the reads of tables the tree writes to Accesses.RowTableWrites;
/// refuses, on every loop around their references, each such table that
/// the tree uses otherwise or changes, or reaches where the rows cannot be
/// bounded before it runs, and drops its references. Before
/// judgeRowTableReads.
void judgeRowTableWrites(LoopTree &Tree, NestAccesses &Accesses);

/// Refuses, on every loop around its reads, each table that the tree uses
/// otherwise or changes, or reads where the rows cannot be bounded before
/// it runs; drops those reads from Accesses.RowTableReads.
void judgeRowTableReads(LoopTree &Tree, NestAccesses &Accesses);

/// The tables that loop D reads, one entry per distinct section, bounded
/// over the tree.
std::vector<RowTableRead>
rowTablesReadIn(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D);

/// The tables that loop D writes by rows; the sections of those the tree
/// writes elsewhere and D only reads are appended to Read. Why gets the
/// reason of each table D writes otherwise.
std::vector<RowTableWrite> rowTablesWrittenIn(const LoopTree &Tree,
                                              const NestAccesses &Accesses,
                                              unsigned D,
                                              std::vector<RowTableRead> &Read,
                                              std::vector<Reason> &Why);

/// The table's name as remarks and the generated code write it: `a`, or
/// the container member `A.val`.
std::string rowTableName(const RowTableRead &Table);

/// What loop D writes, for the check against the rows it reads: the
/// extents of its arrays (as run-time alias checks compare them) and the
/// scalars declared where the check runs; with ReadsToo, what it reads as
/// well, for the check against the rows it writes.
void writtenInLoop(const LoopTree &Tree, const NestAccesses &Accesses,
                   unsigned D, std::vector<ArrayExtent> &Arrays,
                   std::vector<const clang::VarDecl *> &Scalars,
                   bool ReadsToo = false);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ROWTABLES_H
