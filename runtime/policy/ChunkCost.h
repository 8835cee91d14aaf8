//===- ChunkCost.h - Whether dynamically scheduled chunks pay ---*- C++ -*-===//
//
// Part of autolb. A chunked execution of an independent nest (dynamic or
// stealing) balances within the execution, but any rank may run any
// iteration, so it makes the nest's arrays whole at its begin: every rank
// receives what the others wrote in the previous execution. A block-tied
// execution moves only what the balancer moves at interactions, and
// reaches the same balance across executions. Chunks pay while that
// transfer, measured at the begin of the last chunked execution (mean over
// ranks), stays under MaximumSyncShare of its compute per rank (mean over
// ranks, waits excluded). Both are measured in the same execution, so a
// loaded machine slows them together; a cost model from the start-up's
// t_incr would not (on this machine it varied 200-fold under load).
// An elimination's row update (8n bytes written per row for 2(n - k)
// operations) fails it; a matrix multiply's rows (8n bytes for 2n^2
// operations) and a Mandelbrot row pass it by orders of magnitude.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_CHUNKCOST_H
#define AUTOLB_POLICY_CHUNKCOST_H

namespace autolb::policy {

/// Largest share of a chunked execution's compute per rank that making the
/// arrays whole at its begin may cost for chunks to go on.
constexpr double MaximumSyncShare = 0.1;

/// Consecutive chunked executions over the share after which a nest runs
/// block-tied: a single one may have waited for a partner's time slice on a
/// loaded machine.
constexpr int ExecutionsOverShare = 2;

struct ChunkCost {
  /// Per rank, mean over ranks [s].
  double syncSeconds = 0.0;
  double computeSeconds = 0.0;
  bool pays = true;
};

/// The verdict on one chunked execution; unknown (not finite, negative)
/// times count as 0, and chunks pay when neither cost anything.
ChunkCost judgeChunks(double syncSeconds, double computeSeconds);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_CHUNKCOST_H
