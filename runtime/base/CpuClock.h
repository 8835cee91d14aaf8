//===- CpuClock.h - CPU time of the calling thread --------------*- C++ -*-===//
//
// Part of autolb. Rates are iterations per second, but wall time alone
// measures a rank's speed badly when a competing process shares its core:
// the scheduler's quanta then land in computation or in waiting by chance,
// and a rank with little work (mostly waiting) looks fast, gets more work,
// then looks slow, and the allocation oscillates. So a rank reports its
// rate as (iterations / CPU seconds spent computing) x (CPU share over the
// whole period), i.e. the speed it computes at when running times the
// fraction of the core it gets. With MPI waiting by polling (Open MPI's
// default) a rank always wants the CPU, so the share over a period of
// several quanta is a well-sampled measure of contention; a dedicated
// rank has share 1 and the rate equals its plain speed. The price: a rank
// that sleeps between interactions (blocking I/O, an MPI library that
// waits by blocking) shows a lower share than its core would give it, and
// gets less work than it could do.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_CPUCLOCK_H
#define AUTOLB_RUNTIME_CPUCLOCK_H

#include <time.h>

namespace autolb::runtime {

/// CPU time of the calling thread [s] (0 if the clock is unavailable).
inline double threadCpuSeconds() {
  timespec Now;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &Now) != 0)
    return 0.0;
  return static_cast<double>(Now.tv_sec) + Now.tv_nsec * 1e-9;
}

/// Effective compute time for a rate: computeCpu / share, with share =
/// cpu / wall over the period clamped to [0.01, 1]. Falls back to the wall
/// compute time when no CPU time was measured.
inline double effectiveComputeSeconds(double computeWall, double computeCpu,
                                      double periodWall, double periodCpu) {
  if (!(computeCpu > 0.0) || !(periodWall > 0.0) || !(periodCpu > 0.0))
    return computeWall;
  double Share = periodCpu / periodWall;
  Share = Share < 0.01 ? 0.01 : Share > 1.0 ? 1.0 : Share;
  return computeCpu / Share;
}

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_CPUCLOCK_H
