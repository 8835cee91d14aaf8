//===- MoveTrial.cpp - Every move is a trial, undone when it lost ---------===//

#include "policy/balance/MoveTrial.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace autolb::policy {

namespace {

/// Positive when two changes of allocation shift work the same way.
double alignment(const std::vector<std::int64_t> &FromA,
                 const std::vector<std::int64_t> &ToA,
                 const std::vector<std::int64_t> &ChangeB) {
  if (FromA.size() != ToA.size() || ToA.size() != ChangeB.size())
    return 0.0;
  double Dot = 0.0;
  for (std::size_t Rank = 0; Rank < ToA.size(); ++Rank)
    Dot += static_cast<double>(ToA[Rank] - FromA[Rank]) *
           static_cast<double>(ChangeB[Rank]);
  return Dot;
}

} // namespace

const char *trialVerdictName(TrialVerdict Verdict) {
  switch (Verdict) {
  case TrialVerdict::None:
    return "none";
  case TrialVerdict::Even:
    return "even";
  case TrialVerdict::Paid:
    return "paid";
  case TrialVerdict::Lost:
    return "lost";
  }
  return "unknown";
}

double MoveTrial::Window::seconds() const {
  double Sum = 0.0;
  for (const auto &[Wall, Phases] : Periods)
    Sum += Wall;
  return Sum;
}

std::int64_t MoveTrial::Window::phases() const {
  std::int64_t Sum = 0;
  for (const auto &[Wall, Phases] : Periods)
    Sum += Phases;
  return Sum;
}

MoveTrial::MoveTrial(MoveTrialSettings Settings) : Settings(Settings) {}

bool MoveTrial::covers(const Window &W) const {
  return W.seconds() >= Settings.windowSeconds &&
         static_cast<int>(W.Periods.size()) >= Settings.periods;
}

bool MoveTrial::ready() const { return !Pending && covers(Before); }

TrialVerdict MoveTrial::observe(double WallSeconds, std::int64_t Phases) {
  if (!std::isfinite(WallSeconds) || WallSeconds <= 0.0 || Phases <= 0)
    return TrialVerdict::None;
  if (!Pending) {
    // The most recent periods that still cover a window.
    Before.Periods.emplace_back(WallSeconds, Phases);
    while (!Before.Periods.empty()) {
      Window Shorter = Before;
      Shorter.Periods.pop_front();
      if (!covers(Shorter))
        break;
      Before = Shorter;
    }
    return TrialVerdict::None;
  }
  After.Periods.emplace_back(WallSeconds, Phases);
  if (!covers(After))
    return TrialVerdict::None;
  Pending = false;
  LastRealized = 1.0 - After.pace() / PaceBefore;
  const std::vector<std::size_t> Applying =
      applyingLessons(AllocationBefore, AllocationAfter, Predicted);
  // The periods after the move are the new allocation's pace.
  Before = After;
  After.Periods.clear();
  // A direction that lost before must now gain to stay: small steps
  // "even" within the margin would otherwise add up to the same loss.
  const double Bar =
      Applying.empty() ? -Settings.lossMargin : Settings.lossMargin;
  if (LastRealized < Bar) {
    ++Lost;
    if (Settings.enabled) {
      Undo = AllocationBefore;
      learnLoss(Applying);
      // The pace before the next move is measured after the undo.
      Before.Periods.clear();
    }
    return TrialVerdict::Lost;
  }
  // Gained in a direction that lost before: its steps double again, and a
  // lesson back at whole steps is forgotten.
  for (std::size_t Index : Applying)
    Lessons[Index].Step = std::min(1.0, Lessons[Index].Step * 2.0);
  Lessons.erase(std::remove_if(Lessons.begin(), Lessons.end(),
                               [](const Lesson &L) { return L.Step >= 1.0; }),
                Lessons.end());
  if (LastRealized >= 0.5 * Predicted) {
    ++Paid;
    return TrialVerdict::Paid;
  }
  ++Even;
  return TrialVerdict::Even;
}

void MoveTrial::start(const std::vector<std::int64_t> &AllocationBeforeMove,
                      const std::vector<std::int64_t> &AllocationAfterMove,
                      double PredictedRfract) {
  const bool Known = covers(Before);
  const double Pace = Known ? Before.pace() : 0.0;
  restart();
  // Without a pace before the move there is nothing to judge it by.
  if (!Known)
    return;
  PaceBefore = Pace;
  Pending = true;
  Predicted = PredictedRfract;
  AllocationBefore = AllocationBeforeMove;
  AllocationAfter = AllocationAfterMove;
}

void MoveTrial::restart() {
  Before.Periods.clear();
  After.Periods.clear();
  Pending = false;
  Undo.clear();
}

std::vector<std::size_t>
MoveTrial::applyingLessons(const std::vector<std::int64_t> &From,
                           const std::vector<std::int64_t> &To,
                           double PredictedRfract) const {
  std::vector<std::size_t> Applying;
  for (std::size_t Index = 0; Index < Lessons.size(); ++Index)
    if (alignment(From, To, Lessons[Index].Direction) > 0.0 &&
        PredictedRfract <=
            Settings.newImbalanceFactor * Lessons[Index].Predicted)
      Applying.push_back(Index);
  return Applying;
}

void MoveTrial::learnLoss(const std::vector<std::size_t> &Applying) {
  for (std::size_t Index : Applying) {
    Lessons[Index].Step /= 2.0;
    Lessons[Index].Predicted = std::max(Lessons[Index].Predicted, Predicted);
  }
  if (!Applying.empty())
    return;
  Lesson New;
  New.Direction.resize(AllocationAfter.size());
  for (std::size_t Rank = 0; Rank < New.Direction.size(); ++Rank)
    New.Direction[Rank] = AllocationAfter[Rank] - AllocationBefore[Rank];
  New.Predicted = Predicted;
  New.Step = 0.5;
  Lessons.push_back(New);
  if (Lessons.size() > MaximumLessons)
    Lessons.erase(Lessons.begin());
}

double MoveTrial::step(const std::vector<std::int64_t> &From,
                       const std::vector<std::int64_t> &To,
                       double PredictedRfract) const {
  double Step = 1.0;
  for (std::size_t Index : applyingLessons(From, To, PredictedRfract))
    Step = std::min(Step, Lessons[Index].Step);
  return Step;
}

double MoveTrial::smallestStep() const {
  double Step = 1.0;
  for (const Lesson &L : Lessons)
    Step = std::min(Step, L.Step);
  return Step;
}

} // namespace autolb::policy
