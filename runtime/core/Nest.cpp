//===- Nest.cpp - One distributed loop nest -------------------------------===//
//
// Part of autolb. See Nest.h.
//
//===----------------------------------------------------------------------===//

#include "core/Nest.h"

#include "base/CpuClock.h"
#include "base/Fatal.h"

#include <algorithm>

namespace autolb::runtime {

namespace {

/// Estimates of t_iteration kept; the smallest is used (a loaded rank only
/// ever looks slower than it is).
constexpr std::size_t IterationWindow = 4;

} // namespace

void NestDeleter::operator()(alb_nest *N) const { delete N; }

double chunkIterationSeconds(const Context &C, const alb_nest &N) {
  return N.iterationSeconds > 0.0 ? N.iterationSeconds
                                  : N.opsPerIteration * C.startup.secondsPerOp;
}

policy::ExecutionModel executionModel(const Context &C, double ComputeSeconds,
                                      double Bytes) {
  policy::ExecutionModel Model;
  Model.computeSeconds = ComputeSeconds;
  Model.transferSeconds = Bytes * C.startup.perByteSeconds;
  Model.messageSeconds = C.startup.interactSeconds;
  Model.latencySeconds = C.startup.fixedSeconds;
  return Model;
}

void chargeToLastNest(Context &C, double Start) {
  if (C.lastEnded)
    C.lastEnded->totals.wallSeconds += MPI_Wtime() - Start;
}

void recordIterationEstimate(alb_nest &N, double Seconds) {
  if (!(Seconds > 0.0))
    return;
  N.iterationHistory.push_back(Seconds);
  if (N.iterationHistory.size() > IterationWindow)
    N.iterationHistory.pop_front();
  N.iterationSeconds =
      *std::min_element(N.iterationHistory.begin(), N.iterationHistory.end());
}

void noteWait(alb_nest &N, double Seconds, double CpuSeconds,
              double &WaitSeconds, double &WaitCpuSeconds) {
  WaitSeconds += Seconds;
  WaitCpuSeconds += CpuSeconds;
  N.longestOffSeconds = std::max(N.longestOffSeconds, Seconds - CpuSeconds);
}

void traceExecution(Context &C, alb_nest &N, std::int64_t Iterations,
                    double Seconds, std::int64_t NextHook, const char *Reason,
                    std::int64_t Block) {
  ++N.points;
  if (!C.trace.enabled())
    return;
  TraceLine L;
  L.time = C.now();
  L.nest = N.location;
  L.rawRate = Seconds > 0.0 ? static_cast<double>(Iterations) / Seconds : 0.0;
  L.filteredRate = L.rawRate;
  L.owned = Iterations;
  L.nextHook = NextHook;
  L.blockSize = Block;
  L.reason = Reason;
  C.trace.write(L);
}

} // namespace autolb::runtime
