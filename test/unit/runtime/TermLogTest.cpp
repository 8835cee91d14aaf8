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

/// The fold alb_terms_fold runs over the ranks' logs (Ranks[r] is rank
/// r's): the places of every segment in iteration order, each folded by its
/// rank into the running value. Returns why not, leaving Value, when two
/// ranks recorded the same iteration.
template <typename T>
std::optional<std::string>
foldAll(T &Value, std::initializer_list<const TermLog<T> *> Ranks) {
  std::vector<const TermLog<T> *> Logs(Ranks);
  std::vector<SegmentPlace> Places;
  for (std::size_t R = 0; R < Logs.size(); ++R)
    for (const SegmentPlace &P : Logs[R]->places(static_cast<int>(R)))
      Places.push_back(P);
  if (std::optional<std::string> Why = orderSegments(Places))
    return Why;
  for (const SegmentPlace &P : Places)
    Value = Logs[P.Rank]->foldSegment(P.Index, Value);
  return std::nullopt;
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

  double Value = 0.0;
  EXPECT_EQ(foldAll<double>(Value, {&RankA, &RankB}), std::nullopt);
  EXPECT_EQ(Value, 0.0);
  Value = 0.0;
  EXPECT_EQ(foldAll<double>(Value, {&RankB, &RankA}), std::nullopt);
  EXPECT_EQ(Value, 0.0);
  EXPECT_EQ((1e16 + -1e16) + 1.0, 1.0) << "the order the fold avoids";
}

TEST(TermLogTest, StartsFromTheValueBeforeTheNest) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1.0);
  Log.record(1, TermOperation::Add, -1e16);
  // (1e16 + 1) + -1e16: 0, not 1.
  double Value = 1e16;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
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
  std::vector<SegmentPlace> Places = Log.places(1);
  ASSERT_EQ(Places.size(), 3u);
  EXPECT_EQ(Places[0].First, 4);
  EXPECT_EQ(Places[0].Last, 5);
  EXPECT_EQ(Places[1].First, 7);
  EXPECT_EQ(Places[2].First, 2);
  EXPECT_EQ(Places[2].Index, 2);
  EXPECT_EQ(Places[2].Rank, 1);
  // Powers of two: each segment's sum says which terms it folded.
  TermLog<double> Sums(TermOperation::Add);
  for (auto [K, Term] :
       {std::pair{4L, 1.0}, {4L, 2.0}, {5L, 4.0}, {7L, 8.0}, {2L, 16.0}})
    Sums.record(K, TermOperation::Add, Term);
  EXPECT_EQ(Sums.foldSegment(0, 0.0), 7.0);
  EXPECT_EQ(Sums.foldSegment(1, 0.0), 8.0);
  EXPECT_EQ(Sums.foldSegment(2, 0.0), 16.0);
  // Folded as iterations 2, 4, 4, 5, 7: exact small integers.
  double Value = 100;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
  EXPECT_EQ(Value, 115.0);
}

TEST(TermLogTest, WithinAnIterationTheRecordingOrderCounts) {
  // Iteration 0 adds 1e16 then 1 (rounded away), iteration 1 adds -1e16.
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1e16);
  Log.record(0, TermOperation::Add, 1.0);
  TermLog<double> Other(TermOperation::Add);
  Other.record(1, TermOperation::Add, -1e16);
  double Value = 0;
  ASSERT_EQ(foldAll<double>(Value, {&Other, &Log}), std::nullopt);
  EXPECT_EQ(Value, 0.0);
}

TEST(TermLogTest, SubtractionsKeepTheirOperation) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Add, 1.5);
  Log.record(1, TermOperation::Subtract, 4.0);
  Log.record(2, TermOperation::Add, 0.25);
  double Value = 10;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
  EXPECT_EQ(Value, 7.75);
}

TEST(TermLogTest, AFirstTermSubtractedIsSubtracted) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, 3.0);
  Log.record(1, TermOperation::Add, 0.5);
  double Value = 10;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
  EXPECT_EQ(Value, 7.5);
}

TEST(TermLogTest, SubtractingANaNGivesTheNaNOfASubtraction) {
  volatile double Before = 2.0;
  volatile double NegativeNaN =
      -std::numeric_limits<double>::quiet_NaN(); // as 0.0 / 0.0 on x86
  const double Expected = Before - NegativeNaN;
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, NegativeNaN);
  double Value = Before;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
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
  float Value = 0;
  ASSERT_EQ(foldAll<float>(Value, {&Log}), std::nullopt);
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
  double Value = 1.0;
  ASSERT_EQ(foldAll<double>(Value, {&RankA, &RankB}), std::nullopt);
  EXPECT_EQ(Value, 0.20999999999999996);
  EXPECT_NE(Value, 0.21000000000000002);
}

TEST(TermLogTest, EmptyRecordsLeaveTheValue) {
  TermLog<double> Log(TermOperation::Add);
  EXPECT_TRUE(Log.places(0).empty());
  double Value = -0.0;
  ASSERT_EQ(foldAll<double>(Value, {&Log}), std::nullopt);
  EXPECT_TRUE(sameBits(Value, -0.0)) << "-0.0 + nothing stays -0.0";
}

TEST(TermLogTest, ClearKeepsNothing) {
  TermLog<double> Log(TermOperation::Add);
  Log.record(0, TermOperation::Subtract, 1.0);
  Log.clear();
  Log.record(3, TermOperation::Add, 2.0);
  EXPECT_EQ(Log.terms(), 1u);
  EXPECT_EQ(Log.segments(), 1u);
  EXPECT_EQ(Log.foldSegment(0, 1.0), 3.0) << "the subtraction went too";
}

// The terms are stored in blocks (262,144 doubles): a log of more, in two
// segments whose second runs from the first block into the second,
// refilled after a clear, folds every term once, from where it was stored.
// The terms are integers below 2^20, so every sum of them is exact: the
// fold equals the sequential sum only if each term is read once and right.
TEST(TermLogTest, TermsBeyondOneStorageBlockFoldInOrder) {
  const auto BlockTerms =
      static_cast<std::int64_t>(TermBlockBytes / sizeof(double));
  const std::int64_t Terms = 2 * BlockTerms + 10, SecondSegment = BlockTerms;
  auto Term = [](std::int64_t I) {
    return static_cast<double>((I * 7919) % 1000003);
  };
  TermLog<double> RankA(TermOperation::Add), RankB(TermOperation::Add);
  for (int Round = 0; Round < 2; ++Round) {
    RankA.clear();
    RankB.clear();
    double Sequential = 0.5;
    for (std::int64_t I = 0; I < Terms; ++I) {
      Sequential += Term(I);
      TermLog<double> &Owner =
          I < SecondSegment / 2 || I >= SecondSegment ? RankA : RankB;
      if (!Owner.appendInPlace(I, Term(I)))
        Owner.record(I, TermOperation::Add, Term(I));
    }
    ASSERT_EQ(RankA.terms(),
              static_cast<std::size_t>(Terms - SecondSegment / 2));
    ASSERT_GT(RankA.terms(), static_cast<std::size_t>(BlockTerms));
    EXPECT_EQ(RankA.segments(), 2u);
    double Value = 0.5;
    ASSERT_EQ(foldAll<double>(Value, {&RankA, &RankB}), std::nullopt);
    EXPECT_TRUE(sameBits(Value, Sequential)) << "round " << Round;
  }
}

TEST(TermLogTest, AppendingInPlaceNeedsASegmentToContinue) {
  TermLog<double> Log(TermOperation::Add);
  EXPECT_FALSE(Log.appendInPlace(0, 1.0)) << "no segment yet";
  Log.record(0, TermOperation::Add, 1.0);
  EXPECT_TRUE(Log.appendInPlace(0, 2.0)) << "the same iteration";
  EXPECT_TRUE(Log.appendInPlace(1, 3.0)) << "the next iteration";
  EXPECT_FALSE(Log.appendInPlace(3, 4.0)) << "a gap starts a segment";
  Log.record(3, TermOperation::Subtract, 4.0);
  EXPECT_FALSE(Log.appendInPlace(3, 5.0)) << "terms keep their operation";
  EXPECT_EQ(Log.terms(), 4u);
  EXPECT_EQ(Log.foldSegment(0, 0.0), 6.0);
  EXPECT_EQ(Log.foldSegment(1, 0.0), -4.0);
}

TEST(TermLogTest, RejectsIterationsRecordedTwice) {
  TermLog<double> RankA(TermOperation::Add), RankB(TermOperation::Add);
  RankA.record(3, TermOperation::Add, 1.0);
  RankA.record(4, TermOperation::Add, 1.0);
  RankB.record(4, TermOperation::Add, 1.0);
  double Value = 5;
  std::optional<std::string> Why = foldAll<double>(Value, {&RankA, &RankB});
  ASSERT_TRUE(Why.has_value());
  EXPECT_EQ(*Why, "iterations 4 to 4 recorded twice");
  EXPECT_EQ(Value, 5.0);
}

} // namespace
