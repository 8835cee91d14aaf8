//===- Summary.h - What the run-time measured and decided -------*- C++ -*-===//
//
// Part of autolb. At alb_finalize rank 0 prints, on stderr (stdout belongs
// to the program, whose output tests compare with the sequential run), the
// parameters chosen and why, what the balancer did and what it cost:
// start-up measurements and the quantum's source; per nest the block size
// with M_opt and t_iteration, the period with its bounding term, the
// interactions by outcome (moved, or which mechanism stopped the move:
// threshold, filter, profitability...), each movement's predicted and
// realized benefit; totals of bytes moved, time in the balancer and in
// movement, rank 0's CPU use (getrusage) and its CPU time in the
// balancer's decisions (the master's cost) and the estimated efficiency
// (compute time / (P * elapsed)). ALB_QUIET=1 suppresses it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SUMMARY_H
#define AUTOLB_RUNTIME_SUMMARY_H

#include "Context.h"

namespace autolb::runtime {

/// User + system CPU time of this process so far [s] (getrusage).
double cpuSeconds();

/// Reduces the statistics and prints the summary on rank 0. Collective.
void printSummary(Context &context);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SUMMARY_H
