//===- Trace.h - Per-rank CSV trace of interactions -------------*- C++ -*-===//
//
// Part of autolb. With ALB_TRACE=prefix every rank writes prefix.<rank>.csv,
// one line per interaction of a block-tied nest and one per execution of a
// dynamically scheduled nest, so that a user can follow rates, filtering,
// the owned iterations and the balancer's reasons over time:
//   time       seconds since alb_init
//   nest       source location of the distributed loop
//   raw_rate   this rank's measured rate of the period [iterations/s]
//   filtered   the filtered rate the balancer used [iterations/s]
//   h          the filter's history fraction for this report
//   owned      iterations this rank owns after the interaction
//   moved      iterations this rank gained (+) or lost (-)
//   period     target period [s]
//   nexthook   hook executions until the next interaction
//   block      block size of the strip-mined loop (pipelines); for an
//              execution of a dynamically scheduled nest its first chunk
//   reason     the balancer's outcome ("moved", "threshold", "stall", ...)
//              and, for movements, "map" or "stress" when forced; "+stall"
//              when a rank was named stalled (policy/balance/Stall.h); for an
//              execution of a dynamically scheduled nest "dynamic" or
//              "stealing" (nexthook is then its number of chunks) or "holders"
//              (it ran the blocks its data was in; nexthook is the number of
//              blocks)
//   band       the rate filter's noise band for this rank (relative; it
//              widens with the rank's own jitter, policy/balance/RateFilter.h)
//   verdict    the verdict of the move trial that ended at this interaction
//              ("paid", "even", "lost"; policy/balance/MoveTrial.h), which
//              judges the nest's last move before it; "none" when no trial
//              ended
// In pipelined mode the rates of an interaction are those reported at the
// previous one (rank 0 decides on statuses that have long arrived).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_TRACE_H
#define AUTOLB_RUNTIME_TRACE_H

#include <cstdint>
#include <cstdio>
#include <string>
#include <system_error>

namespace autolb::runtime {

/// One trace line.
struct TraceLine {
  double time = 0.0;
  std::string nest;
  double rawRate = 0.0;
  double filteredRate = 0.0;
  double history = 0.0;
  double band = 0.0;
  std::int64_t owned = 0;
  std::int64_t moved = 0;
  double periodSeconds = 0.0;
  std::int64_t nextHook = 0;
  std::int64_t blockSize = 0;
  std::string reason;
  std::string verdict = "none";
};

class Trace {
public:
  Trace() = default;
  ~Trace();
  Trace(const Trace &) = delete;
  Trace &operator=(const Trace &) = delete;

  /// The file of `rank`: prefix.<rank>.csv.
  static std::string path(const std::string &prefix, int rank);
  /// Opens path(prefix, rank) and writes the header; returns why opening
  /// failed.
  std::error_code open(const std::string &prefix, int rank);
  bool enabled() const { return File != nullptr; }
  void write(const TraceLine &line);
  void close();

private:
  std::FILE *File = nullptr;
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TRACE_H
