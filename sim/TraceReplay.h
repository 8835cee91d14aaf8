//===- TraceReplay.h - Speeds from the run-time's trace files ---*- C++ -*-===//
//
// Part of autolb's simulator. A recorded run's trace files (prefix.<rank>.csv,
// runtime/base/Trace.h) hold each rank's raw rate per period of a block-tied
// nest. A rank's speed over the period that ends at a line's time is its
// raw rate over the fastest raw rate any rank reached (that rank's CPU
// counted as dedicated); periods without a measurement (rate 0) join the
// next measured one.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_TRACEREPLAY_H
#define AUTOLB_SIM_TRACEREPLAY_H

#include "SpeedTrace.h"

#include <string>
#include <vector>

namespace autolb::sim {

struct ReplayedTraces {
  /// The nest whose rates were used.
  std::string nest;
  /// One trace per recorded rank.
  std::vector<SpeedTrace> speeds;
  /// The fastest raw rate [iterations/s] (speed 1).
  double fastestRate = 0.0;
  /// Time of the last line [s].
  double durationSeconds = 0.0;
};

/// Reads prefix.0.csv, prefix.1.csv, ... up to the first missing file.
/// `nest` empty = the block-tied nest with the most lines (lines of
/// dynamically scheduled nests are skipped). Throws std::runtime_error
/// naming the file and line for a missing file, a malformed line or no
/// measured rate.
ReplayedTraces readTraces(const std::string &Prefix,
                          const std::string &Nest = "");

} // namespace autolb::sim

#endif // AUTOLB_SIM_TRACEREPLAY_H
