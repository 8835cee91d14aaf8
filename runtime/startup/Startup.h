//===- Startup.h - Measurements taken by alb_init ---------------*- C++ -*-===//
//
// Part of autolb. [S97] measures at start-up what the grain-size and
// period models need:
//   t_fixed    shift an empty message through the ranks (a ring: every rank
//              sends to the next and receives from the previous at once,
//              as a pipeline stage does);
//   t_incr     the same with fixed-length messages, minus t_fixed, per byte
//              (per element = per byte * element size, computed by users);
//   t_interact dummy status/instruction round trips with rank 0 (the
//              balancer), pessimistic for the pipelined mode;
//   t_op       seconds per floating-point operation of a dependent chain,
//              which turns the compiler's ops_per_iteration estimate into a
//              provisional t_iteration before a nest has been timed;
//   t_quantum  the scheduling quantum (Quantum.h).
// Each is the median of a few repetitions after a warm-up one on each
// rank (t_op: the smallest of three), then the largest over the ranks (the
// slowest link bounds a pipeline), so every rank ends with identical values.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_STARTUP_H
#define AUTOLB_RUNTIME_STARTUP_H

#include "startup/Quantum.h"

#include <mpi.h>

namespace autolb::runtime {

struct StartupMeasurements {
  /// t_fixed [s].
  double fixedSeconds = 0.0;
  /// t_incr [s per byte] (0 when noise made the difference negative).
  double perByteSeconds = 0.0;
  /// Bytes of the fixed-length messages.
  int messageBytes = 0;
  /// t_interact [s].
  double interactSeconds = 0.0;
  /// Seconds per floating-point operation.
  double secondsPerOp = 0.0;
  /// t_quantum and its source.
  QuantumChoice quantum;
  /// Wall time of all measurements [s].
  double elapsedSeconds = 0.0;
};

/// Takes the measurements. Collective over comm. Every shift's send waits
/// `addedLatency` seconds first (ALB_ADDED_LATENCY, AddedLatency.h), so
/// t_fixed includes it.
StartupMeasurements measureStartup(MPI_Comm comm, double quantumOverride,
                                   double addedLatency);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_STARTUP_H
