//===- Fatal.cpp - Errors that end the job --------------------------------===//
//
// Part of autolb. See Fatal.h.
//
//===----------------------------------------------------------------------===//

#include "base/Fatal.h"

#include "autolb/errors.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mpi.h>

namespace autolb::runtime {

namespace {
int FatalRank = -1;
} // namespace

void setFatalRank(int Rank) { FatalRank = Rank; }

void fatal(const std::string &Cause) {
  // What the program wrote before the error comes first, even when stdout
  // is written in blocks (ALB_STDOUT_BLOCKS).
  std::fflush(stdout);
  std::fprintf(stderr, "autolb: rank %d: error: %s\n", FatalRank,
               Cause.c_str());
  std::fflush(stderr);
  int Initialized = 0, Finalized = 0;
  MPI_Initialized(&Initialized);
  MPI_Finalized(&Finalized);
  if (Initialized && !Finalized)
    MPI_Abort(MPI_COMM_WORLD, 1);
  std::exit(1);
}

void checkMPI(int Rc, const char *Call) {
  if (Rc == MPI_SUCCESS)
    return;
  char Text[MPI_MAX_ERROR_STRING];
  int Length = 0;
  if (MPI_Error_string(Rc, Text, &Length) != MPI_SUCCESS)
    Length = 0;
  fatal(std::string(Call) + " failed: " + std::string(Text, Length));
}

int checkedCount(std::size_t Bytes, const std::string &Contents) {
  if (Bytes > static_cast<std::size_t>(INT32_MAX))
    fatal("a message of " + std::to_string(Bytes) + " bytes of " + Contents +
          " exceeds the 2 GiB MPI count limit");
  return static_cast<int>(Bytes);
}

int reportedError(const char *Entry, int Code) {
  std::fprintf(stderr, "autolb: rank %d: error: %s: %s\n", FatalRank, Entry,
               alb_strerror(Code));
  return Code;
}

void warn(const std::string &Text) {
  std::fprintf(stderr, "autolb: rank %d: warning: %s\n", FatalRank,
               Text.c_str());
}

} // namespace autolb::runtime
