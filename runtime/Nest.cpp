//===- Nest.cpp - One distributed loop nest -------------------------------===//
//
// Part of autolb. See Nest.h.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "ChunkTable.h"
#include "CpuClock.h"
#include "Fatal.h"
#include "HolderAllocation.h"
#include "Interaction.h"
#include "Pipeline.h"
#include "ProcessorMap.h"
#include "SliceExchange.h"
#include "policy/Allocation.h"
#include "policy/HookSpacing.h"
#include "policy/Instructions.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace autolb::runtime {

namespace {

/// Number of first executions of a pipeline or dynamically scheduled nest
/// whose t_iteration is measured with an extra allreduce; later estimates of
/// pipelines come with the interactions.
constexpr std::int64_t MeasuredExecutions = 3;
/// Estimates of t_iteration kept; the smallest is used (a loaded rank only
/// ever looks slower than it is).
constexpr std::size_t IterationWindow = 4;

std::string locationOf(const alb_nest_desc &D) {
  std::string Location = D.file ? D.file : "?";
  Location += ":" + std::to_string(D.line);
  if (D.loop_var)
    Location += std::string("(") + D.loop_var + ")";
  return Location;
}

// The record of an array described in a nest: registered on first use. An
// array described with a different layout than before (e.g. distributed
// along another dimension) is first made whole under the old layout, so its
// holder map never mixes two layouts.
ArrayRecord &resolveArray(Context &C, const alb_array &A) {
  const std::string Name = A.name ? A.name : "?";
  if (!A.base)
    fatal("array '" + Name + "' has a null base address");
  if (A.elem_size == 0 || A.extent < 0 || A.slice_elems < 0 ||
      A.halo_below < 0 || A.halo_above < 0 || A.pipe_rows < 0)
    fatal("array '" + Name +
          "': invalid description (zero element size or a negative extent, "
          "slice length, halo or pipe_rows)");
  ArrayRecord *R = C.findArray(A.base);
  if (!R)
    return C.addArray(A);
  if (!R->hasLayout(A)) {
    syncArray(C, *R);
    R->setLayout(A);
  }
  R->base = static_cast<char *>(A.base);
  return *R;
}

// Resolves the nest's arrays (their bases may change between executions,
// e.g. when a program swaps two array pointers) and merges duplicates.
void resolveArrays(Context &C, alb_nest &N, const alb_nest_desc &D) {
  N.arrays.clear();
  N.maxPipeRows = 0;
  N.bytesPerIteration = 0.0;
  for (int I = 0; I < D.narrays; ++I) {
    const alb_array &A = D.arrays[I];
    ArrayRecord &Record = resolveArray(C, A);
    auto Same =
        std::find_if(N.arrays.begin(), N.arrays.end(),
                     [&](const NestArray &E) { return E.array == &Record; });
    if (Same == N.arrays.end()) {
      N.arrays.push_back(
          {&Record, A.halo_below, A.halo_above, A.written != 0, A.pipe_rows});
      N.bytesPerIteration += static_cast<double>(Record.sliceBytes());
    } else {
      Same->below = std::max(Same->below, A.halo_below);
      Same->above = std::max(Same->above, A.halo_above);
      Same->written = Same->written || A.written != 0;
      Same->pipeRows = std::max(Same->pipeRows, A.pipe_rows);
    }
    N.maxPipeRows = std::max(N.maxPipeRows, A.pipe_rows);
  }
}

bool hasHalos(const alb_nest_desc &D) {
  for (int I = 0; I < D.narrays; ++I)
    if (D.arrays[I].halo_below > 0 || D.arrays[I].halo_above > 0)
      return true;
  return false;
}

void validate(const alb_nest_desc &D, std::int64_t Step, std::int64_t Count) {
  const std::string Where = " (nest at " + locationOf(D) + ")";
  if (Count < 0)
    fatal("negative iteration count " + std::to_string(Count) + Where);
  if (Step == 0 && Count > 1)
    fatal("loop step 0 with more than one iteration" + Where);
  if (D.kind != ALB_NEST_DOALL && D.kind != ALB_NEST_PIPELINE)
    fatal("unknown nest kind " + std::to_string(static_cast<int>(D.kind)) +
          Where);
  if (D.narrays < 0 || (D.narrays > 0 && !D.arrays))
    fatal("invalid array list (narrays " + std::to_string(D.narrays) + ")" +
          Where);
  if (D.kind == ALB_NEST_PIPELINE && D.pipe_skew < 0)
    fatal("negative pipe_skew" + Where);
}

// The block distribution of `count` iterations over the available ranks,
// every working rank getting at least `minimum` (a pipeline's lag).
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

// Keeps the allocation's shape when the iteration count changes between
// executions (e.g. a triangular loop): the new total is shared in
// proportion to the old shares.
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

// Fetches every slice this rank needs for its block from its holder.
void fetchForBlocks(Context &C, alb_nest &N) {
  std::vector<ArrayFetch> Fetches;
  for (const NestArray &A : N.arrays) {
    if (A.array->holders.whole())
      continue;
    std::vector<SliceSet> Needs(C.ranks);
    for (int R = 0; R < C.ranks; ++R)
      Needs[R] =
          slicesOfIterations(N.first, N.step, N.bounds[R], N.bounds[R + 1],
                             A.below, A.above, A.array->extent);
    Fetches.push_back(
        {A.array, planFetch(A.array->holders, C.rank, C.ranks, Needs)});
  }
  ExchangeResult Result;
  if (!Fetches.empty())
    Result = exchangeSlices(C, Fetches);
  if (N.movePending) {
    N.movePending = false;
    N.lastMoveSeconds = Result.seconds;
    N.lastMoveBytes = Result.bytesSent + Result.bytesReceived;
    C.stats.movementSeconds += Result.seconds;
    C.stats.bytesMoved += Result.bytesSent;
  }
}

void chooseGrain(Context &C, alb_nest &N) {
  const std::int64_t M = N.stripTripCount();
  const int Working =
      static_cast<int>(std::count_if(N.allocation.begin(), N.allocation.end(),
                                     [](std::int64_t A) { return A > 0; }));
  double BoundaryBytes = 0.0;
  for (const NestArray &A : N.arrays)
    BoundaryBytes += static_cast<double>(A.pipeRows) * A.array->elemSize;
  policy::PipelineModel Model;
  Model.ranks = std::max(Working, 1);
  Model.stripTripCount = M;
  Model.fixedSeconds = C.startup.fixedSeconds;
  Model.perElementSeconds = C.startup.perByteSeconds * BoundaryBytes;
  Model.iterationSeconds = N.iterationSeconds;
  N.provisionalGrain = false;
  if (C.options.blockSize > 0) {
    N.grain = policy::overridePipelinedGrain(Model, C.options.blockSize);
  } else {
    if (Model.iterationSeconds <= 0.0) {
      // Not timed yet: the compiler's operation count and the start-up
      // speed of one operation give a provisional t_iteration.
      N.provisionalGrain = true;
      if (M > 0 && N.opsPerIteration > 0.0)
        Model.iterationSeconds =
            std::ceil(static_cast<double>(N.count) / Model.ranks) *
            N.opsPerIteration / static_cast<double>(M) * C.startup.secondsPerOp;
    }
    N.grain = policy::choosePipelinedGrain(Model);
  }
  N.blockSize = std::max<std::int64_t>(N.grain.blockSize, 1);
}

// Starts an execution in which each rank runs one block of iterations.
void startBlocks(Context &C, alb_nest &N,
                 const std::vector<std::int64_t> &Allocation) {
  N.bounds = policy::blockBoundaries(Allocation);
  N.kLo = N.bounds[C.rank];
  N.kHi = N.bounds[C.rank + 1];
  N.blockGiven = false;
  fetchForBlocks(C, N);
  if (N.pipelined()) {
    N.neighbours = pipeNeighbours(N.allocation, C.rank);
    chooseGrain(C, N);
  } else {
    N.blockSize = std::max<std::int64_t>(N.stripTripCount(), 1);
  }
  N.pipeWait = 0.0;
  N.pipeWaitCpu = 0.0;
  N.computeStart = MPI_Wtime();
  N.computeCpuStart = threadCpuSeconds();
}

void beginBlockTied(Context &C, alb_nest &N) {
  fitAllocation(C, N);
  startBlocks(C, N, N.allocation);
}

// A dynamically scheduled nest whose arrays a previous nest left in
// blocks runs those blocks where they are (HolderAllocation.h). The stress
// mode keeps its random chunks.
std::optional<std::vector<std::int64_t>> holderBlocks(const Context &C,
                                                      const alb_nest &N) {
  if (C.options.stress)
    return std::nullopt;
  std::vector<const HolderMap *> Maps;
  for (const NestArray &A : N.arrays)
    Maps.push_back(&A.array->holders);
  return allocationFollowingHolders(Maps, N.first, N.step, N.count,
                                    C.available);
}

void beginDynamic(Context &C, alb_nest &N) {
  refreshProcessorMap(C);
  std::optional<std::vector<std::int64_t>> Blocks = holderBlocks(C, N);
  N.followsHolders = Blocks.has_value();
  if (N.followsHolders) {
    ++N.holderExecutions;
    startBlocks(C, N, *Blocks);
    return;
  }
  for (const NestArray &A : N.arrays)
    syncArray(C, *A.array);
  const int Workers = static_cast<int>(
      std::count(C.available.begin(), C.available.end(), true));
  if (C.options.stress) {
    N.stressState = C.options.stressSeed ^
                    (static_cast<std::uint64_t>(N.id) << 40) ^
                    static_cast<std::uint64_t>(N.executions);
    N.chunks = randomChunks(N.count, N.stressState);
  } else {
    // The hook of a dynamically scheduled nest is the chunk request, a
    // round trip to rank 0's counter: t_interact, a measured round trip to
    // rank 0, is its cost. Chunks are kept large enough for it to stay
    // under 1% of their work (seed Figure 16(b)).
    N.chunkIterationMeasured = N.iterationSeconds > 0.0;
    N.chunkIterationSeconds = N.chunkIterationMeasured
                                  ? N.iterationSeconds
                                  : N.opsPerIteration * C.startup.secondsPerOp;
    N.minimumChunk = policy::spaceHooks(C.startup.interactSeconds,
                                        N.chunkIterationSeconds, N.count);
    N.chunks = factoringChunks(N.count, Workers, N.minimumChunk.iterations);
  }
  N.counterBase = C.counterTotal;
  N.chunksExhausted = !C.available[C.rank];
  N.myChunks.clear();
  N.kLo = N.kHi = 0;
  N.computeStart = MPI_Wtime();
}

void endBlockTied(Context &C, alb_nest &N) {
  if (N.pipelined())
    finishPipeSends(N);
  const double Compute =
      std::max(MPI_Wtime() - N.computeStart - N.pipeWait, 0.0);
  N.done += N.owned();
  N.computeSeconds += Compute;
  N.computeCpu +=
      std::max(threadCpuSeconds() - N.computeCpuStart - N.pipeWaitCpu, 0.0);
  C.stats.computeSeconds += Compute;
  C.stats.pipeWaitSeconds += N.pipeWait;
  C.waitSeconds += N.pipeWait;
  const std::int64_t M = N.stripTripCount();
  if (N.pipelined() && M > 0) {
    double Local = N.owned() > 0 ? Compute / static_cast<double>(M) : 0.0;
    if (Local > 0.0)
      N.iterationMin =
          N.iterationMin > 0.0 ? std::min(N.iterationMin, Local) : Local;
    if (N.executions < MeasuredExecutions) {
      double Global = Local;
      if (C.ranks > 1) {
        WaitClock Waiting(C);
        checkMPI(MPI_Allreduce(&Local, &Global, 1, MPI_DOUBLE, MPI_MAX, C.comm),
                 "MPI_Allreduce");
      }
      recordIterationEstimate(N, Global);
    }
  }
  for (const NestArray &A : N.arrays) {
    if (!A.written)
      continue;
    for (int R = 0; R < C.ranks; ++R)
      A.array->holders.assign(slicesOfIterations(N.first, N.step, N.bounds[R],
                                                 N.bounds[R + 1], 0, 0,
                                                 A.array->extent),
                              R);
  }
}

void endFollowingHolders(Context &C, alb_nest &N) {
  endBlockTied(C, N);
  traceDynamicExecution(C, N, N.owned(), N.computeSeconds);
  N.done = 0;
  N.computeSeconds = 0.0;
  N.computeCpu = 0.0;
}

void endDynamic(Context &C, alb_nest &N) {
  const double Compute = std::max(MPI_Wtime() - N.computeStart, 0.0);
  std::int64_t Mine = 0;
  for (std::int64_t Chunk : N.myChunks)
    Mine += N.chunks[Chunk + 1] - N.chunks[Chunk];
  N.done += Mine;
  N.computeSeconds += Compute;
  C.stats.computeSeconds += Compute;
  if (N.executions < MeasuredExecutions) {
    // Time per iteration for the minimum chunk, the same on every rank.
    double Local[2] = {Compute, static_cast<double>(Mine)}, Sums[2];
    checkMPI(MPI_Allreduce(Local, Sums, 2, MPI_DOUBLE, MPI_SUM, C.comm),
             "MPI_Allreduce");
    if (Sums[1] > 0.0)
      recordIterationEstimate(N, Sums[0] / Sums[1]);
  }
  // Who ran which chunk: counts, then the chunk numbers.
  std::int64_t Local = static_cast<std::int64_t>(N.myChunks.size());
  std::vector<std::int64_t> Counts(C.ranks);
  checkMPI(MPI_Allgather(&Local, 1, MPI_INT64_T, Counts.data(), 1, MPI_INT64_T,
                         C.comm),
           "MPI_Allgather");
  std::vector<int> ChunkCounts(C.ranks), Displacements(C.ranks);
  int Total = 0;
  for (int R = 0; R < C.ranks; ++R) {
    ChunkCounts[R] = static_cast<int>(Counts[R]);
    Displacements[R] = Total;
    Total += ChunkCounts[R];
  }
  std::vector<std::int64_t> AllChunks(std::max(Total, 1));
  checkMPI(MPI_Allgatherv(N.myChunks.data(), ChunkCounts[C.rank], MPI_INT64_T,
                          AllChunks.data(), ChunkCounts.data(),
                          Displacements.data(), MPI_INT64_T, C.comm),
           "MPI_Allgatherv");
  const std::int64_t Chunks = static_cast<std::int64_t>(N.chunks.size()) - 1;
  if (Total != Chunks)
    fatal("nest at " + N.location + ": " + std::to_string(Total) + " of " +
          std::to_string(Chunks) +
          " chunks were executed; every rank must call alb_nest_next until "
          "it returns 0");
  const std::int64_t Participants = static_cast<std::int64_t>(
      std::count(C.available.begin(), C.available.end(), true));
  C.counterTotal = N.counterBase + Chunks + Participants;
  for (const NestArray &A : N.arrays) {
    if (!A.written)
      continue;
    for (int R = 0; R < C.ranks; ++R)
      for (int I = Displacements[R]; I < Displacements[R] + ChunkCounts[R];
           ++I) {
        std::int64_t Chunk = AllChunks[I];
        A.array->holders.assign(
            slicesOfIterations(N.first, N.step, N.chunks[Chunk],
                               N.chunks[Chunk + 1], 0, 0, A.array->extent),
            R);
      }
  }
  traceDynamicExecution(C, N, Mine, Compute);
  N.done = 0;
  N.computeSeconds = 0.0;
}

} // namespace

void recordIterationEstimate(alb_nest &N, double Seconds) {
  if (!(Seconds > 0.0))
    return;
  N.iterationHistory.push_back(Seconds);
  if (N.iterationHistory.size() > IterationWindow)
    N.iterationHistory.pop_front();
  N.iterationSeconds =
      *std::min_element(N.iterationHistory.begin(), N.iterationHistory.end());
}

void refreshProcessorMap(Context &C) {
  if (!C.options.balance || C.options.processorMapPath.empty())
    return;
  std::vector<bool> Map = C.pollProcessorMap();
  std::vector<char> Bits(C.ranks);
  for (int R = 0; R < C.ranks; ++R)
    Bits[R] = Map[R] ? 1 : 0;
  checkMPI(MPI_Bcast(Bits.data(), C.ranks, MPI_CHAR, 0, C.comm), "MPI_Bcast");
  for (int R = 0; R < C.ranks; ++R)
    Map[R] = Bits[R] != 0;
  if (Map != C.available) {
    C.available = Map;
    ++C.mapChanges;
  }
}

void beginNest(Context &C, alb_nest **Slot, const alb_nest_desc &D,
               std::int64_t First, std::int64_t Step, std::int64_t Count) {
  validate(D, Step, Count);
  alb_nest *N = *Slot;
  if (N && !C.knownNests.count(N))
    fatal("unknown nest handle (not created by alb_nest_begin)");
  if (!N) {
    C.nests.push_back(std::make_unique<alb_nest>());
    N = C.nests.back().get();
    C.knownNests.insert(N);
    N->id = static_cast<int>(C.nests.size()) - 1;
    N->location = locationOf(D);
    N->kind = D.kind;
    N->dynamic = D.independent && !hasHalos(D) && C.options.balance;
    N->hookLevel = D.hook_level;
    N->opsPerIteration = D.ops_per_iteration;
    N->periodWallStart = MPI_Wtime();
    N->periodCpuStart = threadCpuSeconds();
    N->periodWaitStart = C.waitSeconds;
    *Slot = N;
  } else if (N->kind != D.kind) {
    fatal("nest at " + N->location + " changed its kind between executions");
  }
  if (N->active)
    fatal("alb_nest_begin on nest at " + N->location +
          " whose previous execution has not ended");
  N->pipeFirst = D.pipe_first;
  N->pipeEnd = D.pipe_end;
  N->pipeSkew = D.pipe_skew;
  resolveArrays(C, *N, D);
  N->first = First;
  N->step = Step;
  N->count = Count;
  N->active = true;
  if (N->dynamic)
    beginDynamic(C, *N);
  else
    beginBlockTied(C, *N);
}

int nextChunk(Context &C, alb_nest &N, std::int64_t &KLo, std::int64_t &KHi) {
  if (!N.active)
    fatal("alb_nest_next on nest at " + N.location + " outside an execution");
  if (!N.dynamic || N.followsHolders) {
    if (N.blockGiven || N.owned() == 0)
      return 0;
    N.blockGiven = true;
    KLo = N.kLo;
    KHi = N.kHi;
    return 1;
  }
  // Each request for a chunk is a hook of a dynamically scheduled nest;
  // the counter is its interaction, so nothing else fires here.
  ++N.hook.count;
  if (N.chunksExhausted)
    return 0;
  const std::int64_t Chunk = C.counter->fetchIncrement() - N.counterBase;
  if (Chunk < 0 || Chunk >= static_cast<std::int64_t>(N.chunks.size()) - 1) {
    N.chunksExhausted = true;
    return 0;
  }
  N.myChunks.push_back(Chunk);
  KLo = N.chunks[Chunk];
  KHi = N.chunks[Chunk + 1];
  return 1;
}

void endNest(Context &C, alb_nest &N) {
  if (!N.active)
    fatal("alb_nest_end on nest at " + N.location + " outside an execution");
  if (!N.dynamic)
    endBlockTied(C, N);
  else if (N.followsHolders)
    endFollowingHolders(C, N);
  else
    endDynamic(C, N);
  N.active = false;
  ++N.executions;
  if (!N.dynamic && N.hookLevel <= 1 && ++N.hook.count >= N.hook.next)
    fireHook(C, N);
}

} // namespace autolb::runtime
