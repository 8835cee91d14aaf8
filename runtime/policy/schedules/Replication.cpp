//===- Replication.cpp - When distributing an execution cannot pay --------===//
//
// Part of autolb. See Replication.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/Replication.h"

#include <algorithm>
#include <limits>

namespace autolb::policy {

ReplicationThreshold replicationThreshold(const DistributedWindow &W) {
  ReplicationThreshold T;
  if (W.ranks < 1 || W.executions <= 0 || W.iterations <= 0.0)
    return T;
  if (W.ranks == 1) {
    // Distribution cannot pay: every execution runs as written.
    T.belowIterations = std::numeric_limits<double>::infinity();
    return T;
  }
  const double Executions = static_cast<double>(W.executions);
  const double Ranks = W.ranks;
  T.iterationSeconds = std::max(W.computeSeconds, 0.0) / W.iterations;
  T.overheadSeconds =
      std::max(W.wallSeconds / Executions -
                   std::max(W.computeSeconds, 0.0) / (Ranks * Executions),
               0.0);
  if (T.iterationSeconds <= 0.0)
    T.belowIterations =
        T.overheadSeconds > 0.0 ? std::numeric_limits<double>::infinity() : 0.0;
  else
    T.belowIterations =
        T.overheadSeconds * Ranks / ((Ranks - 1.0) * T.iterationSeconds);
  return T;
}

bool runsReplicated(const ReplicationThreshold &T, std::int64_t Count) {
  return static_cast<double>(Count) < T.belowIterations;
}

std::optional<DistributedWindow>
ReplicationWindows::executionEnded(bool Replicated, std::int64_t Count,
                                   double WallSeconds, double ComputeSeconds,
                                   int Ranks) {
  if (Replicated) {
    Open = false;
    return std::nullopt;
  }
  if (Open) {
    Iterations += static_cast<double>(Count);
    if (++Executions < ReplicationWindow)
      return std::nullopt;
  }
  DistributedWindow Closed{Executions, Iterations, WallSeconds - WallAtStart,
                           ComputeSeconds - ComputeAtStart, Ranks};
  const bool Closes = Open;
  Open = true;
  Executions = 0;
  Iterations = 0.0;
  WallAtStart = WallSeconds;
  ComputeAtStart = ComputeSeconds;
  if (!Closes)
    return std::nullopt;
  return Closed;
}

} // namespace autolb::policy
