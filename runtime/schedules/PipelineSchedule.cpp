//===- PipelineSchedule.cpp - Pipelined (DOACROSS) nests ------------------===//
//
// Part of autolb. Block-tied like BlockSchedule.cpp: each rank owns one
// contiguous block of the iterations, moved between executions at
// interactions; a rank that owns nothing is skipped by the pipeline. Within
// an execution, the strip-mined loop runs in blocks of b, and each block's
// boundary goes downstream in one message (PipelineSchedule.h).
//
// Block size: every rank computes b at alb_nest_begin from the same inputs
// (the allocation; t_iteration, allreduced over the ranks on the first
// executions and later carried in the broadcast instructions; the start-up
// measurements), so b is identical everywhere without being broadcast
// itself. Before any timing, t_iteration is estimated from
// ops_per_iteration and the start-up t_op (provisional). Once t_iteration is
// measured, the model's b only starts a search (policy/schedules/GrainSearch.h)
// that times executions with other block sizes; their wall times are allreduced
// (the slowest rank's), so every rank's search takes the same steps.
//
//===----------------------------------------------------------------------===//

#include "schedules/PipelineSchedule.h"

#include "base/AddedLatency.h"
#include "base/CpuClock.h"
#include "base/Fatal.h"
#include "base/Tags.h"
#include "base/Trace.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/HaloStream.h"
#include "data/PipelineGeometry.h"
#include "data/SliceExchange.h"
#include "policy/schedules/GrainSearch.h"
#include "policy/schedules/GrainSize.h"
#include "report/RunReport.h"
#include "schedules/BlockExecution.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <limits>
#include <string>
#include <vector>

namespace autolb::runtime {

namespace {

// Calls Visit(array, slice, elements) for every boundary segment of block
// [Jb, Je) sent by the rank owning iterations [KLo, KHi).
template <typename Visitor>
void forEachSegment(const alb_nest &N, std::int64_t KLo, std::int64_t KHi,
                    std::int64_t Jb, std::int64_t Je, Visitor Visit) {
  for (const NestArray &A : N.arrays) {
    SliceRange Rows = boundaryIterations(KLo, KHi, A.pipeRows);
    for (std::int64_t K = Rows.begin; K < Rows.end; ++K) {
      std::int64_t Slice = N.first + K * N.step;
      if (Slice < 0 || Slice >= A.array->extent)
        continue;
      SliceRange Elements =
          pipeSegment(K, N.pipeSkew, Jb, Je, N.pipeFirst, N.pipeEnd);
      Elements.end = std::min(Elements.end, A.array->sliceElems);
      Elements.begin = std::max<std::int64_t>(Elements.begin, 0);
      if (!Elements.empty())
        Visit(*A.array, Slice, Elements);
    }
  }
}

std::size_t segmentBytes(const alb_nest &N, std::int64_t KLo, std::int64_t KHi,
                         std::int64_t Jb, std::int64_t Je) {
  std::size_t Bytes = 0;
  forEachSegment(N, KLo, KHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t, SliceRange E) {
                   Bytes += static_cast<std::size_t>(E.size()) * A.elemSize;
                 });
  return Bytes;
}

class PipelineSchedule final : public Schedule {
public:
  PipelineSchedule() : Schedule(ScheduleKind::Pipeline, /*BlockTied=*/true) {}

  void begin(Context &C, alb_nest &N) override {
    fitAllocation(C, N);
    Stream.begin(C, N);
    // With the stream, the downstream rank may still be receiving the
    // previous execution's boundaries: only those before are surely in.
    waitForSends(N.aboveHaloStreamed ? Executions : AllSends);
    ++Executions;
    placeBlocks(C, N, N.allocation);
    Neighbours = pipeNeighbours(N.allocation, C.rank);
    chooseGrain(C, N);
    WaitSeconds = 0.0;
    WaitCpuSeconds = 0.0;
    ExecutionStart = MPI_Wtime();
    startCompute(N);
  }

  int next(Context &, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override {
    return nextBlock(N, KLo, KHi);
  }

  void end(Context &C, alb_nest &N) override {
    Stream.end(C, N);
    if (!Stream.streaming())
      waitForSends(AllSends);
    const double Compute = endBlocks(C, N, WaitSeconds, WaitCpuSeconds);
    const std::int64_t M = N.stripTripCount();
    if (M <= 0)
      return;
    double Local = N.owned() > 0 ? Compute / static_cast<double>(M) : 0.0;
    if (Local > 0.0)
      N.iterationMin =
          N.iterationMin > 0.0 ? std::min(N.iterationMin, Local) : Local;
    const bool Measuring = N.executions < MeasuredExecutions;
    const bool Searching = Search.searching();
    if (!Measuring && !Searching)
      return;
    double Times[2] = {Local, MPI_Wtime() - ExecutionStart};
    if (C.ranks > 1) {
      WaitClock Waiting(C);
      checkMPI(
          MPI_Allreduce(MPI_IN_PLACE, Times, 2, MPI_DOUBLE, MPI_MAX, C.comm),
          "MPI_Allreduce");
    }
    if (Measuring)
      recordIterationEstimate(N, Times[0]);
    if (Searching)
      Search.record(Times[1]);
  }

  const char *summaryName() const override { return "pipelined"; }

  void settle(Context &C, alb_nest &) override {
    Stream.drain(C);
    waitForSends(AllSends);
  }

  void printSummary(const Context &C, const alb_nest &N) const override {
    std::fprintf(stderr,
                 "autolb:     block size %lld of m = %lld (%s%s), M_opt %.3g, "
                 "t_iteration %.3g us, predicted efficiency %.2f\n",
                 static_cast<long long>(N.blockSize),
                 static_cast<long long>(N.stripTripCount()),
                 Search.started() ? "measured"
                                  : policy::grainRuleName(Grain.rule),
                 ProvisionalGrain ? ", provisional: not timed yet" : "",
                 Grain.optimalBlocks, N.iterationSeconds * 1e6,
                 Grain.prediction.efficiency);
    if (Search.started())
      printSearch();
    Stream.printSummary();
    // The model's inputs, from which its efficiency for any b follows
    // (policy::predictPipeline; scripts/bench-report.py draws the curve).
    const policy::PipelineModel &In = Grain.inputs;
    std::fprintf(stderr,
                 "autolb:     grain model: P %d, m %lld, t_iteration %.4g us, "
                 "t_fixed %.4g us, t_incr %.4g ns per block column "
                 "(ALB_ADDED_LATENCY %.3g us)\n",
                 In.ranks, static_cast<long long>(In.stripTripCount),
                 In.iterationSeconds * 1e6, In.fixedSeconds * 1e6,
                 In.perElementSeconds * 1e9,
                 C.options.addedLatencySeconds * 1e6);
  }

  void describe(const Context &, const alb_nest &N,
                report::NestReport &Out) const override {
    report::GrainReport G;
    G.blockSize = N.blockSize;
    G.stripTripCount = N.stripTripCount();
    G.rule = Search.started() ? "measured" : policy::grainRuleName(Grain.rule);
    G.provisional = ProvisionalGrain;
    G.optimalBlocks = Grain.optimalBlocks;
    G.iterationSeconds = N.iterationSeconds;
    G.predictedEfficiency = Grain.prediction.efficiency;
    const policy::PipelineModel &In = Grain.inputs;
    G.modelRanks = In.ranks;
    G.modelIterationSeconds = In.iterationSeconds;
    G.modelFixedSeconds = In.fixedSeconds;
    G.modelPerColumnSeconds = In.perElementSeconds;
    G.searched = Search.started();
    G.searchDone = Search.done();
    G.searchStartBlockSize = Search.modelBlockSize();
    for (const policy::GrainProbe &P : Search.probes())
      G.probes.push_back({P.blockSize, P.seconds});
    Out.grain = G;
  }

  /// The grain search's line of the summary.
  void printSearch() const {
    std::string Probes;
    for (const policy::GrainProbe &P : Search.probes()) {
      char Probe[64];
      std::snprintf(Probe, sizeof Probe, " %lld: %.3g ms,",
                    static_cast<long long>(P.blockSize), P.seconds * 1e3);
      Probes += Probe;
    }
    std::fprintf(stderr,
                 "autolb:     grain search from the model's b = %lld, fastest "
                 "execution per block size:%s %s\n",
                 static_cast<long long>(Search.modelBlockSize()),
                 Probes.c_str(),
                 Search.done() ? "kept the fastest" : "still searching");
  }

  // Executions at other block sizes would pass for the balancer's doing.
  bool settled() const override { return !Search.searching(); }

  void addTraceColumns(const alb_nest &N, TraceLine &L) const override {
    L.blockSize = N.blockSize;
  }

  void receive(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je);
  void send(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je);

private:
  void chooseGrain(Context &C, alb_nest &N);
  /// The upstream rank's boundary for block [jb, je).
  void receiveBoundary(Context &C, alb_nest &N, std::int64_t jb,
                       std::int64_t je);
  /// Waits for the boundaries sent before execution `before` (executions
  /// are numbered from 1 as they begin).
  void waitForSends(std::int64_t before);
  static constexpr std::int64_t AllSends =
      std::numeric_limits<std::int64_t>::max();

  PipeNeighbours Neighbours;
  HaloStream Stream;
  /// Boundaries in flight: buffer, request, and the execution that sent
  /// them. They are only waited for at the end of an execution (or, when
  /// the nest streams, at the next begin), so a rank never stalls while
  /// its downstream neighbour is descheduled.
  std::deque<std::vector<char>> SendBuffers;
  std::deque<MPI_Request> SendRequests;
  std::deque<std::int64_t> SendExecutions;
  std::int64_t Executions = 0;
  std::vector<char> ReceiveBuffer;
  /// Time spent waiting for the neighbours in this execution.
  double WaitSeconds = 0.0;
  double WaitCpuSeconds = 0.0;
  policy::GrainChoice Grain;
  bool ProvisionalGrain = false;
  policy::GrainSearch Search;
  double ExecutionStart = 0.0;
};

void PipelineSchedule::chooseGrain(Context &C, alb_nest &N) {
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
  ProvisionalGrain = false;
  if (C.options.blockSize > 0) {
    Grain = policy::overridePipelinedGrain(Model, C.options.blockSize);
  } else {
    if (Model.iterationSeconds <= 0.0) {
      // Not timed yet: the compiler's operation count and the start-up
      // speed of one operation give a provisional t_iteration.
      ProvisionalGrain = true;
      if (M > 0 && N.opsPerIteration > 0.0)
        Model.iterationSeconds =
            std::ceil(static_cast<double>(N.count) / Model.ranks) *
            N.opsPerIteration / static_cast<double>(M) * C.startup.secondsPerOp;
    }
    Grain = policy::choosePipelinedGrain(Model);
  }
  N.blockSize = std::max<std::int64_t>(Grain.blockSize, 1);
  if (C.options.blockSize > 0 || !C.options.grainSearch || ProvisionalGrain ||
      N.executions < MeasuredExecutions)
    return;
  Search.start(N.blockSize, M);
  N.blockSize = Search.blockSize();
}

void PipelineSchedule::receive(Context &C, alb_nest &N, std::int64_t Jb,
                               std::int64_t Je) {
  Stream.receive(C, N, Je, WaitSeconds, WaitCpuSeconds);
  receiveBoundary(C, N, Jb, Je);
  N.blockStartSeconds = MPI_Wtime();
}

void PipelineSchedule::receiveBoundary(Context &C, alb_nest &N, std::int64_t Jb,
                                       std::int64_t Je) {
  const int Up = Neighbours.upstream;
  if (N.owned() == 0 || Up < 0)
    return;
  const std::int64_t UpLo = N.bounds[Up], UpHi = N.bounds[Up + 1];
  std::size_t Bytes = segmentBytes(N, UpLo, UpHi, Jb, Je);
  if (Bytes == 0)
    return;
  ReceiveBuffer.resize(Bytes);
  double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
  checkMPI(MPI_Recv(ReceiveBuffer.data(), static_cast<int>(Bytes), MPI_BYTE, Up,
                    TagPipe, C.comm, MPI_STATUS_IGNORE),
           "MPI_Recv");
  noteWait(N, MPI_Wtime() - Start, threadCpuSeconds() - StartCpu, WaitSeconds,
           WaitCpuSeconds);
  const char *In = ReceiveBuffer.data();
  forEachSegment(N, UpLo, UpHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                   unpackElements(A, S, E, In);
                 });
}

void PipelineSchedule::send(Context &C, alb_nest &N, std::int64_t Jb,
                            std::int64_t Je) {
  if (N.blockStartSeconds > 0.0)
    N.longestOffSeconds =
        std::max(N.longestOffSeconds, MPI_Wtime() - N.blockStartSeconds);
  Stream.send(C, N, Jb);
  const int Down = Neighbours.downstream;
  if (N.owned() == 0 || Down < 0)
    return;
  std::size_t Bytes = segmentBytes(N, N.kLo, N.kHi, Jb, Je);
  if (Bytes == 0)
    return;
  SendBuffers.emplace_back(Bytes);
  char *Out = SendBuffers.back().data();
  forEachSegment(N, N.kLo, N.kHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                   packElements(A, S, E, Out);
                 });
  if (C.options.addedLatencySeconds > 0.0) {
    // Communication, not computation: t_iteration must not include it.
    double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
    waitAddedLatency(C.options.addedLatencySeconds);
    WaitSeconds += MPI_Wtime() - Start;
    WaitCpuSeconds += threadCpuSeconds() - StartCpu;
  }
  SendRequests.emplace_back();
  SendExecutions.push_back(Executions);
  checkMPI(MPI_Isend(SendBuffers.back().data(), static_cast<int>(Bytes),
                     MPI_BYTE, Down, TagPipe, C.comm, &SendRequests.back()),
           "MPI_Isend");
}

void PipelineSchedule::waitForSends(std::int64_t Before) {
  double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
  while (!SendRequests.empty() && SendExecutions.front() < Before) {
    checkMPI(MPI_Wait(&SendRequests.front(), MPI_STATUS_IGNORE), "MPI_Wait");
    SendRequests.pop_front();
    SendBuffers.pop_front();
    SendExecutions.pop_front();
  }
  WaitSeconds += MPI_Wtime() - Start;
  WaitCpuSeconds += threadCpuSeconds() - StartCpu;
}

// The pipeline schedule of the nest, which must be executing.
PipelineSchedule &executingPipeline(alb_nest &N, const char *Call) {
  if (N.schedule->kind() != ScheduleKind::Pipeline)
    fatal(std::string(Call) + " on nest at " + N.location +
          ", which is not a pipelined nest");
  if (!N.active)
    fatal(std::string(Call) + " on nest at " + N.location +
          " outside an execution");
  return static_cast<PipelineSchedule &>(*N.schedule);
}

} // namespace

void pipeReceive(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je) {
  executingPipeline(N, "alb_pipe_recv").receive(C, N, Jb, Je);
}

void pipeSend(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je) {
  executingPipeline(N, "alb_pipe_send").send(C, N, Jb, Je);
}

std::unique_ptr<Schedule> makePipelineSchedule() {
  return std::make_unique<PipelineSchedule>();
}

} // namespace autolb::runtime
