//===- IndependentNest.h - Independent iterations, uneven costs -*- C++ -*-===//
//
// Part of autolb's simulator. A nest of independent iterations whose costs
// differ, run four ways:
//  - fac2, daf: chunks from a central counter at rank 0, a FIFO server that
//    takes t_interact per request while rank 0 keeps working (the counter
//    is an atomic the MPI progress engine serves). Chunk tables come from
//    runtime/ChunkTable's factoringChunks with the run-time's smallest
//    chunk (1% hook rule and the master's chunk managing capacity); daf
//    runs the nest once with FAC2 and reports the second execution, whose
//    factors come from the first one's chunk times.
//  - direct: each rank owns a block; every period the ranks report to rank
//    0 (t_interact per status) and policy::Balancer's direct moves take
//    iterations from the back of one rank's block to another's.
//  - steal: each rank owns a block of chunks and takes from its front; an
//    idle thief asks its small-world partners (policy/schedules/SmallWorld.h)
//    in order, one round trip each; a victim gives half of its remaining chunks
//    from the back; a thief whose full round of partners found nothing gives
//    up.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_INDEPENDENTNEST_H
#define AUTOLB_SIM_INDEPENDENTNEST_H

#include "Network.h"
#include "SpeedTrace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace autolb::sim {

enum class IndependentPolicy { Fac2, Daf, Direct, Steal };

/// "fac2", "daf", "direct", "steal".
const char *independentPolicyName(IndependentPolicy Policy);

/// Dedicated seconds of each of `count` iterations with mean `mean`:
/// "equal", "linear" (triangular: 2 mean (i + 1/2) / count) or "random"
/// (uniform with coefficient of variation cv <= 0.57, from `seed`).
/// Throws std::invalid_argument for another kind.
std::vector<double> iterationCosts(const std::string &Kind, std::int64_t Count,
                                   double Mean, double Cv, std::uint64_t Seed);

struct IndependentConfig {
  IndependentPolicy policy = IndependentPolicy::Fac2;
  /// t_interact: rank 0's service time for one request or status [s].
  double interactSeconds = 20e-6;
  /// Bytes that move with one iteration (direct moves and steals).
  double bytesPerIteration = 64.0;
  /// Iterations per chunk for stealing; 0 = the 1% hook rule.
  std::int64_t stealChunk = 0;
  /// Seed of the small-world overlay.
  std::uint64_t seed = 1;
  Network network;
};

struct IndependentResult {
  double makespanSeconds = 0.0;
  /// max(total work / sum of mean speeds, the costliest iteration).
  double lowerBoundSeconds = 0.0;
  /// Rank 0's time serving the counter or the statuses.
  double masterBusySeconds = 0.0;
  /// Chunks (fac2, daf, steal) or periods (direct).
  std::int64_t units = 0;
  /// Messages sent + received, and distinct partners, per rank.
  double meanMessages = 0.0, maxMessages = 0.0;
  double meanPartners = 0.0, maxPartners = 0.0;
  /// Direct moves made (direct), successful steals (steal).
  std::int64_t moves = 0;
  /// Steal: thieves that gave up while chunks waited in other queues.
  int earlyGiveUps = 0;
  /// Per iteration: how often it was executed (must be 1).
  std::vector<int> executions;
};

/// Runs the nest on one rank per trace. Throws std::invalid_argument for
/// no ranks or a negative cost.
IndependentResult runIndependent(const IndependentConfig &Config,
                                 const std::vector<double> &Costs,
                                 const std::vector<SpeedTrace> &Speeds);

} // namespace autolb::sim

#endif // AUTOLB_SIM_INDEPENDENTNEST_H
