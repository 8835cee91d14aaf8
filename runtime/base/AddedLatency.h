//===- AddedLatency.h - A delay added to pipeline messages ------*- C++ -*-===//
//
// Part of autolb. ALB_ADDED_LATENCY makes every pipeline boundary message
// cost more, as [S97] Fig. 8(b, c) added delays to show the grain size
// following the communication cost. The start-up shifts that measure
// t_fixed pay it too, so the model sees the slower network it runs on.
// A busy wait, not a sleep: a sleep of tens of microseconds overshoots by
// the kernel's timer slack.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ADDEDLATENCY_H
#define AUTOLB_RUNTIME_ADDEDLATENCY_H

#include <mpi.h>

namespace autolb::runtime {

/// Spins for `seconds` of wall time (nothing when seconds <= 0).
inline void waitAddedLatency(double seconds) {
  if (!(seconds > 0.0))
    return;
  const double End = MPI_Wtime() + seconds;
  while (MPI_Wtime() < End) {
  }
}

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ADDEDLATENCY_H
