//===- Gather.h - The run report from every rank ----------------*- C++ -*-===//
//
// Part of autolb. The MPI edge of the run report: at alb_finalize every
// rank's statistics and nest totals are reduced to rank 0, which fills the
// RunReport from them, from the nests' balancers (rank 0 holds them) and
// from each schedule's Schedule::describe.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_GATHER_H
#define AUTOLB_RUNTIME_REPORT_GATHER_H

#include "core/Context.h"
#include "report/RunReport.h"

namespace autolb::runtime {

/// User + system CPU time of this process so far [s] (getrusage).
double cpuSeconds();

namespace report {

/// The report, complete on rank 0 (other ranks get only their own
/// figures). Collective.
RunReport gatherRunReport(Context &context);

} // namespace report
} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_REPORT_GATHER_H
