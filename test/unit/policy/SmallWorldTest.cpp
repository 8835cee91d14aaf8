//===- SmallWorldTest.cpp - The work-stealing overlay ---------------------===//

#include "policy/schedules/SmallWorld.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace autolb::policy;

TEST(SmallWorld, RingDistance) {
  EXPECT_EQ(ringDistance(0, 1, 8), 1);
  EXPECT_EQ(ringDistance(0, 7, 8), 1);
  EXPECT_EQ(ringDistance(2, 6, 8), 4);
  EXPECT_EQ(ringDistance(6, 1, 8), 3);
  EXPECT_EQ(ringDistance(3, 3, 8), 0);
}

TEST(SmallWorld, ShortcutsAreCeilLog2) {
  EXPECT_EQ(defaultShortcuts(1), 0);
  EXPECT_EQ(defaultShortcuts(2), 1);
  EXPECT_EQ(defaultShortcuts(3), 2);
  EXPECT_EQ(defaultShortcuts(4), 2);
  EXPECT_EQ(defaultShortcuts(4096), 12);
  EXPECT_EQ(defaultShortcuts(4097), 13);
}

TEST(SmallWorld, SmallRingsAreEveryOtherRank) {
  EXPECT_TRUE(smallWorldPartners(0, 1, 3, 1).empty());
  EXPECT_EQ(smallWorldPartners(0, 2, 3, 1), (std::vector<int>{1}));
  EXPECT_EQ(smallWorldPartners(1, 3, 3, 1), (std::vector<int>{2, 0}));
  // Four ranks: the neighbours, then the one at distance 2.
  EXPECT_EQ(smallWorldPartners(1, 4, 5, 1), (std::vector<int>{2, 0, 3}));
  EXPECT_EQ(smallWorldPartners(1, 4, 0, 1), (std::vector<int>{2, 0}));
  EXPECT_TRUE(smallWorldPartners(4, 4, 2, 1).empty());
}

TEST(SmallWorld, DeterministicDistinctAndLogarithmic) {
  const int Ranks = 4096, Shortcuts = defaultShortcuts(Ranks);
  for (int Rank : {0, 17, 2048, 4095}) {
    const std::vector<int> P = smallWorldPartners(Rank, Ranks, Shortcuts, 9);
    EXPECT_EQ(P, smallWorldPartners(Rank, Ranks, Shortcuts, 9));
    ASSERT_EQ(P.size(), 2u + Shortcuts);
    EXPECT_EQ(P[0], (Rank + 1) % Ranks);
    EXPECT_EQ(P[1], (Rank + Ranks - 1) % Ranks);
    EXPECT_EQ(std::set<int>(P.begin(), P.end()).size(), P.size());
    for (int Partner : P) {
      EXPECT_NE(Partner, Rank);
      EXPECT_GE(Partner, 0);
      EXPECT_LT(Partner, Ranks);
    }
  }
  EXPECT_NE(smallWorldPartners(17, Ranks, Shortcuts, 9),
            smallWorldPartners(17, Ranks, Shortcuts, 10));
}

TEST(SmallWorld, ShortcutsFavourNearRanksAsOneOverDistance) {
  // On 1024 ranks, P(D <= 16) / P(D > 16) for shortcut distances 2..512
  // with weight 1/D is (H(16) - 1) / (H(512) - H(16)) = 2.381 / 3.001.
  int Near = 0, Far = 0;
  for (int Rank = 0; Rank < 1024; ++Rank) {
    const std::vector<int> P = smallWorldPartners(Rank, 1024, 10, 3);
    for (std::size_t I = 2; I < P.size(); ++I)
      (ringDistance(Rank, P[I], 1024) <= 16 ? Near : Far) += 1;
  }
  double HarmonicNear = 0, HarmonicFar = 0;
  for (int D = 2; D <= 512; ++D)
    (D <= 16 ? HarmonicNear : HarmonicFar) += 1.0 / D;
  // Distinct draws skew slightly toward far ranks (near ones repeat).
  EXPECT_NEAR(static_cast<double>(Near) / Far, HarmonicNear / HarmonicFar, 0.1);
}
