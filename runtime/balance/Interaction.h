//===- Interaction.h - The protocol between ranks and balancer --*- C++ -*-===//
//
// Part of autolb. [S97] §2, Fig. 3, and §4.2. At an
// interaction point of a block-tied nest (a hook whose counter reached
// nexthook; every rank executes it equally often, so all ranks are at the
// same point p):
//
//  Pipelined mode (default). Every rank posts its status of point p (owned
//  and executed iterations, compute time, hook executions, t_iteration,
//  last movement time) to rank 0 with a non-blocking send and goes on.
//  Rank 0, which computes too, receives the statuses of point p - 1, which
//  have long arrived (so it never waits for a slow rank's current status
//  and never spins), runs the policy decision on them and broadcasts the
//  instructions: new allocation, nexthook, t_iteration for the block size,
//  the processor map. Every rank applies them at point p, so the partition
//  changes between executions identically everywhere; the data follows at
//  the next alb_nest_begin. At the first point there are no statuses yet:
//  the instructions only ask for an interaction at the next hook.
//
//  Synchronous mode (ALB_SYNC=1). Statuses are gathered and decided on at
//  the same point, for comparison.
//
// Rates are iterations per second of compute time (time waiting for
// neighbours excluded), so a rank slowed by a competing process reports a
// lower rate even though a pipeline makes every rank's wall time equal.
// Decisions come from policy::Balancer; everything here is transport.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_INTERACTION_H
#define AUTOLB_RUNTIME_INTERACTION_H

#include "autolb/autolb.h"
#include "core/Context.h"

namespace autolb::runtime {

/// alb_hook_fire: one interaction (collective for block-tied nests; for
/// the others only resets the counter, see Schedule.h).
void fireHook(Context &context, alb_nest &nest);

/// alb_finalize: receives the statuses of the last point (pipelined mode)
/// so that no message is left unmatched. Collective.
void drainStatuses(Context &context, alb_nest &nest);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_INTERACTION_H
