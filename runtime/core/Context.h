//===- Context.h - Process-wide state of the run-time -----------*- C++ -*-===//
//
// Part of autolb. One Context exists between alb_init and alb_finalize: the
// run-time's communicator (a duplicate of MPI_COMM_WORLD with errors
// returned, so user messages never match ours and every MPI failure gets
// our message), the options, the start-up measurements, the processor map
// in force, the arrays seen in nests with their holder maps, and the nests.
//
// Arrays are identified by their base address on the calling rank (bases
// differ between ranks; registration order, which follows the program,
// does not). The Context only keeps the records; resolving a nest's
// description against them (and re-laying out an array, which moves data)
// is alb_nest_begin's business (Dispatch.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CONTEXT_H
#define AUTOLB_RUNTIME_CONTEXT_H

#include "autolb/autolb.h"
#include "base/Trace.h"
#include "layout/HolderMap.h"
#include "policy/common/Options.h"
#include "policy/schedules/AloneTrial.h"
#include "rma/ChunkScheduler.h"
#include "rma/StealBoard.h"
#include "startup/Startup.h"

#include <cstdint>
#include <memory>
#include <mpi.h>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace autolb::runtime {

/// One array the run-time tracks.
struct ArrayRecord {
  std::string name;
  char *base = nullptr;
  std::size_t elemSize = 0;
  std::int64_t extent = 0;
  std::size_t sliceStride = 0;
  std::int64_t sliceElems = 0;
  std::size_t elemStride = 0;
  HolderMap holders;
  /// Whether `holders` were last set by a chunked execution (dynamic or
  /// stealing): where its chunks happened to run, not a layout a nest
  /// chose and balanced, so no later execution follows it
  /// (HolderSchedule.cpp).
  bool placedByChunks = false;

  std::size_t sliceBytes() const {
    return static_cast<std::size_t>(sliceElems) * elemSize;
  }
  /// The bytes from base to the end of the last element.
  std::size_t spanBytes() const;
  char *slice(std::int64_t s) const { return base + s * sliceStride; }
  /// Whether `description` cuts memory into this record's slices: the same
  /// element size, slice stride and length, and element stride (its base
  /// and extent aside).
  bool hasSliceGeometry(const alb_array &description) const;
  /// Takes the layout of `description` (not its base); every slice is
  /// whole again.
  void setLayout(const alb_array &description);
  /// Covers the first `Extent` slices as well, if it did not: the new ones
  /// are whole (only a distributed nest makes a slice held, and none has
  /// reached them under this record).
  void widen(std::int64_t Extent);
};

/// Counters for the summary (this rank's share; reduced at finalize).
struct RunStatistics {
  std::int64_t interactions = 0;
  std::int64_t moves = 0;
  std::int64_t bytesMoved = 0;
  std::int64_t bytesFetched = 0;
  double balancerSeconds = 0.0;
  /// Rank 0: CPU time in the balancer's decisions, and their number.
  double decisionCpuSeconds = 0.0;
  std::int64_t decisions = 0;
  double movementSeconds = 0.0;
  double fetchSeconds = 0.0;
  double computeSeconds = 0.0;
  double pipeWaitSeconds = 0.0;
  /// alb_terms_fold calls, and the bytes this rank received for them (the
  /// places of the other ranks' terms and the running values passed on).
  std::int64_t termFolds = 0;
  std::int64_t termBytesReceived = 0;
  /// The terms this rank recorded for them, and its wall time in
  /// alb_terms_fold: the running value waits for every earlier rank's fold.
  std::int64_t termsRecorded = 0;
  double termFoldSeconds = 0.0;
};

/// Deletes a nest (Nest.cpp) or a list of terms (Terms.cpp): the Context
/// owns them without depending on what they are.
struct NestDeleter {
  void operator()(alb_nest *nest) const;
};
struct TermsDeleter {
  void operator()(alb_terms *terms) const;
};

class Context {
public:
  /// Over the ranks of World (MPI_COMM_WORLD, or MPI_COMM_SELF for a
  /// program that runs on the output rank alone).
  Context(bool ownsMPI, const policy::Options &options, MPI_Comm World);
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  MPI_Comm comm = MPI_COMM_NULL;
  int rank = 0;
  int ranks = 1;
  bool ownsMPI = false;
  /// Ranks that wait in alb_init while this one runs the program alone
  /// (no file of it distributes a nest that writes arrays); 0 otherwise.
  int waitingRanks = 0;
  /// When it runs alone: the nests it distributes, each minor (it only
  /// summarizes data, or a deeper replicated nest outweighs it).
  int minorNests = 0;
  /// Seconds after alb_init from which this rank ran the program alone
  /// because nests ran replicated (alb_nest_replicates); 0 otherwise.
  double aloneSince = 0.0;
  /// Every replicable nest runs as written: this rank runs the program
  /// alone, from alb_init (one process: distributing over one rank only
  /// adds the run-time's costs, such as a recorded term per update of a sum
  /// folded in order) or from when alb_nest_replicates decided it (which
  /// needs replication, and leaves a context of one rank).
  bool runsAsWritten() const {
    return ranks < 2 && options.replicate && !options.stress;
  }
  /// The operations (iterations times ops_per_iteration) of the executions
  /// that ran replicated on every rank: whether rank 0 may go on alone
  /// while some nest still distributes (alb_nest_replicates).
  double replicatedOperations = 0.0;
  policy::Options options;
  StartupMeasurements startup;
  /// MPI_Wtime at alb_init.
  double startTime = 0.0;
  /// CPU time of this process at alb_init (MPI_Init's share excluded).
  double startCpuSeconds = 0.0;
  /// Processor map in force (every rank identical).
  std::vector<bool> available;
  /// Number of processor-map changes applied.
  std::int64_t mapChanges = 0;
  Trace trace;
  RunStatistics stats;
  /// Wall time this rank has spent waiting for other ranks in the run-time
  /// (fetches and syncs, pipeline messages, interactions, collectives) [s],
  /// cumulative. A report's share of it tells waiting from being absent
  /// (policy/balance/Stall.h).
  double waitSeconds = 0.0;
  /// Counts the run-time calls that may read or write distributed data
  /// (alb_nest_begin, syncs, forgets, array reductions, private copies): a
  /// nest's streamed halo is only valid across back-to-back executions
  /// (HaloStream.h).
  std::uint64_t dataEpoch = 0;
  /// Open alb_whole_after_nests(1) calls: while positive, every execution
  /// ends with every tracked array whole.
  int wholeAfterNests = 0;
  /// The last nest execution ran replicated (every rank all iterations):
  /// its scalar reductions are complete on every rank, alb_reduce does not
  /// combine them.
  bool replicatedResults = false;
  /// The nest whose execution ended last: the alb_reduce calls after its
  /// alb_nest_end count in its wall time (alb_nest::totals).
  alb_nest *lastEnded = nullptr;
  /// Executions ended so far. With dataEpoch, it dates every change of a
  /// holder map (executions, syncs, forgets): whether every tracked array
  /// was whole is remembered for the date it was last checked
  /// (alb_nest_replicates asks for every short execution).
  std::uint64_t executionsEnded = 0;
  struct {
    std::uint64_t dataEpoch = ~std::uint64_t(0), executionsEnded = 0;
    bool whole = false;
  } allWhole;
  /// The trial of rank 0 alone (policy/schedules/AloneTrial.h, run from
  /// alb_nest_replicates): the executions so far, each with its nest, when
  /// it started on this rank, and this rank's wall time inside distributed
  /// executions by then; kept until the trial is decided, the oldest
  /// dropped beyond a few thousand.
  struct ExecutionStart {
    int nest = 0;
    double seconds = 0.0, distributedSeconds = 0.0;
  };
  struct AloneTrial {
    enum class Phase {
      Watching,
      Armed,
      Running,
      Decided
    } phase = Phase::Watching;
    std::vector<ExecutionStart> starts;
    /// Executions started, and those dropped from the front of `starts`.
    std::int64_t started = 0, dropped = 0;
    /// Executions per period, periods per stretch, the agreements asked,
    /// and the first execution of the stretch rank 0 runs alone (before:
    /// the next execution at which to look for a period).
    int period = 0, periods = 0, rounds = 0;
    std::int64_t first = 0;
    /// The first execution a stretch distributed may start at: one after
    /// the last pair's, when every rank is in step again.
    std::int64_t distributedFrom = 0;
    double startSeconds = 0.0;
    /// Rank 0's pairs of stretches, the last one's alone time 0 while it
    /// runs.
    std::vector<policy::StretchPair> pairs;
    double replicatedOperationsBefore = 0.0;
    /// The other ranks' wait for rank 0's stretch, and its verdict (a
    /// policy::AloneVerdict).
    MPI_Request done = MPI_REQUEST_NULL;
    int verdict = 0;
    bool wentAlone = false;
    /// Why the trial did not run (empty: it ran).
    std::string outcome;
    /// Ends the trial (the log is no longer kept).
    void decide(std::string Outcome);
  } aloneTrial;
  /// Sends of exchanges that did not wait for them (exchangeSlices with
  /// carrySends), completed at the next exchange or alb_finalize.
  std::vector<MPI_Request> carriedSends;
  std::vector<std::unique_ptr<char[]>> carriedSendBuffers;
  /// Chunk counter of dynamically scheduled nests.
  std::unique_ptr<SharedCounter> counter;
  /// Stealable chunks of work-stealing nests, made on first use: most runs
  /// never steal (ALB_STEAL_RANKS), and making it is collective (a window
  /// and a barrier). Collective on the first call, which selectSchedule
  /// makes on every rank.
  StealBoard &board();
  /// This rank's wall time inside the nests' distributed executions [s].
  double distributedWallSeconds() const;
  /// Releases the communicator and the windows over it. Collective.
  void leaveCommunicator();
  /// After leaveCommunicator, on the rank that goes on: a context over
  /// this process alone.
  void runAlone();
  /// The counter's value when every execution so far has finished.
  std::int64_t counterTotal = 0;
  std::vector<std::unique_ptr<alb_nest, NestDeleter>> nests;
  std::unordered_set<const alb_nest *> knownNests;
  /// Reductions folded in the sequential order (alb_terms_begin).
  std::vector<std::unique_ptr<alb_terms, TermsDeleter>> termLists;
  std::unordered_set<const alb_terms *> knownTermLists;

  /// Seconds since alb_init.
  double now() const { return MPI_Wtime() - startTime; }

  /// Registers a new array (never seen, or forgotten) with the layout and
  /// base of `description`.
  ArrayRecord &addArray(const alb_array &description);
  /// The record of a base address, or nullptr when never seen in a nest.
  ArrayRecord *findArray(const void *base);
  /// Forgets the array at base (its memory is being freed): a later array
  /// at that address starts whole. The record stays allocated, empty, for
  /// nests that still point to it until their next begin re-resolves.
  void forgetArray(const void *base);
  /// The tracked arrays whose base lies in [begin, begin + bytes), in
  /// registration order (a block of memory the program releases).
  std::vector<ArrayRecord *> arraysIn(const void *begin, std::size_t bytes);
  /// Whether the run-time tracks record (it was not forgotten since).
  bool isTracked(const ArrayRecord &record) const;
  /// Every tracked array in registration order.
  const std::vector<std::unique_ptr<ArrayRecord>> &arrays() const {
    return Arrays;
  }

  /// Rank 0 reads the processor-map control file (when ALB_PROCMAP is
  /// set); returns the map to use from now on (not yet applied).
  std::vector<bool> pollProcessorMap();

private:
  std::vector<std::unique_ptr<ArrayRecord>> Arrays;
  std::unordered_map<const void *, ArrayRecord *> ArrayByBase;
  std::unique_ptr<StealBoard> Board;
};

/// Adds the wall time of its scope to Context::waitSeconds. Scopes must not
/// nest (the time would count twice).
class WaitClock {
public:
  explicit WaitClock(Context &context) : C(context), Start(MPI_Wtime()) {}
  ~WaitClock() { C.waitSeconds += MPI_Wtime() - Start; }
  WaitClock(const WaitClock &) = delete;
  WaitClock &operator=(const WaitClock &) = delete;

private:
  Context &C;
  double Start;
};

/// The context between alb_init and alb_finalize, else nullptr.
Context *currentContext();
void setCurrentContext(Context *context);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CONTEXT_H
