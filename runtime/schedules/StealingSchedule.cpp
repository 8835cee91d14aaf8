//===- StealingSchedule.cpp - Independent iterations, stolen --------------===//
//
// Part of autolb. DOALL nests with independent iterations and no halos,
// while balancing is on and the run has at least ALB_STEAL_RANKS ranks:
// decentralized work stealing ([TITUS]) instead of rank 0's counter, whose
// requests queue up at scale. Each available rank starts with an even block
// of the iterations, cut into chunks of the size that keeps one steal
// request (t_interact) under 1% of a chunk's work
// (policy/schedules/HookSpacing.h), and runs them from the front of its range
// on the StealBoard. A rank whose range is empty steals the back half of a
// partner's range, puts it in its own (where its partners may steal from it in
// turn: work spreads along the overlay) and goes on; partners are its
// small-world links (policy/schedules/SmallWorld.h), tried from the last one
// that had work. A rank is done after a whole round of its partners had
// nothing; the owner of the loop's last chunk keeps it off the board and runs
// it after that (the rank that runs the last iteration must run nothing after
// it). Every chunk is taken exactly once (compare-and-swap on the board), so
// every rank may stop early without losing work: an owner always empties its
// own range. As in DynamicSchedule.cpp, the arrays are made whole at begin and
// the chunks' runners become their slices' holders at end.
// What a chunk costs beyond its iterations' work (a nest tiled by Polly packs
// its operands once per chunk) is measured by each rank on its own chunks:
// until it is known, a rank's second and fourth chunks are timed alone and
// its third merges ProbeMerge chunks (policy/schedules/ChunkFixedCost.h),
// on the thread's CPU clock; from then on
// the rank takes as many consecutive chunks of its range at once as make
// that cost 1% of their work, in this execution and the later ones.
//
//===----------------------------------------------------------------------===//

#include "base/Fatal.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/SliceExchange.h"
#include "policy/common/SplitMix.h"
#include "policy/schedules/ChunkFixedCost.h"
#include "policy/schedules/HookSpacing.h"
#include "policy/schedules/SmallWorld.h"
#include "schedules/BlockExecution.h"
#include "schedules/ChunkOwners.h"
#include "schedules/ChunkTable.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace autolb::runtime {

namespace {

/// The overlay's seed: every rank must draw the same graph.
constexpr std::uint64_t OverlaySeed = 0x5eed5eedULL;

/// What a rank counts during one execution, gathered at its end.
enum Counter { Ran, ComputeNanoseconds, Steals, Failed, Partners, Counters };

class StealingSchedule final : public Schedule {
public:
  StealingSchedule() : Schedule(ScheduleKind::Stealing, /*BlockTied=*/false) {}

  bool accepts(Context &C, const alb_nest &N) override;
  void begin(Context &C, alb_nest &N) override;
  int next(Context &C, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override;
  void end(Context &C, alb_nest &N) override;
  bool timesChunks(const Context &C) const override { return probing(C); }

  const char *summaryName() const override {
    return "dynamically scheduled (work stealing)";
  }
  void printSummary(const Context &C, const alb_nest &N) const override;

private:
  /// Steals from the partners, from the last one that had work; true when
  /// this rank's range holds the stolen chunks.
  bool steal(Context &C);
  /// While the fixed cost is unknown, takes the time of the chunk this rank
  /// just ran (alb_nest::lastChunk, timed on the thread's CPU clock) and
  /// fits the cost from the probe chunks.
  void timeFinishedChunk(const Context &C, const alb_nest &N);
  /// Whether this rank's takes are timed now (fixed cost not yet known).
  bool probing(const Context &C) const {
    return !CostKnown && !Forced && !C.options.stress && ProbeTakes <= 4;
  }
  /// The most chunks merged into one take unless ALB_CHUNK_MERGE says
  /// otherwise: a rank keeps at least 4 takes in its range for others to
  /// steal from.
  std::int64_t maxMerge(const Context &C) const {
    return std::max<std::int64_t>(
        (Table.firstChunk[C.rank + 1] - Table.firstChunk[C.rank]) / 4, 1);
  }
  /// Chunks to take at once now: 1 or ProbeMerge while probing, Merge after.
  std::int64_t chunksToTake() const;

  StealingTable Table;
  /// The ranks this rank may steal from, in the order it tries them.
  std::vector<int> Overlay;
  std::size_t NextVictim = 0;
  /// Whether each partner was asked in this execution.
  std::vector<bool> Asked;
  bool Done = false;
  /// The loop's last chunk, if this rank owns it and has not run it yet.
  std::int64_t ReservedChunk = -1;
  std::vector<std::int64_t> MyChunks;
  std::int64_t MySteals = 0, MyFailed = 0;
  policy::HookSpacing ChunkSize;
  double ChunkIterationSeconds = 0.0;
  /// This rank's fit of a chunk's fixed cost (kept across executions once
  /// CostKnown) and the iterations a taken range should have for it.
  policy::ChunkCostFit CostFit;
  bool CostKnown = false;
  /// ALB_CHUNK_MERGE sets Merge: nothing is probed.
  bool Forced = false;
  std::int64_t WantedIterations = 1;
  /// The probe's chunks in this execution: taken so far, and the time and
  /// iterations of the first one timed alone and of the merged one.
  int ProbeTakes = 0;
  double ProbeSmallSeconds = 0.0, ProbeLargeSeconds = 0.0;
  std::int64_t ProbeSmallIterations = 0, ProbeLargeIterations = 0;
  /// Chunks merged into one take in this execution (after the probe).
  std::int64_t Merge = 1;
  std::int64_t MostMerge = 1;
  /// The last execution over all ranks.
  std::int64_t LastSteals = 0, LastFailed = 0, LastMostPartners = 0;
  std::size_t MostOverlay = 0;
};

bool StealingSchedule::accepts(Context &C, const alb_nest &N) {
  // Chunk numbers are 32-bit on the board; chunks never outnumber
  // iterations.
  return C.board().usable() && N.count < StealBoard::Limit;
}

void StealingSchedule::begin(Context &C, alb_nest &N) {
  for (const NestArray &A : N.arrays)
    syncArray(C, *A.array);
  ChunkIterationSeconds = chunkIterationSeconds(C, N);
  // A steal request, like a counter request, is a round trip: t_interact.
  ChunkSize = policy::spaceHooks(C.startup.interactSeconds,
                                 ChunkIterationSeconds, N.count);
  std::int64_t Chunk = ChunkSize.iterations;
  std::uint64_t StressState = 0;
  if (C.options.stress) {
    StressState = C.options.stressSeed ^
                  (static_cast<std::uint64_t>(N.id) << 40) ^
                  static_cast<std::uint64_t>(N.executions);
    Chunk = 1 + static_cast<std::int64_t>(
                    policy::splitMix64(StressState) %
                    static_cast<std::uint64_t>(std::max<std::int64_t>(
                        N.count / (4 * std::max(C.ranks, 1)), 1)));
  }
  Table = stealingChunks(evenAllocation(N.count, C.available, 1), Chunk);
  Forced = C.options.chunkMerge > 0;
  Merge = Forced ? C.options.chunkMerge
                 : std::clamp<std::int64_t>(
                       (WantedIterations + Chunk - 1) / Chunk, 1, maxMerge(C));
  MostMerge = std::max(MostMerge, Merge);
  ProbeTakes = 0;
  Overlay.clear();
  for (int Partner : policy::smallWorldPartners(
           C.rank, C.ranks, policy::defaultShortcuts(C.ranks),
           C.options.stress ? StressState : OverlaySeed))
    if (C.available[Partner])
      Overlay.push_back(Partner);
  MostOverlay = std::max(MostOverlay, Overlay.size());
  NextVictim = 0;
  Asked.assign(Overlay.size(), false);
  Done = !C.available[C.rank];
  MyChunks.clear();
  MySteals = MyFailed = 0;
  // The loop's last chunk stays with its owner, off the board, and runs
  // after everything else that rank runs: the rank that runs the last
  // iteration must run nothing after it (a private array's copy-out takes
  // that rank's copy, alb_private_copy_out).
  std::int64_t Back = Table.firstChunk[C.rank + 1];
  const std::int64_t Last = static_cast<std::int64_t>(Table.bounds.size()) - 2;
  ReservedChunk = -1;
  if (Back > Table.firstChunk[C.rank] && Back - 1 == Last)
    ReservedChunk = Back-- - 1;
  C.board().publish(Table.firstChunk[C.rank], Back);
  N.kLo = N.kHi = 0;
  N.computeStart = MPI_Wtime();
}

bool StealingSchedule::steal(Context &C) {
  for (std::size_t Tried = 0; Tried < Overlay.size(); ++Tried) {
    const std::size_t Index = (NextVictim + Tried) % Overlay.size();
    Asked[Index] = true;
    std::int64_t Front = 0, Back = 0;
    if (C.board().stealHalf(Overlay[Index], Front, Back)) {
      C.board().publish(Front, Back);
      NextVictim = Index;
      ++MySteals;
      return true;
    }
    ++MyFailed;
  }
  return false;
}

void StealingSchedule::timeFinishedChunk(const Context &C, const alb_nest &N) {
  const std::int64_t RunningIterations = N.lastChunk.iterations;
  if (RunningIterations == 0 || !probing(C))
    return;
  const double Seconds = N.lastChunk.seconds;
  // Take 1 warms the caches up; take 2 is timed alone, take 3 merged and
  // take 4 alone again: a fixed cost shows against both single takes, a
  // start-up transient (caches, the other ranks starting together) against
  // the first only.
  if (ProbeTakes == 2) {
    ProbeSmallSeconds = Seconds;
    ProbeSmallIterations = RunningIterations;
  } else if (ProbeTakes == 3) {
    ProbeLargeSeconds = Seconds;
    ProbeLargeIterations = RunningIterations;
  } else if (ProbeTakes == 4 && ProbeLargeIterations > ProbeSmallIterations &&
             ProbeLargeIterations > RunningIterations) {
    const policy::ChunkCostFit Before =
        policy::fitChunkCost(ProbeSmallIterations, ProbeSmallSeconds,
                             ProbeLargeIterations, ProbeLargeSeconds);
    const policy::ChunkCostFit After = policy::fitChunkCost(
        RunningIterations, Seconds, ProbeLargeIterations, ProbeLargeSeconds);
    CostFit = Before.fixedSeconds < After.fixedSeconds ? Before : After;
    CostFit.significant = Before.significant && After.significant;
    CostKnown = true;
    const std::int64_t Chunk = ChunkSize.iterations;
    Merge = policy::mergedChunks(CostFit, C.startup.interactSeconds, Chunk,
                                 maxMerge(C));
    MostMerge = std::max(MostMerge, Merge);
    WantedIterations = Merge * Chunk;
  }
}

std::int64_t StealingSchedule::chunksToTake() const {
  if (CostKnown || Forced)
    return Merge;
  return ProbeTakes == 2 ? policy::ProbeMerge : 1;
}

int StealingSchedule::next(Context &C, alb_nest &N, std::int64_t &KLo,
                           std::int64_t &KHi) {
  // Each request for a chunk is a hook of the nest; none interacts.
  ++N.hook.count;
  timeFinishedChunk(C, N);
  std::int64_t Chunk = 0;
  while (!Done && !C.board().takeFront(Chunk))
    Done = !steal(C);
  if (Done) {
    if (ReservedChunk < 0)
      return 0;
    Chunk = std::exchange(ReservedChunk, -1);
  }
  MyChunks.push_back(Chunk);
  // The front of this rank's range is its own: the chunks after Chunk are
  // consecutive until the range is empty.
  std::int64_t Last = Chunk;
  const std::int64_t Wanted =
      Done || (C.options.stress && !Forced) ? 1 : chunksToTake();
  while (Last - Chunk + 1 < Wanted) {
    std::int64_t Next = 0;
    if (!C.board().takeFront(Next))
      break;
    if (Next != Last + 1)
      fatal("work stealing: chunk " + std::to_string(Next) +
            " taken after chunk " + std::to_string(Last) +
            " from the front of this rank's range");
    MyChunks.push_back(Next);
    Last = Next;
  }
  KLo = Table.bounds[Chunk];
  KHi = Table.bounds[Last + 1];
  ++ProbeTakes;
  return 1;
}

void StealingSchedule::end(Context &C, alb_nest &N) {
  const double Compute = std::max(MPI_Wtime() - N.computeStart, 0.0);
  std::int64_t Mine = 0;
  for (std::int64_t Chunk : MyChunks)
    Mine += Table.bounds[Chunk + 1] - Table.bounds[Chunk];
  N.done += Mine;
  N.computeSeconds += Compute;
  C.stats.computeSeconds += Compute;
  std::vector<std::int64_t> Local(Counters);
  Local[Ran] = Mine;
  Local[ComputeNanoseconds] = static_cast<std::int64_t>(Compute * 1e9);
  Local[Steals] = MySteals;
  Local[Failed] = MyFailed;
  Local[Partners] = std::count(Asked.begin(), Asked.end(), true);
  const std::vector<std::int64_t> All =
      gatherChunkOwners(C, N, Table.bounds, MyChunks, Local);
  std::int64_t Iterations = 0, Nanoseconds = 0;
  LastSteals = LastFailed = LastMostPartners = 0;
  for (int R = 0; R < C.ranks; ++R) {
    const std::int64_t *Row =
        All.data() + static_cast<std::size_t>(R) * Counters;
    Iterations += Row[Ran];
    Nanoseconds += Row[ComputeNanoseconds];
    LastSteals += Row[Steals];
    LastFailed += Row[Failed];
    LastMostPartners = std::max(LastMostPartners, Row[Partners]);
  }
  if (N.executions < MeasuredExecutions && Iterations > 0)
    recordIterationEstimate(N, Nanoseconds * 1e-9 /
                                   static_cast<double>(Iterations));
  const std::int64_t Executed =
      static_cast<std::int64_t>(Table.bounds.size()) - 1;
  traceExecution(C, N, Mine, Compute, Executed,
                 C.options.stress ? "stealing+stress" : "stealing",
                 Executed > 0 ? Merge * (Table.bounds[1] - Table.bounds[0])
                              : 0);
  N.done = 0;
  N.computeSeconds = 0.0;
}

void StealingSchedule::printSummary(const Context &C, const alb_nest &) const {
  std::fprintf(
      stderr,
      "autolb:     work stealing (%d ranks, ALB_STEAL_RANKS %lld): "
      "small-world overlay of at most %zu partners per rank (ring "
      "neighbours and up to %d shortcuts); last execution: %lld chunks of "
      "%s%lld iterations, %lld "
      "steals, %lld failed attempts, at most %lld partners asked by a "
      "rank\n",
      C.ranks, static_cast<long long>(C.options.stealRanks), MostOverlay,
      policy::defaultShortcuts(C.ranks),
      static_cast<long long>(Table.bounds.size()) - 1,
      C.options.stress ? "random " : "",
      static_cast<long long>(
          Table.bounds.size() > 1 ? Table.bounds[1] - Table.bounds[0] : 0),
      static_cast<long long>(LastSteals), static_cast<long long>(LastFailed),
      static_cast<long long>(LastMostPartners));
  if (!C.options.stress)
    std::fprintf(stderr,
                 "autolb:     chunk size: %s (steal request t_interact %.3g "
                 "us, t_iteration %.3g us)\n",
                 policy::spacingRuleName(ChunkSize.rule),
                 C.startup.interactSeconds * 1e6, ChunkIterationSeconds * 1e6);
  if (Forced)
    std::fprintf(stderr,
                 "autolb:     up to %lld chunks taken at once "
                 "(ALB_CHUNK_MERGE)\n",
                 static_cast<long long>(C.options.chunkMerge));
  else if (C.options.stress)
    return;
  else if (!CostKnown)
    std::fprintf(stderr, "autolb:     fixed cost of a chunk: not measured "
                         "(rank 0 ran fewer than 4 takes in an execution)\n");
  else
    std::fprintf(
        stderr,
        "autolb:     fixed cost of a chunk on rank 0: %.3g us beside %.3g us "
        "per iteration (%s); up to %lld chunks taken at once\n",
        CostFit.fixedSeconds * 1e6, CostFit.iterationSeconds * 1e6,
        CostFit.significant ? "1% rule"
                            : "below 10% of a chunk: timing noise, ignored",
        static_cast<long long>(MostMerge));
}

} // namespace

std::unique_ptr<Schedule> makeStealingSchedule() {
  return std::make_unique<StealingSchedule>();
}

} // namespace autolb::runtime
