//===- MoveTrial.h - Every move is a trial, undone when it lost -*- C++ -*-===//
//
// Part of autolb. Rates say how fast each rank computes, not how fast the
// coupled program runs: in-place SOR under a CPU quota computes while the
// loaded rank has CPU and waits while it is frozen, so moving rows to the
// fast rank by the rates makes it the bottleneck while both run (the model
// in README.md: 12 % slower than static, measured 20-26 %). Nothing in the
// rates shows that; the program's own pace does. So each move is a trial:
//   - pace = wall time per phase on the balancing rank over a window of at
//     least `windowSeconds` and `periods` periods: the last such window
//     under the old allocation (before), the first after the move, its
//     own cost included (after);
//   - one move at a time: none while a trial runs or before the pace
//     before is known;
//   - realized = 1 - after / before;
//   - lost (realized < -lossMargin): the allocation before the move comes
//     back at the next interaction, and the step toward the target
//     allocation for moves in the same direction halves (a move in the
//     same direction shifts work the same way: positive dot product of
//     the changes) on an imbalance of the same size (predicted rfract at
//     most twice the lost moves'; a larger one is a new load); below
//     `minimumStep` such moves stop;
//   - in a direction that lost before, a move must gain (realized at least
//     +lossMargin) or it lost too: small steps "even" within the margin
//     would add up to the loss; one that gains doubles the step again (at
//     most 1);
//   - otherwise the move stays: paid (realized at least half its
//     prediction) or even.
// A window of 0.4 s covers four periods of a CPU quota's enforcement
// (100 ms, the coarsest scheduling granularity a rank sees under Linux's
// CFS bandwidth control) and tens of time-sharing slices.
//
// Halving the step after each loss is a line search for the best
// allocation between the old one and the rates' one, which for a coupled
// pipeline is the model's f*; on a dedicated machine it stops the moves
// that jitter provoked.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_MOVETRIAL_H
#define AUTOLB_POLICY_MOVETRIAL_H

#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

namespace autolb::policy {

struct MoveTrialSettings {
  /// ALB_MOVE_TRIAL: false = moves are measured but never undone.
  bool enabled = true;
  /// Shortest window a pace is measured over [s].
  double windowSeconds = 0.4;
  /// Fewest periods a pace is measured over.
  int periods = 1;
  /// A move that realized less than -lossMargin lost.
  double lossMargin = 0.03;
  /// Smallest step toward the target allocation (the rates', or f* on a
  /// coupled nest); below it, no move.
  double minimumStep = 1.0 / 8.0;
  /// A lesson applies to moves whose predicted rfract is at most this
  /// factor times the largest of the moves that taught it; a larger
  /// imbalance is a new load.
  double newImbalanceFactor = 2.0;
};

enum class TrialVerdict {
  /// No trial ended with this period.
  None,
  /// Kept, realized less than half its prediction.
  Even,
  /// Kept, realized at least half its prediction.
  Paid,
  /// Realized less than -lossMargin (+lossMargin in a direction that lost
  /// before): to be undone.
  Lost,
};

/// "none", "even", "paid", "lost".
const char *trialVerdictName(TrialVerdict verdict);

class MoveTrial {
public:
  explicit MoveTrial(MoveTrialSettings settings = {});

  /// One period ended: its wall time [s] and phases (either not positive
  /// or not finite: not measured, ignored). Returns the verdict of the
  /// trial this period ends, if any.
  TrialVerdict observe(double wallSeconds, std::int64_t phases);
  /// A move may start a trial now: none runs and the pace before is known.
  bool ready() const;
  /// A move from `before` to `after` with predicted rfract `predicted`
  /// was made: the trial starts.
  void start(const std::vector<std::int64_t> &before,
             const std::vector<std::int64_t> &after, double predicted);
  /// The pace before starts again and a running trial ends unjudged: a
  /// move that is not on trial (processor map, stress) changed the
  /// allocation, or the schedule changed its own parameters.
  void restart();
  /// After a lost trial: the allocation to return to (empty otherwise),
  /// until undone() says it came back (or cannot).
  const std::vector<std::int64_t> &undo() const { return Undo; }
  void undone() { Undo.clear(); }

  /// The step in force for a move from `from` to (all the way to the
  /// rates' allocation) `to` that predicts this rfract: 1 unless moves in
  /// that direction, on an imbalance no more than newImbalanceFactor times
  /// smaller, lost.
  double step(const std::vector<std::int64_t> &from,
              const std::vector<std::int64_t> &to, double predicted) const;
  const MoveTrialSettings &settings() const { return Settings; }
  /// Directions with a step below 1, and the smallest step (1 if none).
  std::size_t lessons() const { return Lessons.size(); }
  double smallestStep() const;

  /// The last ended trial's realized reduction (0 before any).
  double lastRealized() const { return LastRealized; }
  /// Its predicted rfract.
  double lastPredicted() const { return Predicted; }
  bool pending() const { return Pending; }
  int lost() const { return Lost; }
  int paid() const { return Paid; }
  int even() const { return Even; }

private:
  /// Wall time and phases of the periods of a window.
  struct Window {
    std::deque<std::pair<double, std::int64_t>> Periods;
    /// Sums over the periods (not kept as running sums: a sum that
    /// subtracts a dropped period drifts below an equal window).
    double seconds() const;
    std::int64_t phases() const;
    double pace() const { return seconds() / static_cast<double>(phases()); }
  };
  bool covers(const Window &W) const;

  MoveTrialSettings Settings;
  Window Before, After;
  bool Pending = false;
  double PaceBefore = 0.0;
  double Predicted = 0.0;
  std::vector<std::int64_t> AllocationBefore, AllocationAfter;
  std::vector<std::int64_t> Undo;
  /// What lost moves taught: moves that shift work like `Direction` (a
  /// change of allocation) on an imbalance up to newImbalanceFactor x
  /// `Predicted` go `Step` of the way.
  struct Lesson {
    std::vector<std::int64_t> Direction;
    double Predicted = 0.0;
    double Step = 1.0;
  };
  static constexpr std::size_t MaximumLessons = 8;
  /// Indices of the lessons that apply to a move.
  std::vector<std::size_t>
  applyingLessons(const std::vector<std::int64_t> &from,
                  const std::vector<std::int64_t> &to, double predicted) const;
  /// The trial that just ended lost: halve the applying lessons' steps, or
  /// learn its direction.
  void learnLoss(const std::vector<std::size_t> &applying);
  std::vector<Lesson> Lessons;
  double LastRealized = 0.0;
  int Lost = 0, Paid = 0, Even = 0;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_MOVETRIAL_H
