//===- PipelineSchedule.h - Pipelined (DOACROSS) nests ----------*- C++ -*-===//
//
// Part of autolb. The boundary messages of the pipeline schedule
// (PipelineSchedule.cpp), alb_pipe_recv / alb_pipe_send: for every array
// with pipe_rows = d > 0, the boundary slices are the upstream rank's last
// d iterations' slices; for block [jb, je) the segment of iteration k's
// slice is PipelineGeometry's pipeSegment. One message per block carries
// all arrays' segments (array order, then k ascending) and no header: sender
// and receiver compute the same segments. Blocks whose segments are all
// empty send nothing, on both sides alike. The receiver writes them into
// its own copy of those slices (ghost copies, not recorded as held).
//
// Sends are non-blocking with a few buffers in flight, so a rank can start
// its next block while the previous boundary is on its way; the time a
// rank waits for its upstream neighbour (or for a send buffer) is not
// computation and is excluded from its rate.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_PIPELINESCHEDULE_H
#define AUTOLB_RUNTIME_PIPELINESCHEDULE_H

#include "autolb/autolb.h"
#include "core/Context.h"

#include <cstdint>

namespace autolb::runtime {

/// alb_pipe_recv. Aborts unless the nest is pipelined and executing.
void pipeReceive(Context &context, alb_nest &nest, std::int64_t jb,
                 std::int64_t je);
/// alb_pipe_send. Aborts unless the nest is pipelined and executing.
void pipeSend(Context &context, alb_nest &nest, std::int64_t jb,
              std::int64_t je);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_PIPELINESCHEDULE_H
