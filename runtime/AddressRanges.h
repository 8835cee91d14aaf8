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

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ADDRESSRANGES_H
