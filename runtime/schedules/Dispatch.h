//===- Dispatch.h - Running one execution of a nest -------------*- C++ -*-===//
//
// Part of autolb. alb_nest_begin, alb_nest_next and alb_nest_end: what every
// nest does (checks; the nest, created at its first begin; its arrays; the
// hook), around its Schedule for the execution (Schedule.h), which
// selectSchedule picks: the one place that knows every kind.
//
// Hooks of block-tied nests: hook_level 0 and 1 count at alb_nest_end (the
// iterations are atomic within one execution, so a hook inside the
// distributed loop could not move work any earlier); level >= 2 counts in
// the inline alb_hook. Interactions are in Interaction.h. The other
// schedules balance inside the execution and never interact at a hook.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_DISPATCH_H
#define AUTOLB_RUNTIME_DISPATCH_H

#include "autolb/autolb.h"
#include "core/Context.h"

#include <cstdint>

namespace autolb::runtime {

/// alb_nest_begin: creates the nest on first use, then starts one
/// execution. Aborts on invalid arguments.
void beginNest(Context &context, alb_nest **slot, const alb_nest_desc &desc,
               std::int64_t first, std::int64_t step, std::int64_t count);
/// alb_nest_next.
int nextChunk(Context &context, alb_nest &nest, std::int64_t &kLo,
              std::int64_t &kHi);
/// alb_nest_end (fires the hook at levels 0 and 1 of block-tied nests).
void endNest(Context &context, alb_nest &nest);

/// Whether every tracked array is whole on every rank (remembered until a
/// holder map may have changed: alb_nest_replicates asks it often).
bool everyArrayWhole(Context &context);

/// alb_nest_replicates: whether the next execution, of `count` iterations,
/// is short enough to replicate (policy/schedules/Replication.h) while every
/// tracked array is whole, so that each rank may run the loop as written
/// without the run-time; counted as a replicated execution if so. The same
/// answer on every rank (from state identical everywhere); no message.
bool replicatesAsWritten(Context &context, alb_nest &nest, std::int64_t count);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_DISPATCH_H
