//===- GrainSearch.cpp - Measured refinement of the pipeline grain --------===//

#include "policy/schedules/GrainSearch.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

GrainSearch::GrainSearch(GrainSearchSettings settings) : Settings(settings) {
  Settings.executionsPerProbe = std::max(Settings.executionsPerProbe, 1);
  if (!(Settings.improvement >= 0.0))
    Settings.improvement = 0.0;
}

void GrainSearch::start(std::int64_t modelBlockSize, std::int64_t tripCount) {
  if (Phase != SearchPhase::Idle)
    return;
  TripCount = std::max<std::int64_t>(tripCount, 1);
  ModelBlock = std::clamp<std::int64_t>(modelBlockSize, 1, TripCount);
  tryProbe(SearchPhase::Up, ModelBlock);
}

std::int64_t GrainSearch::blockSize() const {
  if (Phase == SearchPhase::Idle)
    return 0;
  return Phase == SearchPhase::Done ? BestBlock : Current;
}

void GrainSearch::record(double seconds) {
  if (!searching() || !std::isfinite(seconds) || seconds < 0.0)
    return;
  CurrentBest = CurrentRuns == 0 ? seconds : std::min(CurrentBest, seconds);
  if (++CurrentRuns < Settings.executionsPerProbe)
    return;
  Probes.push_back({Current, CurrentBest});
  const bool Improved =
      BestBlock == 0 ||
      CurrentBest < BestSeconds * (1.0 - Settings.improvement);
  if (Improved) {
    BestBlock = Current;
    BestSeconds = CurrentBest;
  }
  advance(Improved);
}

void GrainSearch::advance(bool improved) {
  switch (Phase) {
  case SearchPhase::Up:
    UpMisses = improved ? 0 : UpMisses + 1;
    if (UpMisses < 2 &&
        tryProbe(SearchPhase::Up, std::min(Current * 2, TripCount)))
      return;
    if (BestBlock == ModelBlock && tryProbe(SearchPhase::Down, ModelBlock / 2))
      return;
    refine();
    return;
  case SearchPhase::Down:
    if (improved && tryProbe(SearchPhase::Down, Current / 2))
      return;
    refine();
    return;
  case SearchPhase::RefineUp:
    if (!improved &&
        tryProbe(SearchPhase::RefineDown, std::llround(RefineCenter / M_SQRT2)))
      return;
    Phase = SearchPhase::Done;
    return;
  case SearchPhase::RefineDown:
  case SearchPhase::Idle:
  case SearchPhase::Done:
    Phase = SearchPhase::Done;
    return;
  }
}

void GrainSearch::refine() {
  RefineCenter = BestBlock;
  if (tryProbe(SearchPhase::RefineUp, std::llround(RefineCenter * M_SQRT2)) ||
      tryProbe(SearchPhase::RefineDown, std::llround(RefineCenter / M_SQRT2)))
    return;
  Phase = SearchPhase::Done;
}

bool GrainSearch::tryProbe(SearchPhase P, std::int64_t Block) {
  if (Block < 1 || Block > TripCount || probed(Block))
    return false;
  Phase = P;
  Current = Block;
  CurrentRuns = 0;
  CurrentBest = 0.0;
  return true;
}

bool GrainSearch::probed(std::int64_t Block) const {
  return std::any_of(Probes.begin(), Probes.end(),
                     [&](const GrainProbe &G) { return G.blockSize == Block; });
}

} // namespace autolb::policy
