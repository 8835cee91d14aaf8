//===- SpeedTrace.cpp - A simulated rank's speed over time ----------------===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "SpeedTrace.h"

#include "policy/common/SplitMix.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace autolb::sim {

SpeedTrace::SpeedTrace() : SpeedTrace({SpeedSegment{1.0, 1.0}}) {}

SpeedTrace::SpeedTrace(std::vector<SpeedSegment> SegmentsIn, double PhaseIn)
    : Segments(std::move(SegmentsIn)) {
  if (Segments.empty())
    throw std::invalid_argument("speed trace without segments");
  Starts.push_back(0.0);
  WorkBefore.push_back(0.0);
  for (const SpeedSegment &S : Segments) {
    if (!(S.seconds > 0.0) || !std::isfinite(S.seconds))
      throw std::invalid_argument("speed segment of non-positive duration");
    if (!(S.speed >= 0.0) || !std::isfinite(S.speed))
      throw std::invalid_argument("negative speed");
    Starts.push_back(Starts.back() + S.seconds);
    WorkBefore.push_back(WorkBefore.back() + S.seconds * S.speed);
  }
  CycleSeconds = Starts.back();
  CycleWork = WorkBefore.back();
  if (!(CycleWork > 0.0))
    throw std::invalid_argument("speed trace that never computes");
  Phase = std::fmod(PhaseIn, CycleSeconds);
  if (Phase < 0.0)
    Phase += CycleSeconds;
}

SpeedTrace SpeedTrace::dedicated() { return SpeedTrace(); }

SpeedTrace SpeedTrace::roundRobin(double Quantum, int Competitors,
                                  double Phase) {
  if (Competitors < 1)
    return dedicated();
  return SpeedTrace({{Quantum, 1.0}, {Quantum * Competitors, 0.0}}, Phase);
}

SpeedTrace SpeedTrace::quota(double Share, double Period, double Phase) {
  if (Share >= 1.0)
    return dedicated();
  return SpeedTrace({{Share * Period, 1.0}, {(1.0 - Share) * Period, 0.0}},
                    Phase);
}

SpeedTrace SpeedTrace::oscillating(double Period, double Duty,
                                   double LoadedSpeed, double Phase) {
  if (Duty <= 0.0)
    return dedicated();
  if (Duty >= 1.0)
    return SpeedTrace({{Period, LoadedSpeed}}, Phase);
  return SpeedTrace(
      {{Duty * Period, LoadedSpeed}, {(1.0 - Duty) * Period, 1.0}}, Phase);
}

SpeedTrace SpeedTrace::jitter(double Seconds, double Amplitude, int Count,
                              std::uint64_t Seed) {
  std::vector<SpeedSegment> Pieces;
  for (int I = 0; I < std::max(Count, 1); ++I)
    Pieces.push_back(
        {Seconds, 1.0 + Amplitude * (2.0 * policy::splitMixUnit(Seed) - 1.0)});
  return SpeedTrace(std::move(Pieces));
}

SpeedTrace SpeedTrace::step(double At, double After) {
  // A cycle far longer than any simulated run stands for "forever".
  constexpr double Forever = 1e12;
  if (At <= 0.0)
    return SpeedTrace({{Forever, After}});
  return SpeedTrace({{At, 1.0}, {Forever, After}});
}

double SpeedTrace::integral(double X) const {
  const double Cycles = std::floor(X / CycleSeconds);
  const double Within = X - Cycles * CycleSeconds;
  const std::size_t I = std::min<std::size_t>(
      std::upper_bound(Starts.begin(), Starts.end(), Within) - Starts.begin() -
          1,
      Segments.size() - 1);
  return Cycles * CycleWork + WorkBefore[I] +
         (Within - Starts[I]) * Segments[I].speed;
}

double SpeedTrace::work(double Begin, double End) const {
  if (End <= Begin)
    return 0.0;
  return integral(End + Phase) - integral(Begin + Phase);
}

double SpeedTrace::finish(double Start, double Work) const {
  if (!(Work > 0.0))
    return Start;
  const double Target = integral(Start + Phase) + Work;
  double Cycles = std::floor(Target / CycleWork);
  double Rest = Target - Cycles * CycleWork;
  // Exactly at a cycle's end: finish in that cycle, not after the idle
  // pieces that start the next.
  if (Rest <= 0.0 && Cycles > 0.0) {
    Cycles -= 1.0;
    Rest = CycleWork;
  }
  // The first piece whose end reaches Rest computes (its work is > 0).
  const std::size_t I = std::min<std::size_t>(
      std::lower_bound(WorkBefore.begin() + 1, WorkBefore.end(), Rest) -
          WorkBefore.begin() - 1,
      Segments.size() - 1);
  const double X = Cycles * CycleSeconds + Starts[I] +
                   (Rest - WorkBefore[I]) / Segments[I].speed;
  return std::max(Start, X - Phase);
}

} // namespace autolb::sim
