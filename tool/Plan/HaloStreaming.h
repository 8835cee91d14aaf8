//===- HaloStreaming.h - a pipelined nest's halo above, streamed ----------===//
//
// A pipelined nest reads its halo above (rows i + 1.. of in-place SOR) as
// its previous execution left them. The run-time fetches them before each
// execution, a barrier with the next rank, unless the array says
// stream_above: then the next rank sends them block by block as it
// finishes them, and the upstream rank may run one execution ahead. That
// is only right if nothing but the nest's own executions writes the array
// between two of them until alb_nest_settle, which the run-time cannot see
// for the replicated code the tool emits. The tool guarantees it when the
// loop around the distributed loop runs nothing else: its body is the
// distributed loop alone, its header cannot write the array and it is left
// only through its condition; alb_nest_settle goes right after it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_HALOSTREAMING_H
#define AUTOLB_PLAN_HALOSTREAMING_H

#include "Plan/NestPlan.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// Sets ArrayFields::StreamAbove of the arrays of a pipelined nest whose
/// halo above may be streamed, and Plan.SettleAfter when one is; Described
/// holds the summary of each of Plan.Arrays. Adds one remark per array with
/// a halo above to Plan.HalosAbove: streamed, or why not.
void planHaloStreaming(const PlanContext &G, const NestInfo &Nest,
                       llvm::ArrayRef<const ArraySummary *> Described,
                       NestPlan &Plan);

} // namespace autolb

#endif // AUTOLB_PLAN_HALOSTREAMING_H
