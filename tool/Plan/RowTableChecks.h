//===- RowTableChecks.h - run-time calls for a nest's row tables -*- C++
//-*-===//
//
// A nest that reads tables of row pointers (NestInfo::RowTables,
// Analysis/RowTables.h) runs distributed after two run-time calls per
// distinct section read: alb_rows_sync, which makes the rows' memory whole
// on every rank, and alb_rows_disjoint, per array or scalar the nest writes,
// which fails when one overlaps a row or the table's entries (the nest then
// runs as written on every rank, like a failed alias check). Rows are passed
// only when every loop around the reads runs; otherwise the program reads
// none of them, and neither does the run-time.
//
// A nest that writes tables by rows (NestInfo::WrittenRowTables) runs
// distributed when every loop around their references runs, and after
// alb_rows_sync, when alb_rows_distinct holds of their rows and
// alb_rows_disjoint of every array and scalar the nest uses, and
// alb_row_tables_disjoint of every other table it uses; its descriptor
// lists them (alb_row_table), for the run-time to send the written rows
// after each execution.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_ROWTABLECHECKS_H
#define AUTOLB_PLAN_ROWTABLECHECKS_H

#include "Plan/NestPlan.h"
#include "Plan/PlanContext.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

/// Appends to Syncs the alb_rows_sync calls of Nest's row tables, to
/// Checks the local tests that what it writes overlaps none of their rows,
/// and to Plan.RowTables the tables it writes by rows; or why an array has
/// no range to compare.
std::optional<Reason> planRowTables(const PlanContext &G, const NestInfo &Nest,
                                    NestPlan &Plan,
                                    std::vector<std::string> &Syncs,
                                    std::vector<std::string> &Checks);

} // namespace autolb

#endif // AUTOLB_PLAN_ROWTABLECHECKS_H
