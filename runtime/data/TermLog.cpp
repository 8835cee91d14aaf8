//===- TermLog.cpp - Terms of a reduction, folded in sequential order -----===//
//
// Part of autolb. See TermLog.h.
//
//===----------------------------------------------------------------------===//

#include "data/TermLog.h"

#include <algorithm>
#include <cstdlib>
#include <new>
#include <sys/mman.h>

namespace autolb::runtime {

namespace {

template <typename T> T apply(T Value, TermOperation Op, T Term) {
  switch (Op) {
  case TermOperation::Add:
    return Value + Term;
  case TermOperation::Subtract:
    return Value - Term;
  case TermOperation::Multiply:
    return Value * Term;
  }
  return Value;
}

} // namespace

void *allocateTermBlock() {
  void *Block = nullptr;
  if (posix_memalign(&Block, TermBlockBytes, TermBlockBytes) != 0)
    throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  // Advice only: without huge pages the block is touched page by page.
  madvise(Block, TermBlockBytes, MADV_HUGEPAGE);
#endif
  return Block;
}

void TermBlockDeleter::operator()(void *Block) const { std::free(Block); }

std::optional<std::string> orderSegments(std::vector<SegmentPlace> &Places) {
  std::sort(Places.begin(), Places.end(),
            [](const SegmentPlace &A, const SegmentPlace &B) {
              return A.First < B.First;
            });
  for (std::size_t I = 1; I < Places.size(); ++I)
    if (Places[I].First <= Places[I - 1].Last)
      return "iterations " + std::to_string(Places[I].First) + " to " +
             std::to_string(std::min(Places[I].Last, Places[I - 1].Last)) +
             " recorded twice";
  return std::nullopt;
}

template <typename T> void TermLog<T>::clear() {
  Segments.clear();
  Values.clear();
  Operations.clear();
}

template <typename T>
std::vector<SegmentPlace> TermLog<T>::places(int Rank) const {
  std::vector<SegmentPlace> Places;
  Places.reserve(Segments.size());
  for (std::size_t I = 0; I < Segments.size(); ++I)
    Places.push_back({Segments[I].First, Segments[I].Last,
                      static_cast<std::int64_t>(I), Rank});
  return Places;
}

template <typename T>
T TermLog<T>::foldSegment(std::int64_t Index, T Value) const {
  const auto At = static_cast<std::size_t>(Index);
  const std::size_t End =
      At + 1 < Segments.size() ? Segments[At + 1].Begin : Values.size();
  for (std::size_t I = Segments[At].Begin; I < End; ++I)
    Value = apply(Value, Operations.empty() ? Base : Operations[I], Values[I]);
  return Value;
}

template class TermLog<float>;
template class TermLog<double>;

} // namespace autolb::runtime
