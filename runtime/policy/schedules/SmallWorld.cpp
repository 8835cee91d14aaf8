//===- SmallWorld.cpp - Whom a rank may steal from ------------------------===//
//
// Part of autolb. See SmallWorld.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/SmallWorld.h"
#include "policy/common/SplitMix.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

int ringDistance(int A, int B, int Ranks) {
  const int D = std::abs(A - B) % std::max(Ranks, 1);
  return std::min(D, Ranks - D);
}

int defaultShortcuts(int Ranks) {
  int Log = 0;
  while ((1LL << Log) < Ranks)
    ++Log;
  return Log;
}

std::vector<int> smallWorldPartners(int Rank, int Ranks, int Shortcuts,
                                    std::uint64_t Seed) {
  std::vector<int> Partners;
  if (Ranks < 2 || Rank < 0 || Rank >= Ranks)
    return Partners;
  const auto Add = [&](int Partner) {
    if (Partner != Rank &&
        std::find(Partners.begin(), Partners.end(), Partner) == Partners.end())
      Partners.push_back(Partner);
  };
  Add((Rank + 1) % Ranks);
  Add((Rank + Ranks - 1) % Ranks);
  // Shortcut distances 2 .. Ranks/2: distance D reaches two ranks (one when
  // it is exactly half the ring), each with weight 1 / D.
  const int Farthest = Ranks / 2;
  std::vector<double> Cumulative;
  for (int D = 2; D <= Farthest; ++D) {
    const int Ways = 2 * D == Ranks ? 1 : 2;
    Cumulative.push_back((Cumulative.empty() ? 0.0 : Cumulative.back()) +
                         Ways / static_cast<double>(D));
  }
  const std::size_t Wanted =
      Partners.size() + std::min<std::size_t>(std::max(Shortcuts, 0),
                                              static_cast<std::size_t>(Ranks) -
                                                  1 - Partners.size());
  std::uint64_t State =
      Seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(Rank) + 1));
  while (Partners.size() < Wanted) {
    const double Pick = splitMixUnit(State) * Cumulative.back();
    const int D =
        2 + static_cast<int>(
                std::upper_bound(Cumulative.begin(), Cumulative.end(), Pick) -
                Cumulative.begin());
    const bool Right = 2 * D == Ranks || (splitMix64(State) & 1) == 0;
    Add(Right ? (Rank + D) % Ranks : (Rank + Ranks - D) % Ranks);
  }
  return Partners;
}

} // namespace autolb::policy
