//===- BlockSchedule.cpp - Block-tied DOALL nests -------------------------===//
//
// Part of autolb. DOALL nests with halos (and every DOALL nest under
// ALB_BALANCE=0): each rank owns one contiguous block [k_lo, k_hi) of the
// iterations, in rank order; alb_nest_next returns it once. Work moves only
// between executions, at interactions, and every rank computes the new
// blocks from the broadcast allocation. A rank may own nothing and still
// takes part in every collective. The strip-mined loop, if any, is one
// block (alb_nest_block_size).
//
//===----------------------------------------------------------------------===//

#include "core/Nest.h"
#include "core/Schedule.h"
#include "schedules/BlockExecution.h"

#include <algorithm>

namespace autolb::runtime {

namespace {

class BlockSchedule final : public Schedule {
public:
  BlockSchedule() : Schedule(ScheduleKind::Block, /*BlockTied=*/true) {}

  void begin(Context &C, alb_nest &N) override {
    fitAllocation(C, N);
    placeBlocks(C, N, N.allocation);
    N.blockSize = std::max<std::int64_t>(N.stripTripCount(), 1);
    startCompute(N);
  }

  int next(Context &, alb_nest &N, std::int64_t &KLo,
           std::int64_t &KHi) override {
    return nextBlock(N, KLo, KHi);
  }

  void end(Context &C, alb_nest &N) override {
    endBlocks(C, N, /*WaitSeconds=*/0.0, /*WaitCpuSeconds=*/0.0);
  }

  const char *summaryName() const override { return "block DOALL"; }
};

} // namespace

std::unique_ptr<Schedule> makeBlockSchedule() {
  return std::make_unique<BlockSchedule>();
}

} // namespace autolb::runtime
