//===- RankCountAdvice.h - How many ranks a nest should use -----*- C++ -*-===//
//
// Part of autolb. [C06] §6 models one iteration of a balanced master/worker
// computation on x workers (expression (7), asynchronous messages) as
//   Tt(x) = (x + 1) mo + (Tc + k V) / x + lm,
// mo the overhead of one message to or from the master, Tc the compute time
// summed over workers, k V the time to transfer the iteration's data and lm
// the latency. More workers shorten Tt less and less while every worker
// stays occupied for Tt, so the paper picks x by the performance index
//   Pi(x) = Tt(x) / E(x) = x Tt(x)^2 / Tc,   E(x) = Tc / (x Tt(x)),
// whose minimum is where a further rank stops paying for itself. For a
// nest, one execution is the iteration: Tc and V are measured (summed over
// ranks, per execution), mo is t_interact (each rank's round trip with
// rank 0 per execution: statuses or chunk requests) and lm is t_fixed.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_RANKCOUNTADVICE_H
#define AUTOLB_POLICY_RANKCOUNTADVICE_H

namespace autolb::policy {

/// Per execution, in seconds.
struct ExecutionModel {
  /// Tc: compute time summed over ranks.
  double computeSeconds = 0.0;
  /// k V: the execution's data transfer time.
  double transferSeconds = 0.0;
  /// mo: one message with the master.
  double messageSeconds = 0.0;
  /// lm: latency.
  double latencySeconds = 0.0;
};

/// Tt(x); ranks below 1 count as 1.
double predictedExecutionSeconds(const ExecutionModel &Model, int Ranks);

/// Pi(x) = x Tt(x)^2 / Tc; 0 when Tc is unknown.
double performanceIndex(const ExecutionModel &Model, int Ranks);

struct RankCountAdvice {
  /// The rank count of the lowest Pi in [1, MaxRanks]; 0 when Tc is unknown.
  int ranks = 0;
  /// Tt at that count.
  double seconds = 0.0;
};

/// The rank count that minimizes Pi, searched over 1 .. MaxRanks (Pi falls
/// like 1/x while compute dominates and grows like x^3 once messages do;
/// the lowest count wins a tie).
RankCountAdvice adviseRankCount(const ExecutionModel &Model, int MaxRanks);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_RANKCOUNTADVICE_H
