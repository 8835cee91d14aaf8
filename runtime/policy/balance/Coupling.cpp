//===- Coupling.cpp - What a move can gain on a coupled nest --------------===//
//
// Part of autolb. See Coupling.h and README.md for the model.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Coupling.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

void OnOffDetector::observe(double Rate) {
  if (!(Rate > 0.0) || !std::isfinite(Rate))
    return;
  Rates[Count % Window] = Rate;
  ++Count;
  if (!settled())
    return;
  const auto [Slowest, Fastest] = std::minmax_element(Rates, Rates + Window);
  Seen = Seen || *Fastest >= Swing * *Slowest;
}

void RecentReports::observe(double Iterations, double ComputeSeconds,
                            double LongestOffSeconds) {
  if (!(Iterations > 0.0) || !std::isfinite(Iterations) ||
      !(ComputeSeconds > 0.0) || !std::isfinite(ComputeSeconds))
    return;
  const bool OffMeasured =
      LongestOffSeconds > 0.0 && std::isfinite(LongestOffSeconds);
  Reports[Count % Window] = {Iterations, ComputeSeconds,
                             OffMeasured ? LongestOffSeconds : 0.0};
  ++Count;
}

double RecentReports::averageRate() const {
  const int Seen = std::min(Count, Window);
  double Done = 0.0, Time = 0.0;
  for (int Report = 0; Report < Seen; ++Report) {
    Done += Reports[Report].iterations;
    Time += Reports[Report].computeSeconds;
  }
  return Seen > 0 ? Done / Time : 0.0;
}

double RecentReports::onOffPeriodSeconds(double Share) const {
  if (!(Share > 0.0) || Share > LargestShare)
    return OnOffPeriodSeconds;
  const int Seen = std::min(Count, Window);
  double Longest = 0.0;
  for (int Report = 0; Report < Seen; ++Report)
    Longest = std::max(Longest, Reports[Report].longestOffSeconds);
  return Longest > 0.0 ? Longest / (1.0 - Share) : OnOffPeriodSeconds;
}

CoupledLoad coupledLoad(double LoadedShare, double PeriodSeconds,
                        double ExecutionSeconds) {
  if (!(LoadedShare > 0.0) || !(PeriodSeconds > 0.0) ||
      !(ExecutionSeconds > 0.0))
    return {};
  const double Q = std::min(LoadedShare, 1.0);
  return {Q * PeriodSeconds / ExecutionSeconds, Q, PeriodSeconds};
}

double coupledThroughput(const CoupledLoad &Load, double Share) {
  if (!Load.valid() || !(Share > 0.0) || !(Share < 1.0))
    return 0.0;
  const double X = Load.x, Rest = 1.0 - Share;
  return std::min(X / Share, std::min(X / Rest + 1.0, X / (Load.share * Rest)));
}

double bestCoupledShare(const CoupledLoad &Load) {
  if (!Load.valid())
    return 0.0;
  const double B = 1.0 + 2.0 * Load.x;
  return std::max((B - std::sqrt(B * B - 4.0 * Load.x)) / 2.0,
                  Load.share / (1.0 + Load.share));
}

double coupledGainBound(const CoupledLoad &Load, double Share) {
  const double Now = coupledThroughput(Load, Share);
  if (!(Now > 0.0))
    return 0.0;
  return std::max(1.0, coupledThroughput(Load, bestCoupledShare(Load)) / Now);
}

std::vector<double> coupledTarget(const std::vector<std::int64_t> &Allocation,
                                  int Slowest, int Fastest, double BestShare) {
  const int Ranks = static_cast<int>(Allocation.size());
  if (Slowest < 0 || Fastest < 0 || Slowest >= Ranks || Fastest >= Ranks ||
      Slowest == Fastest || !(BestShare > 0.0 && BestShare < 1.0))
    return {};
  std::vector<double> Weights(Allocation.begin(), Allocation.end());
  const double Pair = Weights[Slowest] + Weights[Fastest];
  Weights[Slowest] = BestShare * Pair;
  Weights[Fastest] = Pair - Weights[Slowest];
  return Weights;
}

} // namespace autolb::policy
