//===- AloneTrial.cpp - One period distributed, one on rank 0 alone -------===//
//
// Part of autolb. See AloneTrial.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/AloneTrial.h"

#include "policy/common/Measured.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace autolb::policy {

int repeatingPeriod(const std::vector<int> &Ids, int MaxPeriod) {
  const std::size_t N = Ids.size();
  for (int P = 1; P <= MaxPeriod && 3 * static_cast<std::size_t>(P) <= N; ++P) {
    bool Repeats = true;
    for (std::size_t I = N - 2 * P; I < N && Repeats; ++I)
      Repeats = Ids[I] == Ids[I - P];
    if (Repeats)
      return P;
  }
  return 0;
}

int periodsPerStretch(const AloneTrialModel &Model, double PeriodSeconds) {
  if (!isUsable(PeriodSeconds))
    return Model.maxPeriodsPerStretch;
  const double Periods = std::ceil(Model.minStretchSeconds / PeriodSeconds);
  return static_cast<int>(std::clamp(
      Periods, 1.0, static_cast<double>(Model.maxPeriodsPerStretch)));
}

double irregularity(const std::vector<double> &Lengths) {
  if (Lengths.empty() || !std::all_of(Lengths.begin(), Lengths.end(), isUsable))
    return std::numeric_limits<double>::infinity();
  const auto [Shortest, Longest] =
      std::minmax_element(Lengths.begin(), Lengths.end());
  return *Longest / *Shortest;
}

bool worthTrying(const AloneTrialModel &Model, double ReplicatedShare,
                 double Irregularity) {
  return ReplicatedShare >= Model.minReplicatedShare &&
         Irregularity <= Model.maxIrregularity;
}

bool distributedWins(const AloneTrialModel &Model, double DistributedSeconds,
                     double AloneSeconds) {
  if (!isUsable(DistributedSeconds) || !isUsable(AloneSeconds))
    return false;
  return DistributedSeconds * (1.0 + Model.margin) < AloneSeconds;
}

AloneVerdict aloneVerdict(const AloneTrialModel &Model,
                          const std::vector<StretchPair> &Pairs) {
  for (const StretchPair &P : Pairs)
    if (!distributedWins(Model, P.distributedSeconds, P.aloneSeconds))
      return AloneVerdict::Alone;
  return Pairs.size() >= static_cast<std::size_t>(Model.winsToKeep)
             ? AloneVerdict::Distributed
             : AloneVerdict::Undecided;
}

} // namespace autolb::policy
