//===- ParallelCallerLoops.h - calls that are the parallelism -*- C++ -*-===//
//
// Application code parallelizes the loop over points, particles or cells,
// and calls a helper per iteration (`index = nearest(feature[i], ...)`).
// The helper often holds a small loop of its own (a distance over 16
// features) that the analysis finds parallel; distributed, it would cost a
// run-time execution, with its messages, per call, and the program would
// run many times slower than sequentially. The loop over points is the
// parallelism to use: a loop of the program whose only reasons to stay
// sequential are calls to functions of the file (and pointers that may
// alias, which a run-time check could settle), one of which receives
// data chosen by the loop's variable (a row or an element address built
// from it, or the variable itself used as a subscript by the callee), is a
// parallel caller loop, and the nests of the functions it calls that way,
// and of everything they call, are not distributed. The same holds, all
// the more, for the functions a distributed loop calls.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_PARALLELCALLERLOOPS_H
#define AUTOLB_PLAN_PARALLELCALLERLOOPS_H

#include "Analysis/LoopModel.h"
#include "Plan/PlanContext.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace autolb {

/// A call made once per iteration of a parallel caller loop.
struct CallPerIteration {
  const LoopInfo *Loop = nullptr;
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Callee = nullptr;
};

/// The calls of the parallel caller loops of Nests that pass data chosen by
/// the loop's variable.
std::vector<CallPerIteration>
callsPerParallelIteration(const PlanContext &G, llvm::ArrayRef<NestInfo> Nests);

/// The calls to functions of the file inside Loop, a distributed loop (to
/// pure functions, CallSummaries.h): each runs on the rank of its
/// iteration, so the nests of the callee must not be distributed too.
std::vector<CallPerIteration> callsInDistributedLoop(const PlanContext &G,
                                                     const LoopInfo &Loop);

} // namespace autolb

#endif // AUTOLB_PLAN_PARALLELCALLERLOOPS_H
