//===- AddressRanges.h - do two byte ranges overlap? ------------*- C++ -*-===//
//
// Part of autolb. The test behind alb_disjoint: the tool distributes a
// nest over arrays that may share memory (array parameters without
// `restrict`) only when their byte ranges do not overlap at run time.
// Addresses are compared as integers: comparing pointers into different
// objects is undefined in C and C++.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ADDRESSRANGES_H
#define AUTOLB_RUNTIME_ADDRESSRANGES_H

#include <cstddef>
#include <cstdint>

namespace autolb::runtime {

/// True when [A, A + ABytes) and [B, B + BBytes) share a byte; empty ranges
/// share none.
inline bool rangesOverlap(std::uintptr_t A, std::size_t ABytes,
                          std::uintptr_t B, std::size_t BBytes) {
  return ABytes > 0 && BBytes > 0 && A < B + BBytes && B < A + ABytes;
}

/// The bytes from the first element of an array layout to the end of its
/// last: Extent slices SliceStride bytes apart, each of SliceElems elements
/// of ElemSize bytes, ElemStride bytes apart. Zero when it has no element.
inline std::size_t layoutBytes(std::int64_t Extent, std::size_t SliceStride,
                               std::int64_t SliceElems, std::size_t ElemStride,
                               std::size_t ElemSize) {
  if (Extent <= 0 || SliceElems <= 0 || ElemSize == 0)
    return 0;
  return static_cast<std::size_t>(Extent - 1) * SliceStride +
         static_cast<std::size_t>(SliceElems - 1) * ElemStride + ElemSize;
}

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ADDRESSRANGES_H
