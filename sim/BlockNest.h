//===- BlockNest.h - Barrier-synchronized and pipelined nests ---*- C++ -*-===//
//
// Part of autolb's simulator. The two shapes of block-distributed nests the
// tool emits:
//  - Barrier: a DOALL over n iterations, block-distributed, then a barrier,
//    `phases` times. A phase ends when the slowest rank is done.
//  - Pipeline: a DOACROSS whose enclosing loop of m columns is strip-mined
//    into blocks of b columns; rank i starts block k when it finished block
//    k - 1 and rank i - 1's boundary message of block k arrived. Sending it
//    occupies rank i - 1 for t_fixed + t_incr bytes ([S97] §4.2).
// Both can be balanced by the real policy::Balancer: every nexthook phases
// (blocks) the ranks report (done iterations, compute and wait seconds),
// the decision's transfers are applied with their modelled movement time,
// and the balancer is told the movement's cost. A pipeline's interaction
// decides on the reports of the one before, as the run-time's pipelined
// interactions do, so that it need not drain the pipeline.
// Efficiency is [S97] §3's t_sequential / (P t_elapsed - sum compete_i),
// i.e. sequential work over the CPU time the program was given.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_BLOCKNEST_H
#define AUTOLB_SIM_BLOCKNEST_H

#include "Network.h"
#include "SpeedTrace.h"

#include "policy/balance/Decision.h"

#include <cstdint>
#include <vector>

namespace autolb::sim {

enum class BlockShape { Barrier, Pipeline };

struct BlockNestConfig {
  BlockShape shape = BlockShape::Barrier;
  /// n: iterations of the distributed loop.
  std::int64_t iterations = 1000;
  /// Dedicated seconds of one distributed iteration in one phase (barrier)
  /// or one column (pipeline).
  double iterationSeconds = 1e-3;
  /// Barrier: phases. Pipeline: m, columns of the strip-mined loop.
  std::int64_t steps = 100;
  /// Pipeline: b, columns per block.
  std::int64_t blockSize = 1;
  /// Pipeline: bytes of one column's boundary.
  double boundaryBytes = 8.0;
  /// Bytes that move with one distributed iteration.
  double bytesPerIteration = 8000.0;
  /// Let the Balancer move work.
  bool balance = false;
  /// The Balancer's noise gate (ALB_NOISE_GATE).
  bool noiseGate = true;
  /// The Balancer's persistence (ALB_PERSISTENCE).
  bool persistence = true;
  /// Initial allocation (sums to iterations); empty = equal blocks.
  std::vector<std::int64_t> allocation;
  Network network;
  /// t_quantum given to the balancer's period (0 = unknown).
  double quantumSeconds = 0.1;
};

/// One interaction of a balanced nest.
struct InteractionRecord {
  double time = 0.0;
  policy::DecisionOutcome outcome = policy::DecisionOutcome::NothingToDo;
  std::vector<std::int64_t> allocation;
};

struct BlockNestResult {
  double elapsedSeconds = 0.0;
  /// Sequential time on one dedicated CPU.
  double sequentialSeconds = 0.0;
  /// CPU time the ranks' speed traces gave the program over the run.
  double capacitySeconds = 0.0;
  double efficiency = 0.0;
  /// Time in interactions and movements (on the critical path).
  double balancerSeconds = 0.0;
  int moves = 0;
  std::vector<InteractionRecord> interactions;
  std::vector<std::int64_t> finalAllocation;
};

/// Equal blocks of `iterations` over `ranks` (the first ranks one more).
std::vector<std::int64_t> equalBlocks(std::int64_t Iterations, int Ranks);

/// The allocation proportional to the traces' mean speeds ("correctly
/// balanced" for a constant load), by policy::allocateProportional.
std::vector<std::int64_t>
speedProportional(std::int64_t Iterations,
                  const std::vector<SpeedTrace> &Speeds);

/// Runs the nest on one rank per trace. Throws std::invalid_argument for
/// an inconsistent configuration (allocation size or sum, b < 1).
BlockNestResult runBlockNest(const BlockNestConfig &Config,
                             const std::vector<SpeedTrace> &Speeds);

} // namespace autolb::sim

#endif // AUTOLB_SIM_BLOCKNEST_H
