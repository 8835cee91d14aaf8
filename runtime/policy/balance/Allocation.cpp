//===- Allocation.cpp - Integer work allocation proportional to rates -----===//
//
// Part of autolb. See Allocation.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Allocation.h"
#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace autolb::policy {

namespace {

double usableRate(const std::vector<double> &Rates, std::size_t Rank) {
  if (Rank >= Rates.size())
    return 0.0;
  return usableOrZero(Rates[Rank]);
}

} // namespace

const char *allocationRuleName(AllocationRule Rule) {
  switch (Rule) {
  case AllocationRule::Proportional:
    return "proportional";
  case AllocationRule::KeptCurrent:
    return "kept-current";
  case AllocationRule::SingleRank:
    return "single-rank";
  }
  return "unknown";
}

Allocation allocateProportional(const std::vector<std::int64_t> &Current,
                                const std::vector<double> &Rates,
                                std::int64_t MinimumPerWorkingRank) {
  const std::size_t Ranks = Current.size();
  const std::int64_t Minimum = std::max<std::int64_t>(MinimumPerWorkingRank, 1);
  std::int64_t Total = 0;
  for (std::int64_t Owned : Current)
    Total += std::max<std::int64_t>(Owned, 0);

  Allocation Result;
  // Ranks with a positive rate: the candidates for work.
  std::vector<std::size_t> Working;
  Working.reserve(Ranks);
  for (std::size_t Rank = 0; Rank < Ranks; ++Rank)
    if (usableRate(Rates, Rank) > 0.0)
      Working.push_back(Rank);
  if (Working.empty()) {
    Result.iterations = Current;
    Result.rule = AllocationRule::KeptCurrent;
    return Result;
  }
  Result.iterations.assign(Ranks, 0);
  if (Total == 0)
    return Result;
  // Drop the slowest ranks while their share is below the minimum; each
  // drop raises the others' shares, so one pass from the slow end suffices.
  // With a minimum of 1 any positive integer qualifies: rounding alone
  // decides (a share below 1 may round to 0 or 1), so nothing is dropped
  // and the sort is skipped.
  long double RateSum = 0.0L;
  for (std::size_t Rank : Working)
    RateSum += usableRate(Rates, Rank);
  const long double TotalL = static_cast<long double>(Total);
  if (Minimum > 1) {
    // Fastest first; among equal rates the lower rank first, so the higher
    // rank is dropped first.
    std::sort(Working.begin(), Working.end(),
              [&](std::size_t A, std::size_t B) {
                const double RateA = usableRate(Rates, A);
                const double RateB = usableRate(Rates, B);
                return RateA != RateB ? RateA > RateB : A < B;
              });
    while (Working.size() > 1) {
      const long double Slowest = usableRate(Rates, Working.back());
      if (TotalL * Slowest / RateSum >= static_cast<long double>(Minimum))
        break;
      RateSum -= Slowest;
      Working.pop_back();
      ++Result.droppedRanks;
    }
  }
  if (Working.size() == 1) {
    Result.iterations[Working.front()] = Total;
    if (Total < Minimum)
      Result.rule = AllocationRule::SingleRank;
    return Result;
  }

  // Floors (truncation: shares are non-negative) and fractional parts.
  struct Share {
    std::size_t Rank;
    double Fraction;
  };
  std::vector<Share> Shares;
  Shares.reserve(Working.size());
  std::int64_t Assigned = 0;
  const long double Scale = TotalL / RateSum;
  for (std::size_t Rank : Working) {
    const long double Exact = Scale * usableRate(Rates, Rank);
    const std::int64_t Floor = static_cast<std::int64_t>(Exact);
    Result.iterations[Rank] = Floor;
    Assigned += Floor;
    Shares.push_back(
        {Rank, static_cast<double>(Exact - static_cast<long double>(Floor))});
  }
  // Largest fraction first, lower rank first among equal fractions: a total
  // order, so the result does not depend on the sorting algorithm.
  const auto LargerFraction = [](const Share &A, const Share &B) {
    return A.Fraction != B.Fraction ? A.Fraction > B.Fraction : A.Rank < B.Rank;
  };
  std::int64_t Remainder = Total - Assigned;
  const std::int64_t Count = static_cast<std::int64_t>(Shares.size());
  if (Remainder > 0 && Remainder < Count) {
    // The usual case: only which Remainder shares are largest matters, an
    // O(P) selection.
    std::nth_element(Shares.begin(), Shares.begin() + (Remainder - 1),
                     Shares.end(), LargerFraction);
    for (std::int64_t I = 0; I < Remainder; ++I)
      ++Result.iterations[Shares[static_cast<std::size_t>(I)].Rank];
    Remainder = 0;
  } else if (Remainder != 0) {
    // Only reachable through a rounding error of the long double shares:
    // spread the difference in fraction order, cyclically.
    std::sort(Shares.begin(), Shares.end(), LargerFraction);
    for (std::size_t I = 0; Remainder > 0; I = (I + 1) % Shares.size()) {
      ++Result.iterations[Shares[I].Rank];
      --Remainder;
    }
    const std::int64_t Lowest = Minimum > 1 ? Minimum : 0;
    for (std::size_t I = Shares.size(); Remainder < 0;) {
      I = (I == 0 ? Shares.size() : I) - 1; // Smallest fractions first.
      std::int64_t &Owned = Result.iterations[Shares[I].Rank];
      if (Owned > Lowest) {
        --Owned;
        ++Remainder;
      }
    }
  }
  // With d > 1, a share within rounding error of d may have been floored
  // just below it; take the difference from the largest allocation, which
  // has spare iterations because the total covers every working rank's d.
  if (Minimum > 1) {
    for (const Share &S : Shares) {
      std::int64_t &Owned = Result.iterations[S.Rank];
      while (Owned < Minimum) {
        auto Largest = std::max_element(Result.iterations.begin(),
                                        Result.iterations.end());
        if (*Largest <= Minimum)
          break;
        --*Largest;
        ++Owned;
      }
    }
  }
  return Result;
}

} // namespace autolb::policy
