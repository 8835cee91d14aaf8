//===- DynamicSchedule.cpp - Independent iterations in chunks -------------===//
//
// Part of autolb. DOALL nests with independent iterations and no halos,
// while balancing is on: chunks from a shared counter (ChunkScheduler.h,
// sizes from ChunkTable.h) inside one execution, so the balancing happens
// within the execution; each alb_nest_next call is a hook of the C API but
// never a collective one. The nest's arrays are made whole at begin (any
// rank may run any iteration) and the executed chunks are allgathered at
// the end to update the holder maps. Chunks have at least the iterations
// that keep a chunk request (t_interact) under 1% of their work
// (policy/schedules/HookSpacing.h), from t_iteration measured on the first
// executions (allreduced) or, before that, ops_per_iteration x t_op, and at
// least the iterations the shared counter needs to feed every rank (the
// master's chunk managing capacity). The batch factors follow DAF
// (policy/schedules/AdjustingFactoring.h) from the chunk times of the previous
// execution, allreduced at its end. When a previous
// nest left the arrays in blocks, selectSchedule picks HolderSchedule.cpp
// for the execution instead.
//
//===----------------------------------------------------------------------===//

#include "base/Fatal.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/SliceExchange.h"
#include "policy/schedules/AdjustingFactoring.h"
#include "policy/schedules/HookSpacing.h"
#include "policy/schedules/RankCountAdvice.h"
#include "schedules/ChunkOwners.h"
#include "schedules/ChunkTable.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace autolb::runtime {

namespace {

class DynamicSchedule final : public Schedule {
public:
  DynamicSchedule() : Schedule(ScheduleKind::Dynamic, /*BlockTied=*/false) {}

  void begin(Context &C, alb_nest &N) override;
  int next(Context &C, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override;
  void end(Context &C, alb_nest &N) override;

  const char *summaryName() const override { return "dynamically scheduled"; }
  void printSummary(const Context &C, const alb_nest &N) const override;

private:
  /// ALB_SHRINK: the ranks of the next execution, by [C06]'s performance
  /// index on the chunk times just allreduced (the same on every rank).
  void adviseWorkers(const Context &C);
  /// The ranks the next execution runs on, of the Available ones.
  int nextWorkers() const {
    return AdvisedWorkers > 0 ? std::min(AdvisedWorkers, Available) : Available;
  }

  /// Chunk boundaries of the execution: chunk c is [Chunks[c],
  /// Chunks[c + 1]).
  std::vector<std::int64_t> Chunks;
  /// The shared counter's value at begin (chunk 0).
  std::int64_t CounterBase = 0;
  bool ChunksExhausted = false;
  /// The chunks this rank ran.
  std::vector<std::int64_t> MyChunks;
  std::uint64_t StressState = 0;
  /// Smallest chunk of the factoring table and the t_iteration it came
  /// from (measured, or ops_per_iteration x t_op).
  policy::HookSpacing MinimumChunk;
  double ChunkIterationSeconds = 0.0;
  bool ChunkIterationMeasured = false;
  /// The master's chunk managing capacity's smallest chunk.
  std::int64_t CapacityChunk = 1;
  /// The execution's batch factors and the statistics they came from.
  policy::FactoringFactors Factors;
  policy::IterationTimeStatistics FactorStatistics;
  /// This rank's chunk times of the running execution; the last
  /// execution's over all ranks.
  policy::ChunkTimeSums MyChunkTimes;
  policy::ChunkTimeSums LastChunkTimes;
  /// ALB_SHRINK: the ranks the next execution runs on (0: every available
  /// one), from the advice after the last execution; this execution's.
  int AdvisedWorkers = 0;
  int Workers = 0, Available = 0;
  policy::RankCountAdvice LastAdvice;
  /// Start of the chunk this rank runs (MPI_Wtime), if it runs one.
  double ChunkStart = 0.0;
  bool ChunkRunning = false;
};

void DynamicSchedule::begin(Context &C, alb_nest &N) {
  for (const NestArray &A : N.arrays)
    syncArray(C, *A.array);
  Available = static_cast<int>(
      std::count(C.available.begin(), C.available.end(), true));
  Workers = nextWorkers();
  // The first Workers available ranks take part.
  const int AvailableBelow = static_cast<int>(
      std::count(C.available.begin(), C.available.begin() + C.rank, true));
  const bool Participates = C.available[C.rank] && AvailableBelow < Workers;
  if (C.options.stress) {
    StressState = C.options.stressSeed ^
                  (static_cast<std::uint64_t>(N.id) << 40) ^
                  static_cast<std::uint64_t>(N.executions);
    Chunks = randomChunks(N.count, StressState);
  } else {
    // The hook of a dynamically scheduled nest is the chunk request, a
    // round trip to rank 0's counter: t_interact, a measured round trip to
    // rank 0, is its cost. Chunks are kept large enough for it to stay
    // under 1% of their work ([S97] Fig. 16(b)).
    ChunkIterationMeasured = N.iterationSeconds > 0.0;
    ChunkIterationSeconds = chunkIterationSeconds(C, N);
    MinimumChunk = policy::spaceHooks(C.startup.interactSeconds,
                                      ChunkIterationSeconds, N.count);
    CapacityChunk = policy::masterCapacityChunk(
        C.startup.interactSeconds, ChunkIterationSeconds, Workers, N.count);
    FactorStatistics = policy::iterationStatistics(LastChunkTimes);
    Factors = C.options.adjustingFactoring
                  ? policy::adjustingFactors(FactorStatistics, Workers)
                  : policy::FactoringFactors();
    Chunks = factoringChunks(N.count, Workers,
                             std::max(MinimumChunk.iterations, CapacityChunk),
                             Factors);
  }
  MyChunkTimes.clear();
  ChunkRunning = false;
  CounterBase = C.counterTotal;
  ChunksExhausted = !Participates;
  MyChunks.clear();
  N.kLo = N.kHi = 0;
  N.computeStart = MPI_Wtime();
}

int DynamicSchedule::next(Context &C, alb_nest &N, std::int64_t &KLo,
                          std::int64_t &KHi) {
  // Each request for a chunk is a hook of a dynamically scheduled nest;
  // the counter is its interaction, so nothing else fires here.
  ++N.hook.count;
  if (ChunkRunning) {
    const std::int64_t Last = MyChunks.back();
    MyChunkTimes.add(Chunks[Last + 1] - Chunks[Last], MPI_Wtime() - ChunkStart);
    ChunkRunning = false;
  }
  if (ChunksExhausted)
    return 0;
  const std::int64_t Chunk = C.counter->fetchIncrement() - CounterBase;
  if (Chunk < 0 || Chunk >= static_cast<std::int64_t>(Chunks.size()) - 1) {
    ChunksExhausted = true;
    return 0;
  }
  MyChunks.push_back(Chunk);
  KLo = Chunks[Chunk];
  KHi = Chunks[Chunk + 1];
  ChunkStart = MPI_Wtime();
  ChunkRunning = true;
  return 1;
}

void DynamicSchedule::end(Context &C, alb_nest &N) {
  const double Compute = std::max(MPI_Wtime() - N.computeStart, 0.0);
  std::int64_t Mine = 0;
  for (std::int64_t Chunk : MyChunks)
    Mine += Chunks[Chunk + 1] - Chunks[Chunk];
  N.done += Mine;
  N.computeSeconds += Compute;
  C.stats.computeSeconds += Compute;
  // The next execution's factors and, over the first executions, the time
  // per iteration for the minimum chunk: the same sums on every rank.
  double Measured[2 + policy::ChunkTimeSums::Size] = {
      Compute, static_cast<double>(Mine)};
  const auto Packed = MyChunkTimes.pack();
  std::copy(Packed.begin(), Packed.end(), Measured + 2);
  double Sums[2 + policy::ChunkTimeSums::Size];
  checkMPI(MPI_Allreduce(Measured, Sums, 2 + policy::ChunkTimeSums::Size,
                         MPI_DOUBLE, MPI_SUM, C.comm),
           "MPI_Allreduce");
  LastChunkTimes = policy::ChunkTimeSums::unpack(Sums + 2);
  if (N.executions < MeasuredExecutions && Sums[1] > 0.0)
    recordIterationEstimate(N, Sums[0] / Sums[1]);
  if (C.options.shrink && !C.options.stress)
    adviseWorkers(C);
  gatherChunkOwners(C, N, Chunks, MyChunks);
  const std::int64_t Executed = static_cast<std::int64_t>(Chunks.size()) - 1;
  C.counterTotal = CounterBase + Executed + Workers;
  // The block column holds the first chunk's size, the factors' result.
  traceExecution(C, N, Mine, Compute, Executed,
                 C.options.stress ? "dynamic+stress" : "dynamic",
                 Executed > 0 ? Chunks[1] - Chunks[0] : 0);
  N.done = 0;
  N.computeSeconds = 0.0;
}

void DynamicSchedule::adviseWorkers(const Context &C) {
  const policy::ExecutionModel Model =
      executionModel(C, LastChunkTimes.seconds, 0.0);
  LastAdvice = policy::adviseRankCount(Model, Available);
  // Fewer ranks only when the index, time and resources together, is
  // clearly lower: within 10 % the difference is the model's noise.
  constexpr double ShrinkMargin = 0.9;
  AdvisedWorkers =
      LastAdvice.ranks > 0 &&
              policy::performanceIndex(Model, LastAdvice.ranks) <
                  ShrinkMargin * policy::performanceIndex(Model, Available)
          ? LastAdvice.ranks
          : 0;
}

void DynamicSchedule::printSummary(const Context &C, const alb_nest &) const {
  if (C.options.stress) {
    std::fprintf(stderr,
                 "autolb:     chunks: random (stress), %lld in the last "
                 "execution\n",
                 static_cast<long long>(Chunks.size()) - 1);
    return;
  }
  std::fprintf(stderr, "autolb:     chunks: %s, x0 %.3g, xj %.3g (",
               policy::chunkPolicyName(Factors.policy), Factors.first,
               Factors.later);
  if (Factors.policy == policy::ChunkPolicy::Daf)
    std::fprintf(stderr,
                 "from the previous execution's %lld chunks: iteration "
                 "mean %.3g us, deviation %.3g us",
                 static_cast<long long>(FactorStatistics.chunks),
                 FactorStatistics.mean * 1e6, FactorStatistics.deviation * 1e6);
  else
    std::fprintf(stderr, "%s",
                 C.options.adjustingFactoring
                     ? "no previous execution of 2 chunks or more"
                     : "ALB_DAF=0");
  const std::int64_t Minimum = std::max(MinimumChunk.iterations, CapacityChunk);
  std::fprintf(stderr,
               "), at least %lld iteration%s (%s: chunk request t_interact "
               "%.3g us, t_iteration %.3g us %s; master capacity %lld), "
               "%lld in the last execution\n",
               static_cast<long long>(Minimum), Minimum == 1 ? "" : "s",
               policy::spacingRuleName(MinimumChunk.rule),
               C.startup.interactSeconds * 1e6, ChunkIterationSeconds * 1e6,
               ChunkIterationMeasured ? "measured"
                                      : "from ops_per_iteration x t_op",
               static_cast<long long>(CapacityChunk),
               static_cast<long long>(Chunks.size()) - 1);
  if (C.options.shrink)
    std::fprintf(stderr,
                 "autolb:     ALB_SHRINK: the last execution ran on %d of %d "
                 "ranks; the next runs on %d (advice %d ranks, predicted %.3g "
                 "ms, from the chunk times' Tc %.3g ms)\n",
                 Workers, Available, nextWorkers(), LastAdvice.ranks,
                 LastAdvice.seconds * 1e3, LastChunkTimes.seconds * 1e3);
}

} // namespace

std::unique_ptr<Schedule> makeDynamicSchedule() {
  return std::make_unique<DynamicSchedule>();
}

} // namespace autolb::runtime
