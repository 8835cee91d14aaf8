//===- Replication.h - When distribution cannot pay ------------*- C++ -*-===//
//
// Part of autolb. A nest whose executions are short (a 16-iteration
// reduction in a helper called once per point and centre) costs more in
// run-time calls and messages than its iterations save: distributed, an
// execution of n iterations takes about
//   O + n t / P
// (O the measured overhead of one distributed execution: fetches, the
// reduction's messages, the schedule's calls; t the compute time of one
// iteration; P ranks), while every rank running all n iterations on its own
// copy of the data takes n t, and needs no message at all. Replicating pays
// for
//   n t < O + n t / P   <=>   n < O P / ((P - 1) t),
// the threshold decided once from a window of measured executions (the
// same on every rank: the inputs are agreed by one allreduce) and then
// applied to each execution's iteration count, which every rank knows.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_REPLICATION_H
#define AUTOLB_POLICY_REPLICATION_H

#include <cstdint>
#include <optional>

namespace autolb::policy {

/// Distributed executions a nest runs before the threshold is decided, not
/// counting its first (which also pays first touches and the first fetch
/// of its data).
constexpr std::int64_t ReplicationWindow = 8;

/// A window of distributed executions, as every rank agreed on it.
struct DistributedWindow {
  /// Executions in the window.
  std::int64_t executions = 0;
  /// Their iterations, summed.
  double iterations = 0.0;
  /// Their wall time on the slowest rank [s].
  double wallSeconds = 0.0;
  /// Their compute time summed over ranks [s].
  double computeSeconds = 0.0;
  int ranks = 1;
};

struct ReplicationThreshold {
  /// O: wall time per execution beyond its compute share [s].
  double overheadSeconds = 0.0;
  /// t: compute time of one iteration [s].
  double iterationSeconds = 0.0;
  /// Executions of fewer iterations run replicated (0: none, infinity: all).
  double belowIterations = 0.0;
};

/// The threshold from a window; none (0) for an empty window; every
/// execution at one rank, and when the iterations took no measurable time.
ReplicationThreshold replicationThreshold(const DistributedWindow &Window);

/// Whether an execution of Count iterations runs replicated.
bool runsReplicated(const ReplicationThreshold &Threshold, std::int64_t Count);

/// The windows of distributed executions a nest's threshold is decided
/// from: every ReplicationWindow of them, again and again, since the cost
/// of an execution beyond its compute share may grow with its iterations
/// (the rows a wavefront's diagonal fetches), which the first, short
/// executions do not show. The first distributed execution, and the first
/// after a replicated one, also pay first touches or fetch data that the
/// replicated executions made whole: no window holds them, and a
/// replicated execution ends the window it falls in, unused.
class ReplicationWindows {
public:
  /// An execution ended, replicated or distributed over Count iterations;
  /// WallSeconds and ComputeSeconds are this rank's totals over the nest's
  /// executions so far. The window it closes, with this rank's wall and
  /// compute time over it (the caller agrees on them across ranks), or none.
  std::optional<DistributedWindow>
  executionEnded(bool Replicated, std::int64_t Count, double WallSeconds,
                 double ComputeSeconds, int Ranks);

private:
  bool Open = false;
  std::int64_t Executions = 0;
  double Iterations = 0.0;
  double WallAtStart = 0.0, ComputeAtStart = 0.0;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_REPLICATION_H
