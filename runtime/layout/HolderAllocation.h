//===- HolderAllocation.h - Blocks that follow where the data is ----------===//
//
// Part of autolb. A nest with independent iterations is normally scheduled
// dynamically, and since any rank may then run any iteration its arrays are
// first made whole on every rank. When a previous nest left those arrays
// distributed in blocks (a pipeline or a Jacobi sweep, then a checksum
// loop), making them whole moves every rank's data to every other rank --
// for a 2000 x 2000 SOR, 32 MB, a tenth of the run -- although each rank
// already holds the slices of a contiguous run of the iterations. Such an
// execution instead gives each rank those iterations, as one block: (almost)
// nothing moves. Balance then comes from the nest that placed the data
// (it was balanced for it); an uneven loop over data that is whole stays
// dynamically scheduled.
//
// MPI-free: every rank computes the same allocation from its identical
// holder maps.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_HOLDERALLOCATION_H
#define AUTOLB_RUNTIME_HOLDERALLOCATION_H

#include "layout/HolderMap.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace autolb::runtime {

/// The block allocation (iterations per rank, in rank order, summing to
/// count) that follows the holders: rank r's block has as many iterations
/// as r holds the slices of (iteration k touches slice first + k * step of
/// each array), an iteration whose slices are whole everywhere (or outside
/// an array) counting for the holder before it. None when no array is
/// distributed, when a rank that is not available holds slices, or when
/// more than 5% of the iterations would find their slices elsewhere (held
/// by another rank, or by two ranks in two arrays) -- e.g. the scattered
/// chunks of a dynamically scheduled nest, which stays dynamic then. The
/// few misplaced slices (a boundary row written by an earlier nest) are
/// fetched at begin.
std::optional<std::vector<std::int64_t>> allocationFollowingHolders(
    const std::vector<const HolderMap *> &arrays, std::int64_t first,
    std::int64_t step, std::int64_t count, const std::vector<bool> &available);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_HOLDERALLOCATION_H
