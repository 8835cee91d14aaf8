//===- SpeedTrace.h - A simulated rank's speed over time --------*- C++ -*-===//
//
// Part of autolb's simulator. A rank's speed is the fraction of a dedicated
// CPU the program gets, as a piecewise-constant function of wall time that
// repeats with its cycle: a competing process under round-robin scheduling
// is 1 for one quantum and 0 for the next, an oscillating load is 1/2 for
// the loaded part of its period, a replayed trace is the measured rates.
// Work is counted in dedicated seconds; finish() integrates the speed.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_SPEEDTRACE_H
#define AUTOLB_SIM_SPEEDTRACE_H

#include <cstdint>
#include <string>
#include <vector>

namespace autolb::sim {

/// One piece of a speed trace.
struct SpeedSegment {
  /// Wall time the piece lasts [s] (> 0).
  double seconds = 1.0;
  /// Fraction of a dedicated CPU (>= 0).
  double speed = 1.0;
};

class SpeedTrace {
public:
  /// Dedicated: speed 1 forever.
  SpeedTrace();
  /// The segments repeat forever; the trace starts `phase` seconds into
  /// its cycle. Throws std::invalid_argument for no segments, a
  /// non-positive duration, a negative speed or a cycle without work.
  SpeedTrace(std::vector<SpeedSegment> segments, double phase = 0.0);

  /// A dedicated CPU.
  static SpeedTrace dedicated();
  /// Round-robin with `competitors` always-runnable processes and quantum
  /// `quantum`: the program runs one quantum in 1 + competitors. The
  /// competitors take their quanta even while the program waits.
  static SpeedTrace roundRobin(double quantum, int competitors,
                               double phase = 0.0);
  /// A CPU quota: `share` of every `period`, then frozen.
  static SpeedTrace quota(double share, double period, double phase = 0.0);
  /// An oscillating load: speed `loadedSpeed` for `duty` of every `period`
  /// (the load's part comes first), 1 for the rest.
  static SpeedTrace oscillating(double period, double duty, double loadedSpeed,
                                double phase = 0.0);
  /// Dedicated with measurement-scale noise: `count` pieces of `seconds`
  /// each at speed 1 + amplitude * u, u uniform in [-1, 1) from `seed`.
  static SpeedTrace jitter(double seconds, double amplitude, int count,
                           std::uint64_t seed);
  /// Speed 1 until `at`, then `after` (for practical purposes) forever.
  static SpeedTrace step(double at, double after);

  /// Earliest time >= start at which `work` dedicated seconds are done.
  double finish(double start, double work) const;
  /// Dedicated seconds of work the CPU gives the program in [begin, end].
  double work(double begin, double end) const;
  /// Mean speed over one cycle.
  double meanSpeed() const { return CycleWork / CycleSeconds; }
  const std::vector<SpeedSegment> &segments() const { return Segments; }

private:
  /// Work from the trace's origin to shifted time x.
  double integral(double X) const;

  std::vector<SpeedSegment> Segments;
  /// Per segment: its start within the cycle and the work before it
  /// (one more entry each: the cycle's length and work).
  std::vector<double> Starts, WorkBefore;
  double Phase = 0.0, CycleSeconds = 0.0, CycleWork = 0.0;
};

} // namespace autolb::sim

#endif // AUTOLB_SIM_SPEEDTRACE_H
