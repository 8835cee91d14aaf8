//===- SlicesHolding.h - the slices that hold given bytes of an array -----===//
//
// Part of autolb. Replicated code that reads a few elements of a
// distributed array needs only the slices holding them made whole (LU's
// pivot `a[k*n + k]`, not all of `a`). Free of MPI so that it can be
// unit-tested; alb_array_sync_element uses it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SLICESHOLDING_H
#define AUTOLB_RUNTIME_SLICESHOLDING_H

#include "layout/HolderMap.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace autolb::runtime {

/// An array's layout, as alb_array describes it.
struct SliceLayout {
  std::size_t elemSize = 0;
  std::int64_t extent = 0;
  std::size_t sliceStride = 0;
  std::int64_t sliceElems = 0;
  std::size_t elemStride = 0;
};

/// The slices holding bytes [FirstByte, FirstByte + Bytes) counted from the
/// array's base: a range when the layout places them in known slices (one
/// block of contiguous slices, or one element of interleaved ones, such as
/// a column distributed along rows), possibly empty when they lie between
/// slices; nothing when they may lie outside the array or the layout
/// interleaves them otherwise, so that the caller makes all of it whole.
std::optional<SliceRange> slicesHolding(const SliceLayout &Layout,
                                        std::int64_t FirstByte,
                                        std::int64_t Bytes);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SLICESHOLDING_H
