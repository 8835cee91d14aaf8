//===- HolderAllocation.h - Blocks that follow where the data is -*- C++
//-*-===//
//
// Part of autolb. A nest with independent iterations is normally scheduled
// dynamically, and since any rank may then run any iteration its arrays are
// first made whole on every rank. When a previous nest left those arrays
// distributed in blocks (a pipeline or a Jacobi sweep, then a checksum
// loop), making them whole moves every rank's data to every other rank --
// for a 2000 x 2000 SOR, 32 MB, a tenth of the run -- although each rank
// already holds the slices of a contiguous run of the iterations. Such an
// execution instead gives each rank exactly those iterations, as one block:
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

#include "HolderMap.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace autolb::runtime {

/// The block allocation (iterations per rank, in rank order, summing to
/// count) under which iteration k, touching slice first + k * step of each
/// array, runs on the rank holding that slice in every array where it is
/// not whole. Iterations whose slices are whole everywhere (or outside an
/// array) join the block before them (the first such run joins the block
/// after it). None when no array is distributed, when two arrays' holders
/// disagree, when the holders are not contiguous blocks in rank order, or
/// when a rank that is not available would get iterations.
std::optional<std::vector<std::int64_t>> allocationFollowingHolders(
    const std::vector<const HolderMap *> &arrays, std::int64_t first,
    std::int64_t step, std::int64_t count, const std::vector<bool> &available);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_HOLDERALLOCATION_H
