//===- Coupling.h - What a move can gain on a coupled nest ------*- C++ -*-===//
//
// Part of autolb. A nest whose iterations read their neighbours' slices at
// every execution (halos: in-place SOR, Jacobi) is coupled: a rank can run
// at most about one execution ahead of its neighbour. Under an on/off load
// (a CPU quota: the loaded rank runs q T_q of every T_q, then is frozen)
// the fast rank waits through the frozen part whatever its share, so the
// rates' allocation overloads it while both run. README.md ("Coupled
// pipelines under an on/off load") derives, for the loaded rank owning the
// share f of the slices and x = q T_q / T_1 (T_1: one execution on one fast
// core), the executions per on/off period
//
//     S(f) = min(x / f,  min(x / (1 - f) + 1,  x / (q (1 - f)))),
//
// best at f* where the loaded side meets the other. The balancer uses the
// bound S(f*) / S(f) as the most a move can gain: below the imbalance
// threshold, moving cannot pay (SOR 2000^2 under a 50 % quota: x = 3.97,
// bound 1.07). Whether the load is on/off, the rates tell (OnOffDetector).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_COUPLING_H
#define AUTOLB_POLICY_COUPLING_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// T_q when no pipeline block measured it (RecentReports): the on/off period
/// of a CPU quota, Linux's CFS bandwidth period (cpu.cfs_period_us, cpu.max)
/// by default.
constexpr double OnOffPeriodSeconds = 0.1;

/// Whether a rank's rates show an on/off load: over its last `Window`
/// measured rates, the fastest is at least `Swing` times the slowest. A
/// quota alternates reports at full speed with mostly frozen ones (SOR
/// 2000^2 under a 50 % quota: 190 000 against 47 000-69 000 rows/s); a
/// dedicated rank here jitters by 20-40 %, and a time-shared one mostly
/// keeps its share over reports of 15 ms and more (but with the latch
/// below, one 2x swing among SOR's early reports under a busy process
/// marked it on/off in some runs; the model then works with the busy
/// process's measured 8 ms period, RecentReports). (The filter's noise band
/// tells too, but slowly: it trusts a first increase as noise, and reached 40 %
/// only after a second of such reports.) Once seen, the load stays on/off
/// for the rank until reset(): reports that grow to span several of a
/// quota's periods average its swing away (SOR's rank 1 then reported a
/// steady 57 000-66 000 rows/s over 0.96 s windows), but the pipeline still
/// waits through every frozen part, and a move by those rates lost 34 %.
class OnOffDetector {
public:
  static constexpr int Window = 6;
  static constexpr double Swing = 2.0;

  /// One measured rate (not positive or not finite: ignored).
  void observe(double rate);
  /// A window of rates was seen.
  bool settled() const { return Count >= Window; }
  /// Some window of rates swung by `Swing` since the last reset().
  bool onOff() const { return Seen; }
  void reset() {
    Count = 0;
    Seen = false;
  }

private:
  double Rates[Window] = {};
  int Count = 0;
  bool Seen = false;
};

/// A rank's last `Window` reports, as the coupling model reads them: its
/// CPU share q and its on/off period T_q.
///
/// Average rate: iterations over compute seconds summed over the window,
/// short reports included, so each report weighs by its time as the
/// pipeline lives it. Under a quota the reports that saw no freeze are the
/// short ones, which the filtered rates leave out, so those follow the
/// frozen reports (SOR 2000^2 under a 50 % quota: a share of 0.28 from the
/// filtered rates); the sums give the quota's.
///
/// T_q: the longest time the rank was off its core in any report of the
/// window, as a pipeline's blocks and waits saw it (a block's wall time,
/// its compute being tens of us; a wait's wall time less its CPU time).
/// One off-time lasts (1 - q) T_q, so T_q = longest / (1 - q): a busy
/// process on the rank's core takes it for 4 ms of every 8 (HZ 250 time
/// slices here), a 50 % quota for 50 ms of every 100. Blocks alone missed
/// the quota's freezes (SOR 2000^2: the longest block 1.9 ms over 0.9 s
/// reports, the longest wait 50 ms: the loaded rank catches up with its
/// neighbour when it runs, and polls). The largest over the window, so
/// that a report without a freeze does not shorten it; an outlier (a page
/// fault) only lengthens it, which holds moves back.
class RecentReports {
public:
  static constexpr int Window = 12;
  /// Shares above this tell too little about the off-time.
  static constexpr double LargestShare = 0.9;

  /// One report: `iterations` done in `computeSeconds` (either not
  /// positive or not finite: no report), and the longest time the rank was
  /// off its core (0 or not finite: none measured).
  void observe(double iterations, double computeSeconds,
               double longestOffSeconds);
  /// Iterations per second over the window (0 before any report).
  double averageRate() const;
  /// T_q for the rank's CPU share q; OnOffPeriodSeconds when no report of
  /// the window measured an off-time or q > LargestShare.
  double onOffPeriodSeconds(double share) const;
  void reset() { Count = 0; }

private:
  struct Report {
    double iterations = 0.0;
    double computeSeconds = 0.0;
    double longestOffSeconds = 0.0;
  };
  Report Reports[Window] = {};
  int Count = 0;
};

/// The load on a coupled nest's slowest rank.
struct CoupledLoad {
  /// x = q T_q / T_1: executions of the whole nest one fast core completes
  /// in the loaded rank's on-time.
  double x = 0.0;
  /// q: the loaded rank's CPU share (its rate over the fastest rank's).
  double share = 0.0;
  /// T_q [s].
  double periodSeconds = 0.0;
  bool valid() const { return x > 0.0 && share > 0.0 && share <= 1.0; }
};

/// The load from q, T_q and T_1 (invalid when an input is not positive).
CoupledLoad coupledLoad(double loadedShare, double periodSeconds,
                        double executionSeconds);

/// S(f): executions per on/off period with the loaded rank owning `share`
/// (0 outside (0, 1) or for an invalid load).
double coupledThroughput(const CoupledLoad &load, double share);

/// f*: the larger of ((1 + 2x) - sqrt((1 + 2x)^2 - 4x)) / 2, where x / f
/// meets x / (1 - f) + 1, and the rates' q / (1 + q), where it meets the
/// fast rank's CPU bound (0 for an invalid load).
double bestCoupledShare(const CoupledLoad &load);

/// S(f*) / S(share): the most any move from `share` can gain (>= 1; 0 for
/// an invalid load or share).
double coupledGainBound(const CoupledLoad &load, double share);

/// Where a move on a coupled nest goes: the slowest and the fastest rank
/// split their slices f* : 1 - f* (`bestShare`), the others keep theirs.
/// Weights for allocateProportional in place of the rates, whose share
/// q / (1 + q) overloads the fast rank while both run (SOR 2000^2 under a
/// 50 % quota, x ~ 2: the rates' move lost 11 %, the model predicted 12 %).
/// Empty when a rank index is out of range or both are the same.
std::vector<double> coupledTarget(const std::vector<std::int64_t> &allocation,
                                  int slowest, int fastest, double bestShare);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_COUPLING_H
