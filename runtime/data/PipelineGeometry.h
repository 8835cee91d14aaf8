//===- PipelineGeometry.h - Who talks to whom, about which elements -------===//
//
// Part of autolb. The arithmetic of a pipelined (DOACROSS) nest, free of MPI
// so that it can be unit-tested: the neighbours of a rank in the pipeline,
// the boundary iterations passed downstream, and the element segment of one
// boundary slice for one block of the strip-mined loop.
//
// Convention: the pipelined loop's index j addresses element j of a slice
// (the slice's elements are ordered by j; see alb_array::elem_stride).
// Iteration k of the distributed loop computes block [jb, je) of the
// strip-mined loop at elements [jb - k*skew, je - k*skew) clipped to
// [pipe_first, pipe_end). Sender and receiver evaluate the same function
// for the same k, so one message per block carries every array's segments
// without a header.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_PIPELINEGEOMETRY_H
#define AUTOLB_RUNTIME_PIPELINEGEOMETRY_H

#include "layout/HolderMap.h"

#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// The elements of iteration k's slice that block [jb, je) computes:
/// [jb - k*skew, je - k*skew) intersected with [pipeFirst, pipeEnd)
/// (possibly empty).
SliceRange pipeSegment(std::int64_t k, std::int64_t skew, std::int64_t jb,
                       std::int64_t je, std::int64_t pipeFirst,
                       std::int64_t pipeEnd);

/// The elements of a slice the halo stream's message for block
/// [jb, jb + blockSize) carries (HaloStream.h): the block's own elements,
/// the first block's from element 0 and the last block's to the slice's
/// end, so that one execution's messages carry every element once.
SliceRange streamSpan(std::int64_t jb, std::int64_t blockSize,
                      std::int64_t pipeFirst, std::int64_t pipeEnd,
                      std::int64_t sliceElems);

/// The nearest ranks with work on either side; -1 when none. Ranks that own
/// no iterations are skipped, so the pipeline stays connected.
struct PipeNeighbours {
  int upstream = -1;
  int downstream = -1;
};

/// Neighbours of `rank` in a block distribution given by per-rank
/// iteration counts. A rank without work has no neighbours (it takes no
/// part in the pipeline).
PipeNeighbours pipeNeighbours(const std::vector<std::int64_t> &allocation,
                              int rank);

/// The iterations whose slices rank `sender` passes downstream for an array
/// with flow distance `rows`: its last `rows` iterations, clipped to its
/// block [kLo, kHi).
SliceRange boundaryIterations(std::int64_t kLo, std::int64_t kHi, int rows);

/// The strip-mined loop's blocks: jb runs from pipeFirst while
/// jb < pipeEnd + skew * (count - 1), by b. Number of blocks (0 when the
/// loop is empty).
std::int64_t pipeBlockCount(std::int64_t pipeFirst, std::int64_t pipeEnd,
                            std::int64_t skew, std::int64_t count,
                            std::int64_t blockSize);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_PIPELINEGEOMETRY_H
