//===- Summary.h - What the run-time measured and decided -------*- C++ -*-===//
//
// Part of autolb. At alb_finalize rank 0 reports on stderr (stdout belongs
// to the program, whose output tests compare with the sequential run) what
// the run-time measured and decided, from the RunReport gathered over the
// ranks (report/Gather.h): by default the short summary
// (report/TextSummary.h); with ALB_SUMMARY=full the engineer's detail --
// start-up measurements and the quantum's source; per nest the block size
// with M_opt and t_iteration, the period with its bounding term, the
// interactions by outcome (moved, or which mechanism stopped the move:
// threshold, filter, profitability...), each movement's predicted and
// realized benefit; totals of bytes moved, time in the balancer and in
// movement, rank 0's CPU use (getrusage) and its CPU time in the
// balancer's decisions (the master's cost) and the estimated efficiency
// (compute time / (P * elapsed)). ALB_QUIET=1 suppresses it. With
// ALB_REPORT=path rank 0 also writes the report as JSON
// (report/RunReportJson.h, docs/run-report-json.md), quiet or not.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SUMMARY_H
#define AUTOLB_RUNTIME_SUMMARY_H

#include "core/Context.h"

namespace autolb::runtime {

/// Gathers the run report; on rank 0 writes ALB_REPORT's file and prints
/// the summary. Collective.
void printSummary(Context &context);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SUMMARY_H
