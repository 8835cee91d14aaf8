//===- PipelineGeometryTest.cpp - segments, neighbours, block counts ------===//

#include "data/PipelineGeometry.h"
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

TEST(PipeSegmentTest, SkewShiftsTheBlock) {
  // k = 2, skew 1, block [5, 9): elements [3, 7) within [1, 8).
  EXPECT_EQ(pipeSegment(2, 1, 5, 9, 1, 8), (SliceRange{3, 7}));
  // No skew: the block itself, clipped at the end.
  EXPECT_EQ(pipeSegment(0, 0, 6, 12, 1, 8), (SliceRange{6, 8}));
  EXPECT_EQ(pipeSegment(7, 0, 6, 12, 1, 8), (SliceRange{6, 8}));
  // Clipped at the start.
  EXPECT_EQ(pipeSegment(3, 1, 2, 6, 1, 8), (SliceRange{1, 3}));
}

TEST(PipeSegmentTest, OutsideTheRangeIsEmpty) {
  EXPECT_TRUE(pipeSegment(10, 1, 1, 5, 1, 8).empty());
  EXPECT_TRUE(pipeSegment(0, 0, 8, 12, 1, 8).empty());
}

TEST(PipeNeighboursTest, EmptyRanksAreSkipped) {
  std::vector<std::int64_t> Allocation{3, 0, 2, 4};
  PipeNeighbours Zero = pipeNeighbours(Allocation, 0);
  EXPECT_EQ(Zero.upstream, -1);
  EXPECT_EQ(Zero.downstream, 2);
  PipeNeighbours Two = pipeNeighbours(Allocation, 2);
  EXPECT_EQ(Two.upstream, 0);
  EXPECT_EQ(Two.downstream, 3);
  PipeNeighbours Three = pipeNeighbours(Allocation, 3);
  EXPECT_EQ(Three.upstream, 2);
  EXPECT_EQ(Three.downstream, -1);
  PipeNeighbours One = pipeNeighbours(Allocation, 1);
  EXPECT_EQ(One.upstream, -1);
  EXPECT_EQ(One.downstream, -1);
}

TEST(PipeNeighboursTest, SingleRankHasNone) {
  PipeNeighbours N = pipeNeighbours({10}, 0);
  EXPECT_EQ(N.upstream, -1);
  EXPECT_EQ(N.downstream, -1);
}

TEST(BoundaryIterationsTest, LastRowsOfTheBlock) {
  EXPECT_EQ(boundaryIterations(5, 9, 2), (SliceRange{7, 9}));
  EXPECT_EQ(boundaryIterations(5, 6, 3), (SliceRange{5, 6}));
  EXPECT_TRUE(boundaryIterations(5, 9, 0).empty());
  EXPECT_TRUE(boundaryIterations(5, 5, 1).empty());
}

TEST(PipeBlockCountTest, SkewLengthensTheLoop) {
  // 33 elements in blocks of 9: 4 blocks; with skew 1 over 39 iterations
  // the loop spans 33 + 38 = 71 values: 8 blocks.
  EXPECT_EQ(pipeBlockCount(1, 34, 0, 39, 9), 4);
  EXPECT_EQ(pipeBlockCount(1, 34, 1, 39, 9), 8);
  EXPECT_EQ(pipeBlockCount(1, 1, 0, 39, 9), 0);
  EXPECT_EQ(pipeBlockCount(1, 34, 0, 39, 0), 0);
}

TEST(StreamSpanTest, OneExecutionsMessagesCoverTheSliceOnce) {
  // SOR's rows: 2000 elements, pipelined over [1, 1999) in blocks of 600.
  std::int64_t Covered = 0;
  for (std::int64_t Jb = 1; Jb < 1999; Jb += 600) {
    SliceRange Span = streamSpan(Jb, 600, 1, 1999, 2000);
    EXPECT_EQ(Span.begin, Covered) << "block " << Jb;
    Covered = Span.end;
  }
  EXPECT_EQ(Covered, 2000);
  EXPECT_EQ(streamSpan(1, 600, 1, 1999, 2000).begin, 0);
  EXPECT_EQ(streamSpan(601, 600, 1, 1999, 2000).end, 1201);
  EXPECT_EQ(streamSpan(1801, 600, 1, 1999, 2000).end, 2000);
}

TEST(StreamSpanTest, OneBlockCarriesTheWholeSlice) {
  SliceRange Span = streamSpan(1, 5000, 1, 1999, 2000);
  EXPECT_EQ(Span.begin, 0);
  EXPECT_EQ(Span.end, 2000);
}

TEST(StreamSpanTest, ClippedToTheSlice) {
  // A pipelined range longer than the slice: nothing past its end.
  SliceRange Span = streamSpan(40, 10, 0, 100, 45);
  EXPECT_EQ(Span.begin, 40);
  EXPECT_EQ(Span.end, 45);
  EXPECT_TRUE(streamSpan(50, 10, 0, 100, 45).empty());
}

} // namespace
