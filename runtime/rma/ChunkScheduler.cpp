//===- ChunkScheduler.cpp - Shared chunk counter on rank 0 ----------------===//
//
// Part of autolb. See ChunkScheduler.h.
//
//===----------------------------------------------------------------------===//

#include "rma/ChunkScheduler.h"

#include "base/Fatal.h"

namespace autolb::runtime {

SharedCounter::SharedCounter(MPI_Comm Comm) {
  int Rank = 0, Ranks = 1;
  checkMPI(MPI_Comm_rank(Comm, &Rank), "MPI_Comm_rank");
  checkMPI(MPI_Comm_size(Comm, &Ranks), "MPI_Comm_size");
  // One rank: a plain variable, no window.
  Shared = Ranks > 1;
  if (!Shared)
    return;
  MPI_Aint Bytes = Rank == 0 ? sizeof(std::int64_t) : 0;
  checkMPI(MPI_Win_allocate(Bytes, sizeof(std::int64_t), MPI_INFO_NULL, Comm,
                            &Memory, &Window),
           "MPI_Win_allocate");
  checkMPI(MPI_Win_set_errhandler(Window, MPI_ERRORS_RETURN),
           "MPI_Win_set_errhandler");
  if (Rank == 0)
    *Memory = 0;
  // Nobody may fetch before rank 0 has initialized the counter.
  checkMPI(MPI_Barrier(Comm), "MPI_Barrier");
  checkMPI(MPI_Win_lock_all(MPI_MODE_NOCHECK, Window), "MPI_Win_lock_all");
}

SharedCounter::~SharedCounter() {
  if (!Shared)
    return;
  MPI_Win_unlock_all(Window);
  MPI_Win_free(&Window);
}

std::int64_t SharedCounter::fetchIncrement() {
  if (!Shared)
    return Local++;
  const std::int64_t One = 1;
  std::int64_t Previous = 0;
  checkMPI(
      MPI_Fetch_and_op(&One, &Previous, MPI_INT64_T, 0, 0, MPI_SUM, Window),
      "MPI_Fetch_and_op");
  checkMPI(MPI_Win_flush(0, Window), "MPI_Win_flush");
  return Previous;
}

} // namespace autolb::runtime
