//===- ChunkTableTest.cpp - chunk sizes of dynamic scheduling -------------===//

#include "schedules/ChunkTable.h"
#include "policy/common/SplitMix.h"
#include <gtest/gtest.h>

using namespace autolb;
using namespace autolb::runtime;

namespace {

TEST(FactoringChunksTest, HalfTheRemainderPerBatch) {
  // 100 over 2 workers: batches of 50 (2 x 25), 26 (2 x 13), 12, 6, 4, 2.
  EXPECT_EQ(factoringChunks(100, 2),
            (std::vector<std::int64_t>{0, 25, 50, 63, 76, 82, 88, 91, 94, 96,
                                       98, 99, 100}));
  EXPECT_EQ(factoringChunks(5, 1), (std::vector<std::int64_t>{0, 3, 4, 5}));
}

TEST(FactoringChunksTest, MinimumChunkAndEmptyLoops) {
  EXPECT_EQ(factoringChunks(30, 2, 10),
            (std::vector<std::int64_t>{0, 10, 20, 30}));
  EXPECT_EQ(factoringChunks(0, 4), (std::vector<std::int64_t>{0}));
  EXPECT_EQ(factoringChunks(-3, 4), (std::vector<std::int64_t>{0}));
  // Zero workers behave as one.
  EXPECT_EQ(factoringChunks(5, 0), factoringChunks(5, 1));
}

TEST(FactoringChunksTest, ManyWorkersStillCoverEverything) {
  std::vector<std::int64_t> Bounds = factoringChunks(10, 4096);
  ASSERT_EQ(Bounds.size(), 11u);
  EXPECT_EQ(Bounds.back(), 10);
}

TEST(FactoringChunksTest, AdjustingFactorsPerBatch) {
  // 100 over 2 workers, x0 = 2 and xj = 3: the first batch is 50 (2 x 25),
  // then ceil(R / 6) per chunk: 9, 6, 4, 2, 2, 1, 1.
  policy::FactoringFactors F;
  F.first = 2.0;
  F.later = 3.0;
  EXPECT_EQ(factoringChunks(100, 2, 1, F),
            (std::vector<std::int64_t>{0, 25, 50, 59, 68, 74, 80, 84, 88, 90,
                                       92, 94, 96, 97, 98, 99, 100}));
  // x0 = 1 (no deviation): the first batch is everything, one block per
  // worker, as a static distribution.
  F.first = 1.0;
  F.later = 2.0;
  EXPECT_EQ(factoringChunks(100, 4, 1, F),
            (std::vector<std::int64_t>{0, 25, 50, 75, 100}));
  // Factors below 1 count as 1; the minimum chunk still holds.
  F.first = 0.5;
  EXPECT_EQ(factoringChunks(100, 4, 40, F),
            (std::vector<std::int64_t>{0, 40, 80, 100}));
}

TEST(FactoringChunksTest, DefaultFactorsAreFac2) {
  EXPECT_EQ(factoringChunks(1000, 3, 7, policy::FactoringFactors()),
            factoringChunks(1000, 3, 7));
  EXPECT_EQ(factoringChunks(100, 2), factoringChunks(100, 2, 1, {}));
}

TEST(RandomChunksTest, DeterministicIncreasingAndComplete) {
  std::uint64_t A = 42, B = 42;
  std::vector<std::int64_t> First = randomChunks(1000, A);
  std::vector<std::int64_t> Second = randomChunks(1000, B);
  EXPECT_EQ(First, Second);
  EXPECT_EQ(First.front(), 0);
  EXPECT_EQ(First.back(), 1000);
  for (std::size_t I = 1; I < First.size(); ++I)
    EXPECT_LT(First[I - 1], First[I]);
  std::uint64_t C = 43;
  EXPECT_NE(randomChunks(1000, C), First);
}

TEST(SplitMix64Test, KnownFirstValue) {
  // The reference implementation's first output for seed 0.
  std::uint64_t State = 0;
  EXPECT_EQ(policy::splitMix64(State), 0xe220a8397b1dcdafULL);
}

} // namespace
