//===- ChunkScheduler.h - Shared chunk counter on rank 0 --------*- C++ -*-===//
//
// Part of autolb. Dynamically scheduled nests hand out chunk numbers from
// one 64-bit counter in rank 0's memory, through MPI passive-target RMA
// (MPI_Fetch_and_op inside a lock_all epoch opened once): a rank that
// wants work does not need rank 0 to take part, so rank 0 computes like
// everyone else and no core spins waiting for requests. The window is
// allocated with MPI_Win_allocate, which lets Open MPI use its
// shared-memory component on one node (the atomics then progress without
// the target); across nodes it needs an RMA-capable network.
//
// The counter is never reset: each execution's chunk numbers start where
// the previous execution's increments ended. Every participating rank
// fetches exactly once beyond the last chunk (that is how it learns there
// is no work left), so an execution with n chunks and w participating ranks
// advances the counter by exactly n + w, which every rank can compute.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CHUNKSCHEDULER_H
#define AUTOLB_RUNTIME_CHUNKSCHEDULER_H

#include <cstdint>
#include <mpi.h>

namespace autolb::runtime {

class SharedCounter {
public:
  /// Collective over comm.
  explicit SharedCounter(MPI_Comm comm);
  /// Collective (frees the window).
  ~SharedCounter();
  SharedCounter(const SharedCounter &) = delete;
  SharedCounter &operator=(const SharedCounter &) = delete;

  /// Atomically adds 1 and returns the previous value.
  std::int64_t fetchIncrement();

private:
  MPI_Win Window = MPI_WIN_NULL;
  std::int64_t *Memory = nullptr;
  std::int64_t Local = 0;
  bool Shared = false;
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CHUNKSCHEDULER_H
