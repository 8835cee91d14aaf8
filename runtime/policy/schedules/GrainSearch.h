//===- GrainSearch.h - Measured refinement of the pipeline grain ----------===//
//
// Part of autolb. The grain-size model (GrainSize.h) prices a block by its
// start-up ping-pong cost t_fixed, but a block in a running pipeline costs
// more: the run-time's bookkeeping per message, the wait for the neighbour,
// and the cache behaviour of the strip-mined loop, which changes with b in
// both directions. Measured on this project's SOR (2000^2, 2 ranks): the
// model chose b = 12-15 where b = 32 ran 1.4x faster. So the model's b is
// only the start: a nest that runs many times times whole executions with
// other block sizes and keeps the fastest.
//
// The search, on the execution times the ranks agree on (the slowest rank's):
//   1. the model's b, then 2b, 4b, ... until two in a row are not faster
//      than the best by more than `improvement` (one probe that is not
//      can be a deschedule: under a busy process on one rank's core a
//      search that stopped at the first chose b = 4 for SOR, whose runs
//      then took 8-10 s against 4.5 s at b = 51);
//   2. if 2b was not faster: b/2, b/4, ... likewise;
//   3. one refinement on each side of the best, at best * sqrt(2) and
//      best / sqrt(2) (rounded), kept only when faster by `improvement`.
// Each probe runs `executionsPerProbe` executions and counts its fastest
// (a rank descheduled once should not condemn a block size). Block sizes
// stay in [1, m]; a size already probed is not probed again.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_GRAINSEARCH_H
#define AUTOLB_POLICY_GRAINSEARCH_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

struct GrainSearchSettings {
  /// Executions timed per block size; the fastest counts.
  int executionsPerProbe = 2;
  /// A block size replaces the best only when it is faster by this fraction.
  double improvement = 0.03;
};

/// One block size tried and the fastest execution measured with it.
struct GrainProbe {
  std::int64_t blockSize = 0;
  double seconds = 0.0;
};

class GrainSearch {
public:
  explicit GrainSearch(GrainSearchSettings settings = {});

  /// Starts the search at the model's block size for a loop of m
  /// iterations (clamped to [1, max(m, 1)]). Only the first call counts.
  void start(std::int64_t modelBlockSize, std::int64_t tripCount);
  /// True between start() and the end of the search.
  bool searching() const {
    return Phase != SearchPhase::Idle && Phase != SearchPhase::Done;
  }
  /// True once the search has chosen.
  bool done() const { return Phase == SearchPhase::Done; }
  /// True once start() was called.
  bool started() const { return Phase != SearchPhase::Idle; }
  /// The block size the next execution must use (0 before start()).
  std::int64_t blockSize() const;
  /// Records one execution run with blockSize(), taking `seconds` (the
  /// slowest rank's wall time). Non-finite or negative times are ignored.
  void record(double seconds);
  /// The block sizes tried, in order, with their fastest execution.
  const std::vector<GrainProbe> &probes() const { return Probes; }
  /// The block size the search started from.
  std::int64_t modelBlockSize() const { return ModelBlock; }

private:
  enum class SearchPhase { Idle, Up, Down, RefineUp, RefineDown, Done };

  /// Moves to the next probe of the current phase, or to the next phase.
  void advance(bool improved);
  /// Starts step 3, or ends the search when it has nothing to probe.
  void refine();
  /// Begins probing Block in Phase P; false when Block is out of range or
  /// already probed.
  bool tryProbe(SearchPhase P, std::int64_t Block);
  bool probed(std::int64_t Block) const;

  GrainSearchSettings Settings;
  SearchPhase Phase = SearchPhase::Idle;
  std::int64_t TripCount = 0;
  std::int64_t ModelBlock = 0;
  std::int64_t Current = 0;
  int CurrentRuns = 0;
  double CurrentBest = 0.0;
  std::int64_t BestBlock = 0;
  double BestSeconds = 0.0;
  /// The best block size when the refinement began.
  std::int64_t RefineCenter = 0;
  /// Probes in a row in step 1 that did not beat the best.
  int UpMisses = 0;
  std::vector<GrainProbe> Probes;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_GRAINSEARCH_H
