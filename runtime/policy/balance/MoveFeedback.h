//===- MoveFeedback.h - Moves that did not pay raise the bar ----*- C++ -*-===//
//
// Part of autolb. The balancer predicts each move's gain (rfract); one
// period later the run-time measures what it realized (1 - phase time after
// / phase time before, the move's own cost included). On a dedicated
// machine whose ranks jitter by 20-40 %, filtered rates still cross a 10 %
// threshold now and then, and those moves lose (measured on Jacobi-2D and
// SOR: most realized reductions negative). So the loop is closed:
//   - a move that realized less than nothing doubles the threshold scale,
//     up to `maxThreshold` for the scaled tfract;
//   - a move that realized at least half its prediction halves it, down to 1.
// The dynamic threshold (Imbalance.h) still lets a real imbalance through
// a raised bar: rfract persisting above half the bar with the same slowest
// rank for `patience` interactions moves, and if that pays the bar comes
// down again.
//
// Off by default (ALB_MOVE_FEEDBACK=1 turns it on): measured on SOR 2000^2
// at 2 ranks, 5 pairs, it changed nothing on a dedicated machine (0.96x)
// or under a 50% quota (1.00x) and cost 18% under a busy process on one
// core, where a single period's phase time is too noisy a measure of what
// a move realized (its realized reductions straddled 0 from -0.35 to
// +0.23). The summary still reports the counts.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_MOVEFEEDBACK_H
#define AUTOLB_POLICY_MOVEFEEDBACK_H

namespace autolb::policy {

struct MoveFeedbackSettings {
  /// Largest scaled threshold the feedback may set.
  double maxThreshold = 0.5;
};

class MoveFeedback {
public:
  MoveFeedback(double baseThreshold, MoveFeedbackSettings settings = {});

  /// Records one move: its predicted rfract and the reduction it realized.
  /// Non-finite values are ignored.
  void record(double predictedReduction, double realizedReduction);
  /// The threshold in force: tfract times the current scale.
  double threshold() const { return Base * Scale; }
  /// The scale on tfract (1 = not raised).
  double scale() const { return Scale; }
  /// Moves recorded that realized less than nothing / at least half their
  /// prediction.
  int harmful() const { return Harmful; }
  int paid() const { return Paid; }

private:
  double Base;
  MoveFeedbackSettings Settings;
  double Scale = 1.0;
  int Harmful = 0;
  int Paid = 0;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_MOVEFEEDBACK_H
