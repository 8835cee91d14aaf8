//===- Api.cpp - the C entry points of libautolb ----------------------------===//
//
// Checks state and arguments, then forwards to the C++ run-time.
//
//===----------------------------------------------------------------------===//

#include "Export.h"
#include "autolb/autolb.h"
#include <mpi.h>

namespace {
struct Process {
  bool Initialized = false;
  bool OwnsMPI = false;
  int Rank = -1;
  int Ranks = -1;
};
Process TheProcess;
} // namespace

ALB_EXPORT int alb_init(int *Argc, char ***Argv) {
  if (TheProcess.Initialized)
    return ALB_ERR_STATE;
  int MPIInitialized = 0;
  MPI_Initialized(&MPIInitialized);
  if (!MPIInitialized) {
    if (MPI_Init(Argc, Argv) != MPI_SUCCESS)
      return ALB_ERR_MPI;
    TheProcess.OwnsMPI = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &TheProcess.Rank);
  MPI_Comm_size(MPI_COMM_WORLD, &TheProcess.Ranks);
  TheProcess.Initialized = true;
  return ALB_OK;
}

ALB_EXPORT int alb_finalize(void) {
  if (!TheProcess.Initialized)
    return ALB_ERR_NOINIT;
  TheProcess.Initialized = false;
  if (TheProcess.OwnsMPI && MPI_Finalize() != MPI_SUCCESS)
    return ALB_ERR_MPI;
  return ALB_OK;
}

ALB_EXPORT int alb_rank(void) {
  return TheProcess.Initialized ? TheProcess.Rank : -1;
}

ALB_EXPORT int alb_nranks(void) {
  return TheProcess.Initialized ? TheProcess.Ranks : -1;
}

ALB_EXPORT int alb_is_output_rank(void) {
  return TheProcess.Initialized && TheProcess.Rank == 0;
}
