//===- PipelineGeometry.cpp - Who talks to whom, about which elements -----===//
//
// Part of autolb. See PipelineGeometry.h.
//
//===----------------------------------------------------------------------===//

#include "data/PipelineGeometry.h"

#include <algorithm>

namespace autolb::runtime {

SliceRange pipeSegment(std::int64_t K, std::int64_t Skew, std::int64_t Jb,
                       std::int64_t Je, std::int64_t PipeFirst,
                       std::int64_t PipeEnd) {
  SliceRange Segment{std::max(Jb - K * Skew, PipeFirst),
                     std::min(Je - K * Skew, PipeEnd)};
  if (Segment.empty())
    Segment = {0, 0};
  return Segment;
}

SliceRange streamSpan(std::int64_t Jb, std::int64_t B, std::int64_t PipeFirst,
                      std::int64_t PipeEnd, std::int64_t SliceElems) {
  const std::int64_t Begin = Jb <= PipeFirst ? 0 : Jb;
  const std::int64_t End = Jb + B >= PipeEnd ? SliceElems : Jb + B;
  SliceRange Span{std::clamp<std::int64_t>(Begin, 0, SliceElems), 0};
  Span.end = std::clamp<std::int64_t>(End, Span.begin, SliceElems);
  return Span;
}

PipeNeighbours pipeNeighbours(const std::vector<std::int64_t> &Allocation,
                              int Rank) {
  PipeNeighbours N;
  const int Ranks = static_cast<int>(Allocation.size());
  if (Rank < 0 || Rank >= Ranks || Allocation[Rank] <= 0)
    return N;
  for (int R = Rank - 1; R >= 0 && N.upstream < 0; --R)
    if (Allocation[R] > 0)
      N.upstream = R;
  for (int R = Rank + 1; R < Ranks && N.downstream < 0; ++R)
    if (Allocation[R] > 0)
      N.downstream = R;
  return N;
}

SliceRange boundaryIterations(std::int64_t KLo, std::int64_t KHi, int Rows) {
  if (KHi <= KLo || Rows <= 0)
    return {0, 0};
  return {std::max(KHi - Rows, KLo), KHi};
}

std::int64_t pipeBlockCount(std::int64_t PipeFirst, std::int64_t PipeEnd,
                            std::int64_t Skew, std::int64_t Count,
                            std::int64_t BlockSize) {
  std::int64_t Span =
      PipeEnd + Skew * std::max<std::int64_t>(Count - 1, 0) - PipeFirst;
  if (Span <= 0 || BlockSize <= 0)
    return 0;
  return (Span + BlockSize - 1) / BlockSize;
}

} // namespace autolb::runtime
