//===- Dispatch.cpp - Running one execution of a nest ---------------------===//
//
// Part of autolb. See Dispatch.h.
//
//===----------------------------------------------------------------------===//

#include "schedules/Dispatch.h"

#include "balance/Interaction.h"
#include "base/AddressRanges.h"
#include "base/CpuClock.h"
#include "base/Fatal.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/CrossWrites.h"
#include "data/RowWrites.h"
#include "data/SliceExchange.h"

#include <algorithm>

namespace autolb::runtime {

namespace {

// The nest's schedule of `Kind`, created on first use.
Schedule &scheduleOf(alb_nest &N, ScheduleKind Kind) {
  std::unique_ptr<Schedule> &S = N.schedules[static_cast<int>(Kind)];
  if (!S) {
    switch (Kind) {
    case ScheduleKind::Block:
      S = makeBlockSchedule();
      break;
    case ScheduleKind::Pipeline:
      S = makePipelineSchedule();
      break;
    case ScheduleKind::Holder:
      S = makeHolderSchedule();
      break;
    case ScheduleKind::Dynamic:
      S = makeDynamicSchedule();
      break;
    case ScheduleKind::Stealing:
      S = makeStealingSchedule();
      break;
    case ScheduleKind::Replicated:
      S = makeReplicatedSchedule();
      break;
    }
  }
  return *S;
}

// The processor map of the next execution of a nest that is not
// block-tied (rank 0 polls, everyone receives). Collective.
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

/// The options row: which schedule runs the nest's next execution, from
/// its kind, its description and the options. An execution of a replicable
/// nest shorter than its replication threshold is replicated. Pipelines are
/// always pipelined. A DOALL nest is block-tied unless any rank may run any
/// of its iterations and balancing is on; then, with the processor map of this
/// execution (block-tied nests get theirs at interactions), it follows the
/// blocks a previous nest left its arrays in if it can (not in stress mode,
/// which keeps its random chunks), and is scheduled dynamically otherwise.
// Whether an execution of Count iterations runs replicated: below the
// threshold, or, for every replicable nest (with a threshold or not yet),
// on a rank that runs the program alone (one process from alb_init on, or
// after alb_nest_replicates, whose other schedules still hold the state of
// the ranks it left), and while rank 0 tries running alone.
bool replicates(const Context &C, const alb_nest &N, std::int64_t Count) {
  if (C.runsAsWritten() ||
      C.aloneTrial.phase == Context::AloneTrial::Phase::Running)
    return N.replicable;
  return N.replication && policy::runsReplicated(*N.replication, Count);
}

Schedule &selectSchedule(Context &C, alb_nest &N) {
  if (replicates(C, N, N.count))
    return scheduleOf(N, ScheduleKind::Replicated);
  if (N.kind == ALB_NEST_PIPELINE)
    return scheduleOf(N, ScheduleKind::Pipeline);
  if (!N.independent || !C.options.balance)
    return scheduleOf(N, ScheduleKind::Block);
  refreshProcessorMap(C);
  if (!C.options.stress) {
    Schedule &Holder = scheduleOf(N, ScheduleKind::Holder);
    if (Holder.accepts(C, N))
      return Holder;
  }
  // Above ALB_STEAL_RANKS ranks the central counter is the bottleneck.
  if (C.ranks >= C.options.stealRanks) {
    Schedule &Stealing = scheduleOf(N, ScheduleKind::Stealing);
    if (Stealing.accepts(C, N))
      return Stealing;
  }
  return scheduleOf(N, ScheduleKind::Dynamic);
}

std::string locationOf(const alb_nest_desc &D) {
  std::string Location = D.file ? D.file : "?";
  Location += ":" + std::to_string(D.line);
  if (D.loop_var)
    Location += std::string("(") + D.loop_var + ")";
  return Location;
}

// Tracked arrays under other bases whose memory A's layout reaches (two
// pointers into one block, distributed in different nests) are made whole
// and forgotten first: the run-time then never holds two records of the
// same bytes, one of which would not know the other's slices. Arrays of the
// nest being resolved are left alone (its alias checks compare those).
// Addresses differ between processes (a rank may reuse memory another does
// not), so the ranks agree on the records to release, by their position in
// registration order, before the collective syncs.
void releaseOverlapping(Context &C, const alb_array &A,
                        const std::vector<NestArray> &OfThisNest) {
  std::size_t Bytes = layoutBytes(A.extent, A.slice_stride, A.slice_elems,
                                  A.elem_stride, A.elem_size);
  const auto &Records = C.arrays();
  // Every rank tracks the same records: with no other, no rank has one to
  // release, and a growing wavefront asks at every execution.
  if (std::none_of(Records.begin(), Records.end(), [&](const auto &Other) {
        return C.isTracked(*Other) && Other->base != A.base;
      }))
    return;
  std::vector<int> Overlaps(Records.size(), 0);
  for (std::size_t I = 0; I < Records.size(); ++I) {
    const ArrayRecord &Other = *Records[I];
    Overlaps[I] = C.isTracked(Other) && Other.base != A.base &&
                  rangesOverlap(reinterpret_cast<std::uintptr_t>(A.base), Bytes,
                                reinterpret_cast<std::uintptr_t>(Other.base),
                                Other.spanBytes());
  }
  if (!Records.empty())
    checkMPI(MPI_Allreduce(MPI_IN_PLACE, Overlaps.data(),
                           static_cast<int>(Overlaps.size()), MPI_INT, MPI_MAX,
                           C.comm),
             "MPI_Allreduce");
  for (std::size_t I = 0; I < Overlaps.size(); ++I) {
    ArrayRecord *Other = Records[I].get();
    if (!Overlaps[I] || !C.isTracked(*Other) ||
        std::any_of(OfThisNest.begin(), OfThisNest.end(),
                    [&](const NestArray &E) { return E.array == Other; }))
      continue;
    ++C.dataEpoch; // HaloStream.h: no stream across a released array
    syncArray(C, *Other);
    C.forgetArray(Other->base);
  }
}

// The record of an array described in a nest: registered on first use. An
// array described with a different layout than before (e.g. distributed
// along another dimension) is first made whole under the old layout, so its
// holder map never mixes two layouts. A different extent alone is no new
// layout: a triangular or wavefront nest touches more rows at every
// execution, and making the array whole each time moved all of it (a
// 500-row wavefront at 4 ranks fetched 1 GB); the record grows to cover
// the rows, and a nest that touches fewer leaves it as it is.
ArrayRecord &resolveArray(Context &C, const alb_array &A,
                          const std::vector<NestArray> &OfThisNest) {
  const std::string Name = A.name ? A.name : "?";
  if (!A.base)
    fatal("array '" + Name + "' has a null base address");
  if (A.elem_size == 0 || A.extent < 0 || A.slice_elems < 0 ||
      A.halo_below < 0 || A.halo_above < 0 || A.pipe_rows < 0)
    fatal("array '" + Name +
          "': invalid description (zero element size or a negative extent, "
          "slice length, halo or pipe_rows)");
  ArrayRecord *R = C.findArray(A.base);
  if (!R) {
    releaseOverlapping(C, A, OfThisNest);
    return C.addArray(A);
  }
  if (!R->hasSliceGeometry(A)) {
    syncArray(C, *R);
    releaseOverlapping(C, A, OfThisNest);
    R->setLayout(A);
  } else if (A.extent > R->extent) {
    releaseOverlapping(C, A, OfThisNest);
    R->widen(A.extent);
  }
  R->base = static_cast<char *>(A.base);
  return *R;
}

// Resolves the nest's arrays (their bases may change between executions,
// e.g. when a program swaps two array pointers) and merges duplicates. An
// execution without iterations touches no element: an array without
// memory (an empty std::vector's null buffer) is left out of it.
void resolveArrays(Context &C, alb_nest &N, const alb_nest_desc &D,
                   long Count) {
  N.arrays.clear();
  N.crossWrites = false;
  N.rowTables.assign(D.row_tables, D.row_tables + D.nrow_tables);
  N.maxPipeRows = 0;
  N.bytesPerIteration = 0.0;
  for (int I = 0; I < D.narrays; ++I) {
    const alb_array &A = D.arrays[I];
    if (!A.base && Count == 0)
      continue;
    ArrayRecord &Record = resolveArray(C, A, N.arrays);
    const CrossRange Cross = CrossRange::of(A);
    N.crossWrites = N.crossWrites || Cross.any();
    auto Same =
        std::find_if(N.arrays.begin(), N.arrays.end(),
                     [&](const NestArray &E) { return E.array == &Record; });
    if (Same == N.arrays.end()) {
      N.arrays.push_back({&Record, A.halo_below, A.halo_above, A.written != 0,
                          A.pipe_rows, Cross, A.stream_above != 0,
                          A.above_reach});
      N.bytesPerIteration += static_cast<double>(Record.sliceBytes());
    } else {
      Same->below = std::max(Same->below, A.halo_below);
      Same->above = std::max(Same->above, A.halo_above);
      Same->written = Same->written || A.written != 0;
      Same->pipeRows = std::max(Same->pipeRows, A.pipe_rows);
      Same->streamAbove = Same->streamAbove && A.stream_above != 0;
      Same->aboveReach = std::max(Same->aboveReach, A.above_reach);
      if (Cross.any())
        Same->cross = Cross;
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
  if (D.nrow_tables < 0 || (D.nrow_tables > 0 && !D.row_tables))
    fatal("invalid row table list (nrow_tables " +
          std::to_string(D.nrow_tables) + ")" + Where);
  for (int I = 0; I < D.nrow_tables; ++I) {
    const alb_row_table &T = D.row_tables[I];
    const std::string Table =
        std::string("row table '") + (T.name ? T.name : "?") + "'";
    if (D.kind == ALB_NEST_PIPELINE)
      fatal(Table +
            ": written by rows in a pipelined nest, whose rows other "
            "ranks may read before the nest ends" +
            Where);
    if (!T.rows && Count > 0)
      fatal(Table + ": null table" + Where);
    if (T.end_byte < T.first_byte)
      fatal(Table + ": end_byte " + std::to_string(T.end_byte) +
            " below first_byte " + std::to_string(T.first_byte) + Where);
  }
  if (D.kind == ALB_NEST_PIPELINE && D.pipe_skew < 0)
    fatal("negative pipe_skew" + Where);
  for (int I = 0; D.kind == ALB_NEST_PIPELINE && I < D.narrays; ++I)
    if (D.arrays[I].shared_end > D.arrays[I].shared_first)
      fatal(std::string("array '") +
            (D.arrays[I].name ? D.arrays[I].name : "?") +
            "': shared slices in a pipelined nest, whose rows change "
            "during the execution" +
            Where);
  for (int I = 0; D.kind == ALB_NEST_PIPELINE && I < D.narrays; ++I) {
    const alb_array &A = D.arrays[I];
    if (A.stream_above && A.above_reach < 0)
      fatal(std::string("array '") + (A.name ? A.name : "?") +
            "': negative above_reach" + Where);
    if (CrossRange::of(A).any())
      fatal(std::string("array '") + (A.name ? A.name : "?") +
            "': writes outside the iterations' slices in a pipelined nest, "
            "which other ranks may read before the nest ends" +
            Where);
  }
}

// Slices every iteration may read (alb_array::shared_first), made whole on
// every rank under the layout this nest describes. Collective.
void syncSharedSlices(Context &C, const alb_nest_desc &D) {
  for (int I = 0; I < D.narrays; ++I) {
    const alb_array &A = D.arrays[I];
    if (ArrayRecord *Record = C.findArray(A.base);
        Record && A.shared_end > A.shared_first)
      syncSlices(C, *Record, {A.shared_first, A.shared_end});
  }
}

// Replicable nests: after the first execution, a window of distributed
// executions; at its end, the replication threshold from the window's wall
// time on the slowest rank and its compute time summed over ranks (one
// allreduce, so that every rank holds the same threshold). Collective.
// Each window of distributed executions decides the threshold again
// (policy::ReplicationWindows), from its wall time on the slowest rank and
// its compute time summed over ranks.
void noteExecutionForReplication(Context &C, alb_nest &N) {
  std::optional<policy::DistributedWindow> Window =
      N.replicationWindows.executionEnded(
          N.schedule->kind() == ScheduleKind::Replicated, N.count,
          N.totals.wallSeconds, N.totals.computeSeconds, C.ranks);
  if (!Window)
    return;
  double Mine[2] = {Window->wallSeconds, Window->computeSeconds};
  WaitClock Waiting(C);
  checkMPI(MPI_Allreduce(&Mine[0], &Window->wallSeconds, 1, MPI_DOUBLE, MPI_MAX,
                         C.comm),
           "MPI_Allreduce");
  checkMPI(MPI_Allreduce(&Mine[1], &Window->computeSeconds, 1, MPI_DOUBLE,
                         MPI_SUM, C.comm),
           "MPI_Allreduce");
  N.replication = policy::replicationThreshold(*Window);
}

// The executions' order and start times, for the trial of rank 0 alone
// (Api.cpp), until it is decided.
void noteExecutionStart(Context &C, const alb_nest &N) {
  Context::AloneTrial &T = C.aloneTrial;
  // An execution inside another's chunks happens on some ranks only: the
  // log must be the same on every rank.
  if (T.phase == Context::AloneTrial::Phase::Decided ||
      std::any_of(C.nests.begin(), C.nests.end(), [&](const auto &Other) {
        return Other.get() != &N && Other->active;
      }))
    return;
  constexpr std::size_t Kept = 4096;
  if (T.starts.size() >= Kept) {
    T.starts.erase(T.starts.begin(), T.starts.begin() + Kept / 2);
    T.dropped += Kept / 2;
  }
  T.starts.push_back({N.id, MPI_Wtime(), C.distributedWallSeconds()});
  ++T.started;
}

} // namespace

void beginNest(Context &C, alb_nest **Slot, const alb_nest_desc &D,
               std::int64_t First, std::int64_t Step, std::int64_t Count) {
  validate(D, Step, Count);
  alb_nest *N = *Slot;
  if (N && !C.knownNests.count(N))
    fatal("unknown nest handle (not created by alb_nest_begin)");
  if (!N) {
    C.nests.emplace_back(new alb_nest());
    N = C.nests.back().get();
    C.knownNests.insert(N);
    N->id = static_cast<int>(C.nests.size()) - 1;
    N->location = locationOf(D);
    N->kind = D.kind;
    N->independent = D.independent && !hasHalos(D);
    N->hookLevel = D.hook_level;
    N->opsPerIteration = D.ops_per_iteration;
    N->replicable = D.replicable && D.kind == ALB_NEST_DOALL &&
                    C.options.replicate && !C.options.stress;
    N->minor = D.minor != 0;
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
  noteExecutionStart(C, *N);
  resolveArrays(C, *N, D, Count);
  syncSharedSlices(C, D);
  N->first = First;
  N->step = Step;
  N->count = Count;
  N->largestCount = std::max(N->largestCount, Count);
  N->ranRuns.clear();
  N->active = true;
  N->atBegin = {MPI_Wtime(), C.stats.computeSeconds,
                static_cast<double>(C.stats.bytesMoved + C.stats.bytesFetched)};
  N->executionVariant = N->variants.variant();
  N->variantSeconds = 0.0;
  N->variantIterations = 0;
  N->chunkCpuStart = -1.0;
  N->lastChunk = {};
  N->schedule = &selectSchedule(C, *N);
  C.replicatedResults = N->schedule->kind() == ScheduleKind::Replicated;
  if (C.replicatedResults)
    ++N->executionsReplicated;
  N->schedule->begin(C, *N);
}

namespace {

// Whether the chunk-loop variants' trial still times this rank's chunks.
bool variantTrialRuns(const alb_nest &N) {
  return N.hasVariants && !N.variants.decided();
}

// Ends the chunk in progress: its time, if it was timed, in lastChunk, and
// in the variants' trial while it lasts.
void finishChunk(alb_nest &N) {
  N.lastChunk = {};
  if (N.chunkCpuStart < 0.0)
    return;
  N.lastChunk = {N.chunkIterations, threadCpuSeconds() - N.chunkCpuStart};
  N.chunkCpuStart = -1.0;
  if (variantTrialRuns(N)) {
    N.variantSeconds += N.lastChunk.seconds;
    N.variantIterations += N.lastChunk.iterations;
  }
}

} // namespace

int nextChunk(Context &C, alb_nest &N, std::int64_t &KLo, std::int64_t &KHi) {
  if (!N.active)
    fatal("alb_nest_next on nest at " + N.location + " outside an execution");
  finishChunk(N);
  const int More = N.schedule->next(C, N, KLo, KHi);
  N.chunkIterations = More > 0 ? KHi - KLo : 0;
  if (More > 0 && (N.schedule->timesChunks(C) || variantTrialRuns(N)))
    N.chunkCpuStart = threadCpuSeconds();
  if (More > 0 && N.recordsRuns()) {
    N.ranRuns.push_back(KLo);
    N.ranRuns.push_back(KHi);
  }
  return More;
}

bool everyArrayWhole(Context &C) {
  auto &Cached = C.allWhole;
  if (Cached.dataEpoch != C.dataEpoch ||
      Cached.executionsEnded != C.executionsEnded) {
    Cached.whole =
        std::all_of(C.arrays().begin(), C.arrays().end(),
                    [](const auto &Array) { return Array->holders.whole(); });
    Cached.dataEpoch = C.dataEpoch;
    Cached.executionsEnded = C.executionsEnded;
  }
  return Cached.whole;
}

bool replicatesAsWritten(Context &C, alb_nest &N, std::int64_t Count) {
  if (N.active || !replicates(C, N, Count) || !everyArrayWhole(C))
    return false;
  N.largestCount = std::max(N.largestCount, Count);
  N.schedule = &scheduleOf(N, ScheduleKind::Replicated);
  noteExecutionStart(C, N);
  C.replicatedResults = true;
  ++N.executions;
  ++N.executionsAsWritten;
  C.replicatedOperations += static_cast<double>(Count) * N.opsPerIteration;
  return true;
}

void endNest(Context &C, alb_nest &N) {
  if (!N.active)
    fatal("alb_nest_end on nest at " + N.location + " outside an execution");
  finishChunk(N);
  if (N.variantIterations > 0)
    N.variants.record(N.executionVariant,
                      N.variantSeconds /
                          static_cast<double>(N.variantIterations));
  N.schedule->end(C, N);
  // The holders are those of the slices now, the execution's included. A
  // replicated execution wrote every slice and row on every rank.
  if (N.recordsRuns() && !C.replicatedResults) {
    const RanRuns Runs = gatherRuns(C, N);
    if (N.crossWrites)
      sendCrossWrites(C, N, Runs);
    if (!N.rowTables.empty())
      shareWrittenRows(C, N, Runs);
  }
  N.ranRuns.clear();
  N.active = false;
  ++N.executions;
  if (N.schedule->blockTied() && N.hookLevel <= 1 &&
      ++N.hook.count >= N.hook.next)
    fireHook(C, N);
  (N.schedule->kind() == ScheduleKind::Replicated ? C.replicatedOperations
                                                  : N.distributedOperations) +=
      static_cast<double>(N.count) * N.opsPerIteration;
  N.totals.wallSeconds += MPI_Wtime() - N.atBegin.wallSeconds;
  N.totals.computeSeconds += C.stats.computeSeconds - N.atBegin.computeSeconds;
  N.totals.bytes +=
      static_cast<double>(C.stats.bytesMoved + C.stats.bytesFetched) -
      N.atBegin.bytes;
  C.lastEnded = &N;
  ++C.executionsEnded;
  if (N.replicable)
    noteExecutionForReplication(C, N);
  if (C.wholeAfterNests > 0)
    syncEveryArray(C);
}

} // namespace autolb::runtime
