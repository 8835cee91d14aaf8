//===- HolderMapTest.cpp - slice sets, holder maps and fetch plans --------===//

#include "layout/HolderMap.h"
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace autolb::runtime;

namespace {

TEST(SlicesOfIterationsTest, UnitStepWithHalosIsOneClippedRange) {
  // i = 1, 2, 3 widened by one on each side: slices 0..4.
  EXPECT_EQ(slicesOfIterations(1, 1, 0, 3, 1, 1, 10), (SliceSet{{0, 5}}));
  // The same clipped to an extent of 4.
  EXPECT_EQ(slicesOfIterations(1, 1, 0, 3, 1, 1, 4), (SliceSet{{0, 4}}));
  // Iterations 5..7 of i = 1 + k: slices 6..8 plus halos 5 and 9.
  EXPECT_EQ(slicesOfIterations(1, 1, 5, 8, 1, 1, 20), (SliceSet{{5, 10}}));
}

TEST(SlicesOfIterationsTest, LargeStepGivesSeparateRanges) {
  // i = 0, 3, 6 without halos.
  EXPECT_EQ(slicesOfIterations(0, 3, 0, 3, 0, 0, 10),
            (SliceSet{{0, 1}, {3, 4}, {6, 7}}));
  // Step 2 with a halo below touches: one range 0..4.
  EXPECT_EQ(slicesOfIterations(0, 2, 0, 3, 1, 0, 10), (SliceSet{{0, 5}}));
}

TEST(SlicesOfIterationsTest, NegativeStepWalksDownwards) {
  // i = 9, 8, 7 (k = 0..2) with halo 1: slices 6..9, clipped at 10.
  EXPECT_EQ(slicesOfIterations(9, -1, 0, 3, 1, 1, 10), (SliceSet{{6, 10}}));
  // Iterations 1..2 only: i = 8, 7.
  EXPECT_EQ(slicesOfIterations(9, -1, 1, 3, 0, 0, 10), (SliceSet{{7, 9}}));
}

TEST(SlicesOfIterationsTest, EmptyCases) {
  EXPECT_TRUE(slicesOfIterations(0, 1, 3, 3, 1, 1, 10).empty());
  EXPECT_TRUE(slicesOfIterations(0, 0, 0, 3, 1, 1, 10).empty());
  EXPECT_TRUE(slicesOfIterations(20, 1, 0, 3, 0, 0, 10).empty());
  EXPECT_EQ(sliceCount(SliceSet{{0, 3}, {5, 7}}), 5);
}

TEST(HolderMapTest, StartsWholeAndTracksHolders) {
  HolderMap Map(6);
  EXPECT_TRUE(Map.whole());
  Map.assign({{0, 3}}, 0);
  Map.assign({{3, 6}}, 1);
  EXPECT_FALSE(Map.whole());
  EXPECT_EQ(Map.holder(2), 0);
  EXPECT_EQ(Map.holder(3), 1);
  // Reassigning to whole restores the fast path only when every slice is.
  Map.assign({{0, 6}}, WholeHolder);
  EXPECT_TRUE(Map.whole());
  Map.assign({{4, 100}}, 2);
  EXPECT_EQ(Map.holder(5), 2);
  Map.makeWhole();
  EXPECT_TRUE(Map.whole());
}

TEST(HolderMapTest, WideningKeepsHoldersAndAddsWholeSlices) {
  // A wavefront's rows 0..3 split over two ranks, then a longer diagonal.
  HolderMap Map(4);
  Map.assign({{0, 2}}, 0);
  Map.assign({{2, 4}}, 1);
  Map.widen(7);
  EXPECT_EQ(Map.extent(), 7);
  EXPECT_EQ(Map.holder(1), 0);
  EXPECT_EQ(Map.holder(3), 1);
  EXPECT_EQ(Map.holder(5), WholeHolder);
  EXPECT_TRUE(Map.whole({4, 7}));
  // The new slices can be held like the old ones.
  Map.assign({{4, 7}}, 1);
  EXPECT_EQ(Map.holder(6), 1);
  // A shorter extent never cuts the map: its slices keep their holders.
  Map.widen(2);
  EXPECT_EQ(Map.extent(), 7);
  EXPECT_EQ(Map.holder(6), 1);
}

TEST(HolderMapTest, WholeRangeChecksOnlyThoseSlices) {
  HolderMap Map(6);
  EXPECT_TRUE(Map.whole({0, 6}));
  Map.assign({{2, 4}}, 1);
  EXPECT_TRUE(Map.whole({0, 2}));
  EXPECT_TRUE(Map.whole({4, 6}));
  EXPECT_FALSE(Map.whole({3, 5}));
  EXPECT_FALSE(Map.whole({0, 6}));
  // Indices outside [0, extent) and empty ranges are ignored.
  EXPECT_TRUE(Map.whole({-5, 2}));
  EXPECT_TRUE(Map.whole({4, 100}));
  EXPECT_TRUE(Map.whole({3, 3}));
  EXPECT_TRUE(Map.whole({5, 2}));
  // Making a synced slice whole leaves the other held one held.
  Map.assign({{2, 3}}, WholeHolder);
  EXPECT_TRUE(Map.whole({0, 3}));
  EXPECT_FALSE(Map.whole());
  EXPECT_EQ(Map.holder(3), 1);
}

TEST(PlanFetchTest, HaloExchangeBetweenTwoRanks) {
  // Slices 0-2 held by rank 0, 3-5 by rank 1; each needs one halo slice.
  HolderMap Map(6);
  Map.assign({{0, 3}}, 0);
  Map.assign({{3, 6}}, 1);
  std::vector<SliceSet> Needs{{{0, 4}}, {{2, 6}}};
  FetchPlan Zero = planFetch(Map, 0, 2, Needs);
  EXPECT_EQ(Zero.receive[1], (SliceSet{{3, 4}}));
  EXPECT_EQ(Zero.send[1], (SliceSet{{2, 3}}));
  EXPECT_TRUE(Zero.receive[0].empty());
  EXPECT_EQ(Zero.receivedSlices, 1);
  EXPECT_EQ(Zero.sentSlices, 1);
  FetchPlan One = planFetch(Map, 1, 2, Needs);
  EXPECT_EQ(One.receive[0], (SliceSet{{2, 3}}));
  EXPECT_EQ(One.send[0], (SliceSet{{3, 4}}));
}

TEST(PlanFetchTest, WholeAndOwnSlicesAreNotTransferred) {
  HolderMap Map(6);
  Map.assign({{0, 3}}, 0);
  Map.assign({{4, 6}}, 1); // slice 3 stays whole
  std::vector<SliceSet> Needs{{{0, 4}}, {{2, 6}}};
  FetchPlan Zero = planFetch(Map, 0, 2, Needs);
  EXPECT_TRUE(Zero.receive[1].empty());
  EXPECT_EQ(Zero.send[1], (SliceSet{{2, 3}}));
}

TEST(PlanFetchTest, MovedWorkFetchesAFromThirdRank) {
  // Work of slices 0..5 moved: rank 2 now needs 2..5 held by 0 and 1,
  // and rank 1 (empty now) needs nothing.
  HolderMap Map(6);
  Map.assign({{0, 3}}, 0);
  Map.assign({{3, 6}}, 1);
  std::vector<SliceSet> Needs{{{0, 2}}, {}, {{2, 6}}};
  FetchPlan Two = planFetch(Map, 2, 3, Needs);
  EXPECT_EQ(Two.receive[0], (SliceSet{{2, 3}}));
  EXPECT_EQ(Two.receive[1], (SliceSet{{3, 6}}));
  EXPECT_EQ(Two.receivedSlices, 4);
  FetchPlan One = planFetch(Map, 1, 3, Needs);
  EXPECT_EQ(One.send[2], (SliceSet{{3, 6}}));
  EXPECT_TRUE(One.send[0].empty());
}

TEST(PlanFetchTest, EveryRankNeedingEverythingIsAnAllgather) {
  HolderMap Map(4);
  for (int R = 0; R < 4; ++R)
    Map.assign({{R, R + 1}}, R);
  std::vector<SliceSet> Needs(4, SliceSet{{0, 4}});
  FetchPlan Plan = planFetch(Map, 2, 4, Needs);
  EXPECT_EQ(Plan.receivedSlices, 3);
  EXPECT_EQ(Plan.sentSlices, 3);
  EXPECT_EQ(Plan.send[0], (SliceSet{{2, 3}}));
  EXPECT_EQ(Plan.receive[3], (SliceSet{{3, 4}}));
}

TEST(HolderMapTest, KeepsRunsNotSlices) {
  // A flat grid of 27 million slices in two blocks, then chunks of a
  // dynamic schedule alternating between the ranks.
  const std::int64_t Extent = 27000000;
  HolderMap Map(Extent);
  Map.assign({{0, Extent / 2}}, 0);
  Map.assign({{Extent / 2, Extent}}, 1);
  EXPECT_EQ(Map.holder(Extent / 2 - 1), 0);
  EXPECT_EQ(Map.holder(Extent / 2), 1);
  EXPECT_EQ(Map.holder(Extent), WholeHolder);
  for (std::int64_t Chunk = 0; Chunk < 6; ++Chunk)
    Map.assign({{Chunk * 10, Chunk * 10 + 10}}, Chunk % 2);
  EXPECT_EQ(Map.holder(0), 0);
  EXPECT_EQ(Map.holder(19), 1);
  EXPECT_EQ(Map.holder(59), 1);
  EXPECT_EQ(Map.holder(60), 0);
  // Rank 1 needs everything: what rank 0 holds, in merged ranges.
  FetchPlan Plan = planFetch(Map, 1, 2, {{}, {{0, Extent}}});
  EXPECT_EQ(Plan.receive[0],
            (SliceSet{{0, 10}, {20, 30}, {40, 50}, {60, Extent / 2}}));
  EXPECT_EQ(Plan.receivedSlices, 30 + Extent / 2 - 60);
}

TEST(HolderMapTest, SplitsAndMergesRuns) {
  HolderMap Map(20);
  Map.assign({{0, 20}}, 1);
  // A whole hole in the middle splits the run; refilling it with the same
  // holder merges it again.
  Map.assign({{5, 8}}, WholeHolder);
  EXPECT_EQ(Map.holder(4), 1);
  EXPECT_EQ(Map.holder(5), WholeHolder);
  EXPECT_EQ(Map.holder(7), WholeHolder);
  EXPECT_EQ(Map.holder(8), 1);
  EXPECT_TRUE(Map.whole({5, 8}));
  EXPECT_FALSE(Map.whole({4, 6}));
  Map.assign({{5, 8}}, 1);
  FetchPlan Plan = planFetch(Map, 0, 2, {{{0, 20}}, {}});
  EXPECT_EQ(Plan.receive[1], (SliceSet{{0, 20}}));
  // Over several runs at once, one starting at the range's first slice.
  Map.assign({{0, 4}}, 0);
  Map.assign({{4, 12}}, 2);
  Map.assign({{0, 6}}, WholeHolder);
  EXPECT_EQ(Map.holder(5), WholeHolder);
  EXPECT_EQ(Map.holder(6), 2);
  EXPECT_EQ(Map.holder(12), 1);
  std::vector<std::pair<SliceRange, int>> Pieces;
  Map.forEachPiece({-3, 30}, [&](SliceRange Piece, int Holder) {
    Pieces.push_back({Piece, Holder});
  });
  ASSERT_EQ(Pieces.size(), 3u);
  EXPECT_EQ(Pieces[0].first, (SliceRange{0, 6}));
  EXPECT_EQ(Pieces[0].second, WholeHolder);
  EXPECT_EQ(Pieces[1].first, (SliceRange{6, 12}));
  EXPECT_EQ(Pieces[1].second, 2);
  EXPECT_EQ(Pieces[2].first, (SliceRange{12, 20}));
  EXPECT_EQ(Pieces[2].second, 1);
  Map.assign({{0, 20}}, WholeHolder);
  EXPECT_TRUE(Map.whole());
}

// Random assignments against a holder per slice, the map's meaning: the
// same holders, whole ranges and fetch plans after every step.
TEST(HolderMapTest, AgreesWithAHolderPerSlice) {
  std::mt19937 Random(20261129);
  const std::int64_t Extent = 64;
  for (int Trial = 0; Trial < 200; ++Trial) {
    HolderMap Map(Extent);
    std::vector<int> Model(Extent, WholeHolder);
    for (int Step = 0; Step < 12; ++Step) {
      SliceSet Set;
      std::int64_t At =
          std::uniform_int_distribution<std::int64_t>(-4, 20)(Random);
      for (int R = 0; R < 3; ++R) {
        std::int64_t Begin =
            At + std::uniform_int_distribution<int>(0, 12)(Random);
        std::int64_t End =
            Begin + std::uniform_int_distribution<int>(1, 20)(Random);
        Set.push_back({Begin, End});
        At = End + 1;
      }
      const int Rank = std::uniform_int_distribution<int>(-1, 2)(Random);
      Map.assign(Set, Rank);
      for (const SliceRange &Range : Set)
        for (std::int64_t S = std::max<std::int64_t>(Range.begin, 0);
             S < std::min(Range.end, Extent); ++S)
          Model[S] = Rank;
      for (std::int64_t S = 0; S < Extent; ++S)
        ASSERT_EQ(Map.holder(S), Model[S])
            << "trial " << Trial << " slice " << S;
      ASSERT_EQ(Map.whole(),
                std::count(Model.begin(), Model.end(), WholeHolder) == Extent);
      const std::int64_t Begin =
          std::uniform_int_distribution<int>(0, 60)(Random);
      const std::int64_t End =
          Begin + std::uniform_int_distribution<int>(0, 10)(Random);
      bool Whole = true;
      for (std::int64_t S = Begin; S < std::min(End, Extent); ++S)
        Whole &= Model[S] == WholeHolder;
      ASSERT_EQ(Map.whole({Begin, End}), Whole);
      // Rank 0 needs [Begin, End), rank 1 everything, rank 2 nothing.
      std::vector<SliceSet> Needs{{{Begin, End}}, {{0, Extent}}, {}};
      for (int Me = 0; Me < 3; ++Me) {
        FetchPlan Plan = planFetch(Map, Me, 3, Needs);
        std::int64_t Received = 0, Sent = 0;
        for (int Other = 0; Other < 3; ++Other) {
          std::vector<bool> Expected(Extent, false), Got(Extent, false);
          for (const SliceRange &Range : Needs[Me])
            for (std::int64_t S = Range.begin; S < std::min(Range.end, Extent);
                 ++S)
              if (Model[S] == Other && Other != Me)
                Expected[S] = true;
          for (const SliceRange &Range : Plan.receive[Other])
            for (std::int64_t S = Range.begin; S < Range.end; ++S)
              Got[S] = true;
          ASSERT_EQ(Got, Expected) << "trial " << Trial << " rank " << Me;
          Received += std::count(Expected.begin(), Expected.end(), true);
          std::vector<bool> ExpectedSent(Extent, false), GotSent(Extent, false);
          for (const SliceRange &Range : Needs[Other])
            for (std::int64_t S = Range.begin; S < std::min(Range.end, Extent);
                 ++S)
              if (Model[S] == Me && Other != Me)
                ExpectedSent[S] = true;
          for (const SliceRange &Range : Plan.send[Other])
            for (std::int64_t S = Range.begin; S < Range.end; ++S)
              GotSent[S] = true;
          ASSERT_EQ(GotSent, ExpectedSent)
              << "trial " << Trial << " rank " << Me;
          Sent += std::count(ExpectedSent.begin(), ExpectedSent.end(), true);
        }
        ASSERT_EQ(Plan.receivedSlices, Received);
        ASSERT_EQ(Plan.sentSlices, Sent);
      }
    }
  }
}

} // namespace
