//===- Api.cpp - The C entry points of libautolb --------------------------===//
//
// Part of autolb. Each entry point checks the run-time's state and its
// arguments, then forwards to the C++ run-time. Calls before alb_init or
// after alb_finalize return ALB_ERR_NOINIT and a second alb_init returns
// ALB_ERR_STATE, since no other rank waits for this one then and the program
// can still act on those; they are reported on stderr too, for programs that
// do not check. Every other error (bad argument, unknown nest, call out of
// order, MPI failure, invalid ALB_* override) is fatal for the job, so
// errors.h has no codes for them (see Fatal.h): in SPMD code one rank
// returning an error would leave the others waiting in the next collective.
// Values go out through pointer arguments, never in the result code. C++
// exceptions never cross the C boundary.
//
//===----------------------------------------------------------------------===//

#include "autolb/autolb.h"
#include "balance/Interaction.h"
#include "base/CpuClock.h"
#include "base/Export.h"
#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Context.h"
#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/Reductions.h"
#include "data/SliceExchange.h"
#include "data/Terms.h"
#include "layout/RowRanges.h"
#include "layout/SlicesHolding.h"
#include "policy/common/Options.h"
#include "policy/common/UnknownVariables.h"
#include "policy/schedules/AloneTrial.h"
#include "policy/schedules/HookSpacing.h"
#include "schedules/Dispatch.h"
#include "schedules/PipelineSchedule.h"
#include "startup/StandardStreams.h"
#include "summary/Gather.h"
#include "summary/Summary.h"

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <limits>
#include <mpi.h>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

// The process environment (POSIX), scanned for misspelled ALB_* names.
extern char **environ;

using namespace autolb::runtime;

namespace {

// Runs Body, turning exceptions into a fatal error naming the entry point.
template <typename Function>
auto guarded(const char *Entry, Function Body) -> decltype(Body()) {
  try {
    return Body();
  } catch (const std::bad_alloc &) {
    fatal(std::string(Entry) + ": out of memory");
  } catch (const std::exception &E) {
    fatal(std::string(Entry) + ": " + E.what());
  }
}

// The context, or nullptr when alb_init has not been called.
Context *context() { return currentContext(); }

// The prologue of every entry point that needs alb_init: before it (or
// after alb_finalize) ALB_ERR_NOINIT, reported; otherwise Body(context),
// its exceptions made fatal: its result, or ALB_OK when it returns none.
template <typename Function> int entryPoint(const char *Entry, Function Body) {
  Context *C = context();
  if (!C)
    return reportedError(Entry, ALB_ERR_NOINIT);
  return guarded(Entry, [&] {
    if constexpr (std::is_void_v<decltype(Body(*C))>) {
      Body(*C);
      return static_cast<int>(ALB_OK);
    } else {
      return Body(*C);
    }
  });
}

// Whether this process writes the program's output: undecided before
// alb_init; from alb_init on, and still after alb_finalize (atexit handlers
// and destructor functions print then), the output rank does and the others
// do not.
enum class Role { Undecided, Output, Silent };
Role OutputRole = Role::Undecided;

// The files of the program that autolb wrote (alb_register_file, from
// their constructors, before main), the nests they distribute and those of
// them whose distribution cannot pay (minor: alb_init).
int RegisteredFiles = 0;
long DistributedNests = 0;
long MinorNests = 0;

// Waits, sleeping, until every rank has entered Barrier's barrier: the
// ranks that wait while the output rank runs the program alone must leave
// it the cores (a polling wait would take one).
// Returns false when MaxSeconds passed first (the request stays pending).
bool sleepUntilComplete(
    MPI_Request &Barrier,
    double MaxSeconds = std::numeric_limits<double>::infinity()) {
  const double Deadline = MPI_Wtime() + MaxSeconds;
  long PauseNs = 50000;
  for (;;) {
    int Done = 0;
    checkMPI(MPI_Test(&Barrier, &Done, MPI_STATUS_IGNORE), "MPI_Test");
    if (Done)
      return true;
    if (MPI_Wtime() >= Deadline)
      return false;
    const timespec Pause = {0, PauseNs};
    nanosleep(&Pause, nullptr);
    PauseNs = std::min(PauseNs * 2, 20000000L);
  }
}

alb_nest &checkedNest(Context &C, alb_nest *Nest, const char *Entry) {
  if (!Nest)
    fatal(std::string(Entry) + ": null nest handle");
  if (!C.knownNests.count(Nest))
    fatal(std::string(Entry) + ": unknown nest handle");
  return *Nest;
}

// Ends the nest's run of executions in every schedule it has used (Entry:
// alb_nest_settle or alb_finalize).
void settleNest(Context &C, alb_nest &N, const char *Entry) {
  if (N.active)
    fatal(std::string(Entry) + " while nest at " + N.location +
          " is inside an execution (before its alb_nest_end)");
  for (const auto &S : N.schedules)
    if (S)
      S->settle(C, N);
}

// The checks every reduction entry shares (`What` names the pointer: "value"
// or "elements"); the size of one element.
std::size_t checkedReduction(const char *Entry, const char *What,
                             const void *Elements, long Count, alb_type Type,
                             alb_op Op) {
  if (Count < 0)
    fatal(std::string(Entry) + ": negative count " + std::to_string(Count));
  if (Count > 0 && !Elements)
    fatal(std::string(Entry) + ": null " + What + " pointer");
  const std::size_t Size = sizeOfType(Type);
  if (Size == 0)
    fatal(std::string(Entry) + ": unknown type " + std::to_string(Type));
  if (Op != ALB_OP_SUM && Op != ALB_OP_PROD && Op != ALB_OP_MIN &&
      Op != ALB_OP_MAX)
    fatal(std::string(Entry) + ": unknown operator " + std::to_string(Op));
  return Size;
}

} // namespace

ALB_EXPORT int alb_init(int *Argc, char ***Argv) {
  if (context())
    return reportedError("alb_init", ALB_ERR_STATE);
  int MPIInitialized = 0;
  MPI_Initialized(&MPIInitialized);
  bool OwnsMPI = false;
  if (!MPIInitialized) {
    if (MPI_Init(Argc, Argv) != MPI_SUCCESS)
      return reportedError("alb_init", ALB_ERR_MPI);
    OwnsMPI = true;
  }
  return guarded("alb_init", [&] {
    int WorldRank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &WorldRank);
    setFatalRank(WorldRank);
    const double Start = MPI_Wtime();
    autolb::policy::OptionsResult Parsed =
        autolb::policy::parseOptionsFromEnvironment();
    if (!Parsed.ok())
      fatal("invalid environment override: " + Parsed.error);
    // Replicated on every rank, a program that distributes nothing runs no
    // faster and its ranks compete for the cores and memory; minor nests
    // (that only summarize what replicated code computed, or beside deeper
    // replicated nests) save less than that costs: the output rank runs it
    // alone and the others wait for it, then stop.
    int WorldSize = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &WorldSize);
    const bool RunsAlone =
        RegisteredFiles > 0 && DistributedNests == MinorNests && WorldSize > 1;
    if (RunsAlone && WorldRank != 0) {
      MPI_Request Barrier;
      checkMPI(MPI_Ibarrier(MPI_COMM_WORLD, &Barrier), "MPI_Ibarrier");
      sleepUntilComplete(Barrier);
      if (OwnsMPI)
        MPI_Finalize();
      // These ranks ran none of the program: its exit code (destructors of
      // static objects, atexit handlers) runs on the output rank only.
      std::_Exit(0);
    }
    auto *C = new Context(OwnsMPI, Parsed.options,
                          RunsAlone ? MPI_COMM_SELF : MPI_COMM_WORLD);
    C->waitingRanks = RunsAlone ? WorldSize - 1 : 0;
    C->minorNests = RunsAlone ? static_cast<int>(MinorNests) : 0;
    silenceStdoutOffOutputRank(C->rank);
    if (C->rank == 0 && C->options.stdoutBlocks)
      writeStdoutInBlocks();
    OutputRole = C->rank == 0 ? Role::Output : Role::Silent;
    C->startTime = Start;
    C->startCpuSeconds = cpuSeconds();
    C->startup = measureStartup(C->comm, C->options.quantumSeconds,
                                C->options.addedLatencySeconds);
    if (!C->options.tracePrefix.empty()) {
      const std::string &Prefix = C->options.tracePrefix;
      if (std::error_code EC = C->trace.open(Prefix, C->rank))
        fatal("ALB_TRACE='" + Prefix + "': cannot write the trace file '" +
              Trace::path(Prefix, C->rank) + "': " + EC.message());
    }
    if (C->rank == 0)
      for (const autolb::policy::UnknownVariable &Variable :
           autolb::policy::findUnknownVariables(
               autolb::policy::variableNames(environ)))
        warn(autolb::policy::unknownVariableWarning(Variable));
    setCurrentContext(C);
    return ALB_OK;
  });
}

ALB_EXPORT int alb_finalize(void) {
  return entryPoint("alb_finalize", [&](Context &C) {
    for (const auto &Nest : C.nests) {
      drainStatuses(C, *Nest);
      settleNest(C, *Nest, "alb_finalize");
    }
    completeCarriedSends(C);
    // The program ended in a trial of rank 0 alone: rank 0 never answered
    // the others' wait for its stretch.
    if (MPI_Request &Done = C.aloneTrial.done; Done != MPI_REQUEST_NULL) {
      checkMPI(MPI_Cancel(&Done), "MPI_Cancel");
      checkMPI(MPI_Wait(&Done, MPI_STATUS_IGNORE), "MPI_Wait");
    }
    printSummary(C);
    C.trace.close();
    if (C.waitingRanks > 0) {
      MPI_Request Barrier;
      checkMPI(MPI_Ibarrier(MPI_COMM_WORLD, &Barrier), "MPI_Ibarrier");
      checkMPI(MPI_Wait(&Barrier, MPI_STATUS_IGNORE), "MPI_Wait");
    }
    const bool OwnsMPI = C.ownsMPI;
    setCurrentContext(nullptr);
    delete &C;
    if (OwnsMPI && MPI_Finalize() != MPI_SUCCESS)
      return reportedError("alb_finalize", ALB_ERR_MPI);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT void alb_register_file(int distributed_nests, int minor_nests) {
  ++RegisteredFiles;
  DistributedNests += distributed_nests;
  MinorNests += minor_nests;
}

namespace {

// alb_rank and alb_nranks: the context's `Field` into *Out.
int contextNumber(const char *Entry, int Context::*Field, int *Out) {
  Context *C = context();
  if (!C)
    return reportedError(Entry, ALB_ERR_NOINIT);
  if (!Out)
    fatal(std::string(Entry) + ": null output pointer");
  *Out = C->*Field;
  return ALB_OK;
}

} // namespace

ALB_EXPORT int alb_rank(int *Rank) {
  return contextNumber("alb_rank", &Context::rank, Rank);
}

ALB_EXPORT int alb_nranks(int *NRanks) {
  return contextNumber("alb_nranks", &Context::ranks, NRanks);
}

/// Before alb_init (constructor functions), the rank the launcher gave this
/// process, from the environment Open MPI, MPICH and PMIx set; 0 when
/// started without a launcher.
static long launcherRank() {
  for (const char *Name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"})
    if (const char *Value = std::getenv(Name))
      return std::strtol(Value, nullptr, 10);
  return 0;
}

ALB_EXPORT int alb_is_output_rank(void) {
  if (OutputRole == Role::Undecided)
    return launcherRank() == 0;
  return OutputRole == Role::Output;
}

/// True where replicated code's output is written: the output rank (before
/// alb_init, the process the launcher made rank 0).
static bool writesOutput() { return alb_is_output_rank(); }

ALB_EXPORT int alb_printf(const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int Written = writesOutput() ? std::vprintf(Format, Args)
                               : std::vsnprintf(nullptr, 0, Format, Args);
  va_end(Args);
  return Written;
}

ALB_EXPORT int alb_fprintf(FILE *Stream, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int Written = writesOutput() ? std::vfprintf(Stream, Format, Args)
                               : std::vsnprintf(nullptr, 0, Format, Args);
  va_end(Args);
  return Written;
}

ALB_EXPORT int alb_putchar(int C) {
  return writesOutput() ? std::putchar(C) : static_cast<unsigned char>(C);
}

ALB_EXPORT FILE *alb_fopen(const char *Path, const char *Mode) {
  Context *C = context();
  if (!Path || !Mode) {
    errno = EINVAL;
    return nullptr;
  }
  return C ? openForRank(C->rank, Path, Mode) : std::fopen(Path, Mode);
}

ALB_EXPORT FILE *alb_freopen(const char *Path, const char *Mode, FILE *Stream) {
  Context *C = context();
  if (!Mode || !Stream) {
    errno = EINVAL;
    return nullptr;
  }
  return C ? reopenForRank(C->rank, Path, Mode, Stream)
           : std::freopen(Path, Mode, Stream);
}

ALB_EXPORT int alb_replicate_stdin(void) {
  return entryPoint("alb_replicate_stdin",
                    [&](Context &C) { replicateStdin(C.comm, C.rank); });
}

namespace {

// No reduction is being folded in the sequential order (between
// alb_terms_begin and alb_terms_fold, its terms are on every rank).
bool noTermsRecording(const Context &C) {
  return std::none_of(C.termLists.begin(), C.termLists.end(),
                      [](const auto &Terms) { return Terms->recording; });
}

// Written by autolb, at least 2 ranks, and every nest the program
// distributes has run, or is minor (its distribution cannot pay: a later
// phase of only such nests gains nothing from every rank; backprop's
// weight checksum runs only at its end).
bool everyNestHasRun(const Context &C) {
  const long NotMinor = std::count_if(C.nests.begin(), C.nests.end(),
                                      [](const auto &N) { return !N->minor; });
  return RegisteredFiles > 0 && C.ranks >= 2 && noTermsRecording(C) &&
         NotMinor == DistributedNests - MinorNests;
}

// Whether the program may go on on the output rank alone: it was written
// by autolb, every nest it distributes has run and none is running, and
// every tracked array is whole (the caller just found so); and each nest
// now runs every execution as large as its largest so far replicated, or
// the executions replicated so far did more operations than the
// distributed executions of the nests that do not, all replicable (alone,
// they run replicated on rank 0: Dispatch.cpp). The other ranks only
// repeat the replicated work and compete for the cores and memory: on a
// machine whose cores are shared, replicated executions take up to P
// times as long, while alone the program is never slower than sequential
// from then on, and loses at most the gain of the later distributed
// executions (pathfinder: one column scan distributed, then 100,000 short
// replicated executions took 1.8 times the sequential time at 2 ranks).
// Operations (iterations times the tool's estimate per iteration), not
// measured times: the inputs are identical on every rank, and so is the
// answer, without a message.
bool mayContinueAlone(const Context &C) {
  if (!everyNestHasRun(C))
    return false;
  bool AllReplicate = true;
  double Distributed = 0.0;
  for (const auto &N : C.nests) {
    if (N->active)
      return false;
    if (N->replication &&
        autolb::policy::runsReplicated(*N->replication, N->largestCount))
      continue;
    if (!N->replicable)
      return false;
    AllReplicate = false;
    Distributed += N->distributedOperations;
  }
  return AllReplicate || C.replicatedOperations > Distributed;
}

// Every rank ends its nests' runs and the exchanges in flight, as at
// alb_finalize, and releases the communicator; the output rank goes on
// alone with a context over itself, every execution replicated
// (Dispatch.cpp), and the others wait for it as in alb_init, then stop without
// running the rest of the program. Collective.
void continueAlone(Context &C) {
  for (const auto &Nest : C.nests) {
    drainStatuses(C, *Nest);
    settleNest(C, *Nest, "alb_nest_replicates");
  }
  completeCarriedSends(C);
  const int Others = C.ranks - 1;
  C.leaveCommunicator();
  if (C.rank != 0) {
    C.trace.close();
    MPI_Request Barrier;
    checkMPI(MPI_Ibarrier(MPI_COMM_WORLD, &Barrier), "MPI_Ibarrier");
    sleepUntilComplete(Barrier);
    if (C.ownsMPI)
      MPI_Finalize();
    std::_Exit(0);
  }
  C.runAlone();
  C.waitingRanks = Others;
  C.aloneSince = C.now();
  if (C.aloneTrial.phase != Context::AloneTrial::Phase::Decided)
    C.aloneTrial.decide(
        "not needed: rank 0 went on alone before (its nests ran replicated)");
}

using TrialPhase = Context::AloneTrial::Phase;

bool everySeenNestReplicates(const Context &C) {
  return std::all_of(C.nests.begin(), C.nests.end(),
                     [](const auto &N) { return N->replicable; });
}

const Context::ExecutionStart &startOf(const Context::AloneTrial &T,
                                       std::int64_t Execution) {
  return T.starts[static_cast<std::size_t>(Execution - T.dropped)];
}

// Whether the executions [From, To) each ran the nest of the one a period
// before (all of them kept).
bool continuesPeriod(const Context::AloneTrial &T, std::int64_t From,
                     std::int64_t To) {
  if (From - T.period < T.dropped)
    return false;
  for (std::int64_t I = From; I < To; ++I)
    if (startOf(T, I).nest != startOf(T, I - T.period).nest)
      return false;
  return true;
}

std::string percent(double Fraction) {
  return std::to_string(static_cast<int>(Fraction * 100.0 + 0.5)) + " %";
}

// Watching: once every nest the program distributes has run (a later
// phase whose nests would gain from distribution must not find rank 0
// alone), all replicable, and the executions repeat a period, the ranks
// agree (one allreduce) on whether replicated code took most of the last
// period on each rank and the last 3 periods lasted alike (asked once a
// period, at most agreementRounds times), and on the stretch.
void watchForPeriod(Context &C, const autolb::policy::AloneTrialModel &Model) {
  Context::AloneTrial &T = C.aloneTrial;
  if (!everyNestHasRun(C) || !everySeenNestReplicates(C) || T.started < T.first)
    return;
  const std::size_t Look =
      std::min<std::size_t>(T.starts.size(), 3 * Model.maxPeriod);
  std::vector<int> Ids;
  for (std::size_t I = T.starts.size() - Look; I < T.starts.size(); ++I)
    Ids.push_back(T.starts[I].nest);
  const int Period = autolb::policy::repeatingPeriod(Ids, Model.maxPeriod);
  if (Period == 0)
    return;
  const double Distributed = C.distributedWallSeconds();
  const Context::ExecutionStart &Start = startOf(T, T.started - Period);
  const double Seconds = MPI_Wtime() - Start.seconds;
  const double Replicated =
      Seconds > 0.0 ? 1.0 - (Distributed - Start.distributedSeconds) / Seconds
                    : 0.0;
  const double Before = startOf(T, T.started - 2 * Period).seconds;
  const double Irregularity = autolb::policy::irregularity(
      {Seconds, Start.seconds - Before,
       Before - startOf(T, T.started - 3 * Period).seconds});
  double Mine[3] = {-Replicated, Seconds, Irregularity};
  double Agreed[3] = {0.0, 0.0, 0.0};
  checkMPI(MPI_Allreduce(Mine, Agreed, 3, MPI_DOUBLE, MPI_MAX, C.comm),
           "MPI_Allreduce");
  const double Share = std::max(-Agreed[0], 0.0);
  if (!C.options.aloneTrialAlways &&
      !autolb::policy::worthTrying(Model, Share, Agreed[2])) {
    // The first periods pay first touches and the replication window:
    // asked again a period later, a few times.
    T.first = T.started + Period;
    if (++T.rounds < Model.agreementRounds)
      return;
    char Factor[32];
    std::snprintf(Factor, sizeof Factor, "%.2f", Agreed[2]);
    T.decide("not tried: in the last periods of " + std::to_string(Period) +
             " executions, replicated code took " + percent(Share) +
             " (tried from 50 %) and their lengths varied by a "
             "factor of " +
             Factor + " (tried up to 1.5)");
    return;
  }
  T.period = Period;
  T.periods = autolb::policy::periodsPerStretch(Model, Agreed[1]);
  T.first = T.started; // when armed
  T.phase = TrialPhase::Armed;
}

// A rank other than 0 that has rank 0's verdict before running the
// stretch alone itself stops there when rank 0 goes on alone (in
// continueAlone, which does not return on it: nothing of its trial is
// read again but the phase, decided as on rank 0).
void actOnVerdictEarly(Context &C) {
  Context::AloneTrial &T = C.aloneTrial;
  if (T.verdict != static_cast<int>(autolb::policy::AloneVerdict::Alone))
    return;
  T.decide("");
  continueAlone(C);
}

// Armed: when the last stretch of executions (after the last pair's)
// repeated the period, rank 0 takes its time, every array is made whole,
// and every rank runs the next stretch replicated; the others first wait
// for rank 0's (at most twice the time of their own last stretch: a rank
// 0 slower than that only shortens its lead, and the trial then favours
// the ranks). Rank 0's message at its end carries the verdict: when it is
// to go on alone, the others stop there, without running the stretch
// after it (rank 0 would wait for them).
void startStretchAlone(Context &C) {
  Context::AloneTrial &T = C.aloneTrial;
  if (!everySeenNestReplicates(C))
    return;
  const std::int64_t Stretch = static_cast<std::int64_t>(T.periods) * T.period;
  if (T.started - Stretch - T.period < T.dropped ||
      T.started - Stretch < T.distributedFrom ||
      !continuesPeriod(T, T.started - Stretch, T.started)) {
    if (T.started > T.first + 4 * Stretch)
      T.decide("not tried: the executions stopped repeating");
    return;
  }
  const double Distributed =
      MPI_Wtime() - startOf(T, T.started - Stretch).seconds;
  T.pairs.push_back({Distributed, 0.0});
  syncEveryArray(C);
  T.replicatedOperationsBefore = C.replicatedOperations;
  T.first = T.started;
  T.phase = TrialPhase::Running;
  if (C.rank != 0) {
    checkMPI(
        MPI_Irecv(&T.verdict, 1, MPI_INT, 0, TagAloneTrial, C.comm, &T.done),
        "MPI_Irecv");
    if (sleepUntilComplete(T.done, 2.0 * Distributed))
      actOnVerdictEarly(C);
  }
  T.startSeconds = MPI_Wtime();
}

// Rank 0's stretch alone ends: it sends the others its verdict, which
// they waited for. The stretch replicated every execution for the trial
// only: its operations do not count for the older rule
// (mayContinueAlone).
void endWaitForRankZero(Context &C, autolb::policy::AloneVerdict Verdict) {
  Context::AloneTrial &T = C.aloneTrial;
  if (C.rank == 0) {
    T.verdict = static_cast<int>(Verdict);
    for (int R = 1; R < C.ranks; ++R)
      checkMPI(MPI_Send(&T.verdict, 1, MPI_INT, R, TagAloneTrial, C.comm),
               "MPI_Send");
  } else {
    sleepUntilComplete(T.done);
  }
  C.replicatedOperations = T.replicatedOperationsBefore;
}

// Running: at the end of the stretch, rank 0 decides for every rank
// whether it goes on alone, keeps the ranks, or times another pair: then
// every rank waits for the others (they ran the stretch after rank 0), so
// that the next stretch distributed does not time that wait.
void endStretchAlone(Context &C, const autolb::policy::AloneTrialModel &Model) {
  using autolb::policy::AloneVerdict;
  Context::AloneTrial &T = C.aloneTrial;
  const std::int64_t Stretch = static_cast<std::int64_t>(T.periods) * T.period;
  if (T.started < T.first + Stretch)
    return;
  T.pairs.back().aloneSeconds = MPI_Wtime() - T.startSeconds;
  endWaitForRankZero(C, continuesPeriod(T, T.first, T.started)
                            ? autolb::policy::aloneVerdict(Model, T.pairs)
                            : AloneVerdict::Distributed);
  if (T.verdict == static_cast<int>(AloneVerdict::Undecided)) {
    MPI_Request InStep;
    checkMPI(MPI_Ibarrier(C.comm, &InStep), "MPI_Ibarrier");
    sleepUntilComplete(InStep);
    T.distributedFrom = T.first = T.started;
    T.phase = TrialPhase::Armed;
    return;
  }
  T.wentAlone = T.verdict == static_cast<int>(AloneVerdict::Alone);
  T.decide("");
  if (T.wentAlone)
    continueAlone(C);
}

// An execution began during the stretch rank 0 runs alone: one that did
// not run as written (its arrays not whole), whose messages would wait for
// the others. Rank 0 lets them go, and the trial is void; every
// rank begins the same execution.
void voidStretchAlone(Context &C, const std::string &Location) {
  endWaitForRankZero(C, autolb::policy::AloneVerdict::Distributed);
  C.aloneTrial.decide("void: the nest at " + Location +
                      " ran distributed during the stretch alone");
}

// The trial of rank 0 alone (policy/schedules/AloneTrial.h), one step at
// the start of an execution; every rank takes the same steps, the
// collectives included.
void stepAloneTrial(Context &C) {
  Context::AloneTrial &T = C.aloneTrial;
  if (T.phase == TrialPhase::Decided)
    return;
  // An execution inside another's chunks (a nest in a function its body
  // calls) happens on some ranks only: no step there.
  if (std::any_of(C.nests.begin(), C.nests.end(),
                  [](const auto &N) { return N->active; }))
    return;
  const autolb::policy::AloneTrialModel Model;
  if (T.phase == TrialPhase::Watching)
    watchForPeriod(C, Model);
  if (T.phase == TrialPhase::Armed)
    startStretchAlone(C);
  else if (T.phase == TrialPhase::Running)
    endStretchAlone(C, Model);
}

// Whether the trial, not the older rule (mayContinueAlone), decides now
// whether rank 0 goes on alone: while its stretch alone runs, and under
// ALB_ALONE_TRIAL=always until it has decided (short nests replicated on a
// loaded machine would otherwise send rank 0 on alone first).
bool trialDecidesAlone(const Context &C) {
  return C.aloneTrial.phase == TrialPhase::Running ||
         (C.options.aloneTrialAlways &&
          C.aloneTrial.phase != TrialPhase::Decided);
}

} // namespace

ALB_EXPORT int alb_nest_replicates(alb_nest *Nest, long Count) {
  Context *C = context();
  // Asked before every execution of a short nest, and worth it only if
  // much cheaper than one: the handle is the generated code's own (null
  // or from alb_nest_begin), not looked up.
  if (!C)
    return 0;
  // A nest first met while rank 0 runs alone (one process, or after going
  // on alone) has nothing left to measure or decide: through the run-time its
  // first execution would cost more than the sequential one (a sum folded in
  // order records every term).
  if (!Nest)
    return C->runsAsWritten() && everyArrayWhole(*C);
  stepAloneTrial(*C);
  if (!replicatesAsWritten(*C, *Nest, Count))
    return 0;
  if (!trialDecidesAlone(*C) && mayContinueAlone(*C))
    continueAlone(*C);
  return 1;
}

ALB_EXPORT int alb_nest_begin(alb_nest **Nest, const alb_nest_desc *Desc,
                              long First, long Step, long Count) {
  return entryPoint("alb_nest_begin", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (!Nest)
      fatal("alb_nest_begin: null nest handle pointer");
    if (!Desc)
      fatal("alb_nest_begin: null nest description");
    if (C.aloneTrial.phase == TrialPhase::Running)
      voidStretchAlone(C, std::string(Desc->file ? Desc->file : "?") + ":" +
                              std::to_string(Desc->line));
    beginNest(C, Nest, *Desc, First, Step, Count);
  });
}

ALB_EXPORT int alb_nest_next(alb_nest *Nest, long *KLo, long *KHi) {
  return entryPoint("alb_nest_next", [&](Context &C) {
    alb_nest &N = checkedNest(C, Nest, "alb_nest_next");
    if (!KLo || !KHi)
      fatal("alb_nest_next: null output pointer");
    std::int64_t Lo = 0, Hi = 0;
    if (!nextChunk(C, N, Lo, Hi))
      return static_cast<int>(ALB_DONE);
    *KLo = static_cast<long>(Lo);
    *KHi = static_cast<long>(Hi);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_variant(alb_nest *Nest) {
  int Variant = ALB_VARIANT_AS_WRITTEN;
  entryPoint("alb_nest_variant", [&](Context &C) {
    alb_nest &N = checkedNest(C, Nest, "alb_nest_variant");
    if (!N.active)
      fatal("alb_nest_variant on nest at " + N.location +
            " outside an execution");
    N.hasVariants = true;
    // The first chunk of the first execution: nextChunk learns of the
    // variants only now.
    if (!N.variants.decided() && N.chunkCpuStart < 0.0)
      N.chunkCpuStart = threadCpuSeconds();
    Variant = N.executionVariant;
  });
  return Variant;
}

ALB_EXPORT int alb_nest_range(alb_nest *Nest, long *KLo, long *KHi) {
  return entryPoint("alb_nest_range", [&](Context &C) {
    alb_nest &N = checkedNest(C, Nest, "alb_nest_range");
    if (!KLo || !KHi)
      fatal("alb_nest_range: null output pointer");
    if (!N.schedule->blockTied())
      fatal("alb_nest_range on the dynamically scheduled nest at " +
            N.location + " (use alb_nest_next)");
    if (!N.active)
      fatal("alb_nest_range on nest at " + N.location +
            " outside an execution");
    *KLo = static_cast<long>(N.kLo);
    *KHi = static_cast<long>(N.kHi);
  });
}

ALB_EXPORT int alb_nest_block_size(alb_nest *Nest, long *BlockSize) {
  return entryPoint("alb_nest_block_size", [&](Context &C) {
    alb_nest &N = checkedNest(C, Nest, "alb_nest_block_size");
    if (!BlockSize)
      fatal("alb_nest_block_size: null output pointer");
    *BlockSize = static_cast<long>(N.blockSize);
  });
}

ALB_EXPORT int alb_pipe_recv(alb_nest *Nest, long Jb, long Je) {
  return entryPoint("alb_pipe_recv", [&](Context &C) {
    pipeReceive(C, checkedNest(C, Nest, "alb_pipe_recv"), Jb, Je);
  });
}

ALB_EXPORT int alb_pipe_send(alb_nest *Nest, long Jb, long Je) {
  return entryPoint("alb_pipe_send", [&](Context &C) {
    pipeSend(C, checkedNest(C, Nest, "alb_pipe_send"), Jb, Je);
  });
}

ALB_EXPORT int alb_nest_end(alb_nest *Nest) {
  return entryPoint("alb_nest_end", [&](Context &C) {
    endNest(C, checkedNest(C, Nest, "alb_nest_end"));
  });
}

ALB_EXPORT int alb_nest_settle(alb_nest *Nest) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_settle", ALB_ERR_NOINIT);
  if (!Nest)
    return ALB_OK;
  return guarded("alb_nest_settle", [&] {
    settleNest(*C, checkedNest(*C, Nest, "alb_nest_settle"), "alb_nest_settle");
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT alb_hook_state *alb_nest_hook(alb_nest *Nest) {
  Context *C = context();
  if (!C) {
    reportedError("alb_nest_hook", ALB_ERR_NOINIT);
    return nullptr;
  }
  return guarded("alb_nest_hook",
                 [&] { return &checkedNest(*C, Nest, "alb_nest_hook").hook; });
}

ALB_EXPORT long alb_hook_block_size(double OpsPerIteration) {
  return static_cast<long>(autolb::policy::spaceHooks(
                               autolb::policy::HookOperations, OpsPerIteration,
                               std::numeric_limits<long>::max())
                               .iterations);
}

ALB_EXPORT int alb_hook_fire(alb_nest *Nest) {
  return entryPoint("alb_hook_fire", [&](Context &C) {
    fireHook(C, checkedNest(C, Nest, "alb_hook_fire"));
  });
}

ALB_EXPORT int alb_reduce(void *Value, alb_type Type, alb_op Op) {
  return entryPoint("alb_reduce", [&](Context &C) {
    const std::size_t Size =
        checkedReduction("alb_reduce", "value", Value, 1, Type, Op);
    reduceInRankOrder(C, Value, Size, Type, Op);
  });
}

ALB_EXPORT int alb_reduce_array_begin(void *Elements, long Count, alb_type Type,
                                      alb_op Op) {
  return entryPoint("alb_reduce_array_begin", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    checkedReduction("alb_reduce_array_begin", "elements", Elements, Count,
                     Type, Op);
    startArrayReduction(C, Elements, Count, Type, Op);
  });
}

ALB_EXPORT int alb_reduce_array(void *Elements, long Count, alb_type Type,
                                alb_op Op) {
  return entryPoint("alb_reduce_array", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    const std::size_t Size = checkedReduction("alb_reduce_array", "elements",
                                              Elements, Count, Type, Op);
    reduceArrayInRankOrder(C, Elements, Count, Size, Type, Op);
  });
}

ALB_EXPORT int alb_private_copy_out(void *Elements, long Count, size_t Size,
                                    int Last) {
  return entryPoint("alb_private_copy_out", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (Count < 0)
      fatal("alb_private_copy_out: negative count " + std::to_string(Count));
    if (Count > 0 && !Elements)
      fatal("alb_private_copy_out: null elements pointer");
    if (Size == 0)
      fatal("alb_private_copy_out: element size 0");
    copyOutFromLastIteration(C, Elements, Count, Size, Last != 0);
  });
}

ALB_EXPORT int alb_terms_begin(alb_terms **Terms, alb_type Type, alb_op Op) {
  return entryPoint("alb_terms_begin", [&](Context &C) {
    if (!Terms)
      fatal("alb_terms_begin: null terms handle pointer");
    beginTerms(C, Terms, Type, Op);
  });
}

namespace {

// The per-term entry points: called once per term, so they check the
// handle against null only (alb_terms_begin and alb_terms_fold check it is
// known), and a term that continues its segment in reserved storage is
// stored without the entry-point prologue (a checksum's term costs a few
// nanoseconds: the prologue made recording cost several times the term).
template <typename T>
int recordTermChecked(const char *Entry, alb_terms *Terms, long K,
                      bool Subtract, T Term) {
  if (Terms && Terms->recording && !Subtract)
    if (auto *Log = std::get_if<autolb::runtime::TermLog<T>>(&Terms->log))
      if (Log->appendInPlace(K, Term))
        return ALB_OK;
  return entryPoint(Entry, [&](Context &) {
    if (!Terms)
      fatal(std::string(Entry) + ": null terms handle");
    recordTerm(*Terms, K, Subtract, Term);
    return static_cast<int>(ALB_OK);
  });
}

} // namespace

ALB_EXPORT int alb_terms_push_double(alb_terms *Terms, long K, double Term) {
  return recordTermChecked("alb_terms_push_double", Terms, K,
                           /*Subtract=*/false, Term);
}

ALB_EXPORT int alb_terms_push_float(alb_terms *Terms, long K, float Term) {
  return recordTermChecked("alb_terms_push_float", Terms, K,
                           /*Subtract=*/false, Term);
}

ALB_EXPORT int alb_terms_subtract_double(alb_terms *Terms, long K,
                                         double Term) {
  return recordTermChecked("alb_terms_subtract_double", Terms, K,
                           /*Subtract=*/true, Term);
}

ALB_EXPORT int alb_terms_subtract_float(alb_terms *Terms, long K, float Term) {
  return recordTermChecked("alb_terms_subtract_float", Terms, K,
                           /*Subtract=*/true, Term);
}

ALB_EXPORT int alb_terms_fold(alb_terms *Terms, void *Value) {
  return entryPoint("alb_terms_fold", [&](Context &C) {
    if (!Terms)
      fatal("alb_terms_fold: null terms handle");
    if (!C.knownTermLists.count(Terms))
      fatal("alb_terms_fold: unknown terms handle");
    if (!Value)
      fatal("alb_terms_fold: null value pointer");
    foldTerms(C, *Terms, Value);
  });
}

ALB_EXPORT int alb_array_sync(void *Base) {
  return entryPoint("alb_array_sync", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      return; // no array: the buffer of an empty std::vector
    // An array never seen in a nest is replicated: whole already.
    if (ArrayRecord *A = C.findArray(Base))
      syncArray(C, *A);
  });
}

ALB_EXPORT int alb_array_sync_slices(void *Base, long First, long End) {
  return entryPoint("alb_array_sync_slices", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      return; // no array: the buffer of an empty std::vector
    // An array never seen in a nest is replicated: whole already.
    if (ArrayRecord *A = C.findArray(Base))
      syncSlices(C, *A, {First, End});
  });
}

ALB_EXPORT int alb_array_sync_element(void *Base, long Index,
                                      unsigned long ElemSize) {
  return entryPoint("alb_array_sync_element", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      return; // no array: the buffer of an empty std::vector
    ArrayRecord *A = C.findArray(Base);
    if (!A)
      return;
    const SliceLayout Layout{A->elemSize, A->extent, A->sliceStride,
                             A->sliceElems, A->elemStride};
    const auto Bytes = static_cast<std::int64_t>(ElemSize);
    if (std::optional<SliceRange> Slices =
            slicesHolding(Layout, Index * Bytes, Bytes))
      syncSlices(C, *A, *Slices);
    else
      syncArray(C, *A);
  });
}

namespace {

// Makes whole, in registration order, every tracked array that Overlaps
// says this rank's view of the rows may reach. The ranks agree first: a row
// range bounded over the whole nest may reach past its row, into memory
// whose neighbours differ between processes, and each sync is collective.
template <typename Predicate>
void syncArraysWhere(Context &C, Predicate Overlaps) {
  const auto &Arrays = C.arrays();
  std::vector<int> Local(Arrays.size()), All(Arrays.size());
  for (std::size_t I = 0; I < Arrays.size(); ++I)
    Local[I] = C.isTracked(*Arrays[I]) &&
               Overlaps(reinterpret_cast<std::uintptr_t>(Arrays[I]->base),
                        Arrays[I]->spanBytes());
  checkMPI(MPI_Allreduce(Local.data(), All.data(), static_cast<int>(All.size()),
                         MPI_INT, MPI_LOR, C.comm),
           "MPI_Allreduce");
  for (std::size_t I = 0; I < Arrays.size(); ++I)
    if (All[I])
      syncArray(C, *Arrays[I]);
}

} // namespace

ALB_EXPORT int alb_rows_sync(void *const *Rows, long FirstRow, long EndRow,
                             long FirstByte, long EndByte) {
  return entryPoint("alb_rows_sync", [&](Context &C) {
    const RowRanges Ranges{Rows, FirstRow, EndRow, FirstByte, EndByte};
    if (Ranges.empty())
      return;
    if (!Rows)
      fatal("alb_rows_sync: null row table");
    // Every rank keeps the same holder maps: when every array is whole,
    // each rank knows without a message that there is nothing to sync, and
    // no data changes (a halo stream may go on across this call).
    const auto &Arrays = C.arrays();
    if (std::all_of(Arrays.begin(), Arrays.end(),
                    [](const auto &A) { return A->holders.whole(); }))
      return;
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    // The table's entries first: the rows are read from them.
    syncArraysWhere(C, [&](std::uintptr_t Start, std::size_t Bytes) {
      return rangesOverlap(Ranges.tableStart(), Ranges.tableBytes(), Start,
                           Bytes);
    });
    syncArraysWhere(C, [&](std::uintptr_t Start, std::size_t Bytes) {
      return Ranges.rowsOverlap(Start, Bytes);
    });
  });
}

ALB_EXPORT int alb_array_forget(void *Base) {
  return entryPoint("alb_array_forget", [&](Context &C) {
    ++C.dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      return; // no array: the buffer of an empty std::vector
    C.forgetArray(Base);
  });
}

ALB_EXPORT void alb_array_forget_at_scope_end(void **Base) {
  // main's arrays go out of scope after alb_finalize: nothing to forget.
  if (context())
    alb_array_forget(*Base);
}

ALB_EXPORT int alb_sync_all(void) {
  return entryPoint("alb_sync_all", [&](Context &C) { syncEveryArray(C); });
}

ALB_EXPORT int alb_whole_after_nests(int On) {
  return entryPoint("alb_whole_after_nests", [&](Context &C) {
    if (On)
      ++C.wholeAfterNests;
    else if (C.wholeAfterNests > 0)
      --C.wholeAfterNests;
  });
}
