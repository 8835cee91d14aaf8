//===- Stall.h - Reports that cover a stalled rank --------------*- C++ -*-===//
//
// Part of autolb. A rank can stop making progress for a while: stopped by a
// signal, swapped out, descheduled by its host. [S97]'s model assumes
// that every report measures a rank's speed; a report covering a stall does
// not, and must never make the stalled rank look fast:
//
//  - Every rank's report covers the stall, not just the stalled rank's: the
//    others waited for it (a pipeline, a halo fetch, a collective). Their
//    rates come from CPU speed x CPU share (runtime/base/CpuClock.h), and an
//    MPI wait that yields the core (Open MPI does when ranks outnumber cores,
//    and on a loaded host) lowers their share as much as the stall lowers
//    the stalled rank's. Which rank then looks slowest is chance -- where
//    each report's period began -- and a rank stopped just after it posted
//    its report starts its next period after the stall, so it can look the
//    fastest and be given work while the others' filters drop.
//  - Rates measured over such reports also inflate the rate filter's noise
//    band and leave the filtered rates at a fraction of the ranks' speed.
//
// So a report whose wall interval exceeds
//   threshold = max(factor x max(typical report interval, period target),
//                   minimumSeconds)
// covers a stall. The typical interval is a running average of the median
// interval of the reports that covered none (the period target alone is
// not enough: a phase longer than the target makes every report longer).
// A covering report whose rank was absent -- its wall interval minus the
// time it spent waiting for other ranks in the run-time -- for longer than
// the threshold names the stalled rank: its rate is measured over that wall
// time (done / max(compute, absent)), never above its filtered rate, and
// enters the filter at once (RateFilter::updateStalled), so work moves away
// from it. The other covering reports waited for it: their filters are not
// updated. When reports cover a stall but none names a rank (it was stopped
// inside a wait, which looks like waiting), nothing moves at that
// interaction. Detection starts once one interaction without a stall has
// set the typical interval, and needs the reports' wall intervals (0 =
// unknown disables it).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_STALL_H
#define AUTOLB_POLICY_STALL_H

#include <vector>

namespace autolb::policy {

/// Parameters of stall detection.
struct StallSettings {
  /// A report longer than this many typical intervals covers a stall.
  double factor = 4.0;
  /// ... and at least this long [s]: scheduler hiccups of a loaded host
  /// (tens of ms on a 2-vCPU VM) are noise for the filter, not stalls.
  double minimumSeconds = 0.25;
  /// Weight of the newest median interval in the typical interval.
  double typicalWeight = 0.25;
};

/// The wall interval above which a report covers a stall; 0 = detection
/// not armed (no typical interval yet).
double stallThresholdSeconds(const StallSettings &settings,
                             double typicalReportSeconds,
                             double periodTargetSeconds);

/// Median of the positive values (0 when there are none).
double medianPositive(std::vector<double> values);

/// Rate of a stalled rank [iterations/s]: done over the larger of its
/// compute time and the wall time it was absent (0 when done <= 0 or no
/// time is known).
double stalledRate(double done, double computeSeconds, double absentSeconds);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_STALL_H
