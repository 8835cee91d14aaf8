//===- Api.cpp - the C entry points of libautolb
//----------------------------===//
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

#include "Context.h"
#include "Dispatch.h"
#include "Export.h"
#include "Fatal.h"
#include "Interaction.h"
#include "Nest.h"
#include "PipelineSchedule.h"
#include "RowRanges.h"
#include "Schedule.h"
#include "SliceExchange.h"
#include "SlicesHolding.h"
#include "StandardStreams.h"
#include "Summary.h"
#include "Tags.h"
#include "Terms.h"
#include "autolb/autolb.h"
#include "policy/HookSpacing.h"
#include "policy/Options.h"
#include "policy/UnknownVariables.h"
#include "report/Gather.h"

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

// Whether this process writes the program's output: undecided before
// alb_init; from alb_init on, and still after alb_finalize (atexit handlers
// and destructor functions print then), the output rank does and the others
// do not.
enum class Role { Undecided, Output, Silent };
Role OutputRole = Role::Undecided;

// The files of the program that autolb wrote (alb_register_file, from
// their constructors, before main) and the nests they distribute.
int RegisteredFiles = 0;
long DistributedNests = 0;

// Waits, sleeping, until every rank has entered Barrier's barrier: the
// ranks that wait while the output rank runs the program alone must leave
// it the cores (a polling wait would take one).
void sleepUntilComplete(MPI_Request &Barrier) {
  long PauseNs = 50000;
  for (;;) {
    int Done = 0;
    checkMPI(MPI_Test(&Barrier, &Done, MPI_STATUS_IGNORE), "MPI_Test");
    if (Done)
      return;
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

// The earlier partial A combined with the later B. A floating-point
// minimum or maximum is C's fmin/fmax: a NaN operand gives the other
// (programs use fmax to skip missing values), and of equal values (-0.0
// and +0.0) the earlier is kept, as fmax(x, e) and `if (e > x) x = e` keep
// x; combined in iteration order (block-tied nests), the result is then
// the sequential one bit for bit.
template <typename T> void combine(void *Into, const void *From, alb_op Op) {
  T A, B;
  std::memcpy(&A, Into, sizeof(T));
  std::memcpy(&B, From, sizeof(T));
  const bool ChoosesBetween = Op == ALB_OP_MIN || Op == ALB_OP_MAX;
  if (ChoosesBetween && B != B)
    return;
  if (ChoosesBetween && A != A) {
    std::memcpy(Into, From, sizeof(T));
    return;
  }
  switch (Op) {
  case ALB_OP_SUM:
    A = A + B;
    break;
  case ALB_OP_PROD:
    A = A * B;
    break;
  case ALB_OP_MIN:
    A = B < A ? B : A;
    break;
  case ALB_OP_MAX:
    A = A < B ? B : A;
    break;
  }
  std::memcpy(Into, &A, sizeof(T));
}

// Calls Fn with a value of the C type `Type` names (its value unused);
// Otherwise() for an unknown type. The one switch over alb_type.
template <typename R, typename F, typename G>
R dispatchType(alb_type Type, F &&Fn, G &&Otherwise) {
  switch (Type) {
  case ALB_TYPE_INT:
    return Fn(int());
  case ALB_TYPE_LONG:
    return Fn(long());
  case ALB_TYPE_LONG_LONG:
    return Fn((long long)0);
  case ALB_TYPE_UNSIGNED:
    return Fn(unsigned());
  case ALB_TYPE_UNSIGNED_LONG:
    return Fn((unsigned long)0);
  case ALB_TYPE_FLOAT:
    return Fn(float());
  case ALB_TYPE_DOUBLE:
    return Fn(double());
  case ALB_TYPE_LONG_DOUBLE:
    return Fn((long double)0);
  }
  return Otherwise();
}

std::size_t sizeOfType(alb_type Type) {
  return dispatchType<std::size_t>(
      Type, [](auto Value) { return sizeof(Value); },
      [] { return std::size_t{0}; });
}

template <typename T> T identityOf(alb_op Op) {
  switch (Op) {
  case ALB_OP_PROD:
    return T(1);
  case ALB_OP_MIN:
  case ALB_OP_MAX:
    // A NaN is what combine() skips: an element no iteration of a rank
    // updated, a NaN one of rank 0 included, keeps its value.
    if (std::numeric_limits<T>::has_quiet_NaN)
      return std::numeric_limits<T>::quiet_NaN();
    return Op == ALB_OP_MIN ? std::numeric_limits<T>::max()
                            : std::numeric_limits<T>::lowest();
  case ALB_OP_SUM:
    break;
  }
  // -0.0, not +0.0: x + -0.0 is x for every x, -0.0 included, so elements
  // no iteration updates keep their value bit for bit.
  return std::numeric_limits<T>::is_iec559 ? -T(0) : T(0);
}

template <typename T> void fill(void *Elements, long Count, T Value) {
  for (long I = 0; I < Count; ++I)
    std::memcpy(static_cast<char *>(Elements) + I * sizeof(T), &Value,
                sizeof(T));
}

void combineTyped(void *Into, const void *From, alb_type Type, alb_op Op) {
  dispatchType<void>(
      Type, [&](auto Value) { combine<decltype(Value)>(Into, From, Op); },
      [] {});
}

void fillIdentity(void *Elements, long Count, alb_type Type, alb_op Op) {
  dispatchType<void>(
      Type,
      [&](auto Value) {
        fill(Elements, Count, identityOf<decltype(Value)>(Op));
      },
      [] {});
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
    // faster and its ranks compete for the cores and memory: the output
    // rank runs it alone and the others wait for it, then stop.
    int WorldSize = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &WorldSize);
    const bool RunsAlone =
        RegisteredFiles > 0 && DistributedNests == 0 && WorldSize > 1;
    if (RunsAlone && WorldRank != 0) {
      MPI_Request Barrier;
      checkMPI(MPI_Ibarrier(MPI_COMM_WORLD, &Barrier), "MPI_Ibarrier");
      sleepUntilComplete(Barrier);
      if (OwnsMPI)
        MPI_Finalize();
      std::exit(0);
    }
    auto *C = new Context(OwnsMPI, Parsed.options,
                          RunsAlone ? MPI_COMM_SELF : MPI_COMM_WORLD);
    C->waitingRanks = RunsAlone ? WorldSize - 1 : 0;
    silenceStdoutOffOutputRank(C->rank);
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
  Context *C = context();
  if (!C)
    return reportedError("alb_finalize", ALB_ERR_NOINIT);
  return guarded("alb_finalize", [&] {
    for (const auto &Nest : C->nests) {
      drainStatuses(*C, *Nest);
      settleNest(*C, *Nest, "alb_finalize");
    }
    completeCarriedSends(*C);
    printSummary(*C);
    C->trace.close();
    if (C->waitingRanks > 0) {
      MPI_Request Barrier;
      checkMPI(MPI_Ibarrier(MPI_COMM_WORLD, &Barrier), "MPI_Ibarrier");
      checkMPI(MPI_Wait(&Barrier, MPI_STATUS_IGNORE), "MPI_Wait");
    }
    const bool OwnsMPI = C->ownsMPI;
    setCurrentContext(nullptr);
    delete C;
    if (OwnsMPI && MPI_Finalize() != MPI_SUCCESS)
      return reportedError("alb_finalize", ALB_ERR_MPI);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT void alb_register_file(int distributed_nests) {
  ++RegisteredFiles;
  DistributedNests += distributed_nests;
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
  Context *C = context();
  if (!C)
    return reportedError("alb_replicate_stdin", ALB_ERR_NOINIT);
  return guarded("alb_replicate_stdin", [&] {
    replicateStdin(C->comm, C->rank);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_begin(alb_nest **Nest, const alb_nest_desc *Desc,
                              long First, long Step, long Count) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_begin", ALB_ERR_NOINIT);
  return guarded("alb_nest_begin", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (!Nest)
      fatal("alb_nest_begin: null nest handle pointer");
    if (!Desc)
      fatal("alb_nest_begin: null nest description");
    beginNest(*C, Nest, *Desc, First, Step, Count);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_replicates(alb_nest *Nest, long Count) {
  Context *C = context();
  // Asked before every execution of a short nest, and worth it only if
  // much cheaper than one: the handle is the generated code's own (null
  // or from alb_nest_begin), not looked up.
  if (!C || !Nest)
    return 0;
  return replicatesAsWritten(*C, *Nest, Count) ? 1 : 0;
}

ALB_EXPORT int alb_nest_next(alb_nest *Nest, long *KLo, long *KHi) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_next", ALB_ERR_NOINIT);
  return guarded("alb_nest_next", [&] {
    alb_nest &N = checkedNest(*C, Nest, "alb_nest_next");
    if (!KLo || !KHi)
      fatal("alb_nest_next: null output pointer");
    std::int64_t Lo = 0, Hi = 0;
    if (!nextChunk(*C, N, Lo, Hi))
      return static_cast<int>(ALB_DONE);
    *KLo = static_cast<long>(Lo);
    *KHi = static_cast<long>(Hi);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_range(alb_nest *Nest, long *KLo, long *KHi) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_range", ALB_ERR_NOINIT);
  return guarded("alb_nest_range", [&] {
    alb_nest &N = checkedNest(*C, Nest, "alb_nest_range");
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
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_block_size(alb_nest *Nest, long *BlockSize) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_block_size", ALB_ERR_NOINIT);
  return guarded("alb_nest_block_size", [&] {
    alb_nest &N = checkedNest(*C, Nest, "alb_nest_block_size");
    if (!BlockSize)
      fatal("alb_nest_block_size: null output pointer");
    *BlockSize = static_cast<long>(N.blockSize);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_pipe_recv(alb_nest *Nest, long Jb, long Je) {
  Context *C = context();
  if (!C)
    return reportedError("alb_pipe_recv", ALB_ERR_NOINIT);
  return guarded("alb_pipe_recv", [&] {
    pipeReceive(*C, checkedNest(*C, Nest, "alb_pipe_recv"), Jb, Je);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_pipe_send(alb_nest *Nest, long Jb, long Je) {
  Context *C = context();
  if (!C)
    return reportedError("alb_pipe_send", ALB_ERR_NOINIT);
  return guarded("alb_pipe_send", [&] {
    pipeSend(*C, checkedNest(*C, Nest, "alb_pipe_send"), Jb, Je);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_nest_end(alb_nest *Nest) {
  Context *C = context();
  if (!C)
    return reportedError("alb_nest_end", ALB_ERR_NOINIT);
  return guarded("alb_nest_end", [&] {
    endNest(*C, checkedNest(*C, Nest, "alb_nest_end"));
    return static_cast<int>(ALB_OK);
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
  Context *C = context();
  if (!C)
    return reportedError("alb_hook_fire", ALB_ERR_NOINIT);
  return guarded("alb_hook_fire", [&] {
    fireHook(*C, checkedNest(*C, Nest, "alb_hook_fire"));
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_reduce(void *Value, alb_type Type, alb_op Op) {
  Context *C = context();
  if (!C)
    return reportedError("alb_reduce", ALB_ERR_NOINIT);
  return guarded("alb_reduce", [&] {
    const std::size_t Size =
        checkedReduction("alb_reduce", "value", Value, 1, Type, Op);
    if (C->replicatedResults)
      return static_cast<int>(ALB_OK);
    const double Start = MPI_Wtime();
    // Every rank combines all partials in rank order: the same result on
    // every rank and in every run with the same distribution.
    std::vector<char> All(Size * C->ranks);
    WaitClock Waiting(*C);
    checkMPI(MPI_Allgather(Value, static_cast<int>(Size), MPI_BYTE, All.data(),
                           static_cast<int>(Size), MPI_BYTE, C->comm),
             "MPI_Allgather");
    std::memcpy(Value, All.data(), Size);
    for (int R = 1; R < C->ranks; ++R)
      combineTyped(Value, All.data() + R * Size, Type, Op);
    chargeToLastNest(*C, Start);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_reduce_array_begin(void *Elements, long Count, alb_type Type,
                                      alb_op Op) {
  Context *C = context();
  if (!C)
    return reportedError("alb_reduce_array_begin", ALB_ERR_NOINIT);
  return guarded("alb_reduce_array_begin", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    checkedReduction("alb_reduce_array_begin", "elements", Elements, Count,
                     Type, Op);
    if (C->rank != 0)
      fillIdentity(Elements, Count, Type, Op);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_reduce_array(void *Elements, long Count, alb_type Type,
                                alb_op Op) {
  Context *C = context();
  if (!C)
    return reportedError("alb_reduce_array", ALB_ERR_NOINIT);
  return guarded("alb_reduce_array", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    const std::size_t Size = checkedReduction("alb_reduce_array", "elements",
                                              Elements, Count, Type, Op);
    // A chain in rank order, as alb_reduce folds: rank r receives the
    // combination of ranks 0..r-1 and combines its own copy into it; the
    // last rank's result goes to all. Memory stays one copy of the section.
    const long Chunk =
        std::numeric_limits<int>::max() / static_cast<long>(Size);
    std::vector<char> Upstream;
    WaitClock Waiting(*C);
    for (long First = 0; First < Count; First += Chunk) {
      const long N = std::min(Chunk, Count - First);
      char *Mine = static_cast<char *>(Elements) + First * Size;
      const int Bytes = static_cast<int>(N * Size);
      if (C->rank > 0) {
        Upstream.resize(Bytes);
        checkMPI(MPI_Recv(Upstream.data(), Bytes, MPI_BYTE, C->rank - 1,
                          TagArrayReduction, C->comm, MPI_STATUS_IGNORE),
                 "MPI_Recv");
        for (long I = 0; I < N; ++I)
          combineTyped(Upstream.data() + I * Size, Mine + I * Size, Type, Op);
        std::memcpy(Mine, Upstream.data(), Bytes);
      }
      if (C->rank + 1 < C->ranks)
        checkMPI(MPI_Send(Mine, Bytes, MPI_BYTE, C->rank + 1, TagArrayReduction,
                          C->comm),
                 "MPI_Send");
      checkMPI(MPI_Bcast(Mine, Bytes, MPI_BYTE, C->ranks - 1, C->comm),
               "MPI_Bcast");
    }
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_private_copy_out(void *Elements, long Count, size_t Size,
                                    int Last) {
  Context *C = context();
  if (!C)
    return reportedError("alb_private_copy_out", ALB_ERR_NOINIT);
  return guarded("alb_private_copy_out", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (Count < 0)
      fatal("alb_private_copy_out: negative count " + std::to_string(Count));
    if (Count > 0 && !Elements)
      fatal("alb_private_copy_out: null elements pointer");
    if (Size == 0)
      fatal("alb_private_copy_out: element size 0");
    std::vector<int> Claims(C->ranks);
    const int Mine = Last ? 1 : 0;
    WaitClock Waiting(*C);
    checkMPI(
        MPI_Allgather(&Mine, 1, MPI_INT, Claims.data(), 1, MPI_INT, C->comm),
        "MPI_Allgather");
    int Root = -1;
    for (int R = 0; R < C->ranks; ++R) {
      if (!Claims[R])
        continue;
      if (Root >= 0)
        fatal("alb_private_copy_out: ranks " + std::to_string(Root) + " and " +
              std::to_string(R) + " both ran the last iteration");
      Root = R;
    }
    if (Root < 0)
      return static_cast<int>(ALB_OK);
    const long Chunk =
        std::max(1L, std::numeric_limits<int>::max() / static_cast<long>(Size));
    for (long First = 0; First < Count; First += Chunk) {
      const long N = std::min(Chunk, Count - First);
      checkMPI(MPI_Bcast(static_cast<char *>(Elements) + First * Size,
                         static_cast<int>(N * Size), MPI_BYTE, Root, C->comm),
               "MPI_Bcast");
    }
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_terms_begin(alb_terms **Terms, alb_type Type, alb_op Op) {
  Context *C = context();
  if (!C)
    return reportedError("alb_terms_begin", ALB_ERR_NOINIT);
  return guarded("alb_terms_begin", [&] {
    if (!Terms)
      fatal("alb_terms_begin: null terms handle pointer");
    beginTerms(*C, Terms, Type, Op);
    return static_cast<int>(ALB_OK);
  });
}

namespace {

// The per-term entry points: called once per term, so they check the
// handle against null only (alb_terms_begin and alb_terms_fold check it is
// known).
template <typename T>
int recordTermChecked(const char *Entry, alb_terms *Terms, long K,
                      bool Subtract, T Term) {
  if (!context())
    return reportedError(Entry, ALB_ERR_NOINIT);
  return guarded(Entry, [&] {
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
  Context *C = context();
  if (!C)
    return reportedError("alb_terms_fold", ALB_ERR_NOINIT);
  return guarded("alb_terms_fold", [&] {
    if (!Terms)
      fatal("alb_terms_fold: null terms handle");
    if (!C->knownTermLists.count(Terms))
      fatal("alb_terms_fold: unknown terms handle");
    if (!Value)
      fatal("alb_terms_fold: null value pointer");
    foldTerms(*C, *Terms, Value);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_array_sync(void *Base) {
  Context *C = context();
  if (!C)
    return reportedError("alb_array_sync", ALB_ERR_NOINIT);
  return guarded("alb_array_sync", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      fatal("alb_array_sync: null base address");
    // An array never seen in a nest is replicated: whole already.
    if (ArrayRecord *A = C->findArray(Base))
      syncArray(*C, *A);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_array_sync_slices(void *Base, long First, long End) {
  Context *C = context();
  if (!C)
    return reportedError("alb_array_sync_slices", ALB_ERR_NOINIT);
  return guarded("alb_array_sync_slices", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      fatal("alb_array_sync_slices: null base address");
    // An array never seen in a nest is replicated: whole already.
    if (ArrayRecord *A = C->findArray(Base))
      syncSlices(*C, *A, {First, End});
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_array_sync_element(void *Base, long Index,
                                      unsigned long ElemSize) {
  Context *C = context();
  if (!C)
    return reportedError("alb_array_sync_element", ALB_ERR_NOINIT);
  return guarded("alb_array_sync_element", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      fatal("alb_array_sync_element: null base address");
    ArrayRecord *A = C->findArray(Base);
    if (!A)
      return static_cast<int>(ALB_OK);
    const SliceLayout Layout{A->elemSize, A->extent, A->sliceStride,
                             A->sliceElems, A->elemStride};
    const auto Bytes = static_cast<std::int64_t>(ElemSize);
    if (std::optional<SliceRange> Slices =
            slicesHolding(Layout, Index * Bytes, Bytes))
      syncSlices(*C, *A, *Slices);
    else
      syncArray(*C, *A);
    return static_cast<int>(ALB_OK);
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
  Context *C = context();
  if (!C)
    return reportedError("alb_rows_sync", ALB_ERR_NOINIT);
  return guarded("alb_rows_sync", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    const RowRanges Ranges{Rows, FirstRow, EndRow, FirstByte, EndByte};
    if (Ranges.empty())
      return static_cast<int>(ALB_OK);
    if (!Rows)
      fatal("alb_rows_sync: null row table");
    // The table's entries first: the rows are read from them.
    syncArraysWhere(*C, [&](std::uintptr_t Start, std::size_t Bytes) {
      return rangesOverlap(Ranges.tableStart(), Ranges.tableBytes(), Start,
                           Bytes);
    });
    syncArraysWhere(*C, [&](std::uintptr_t Start, std::size_t Bytes) {
      return Ranges.rowsOverlap(Start, Bytes);
    });
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT int alb_array_forget(void *Base) {
  Context *C = context();
  if (!C)
    return reportedError("alb_array_forget", ALB_ERR_NOINIT);
  return guarded("alb_array_forget", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    if (!Base)
      fatal("alb_array_forget: null base address");
    C->forgetArray(Base);
    return static_cast<int>(ALB_OK);
  });
}

ALB_EXPORT void alb_array_forget_at_scope_end(void **Base) {
  // main's arrays go out of scope after alb_finalize: nothing to forget.
  if (context())
    alb_array_forget(*Base);
}

ALB_EXPORT int alb_sync_all(void) {
  Context *C = context();
  if (!C)
    return reportedError("alb_sync_all", ALB_ERR_NOINIT);
  return guarded("alb_sync_all", [&] {
    ++C->dataEpoch; // HaloStream.h: no stream across this call
    for (const auto &A : C->arrays())
      syncArray(*C, *A);
    return static_cast<int>(ALB_OK);
  });
}
