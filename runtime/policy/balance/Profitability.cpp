//===- Profitability.cpp - Cost-benefit check of a movement ---------------===//
//
// Part of autolb. See Profitability.h.
//
//===----------------------------------------------------------------------===//

#include "policy/balance/Profitability.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

namespace {

std::int64_t bytesFor(std::int64_t Iterations, double BytesPerIteration) {
  if (!(BytesPerIteration > 0.0))
    return 0;
  return static_cast<std::int64_t>(
      std::ceil(static_cast<double>(Iterations) * BytesPerIteration));
}

/// Accumulates per-rank traffic of messages (sender and receiver both
/// spend the message's time) and keeps the maxima.
class TrafficCounter {
public:
  explicit TrafficCounter(int Ranks)
      : Bytes(static_cast<std::size_t>(std::max(Ranks, 0)), 0),
        Messages(Bytes.size(), 0) {}

  void add(int From, int To, std::int64_t Iterations,
           double BytesPerIteration) {
    const std::int64_t MessageBytes = bytesFor(Iterations, BytesPerIteration);
    Volume.iterations += Iterations;
    Volume.bytes += MessageBytes;
    for (int Rank : {From, To}) {
      if (Rank < 0 || static_cast<std::size_t>(Rank) >= Bytes.size())
        continue;
      Bytes[Rank] += MessageBytes;
      ++Messages[Rank];
      Volume.criticalBytes = std::max(Volume.criticalBytes, Bytes[Rank]);
      Volume.criticalMessages =
          std::max(Volume.criticalMessages, Messages[Rank]);
    }
  }

  MovementVolume volume() const { return Volume; }

private:
  std::vector<std::int64_t> Bytes;
  std::vector<std::int64_t> Messages;
  MovementVolume Volume;
};

} // namespace

MovementVolume volumeOf(const std::vector<DirectMove> &Moves, int Ranks,
                        double BytesPerIteration) {
  TrafficCounter Counter(Ranks);
  for (const DirectMove &Move : Moves)
    Counter.add(Move.from, Move.to, Move.count, BytesPerIteration);
  return Counter.volume();
}

MovementVolume volumeOf(const std::vector<BlockTransfer> &Transfers, int Ranks,
                        double BytesPerIteration) {
  TrafficCounter Counter(Ranks);
  for (const BlockTransfer &Transfer : Transfers)
    Counter.add(Transfer.from, Transfer.to, Transfer.count, BytesPerIteration);
  return Counter.volume();
}

double modelMovementSeconds(const MovementCostModel &Model,
                            const MovementVolume &Volume) {
  const double PerMessage = std::max(Model.perMessageSeconds, 0.0);
  const double PerByte = std::max(Model.perByteSeconds, 0.0);
  return static_cast<double>(Volume.criticalMessages) * PerMessage +
         static_cast<double>(Volume.criticalBytes) * PerByte;
}

double predictMovementSeconds(const MovementCostModel &Model,
                              const MovementHistory &History,
                              const MovementVolume &Volume) {
  const double Modelled = modelMovementSeconds(Model, Volume);
  if (Modelled > 0.0)
    return Modelled * History.costCalibration();
  return Volume.iterations > 0 ? History.averageSeconds() : 0.0;
}

ProfitabilityVerdict judgeProfitability(double Reduction, double StableSeconds,
                                        double CostSeconds,
                                        const ProfitabilitySettings &Settings) {
  ProfitabilityVerdict Verdict;
  Verdict.costSeconds = CostSeconds;
  Verdict.benefitSeconds = Reduction * StableSeconds;
  Verdict.profitable =
      !Settings.enabled ||
      !(CostSeconds > Settings.cancelFactor * Verdict.benefitSeconds);
  return Verdict;
}

} // namespace autolb::policy
