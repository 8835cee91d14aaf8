//===- HoldNoise.cpp - The noise gate -------------------------------------===//
//
// Part of autolb. A rate difference inside the measured noise is no
// imbalance: the filtered rfract, a relative difference of two filtered
// rates, must exceed half the largest relative spread of one raw rate
// around its filtered trend among the working ranks (on this machine a
// dedicated rank's rate jitters by 20-35 %). Needs the filter's bands
// (ALB_FILTER) and ALB_NOISE_GATE.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Guard.h"

#include <algorithm>

namespace autolb::policy {

namespace {

/// The gate's share of the band.
constexpr double NoiseGateFraction = 0.5;

double largestBand(const std::vector<double> &Bands,
                   const std::vector<bool> &Available) {
  double Largest = 0.0;
  for (std::size_t Rank = 0; Rank < Bands.size(); ++Rank)
    if (isAvailableRank(Available, Rank))
      Largest = std::max(Largest, Bands[Rank]);
  return Largest;
}

} // namespace

GuardVerdict holdNoise(GuardState &State) {
  const Decision &D = State.decision;
  if (State.settings.filter && State.settings.noiseGate &&
      D.filteredImbalance.reduction <
          NoiseGateFraction * largestBand(D.bands, State.scan.Available)) {
    State.episode.open = false;
    return GuardVerdict::hold(DecisionOutcome::Noise);
  }
  return GuardVerdict::pass();
}

} // namespace autolb::policy
