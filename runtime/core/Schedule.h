//===- Schedule.h - How one execution of a nest runs ------------*- C++ -*-===//
//
// Part of autolb. alb_nest_begin, alb_nest_next and alb_nest_end do what
// every nest needs (Dispatch.h: checks, the nest's arrays, the hook at
// alb_nest_end) and hand the rest to the Schedule of the execution, which
// selectSchedule (Dispatch.cpp) picks for each execution, as libomp's
// dispatch picks a schedule kind: begin fixes the iterations this rank runs
// and fetches their data, next hands them out, end records what ran where.
// A schedule keeps its own state in its object (one per kind the nest has
// used, owned by the nest), prints its own summary lines and fills its own
// trace columns; the nest (Nest.h) keeps what every schedule shares.
//
// The kinds, one file each:
//   BlockSchedule.cpp     block-tied DOALL: one block per rank, moved by the
//                         balancer between executions
//   PipelineSchedule.cpp  block-tied DOACROSS: the same blocks, plus one
//                         boundary message per block of the strip-mined loop
//   HolderSchedule.cpp    independent iterations whose data a previous
//                         nest left in blocks: those blocks, where they are
//   DynamicSchedule.cpp   independent iterations: chunks from a shared
//                         counter, balanced inside the execution
//   StealingSchedule.cpp  the same, at ALB_STEAL_RANKS ranks or more: each
//                         rank runs its block's chunks, idle ranks steal
//                         from small-world partners
//   ReplicatedSchedule.cpp executions too short to pay for distribution
//                         (policy/schedules/Replication.h): every rank runs all
//                         iterations on its own whole copy of the data
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SCHEDULE_H
#define AUTOLB_RUNTIME_SCHEDULE_H

#include "autolb/autolb.h"

#include <cstdint>
#include <memory>

namespace autolb::runtime {

class Context;
struct TraceLine;
namespace report {
struct NestReport;
} // namespace report

/// The schedule kinds, in the order of their lines in a nest's summary.
enum class ScheduleKind {
  Block,
  Pipeline,
  Holder,
  Dynamic,
  Stealing,
  Replicated
};
constexpr int ScheduleKinds = 6;

/// The per-execution part of running a nest.
class Schedule {
public:
  virtual ~Schedule();
  Schedule(const Schedule &) = delete;
  Schedule &operator=(const Schedule &) = delete;

  ScheduleKind kind() const { return Kind; }

  /// Block-tied: each rank runs one block of the nest's allocation, which
  /// the balancer changes between executions at the interactions of the
  /// nest's hooks (Interaction.h); a hook at level 0 or 1 counts at
  /// alb_nest_end. Otherwise the schedule balances inside the execution,
  /// and a hook never interacts.
  bool blockTied() const { return BlockTied; }

  /// Whether this schedule can run the nest's next execution, asked by
  /// selectSchedule before begin (yes unless a schedule says otherwise).
  /// The nest's description, arrays and iterations are set; the answer must
  /// be the same on every rank (from state that is identical everywhere).
  virtual bool accepts(Context &context, const alb_nest &nest);
  /// The schedule's part of alb_nest_begin. The nest's description, arrays
  /// and iterations [0, count) are set. Collective.
  virtual void begin(Context &context, alb_nest &nest) = 0;
  /// alb_nest_next: the next iterations [kLo, kHi) for this rank; 0 when
  /// none are left.
  virtual int next(Context &context, alb_nest &nest, std::int64_t &kLo,
                   std::int64_t &kHi) = 0;
  /// The schedule's part of alb_nest_end, before the hook. Collective.
  virtual void end(Context &context, alb_nest &nest) = 0;
  /// Whether the chunk next() returns is to be timed (alb_nest::lastChunk
  /// at the next call); no by default.
  virtual bool timesChunks(const Context &context) const;

  /// The nest's kind in the summary ("pipelined", ...).
  virtual const char *summaryName() const = 0;
  /// This schedule's lines of the nest's summary on stderr (rank 0, at
  /// alb_finalize); none by default.
  virtual void printSummary(const Context &context, const alb_nest &nest) const;
  /// This schedule's part of the nest's run report (report/RunReport.h:
  /// rank 0, at alb_finalize); nothing by default.
  virtual void describe(const Context &context, const alb_nest &nest,
                        report::NestReport &out) const;
  /// This schedule's columns of an interaction's trace line; none by
  /// default.
  virtual void addTraceColumns(const alb_nest &nest, TraceLine &line) const;
  /// Whether the schedule's own parameters are fixed, so that the pace of
  /// one period compares with the next (policy/balance/MoveTrial.h); yes unless
  /// a schedule is still searching for them.
  virtual bool settled() const;
  /// Ends a run of executions (alb_nest_settle, alb_finalize): completes
  /// what the schedule sent ahead for a next execution; nothing by default.
  /// Collective.
  virtual void settle(Context &context, alb_nest &nest);

protected:
  Schedule(ScheduleKind Kind, bool BlockTied)
      : Kind(Kind), BlockTied(BlockTied) {}

private:
  const ScheduleKind Kind;
  const bool BlockTied;
};

/// The schedules, one file each.
std::unique_ptr<Schedule> makeBlockSchedule();
std::unique_ptr<Schedule> makePipelineSchedule();
std::unique_ptr<Schedule> makeHolderSchedule();
std::unique_ptr<Schedule> makeDynamicSchedule();
std::unique_ptr<Schedule> makeStealingSchedule();
std::unique_ptr<Schedule> makeReplicatedSchedule();

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SCHEDULE_H
