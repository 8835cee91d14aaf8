//===- BlockExecution.cpp - Executions that run one block per rank -------===//
//
// Part of autolb. See BlockExecution.h.
//
//===----------------------------------------------------------------------===//

#include "schedules/BlockExecution.h"

#include "base/CpuClock.h"
#include "data/HaloStream.h"
#include "data/SliceExchange.h"
#include "policy/balance/Allocation.h"
#include "policy/balance/Instructions.h"

#include <algorithm>
#include <numeric>

namespace autolb::runtime {

namespace {

// Fetches every slice this rank needs for its block of `Allocation` from its
// holder.
void fetchForBlocks(Context &C, alb_nest &N,
                    const std::vector<std::int64_t> &Allocation) {
  std::vector<ArrayFetch> Fetches;
  for (const NestArray &A : N.arrays) {
    if (A.array->holders.whole())
      continue;
    std::vector<SliceSet> Needs(C.ranks);
    for (int R = 0; R < C.ranks; ++R) {
      const bool Streamed = N.aboveHaloStreamed && A.streamAbove &&
                            streamsAboveHalo(N, Allocation, R);
      Needs[R] =
          slicesOfIterations(N.first, N.step, N.bounds[R], N.bounds[R + 1],
                             A.below, Streamed ? 0 : A.above, A.array->extent);
    }
    Fetches.push_back(
        {A.array, planFetch(A.array->holders, C.rank, C.ranks, Needs)});
  }
  ExchangeResult Result;
  if (!Fetches.empty())
    Result = exchangeSlices(C, Fetches,
                            /*CarrySends=*/N.aboveHaloStreamed);
  if (N.movePending) {
    N.movePending = false;
    N.lastMoveSeconds = Result.seconds;
    C.stats.movementSeconds += Result.seconds;
    C.stats.bytesMoved += Result.bytesSent;
  }
}

} // namespace

std::vector<std::int64_t> evenAllocation(std::int64_t Count,
                                         const std::vector<bool> &Available,
                                         std::int64_t Minimum) {
  std::vector<std::int64_t> Current(Available.size(), 0);
  Current[0] = Count;
  std::vector<double> Rates(Available.size());
  for (std::size_t R = 0; R < Available.size(); ++R)
    Rates[R] = Available[R] ? 1.0 : 0.0;
  return policy::allocateProportional(Current, Rates, Minimum).iterations;
}

void fitAllocation(Context &C, alb_nest &N) {
  const std::int64_t Minimum = std::max(N.maxPipeRows, 1);
  const std::int64_t Total = std::accumulate(
      N.allocation.begin(), N.allocation.end(), std::int64_t{0});
  if (static_cast<int>(N.allocation.size()) == C.ranks && Total == N.count)
    return;
  if (static_cast<int>(N.allocation.size()) != C.ranks || Total == 0) {
    N.allocation = evenAllocation(N.count, C.available, Minimum);
    return;
  }
  std::vector<std::int64_t> Current(C.ranks, 0);
  Current[0] = N.count;
  std::vector<double> Rates(N.allocation.begin(), N.allocation.end());
  N.allocation =
      policy::allocateProportional(Current, Rates, Minimum).iterations;
}

void placeBlocks(Context &C, alb_nest &N,
                 const std::vector<std::int64_t> &Allocation) {
  N.bounds = policy::blockBoundaries(Allocation);
  N.kLo = N.bounds[C.rank];
  N.kHi = N.bounds[C.rank + 1];
  N.blockGiven = false;
  fetchForBlocks(C, N, Allocation);
}

void startCompute(alb_nest &N) {
  N.computeStart = MPI_Wtime();
  N.computeCpuStart = threadCpuSeconds();
}

int nextBlock(alb_nest &N, std::int64_t &KLo, std::int64_t &KHi) {
  if (N.blockGiven || N.owned() == 0)
    return 0;
  N.blockGiven = true;
  KLo = N.kLo;
  KHi = N.kHi;
  return 1;
}

double endBlocks(Context &C, alb_nest &N, double WaitSeconds,
                 double WaitCpuSeconds) {
  const double Compute =
      std::max(MPI_Wtime() - N.computeStart - WaitSeconds, 0.0);
  N.done += N.owned();
  N.computeSeconds += Compute;
  N.computeCpu +=
      std::max(threadCpuSeconds() - N.computeCpuStart - WaitCpuSeconds, 0.0);
  C.stats.computeSeconds += Compute;
  C.stats.pipeWaitSeconds += WaitSeconds;
  C.waitSeconds += WaitSeconds;
  for (const NestArray &A : N.arrays) {
    if (!A.written)
      continue;
    A.array->placedByChunks = false;
    for (int R = 0; R < C.ranks; ++R)
      A.array->holders.assign(slicesOfIterations(N.first, N.step, N.bounds[R],
                                                 N.bounds[R + 1], 0, 0,
                                                 A.array->extent),
                              R);
  }
  return Compute;
}

} // namespace autolb::runtime
