//===- SlicesHolding.cpp - the slices that hold given bytes of an array ---===//

#include "layout/SlicesHolding.h"

#include "base/AddressRanges.h"

namespace autolb::runtime {

std::optional<SliceRange> slicesHolding(const SliceLayout &Layout,
                                        std::int64_t FirstByte,
                                        std::int64_t Bytes) {
  const auto Stride = static_cast<std::int64_t>(Layout.sliceStride);
  const auto ElemStride = static_cast<std::int64_t>(Layout.elemStride);
  const auto ElemSize = static_cast<std::int64_t>(Layout.elemSize);
  const auto Span = static_cast<std::int64_t>(
      layoutBytes(Layout.extent, Layout.sliceStride, Layout.sliceElems,
                  Layout.elemStride, Layout.elemSize));
  if (FirstByte < 0 || Bytes <= 0 || Stride <= 0 || ElemSize <= 0 ||
      FirstByte + Bytes > Span)
    return std::nullopt;
  const std::int64_t LastByte = FirstByte + Bytes - 1;
  // Each slice one block of bytes, the blocks in slice order.
  if (ElemStride == ElemSize && Stride >= Layout.sliceElems * ElemSize) {
    const std::int64_t SliceBytes = Layout.sliceElems * ElemSize;
    std::int64_t First = FirstByte / Stride, Last = LastByte / Stride;
    // Bytes past the end of a slice's block, before the next slice.
    if (FirstByte - First * Stride >= SliceBytes)
      ++First;
    if (LastByte - Last * Stride >= SliceBytes)
      --Last;
    return SliceRange{First, Last + 1};
  }
  // Slices side by side within each stretch of ElemStride bytes (columns of
  // a row-major matrix): one element's bytes lie in one slice.
  if (ElemStride > 0 && Layout.extent * Stride <= ElemStride &&
      Stride >= ElemSize && FirstByte / ElemStride == LastByte / ElemStride) {
    const std::int64_t Within = FirstByte % ElemStride;
    const std::int64_t Slice = Within / Stride;
    if ((LastByte % ElemStride) / Stride != Slice)
      return std::nullopt;
    if (Within - Slice * Stride >= ElemSize || Slice >= Layout.extent)
      return SliceRange{0, 0};
    return SliceRange{Slice, Slice + 1};
  }
  return std::nullopt;
}

} // namespace autolb::runtime
