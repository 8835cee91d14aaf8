//===- TermLogTest.cpp - reduction terms folded in sequential order -------===//

#include "data/TermLog.h"
#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>

using namespace autolb::runtime;

namespace {

template <typename T> bool sameBits(T A, T B) {
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}

template <typename T>
std::vector<char> records(std::initializer_list<const TermLog<T> *> Ranks) {
  std::vector<char> All;
  for (const TermLog<T> *Log : Ranks)
    Log->serialize(All);
  return All;
}

// 1e16 + 1 rounds back to 1e16 (the spacing of doubles there is 2 and the
// tie goes to the even 1e16), so adding 1e16, 1 and -1e16 in that order
// gives 0, while adding the two ranks' partial sums (1e16 - 1e16 = 0 on
// the rank that ran iterations 0 and 2, and 1 on the other) gives 1.
TEST(TermLogTest, FoldsInIterationOrderNotRankOrder) {
  TermLog<double> RankA(TermOperation::Add), RankB(TermOperation::Add);
  RankA.record(0, TermOperation::Add, 1e16);
  RankB.record(1, TermOperation::Add, 1.0);
  RankA.record(2, TermOperation::Add, -1e16);
  double Sequential = 0.0;
  for (double Term : {1e16, 1.0, -1e16})
    Sequential += Term;
  ASSERT_EQ(Sequential, 0.0);

  for (const auto &All :
       {records<double>({&RankA, &RankB}), records<double>({&RankB, &RankA})}) {
    double Value = 0.0;
    EXPECT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
              std::nullopt);
    EXPECT_EQ(Value, 0.0);
  }
  EXPECT_EQ((1e16 + -1e16) + 1.0, 1.0) << "the order the fold avoids";
}

TEST(TermLogTest, StartsFromTheValueBeforeTheNest) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1.0);
  Log.record(1, TermOperation::Add, -1e16);
  std::vector<char> All = records<double>({&Log});
  // (1e16 + 1) + -1e16: 0, not 1.
  double Value = 1e16;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_EQ(Value, 0.0);
}

TEST(TermLogTest, SegmentsFollowConsecutiveIterations) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(4, TermOperation::Add, 1);
  Log.record(4, TermOperation::Add, 2); // same iteration
  Log.record(5, TermOperation::Add, 3); // the next one
  Log.record(7, TermOperation::Add, 4); // 6 ran elsewhere, or had no term
  Log.record(2, TermOperation::Add, 5); // an earlier chunk
  EXPECT_EQ(Log.terms(), 5u);
  EXPECT_EQ(Log.segments(), 3u);
  std::vector<char> All = records<double>({&Log});
  EXPECT_EQ(All.size(), 3 * SegmentHeaderBytes + 5 * sizeof(double));
  // Folded as iterations 2, 4, 4, 5, 7: exact small integers.
  double Value = 100;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_EQ(Value, 115.0);
}

TEST(TermLogTest, WithinAnIterationTheRecordingOrderCounts) {
  // Iteration 0 adds 1e16 then 1 (rounded away), iteration 1 adds -1e16.
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1e16);
  Log.record(0, TermOperation::Add, 1.0);
  TermLog<double> Other(TermOperation::Add);
  Other.record(1, TermOperation::Add, -1e16);
  std::vector<char> All = records<double>({&Other, &Log});
  double Value = 0;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_EQ(Value, 0.0);
}

TEST(TermLogTest, SubtractionsKeepTheirOperation) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1.5);
  std::vector<char> AddsOnly = records<double>({&Log});
  Log.record(1, TermOperation::Subtract, 4.0);
  Log.record(2, TermOperation::Add, 0.25);
  std::vector<char> All = records<double>({&Log});
  // One operation byte per term once a term subtracts.
  EXPECT_EQ(AddsOnly.size(), SegmentHeaderBytes + sizeof(double));
  EXPECT_EQ(All.size(), SegmentHeaderBytes + 3 * (sizeof(double) + 1));
  double Value = 10;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_EQ(Value, 7.75);
}

TEST(TermLogTest, AFirstTermSubtractedIsSubtracted) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, 3.0);
  Log.record(1, TermOperation::Add, 0.5);
  std::vector<char> All = records<double>({&Log});
  EXPECT_EQ(All.size(), SegmentHeaderBytes + 2 * (sizeof(double) + 1));
  double Value = 10;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_EQ(Value, 7.5);
}

TEST(TermLogTest, SubtractingANaNGivesTheNaNOfASubtraction) {
  volatile double Before = 2.0;
  volatile double NegativeNaN =
      -std::numeric_limits<double>::quiet_NaN(); // as 0.0 / 0.0 on x86
  const double Expected = Before - NegativeNaN;
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, NegativeNaN);
  std::vector<char> All = records<double>({&Log});
  double Value = Before;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_TRUE(std::isnan(Value));
  EXPECT_EQ(std::signbit(Value), std::signbit(Expected));
}

TEST(TermLogTest, FloatsFoldInFloat) {
  // 1e8f is a multiple of 8: adding 1.0f four times leaves it unchanged,
  // adding 4 (the ones summed first) does not.
  TermLog<float> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1e8f);
  for (long K = 1; K <= 4; ++K)
    Log.record(K, TermOperation::Add, 1.0f);
  std::vector<char> All = records<float>({&Log});
  EXPECT_EQ(All.size(), SegmentHeaderBytes + 5 * sizeof(float));
  float Value = 0;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_TRUE(sameBits(Value, 1e8f));
  EXPECT_EQ(1e8f + 4.0f, 100000004.0f);
}

TEST(TermLogTest, Products) {
  // Sequentially ((1 * 0.1) * 0.7) * 3 = 0.20999999999999996; the ranks'
  // partial products combined in rank order, 0.7 * (0.1 * 3), give
  // 0.21000000000000002.
  TermLog<double> RankA(TermOperation::Multiply),
      RankB(TermOperation::Multiply);
  RankB.record(0, TermOperation::Multiply, 0.1);
  RankA.record(1, TermOperation::Multiply, 0.7);
  RankB.record(2, TermOperation::Multiply, 3.0);
  std::vector<char> All = records<double>({&RankA, &RankB});
  double Value = 1.0;
  ASSERT_EQ(
      foldSegments(Value, TermOperation::Multiply, All.data(), All.size()),
      std::nullopt);
  EXPECT_EQ(Value, 0.20999999999999996);
  EXPECT_NE(Value, 0.21000000000000002);
}

TEST(TermLogTest, EmptyRecordsLeaveTheValue) {
  TermLog<double> Log(TermOperation::Add);
  std::vector<char> All = records<double>({&Log});
  EXPECT_TRUE(All.empty());
  double Value = -0.0;
  ASSERT_EQ(foldSegments(Value, TermOperation::Add, All.data(), All.size()),
            std::nullopt);
  EXPECT_TRUE(sameBits(Value, -0.0)) << "-0.0 + nothing stays -0.0";
}

TEST(TermLogTest, ClearKeepsNothing) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, 1.0);
  Log.clear();
  Log.record(3, TermOperation::Add, 2.0);
  EXPECT_EQ(Log.terms(), 1u);
  EXPECT_EQ(records<double>({&Log}).size(),
            SegmentHeaderBytes + sizeof(double));
}

TEST(TermLogTest, RejectsOverlappingAndTruncatedRecords) {
  TermLog<double> RankA(TermOperation::Add), RankB(TermOperation::Add);
  RankA.record(3, TermOperation::Add, 1.0);
  RankA.record(4, TermOperation::Add, 1.0);
  RankB.record(4, TermOperation::Add, 1.0);
  std::vector<char> All = records<double>({&RankA, &RankB});
  double Value = 5;
  std::optional<std::string> Why =
      foldSegments(Value, TermOperation::Add, All.data(), All.size());
  ASSERT_TRUE(Why.has_value());
  EXPECT_EQ(*Why, "iterations 4 to 4 recorded twice");
  EXPECT_EQ(Value, 5.0);

  std::vector<char> One = records<double>({&RankB});
  EXPECT_TRUE(
      foldSegments(Value, TermOperation::Add, One.data(), One.size() - 1));
  EXPECT_TRUE(foldSegments(Value, TermOperation::Add, One.data(), 10));
  EXPECT_EQ(Value, 5.0);
}

} // namespace
