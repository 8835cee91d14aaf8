//===- RankCountAdvice.cpp - How many ranks a nest should use -------------===//
//
// Part of autolb. See RankCountAdvice.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/RankCountAdvice.h"
#include "policy/common/Measured.h"

#include <algorithm>

namespace autolb::policy {

double predictedExecutionSeconds(const ExecutionModel &Model, int Ranks) {
  const double X = std::max(Ranks, 1);
  return (X + 1.0) * usableOrZero(Model.messageSeconds) +
         (usableOrZero(Model.computeSeconds) +
          usableOrZero(Model.transferSeconds)) /
             X +
         usableOrZero(Model.latencySeconds);
}

double performanceIndex(const ExecutionModel &Model, int Ranks) {
  if (!isUsable(Model.computeSeconds))
    return 0.0;
  const double Seconds = predictedExecutionSeconds(Model, Ranks);
  return std::max(Ranks, 1) * Seconds * Seconds / Model.computeSeconds;
}

RankCountAdvice adviseRankCount(const ExecutionModel &Model, int MaxRanks) {
  RankCountAdvice Advice;
  if (!isUsable(Model.computeSeconds))
    return Advice;
  double Best = 0.0;
  for (int X = 1; X <= std::max(MaxRanks, 1); ++X) {
    const double Index = performanceIndex(Model, X);
    if (Advice.ranks == 0 || Index < Best) {
      Best = Index;
      Advice.ranks = X;
    }
  }
  Advice.seconds = predictedExecutionSeconds(Model, Advice.ranks);
  return Advice;
}

} // namespace autolb::policy
