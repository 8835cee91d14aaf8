//===- ChunkCost.cpp - Whether dynamically scheduled chunks pay -----------===//

#include "ChunkCost.h"
#include "Measured.h"

namespace autolb::policy {

ChunkCost judgeChunks(double SyncSeconds, double ComputeSeconds) {
  ChunkCost Cost;
  Cost.syncSeconds = usableOrZero(SyncSeconds);
  Cost.computeSeconds = usableOrZero(ComputeSeconds);
  Cost.pays = Cost.syncSeconds <= MaximumSyncShare * Cost.computeSeconds;
  return Cost;
}

} // namespace autolb::policy
