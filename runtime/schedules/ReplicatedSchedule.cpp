//===- ReplicatedSchedule.cpp - Executions too short to distribute --------===//
//
// Part of autolb. An execution of a replicable nest (alb_nest_desc::
// replicable) with fewer iterations than its replication threshold
// (policy/schedules/Replication.h): every rank runs all iterations on its own
// copy, so that the execution needs no message. The nest's arrays are made
// whole first (no-op when they are, which is the rule once a program's short
// nests replicate); every rank then writes the same values, so the arrays
// it writes stay whole, and its scalar reductions are complete on every
// rank (alb_reduce leaves them alone). A hook never interacts. While
// every tracked array is whole, the generated code runs such an execution
// as written, without calling the run-time (alb_nest_replicates).
//
//===----------------------------------------------------------------------===//

#include "core/Nest.h"
#include "core/Schedule.h"
#include "data/SliceExchange.h"
#include "report/RunReport.h"

#include <cstdio>

namespace autolb::runtime {

namespace {

class ReplicatedSchedule final : public Schedule {
public:
  ReplicatedSchedule()
      : Schedule(ScheduleKind::Replicated, /*BlockTied=*/false) {}

  void begin(Context &C, alb_nest &N) override {
    for (NestArray &A : N.arrays)
      syncArray(C, *A.array);
    Given = false;
  }

  int next(Context &, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override {
    if (Given || N.count <= 0)
      return 0;
    Given = true;
    KLo = 0;
    KHi = N.count;
    return 1;
  }

  void end(Context &, alb_nest &) override {}

  const char *summaryName() const override { return "replicated"; }

  void printSummary(const Context &, const alb_nest &N) const override {
    const policy::ReplicationThreshold &T = *N.replication;
    std::fprintf(
        stderr,
        "autolb:     replicated: %lld executions ran on every rank, "
        "%lld of them as written (fewer than %.4g iterations: a "
        "distributed execution cost %.3g us beyond its share of "
        "compute, an iteration %.3g us)\n",
        static_cast<long long>(N.executionsReplicated + N.executionsAsWritten),
        static_cast<long long>(N.executionsAsWritten), T.belowIterations,
        T.overheadSeconds * 1e6, T.iterationSeconds * 1e6);
  }

  void describe(const Context &, const alb_nest &N,
                report::NestReport &Out) const override {
    Out.replicatedExecutions = N.executionsReplicated + N.executionsAsWritten;
    Out.replicatedAsWritten = N.executionsAsWritten;
  }

private:
  bool Given = false;
};

} // namespace

std::unique_ptr<Schedule> makeReplicatedSchedule() {
  return std::make_unique<ReplicatedSchedule>();
}

} // namespace autolb::runtime
