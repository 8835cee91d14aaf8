//===- HolderSchedule.cpp - Blocks where a previous nest left the data ----===//
//
// Part of autolb. An execution of a nest that would be scheduled
// dynamically (DynamicSchedule.cpp), whose arrays a previous nest left in
// contiguous blocks (a pipeline, then a checksum loop): making them whole
// for the chunks would move every rank's data to every other rank, so the
// execution instead runs each block on the rank holding it and nothing
// moves (HolderAllocation.h). Like the dynamic schedule it never interacts
// at hooks: the blocks were balanced by the nest that placed the data.
//
//===----------------------------------------------------------------------===//

#include "core/Nest.h"
#include "core/Schedule.h"
#include "layout/HolderAllocation.h"
#include "report/RunReport.h"
#include "schedules/BlockExecution.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

namespace autolb::runtime {

namespace {

class HolderSchedule final : public Schedule {
public:
  HolderSchedule() : Schedule(ScheduleKind::Holder, /*BlockTied=*/false) {}

  /// Whether the nest's arrays are in blocks this execution can follow.
  /// The arrays it reads but does not write decide when there are any: a
  /// written array's slices are fetched where the blocks need them, once,
  /// and stay there; following a written array scattered by an earlier
  /// dynamic execution would keep this nest dynamic, and scatter it again,
  /// at every execution (Jacobi's copy-back A = B after the sweep into B).
  /// Blocks that chunks left (this nest's own last execution, or an
  /// earlier dynamically scheduled nest: MM's initialisation, then its
  /// product) are not followed: where chunks happened to run (contiguous
  /// when a rank had nothing to steal) is no layout a nest balanced, and
  /// following it would pin this nest to those blocks, unbalanced, for
  /// good.
  bool accepts(Context &C, const alb_nest &N) override {
    bool ReadsUnwritten =
        std::any_of(N.arrays.begin(), N.arrays.end(),
                    [](const NestArray &A) { return !A.written; });
    std::vector<const HolderMap *> Maps;
    for (const NestArray &A : N.arrays) {
      if (ReadsUnwritten && A.written)
        continue;
      if (A.array->placedByChunks)
        return false;
      Maps.push_back(&A.array->holders);
    }
    Blocks =
        allocationFollowingHolders(Maps, N.first, N.step, N.count, C.available);
    return Blocks.has_value();
  }

  void begin(Context &C, alb_nest &N) override {
    ++Executions;
    placeBlocks(C, N, *Blocks);
    N.blockSize = std::max<std::int64_t>(N.stripTripCount(), 1);
    startCompute(N);
  }

  int next(Context &, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override {
    return nextBlock(N, KLo, KHi);
  }

  void end(Context &C, alb_nest &N) override {
    endBlocks(C, N, /*WaitSeconds=*/0.0, /*WaitCpuSeconds=*/0.0);
    traceExecution(C, N, N.owned(), N.computeSeconds,
                   static_cast<std::int64_t>(N.bounds.size()) - 1, "holders");
    N.done = 0;
    N.computeSeconds = 0.0;
    N.computeCpu = 0.0;
  }

  const char *summaryName() const override { return "dynamically scheduled"; }

  void printSummary(const Context &, const alb_nest &N) const override {
    if (Executions > 0)
      std::fprintf(stderr,
                   "autolb:     %lld of %lld executions ran the blocks a "
                   "previous nest left their arrays in (nothing moved)\n",
                   static_cast<long long>(Executions),
                   static_cast<long long>(N.executions));
  }

  void describe(const Context &, const alb_nest &,
                report::NestReport &Out) const override {
    Out.holderExecutions = Executions;
  }

private:
  /// The allocation following the holders, found by accepts.
  std::optional<std::vector<std::int64_t>> Blocks;
  std::int64_t Executions = 0;
};

} // namespace

std::unique_ptr<Schedule> makeHolderSchedule() {
  return std::make_unique<HolderSchedule>();
}

} // namespace autolb::runtime
