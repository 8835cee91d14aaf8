//===- HaloStream.h - Old-value halo streamed upstream ----------*- C++ -*-===//
//
// Part of autolb. A pipelined nest reads, besides the upstream rank's
// boundary of this execution (PipelineSchedule.h), the downstream rank's
// first slices as the previous execution left them (in-place SOR reads row
// i + 1 before updating it). Fetched at alb_nest_begin, that halo is a
// barrier between executions: the upstream rank cannot start execution
// t + 1 before the downstream rank has finished t. Under time sharing (a
// busy process on the downstream rank's core takes it for 4 ms slices
// here) the upstream rank then waits at every execution whatever the
// allocation, and moving work to it gains nothing.
//
// A stream sends those slices upstream block by block instead, as each
// block of execution t finishes them, and the upstream rank receives them
// in execution t + 1 just before the first block that reads them: it can
// run up to one execution ahead.
//
// The stream replaces the fetch only when the values cannot have changed
// between the two executions: the compiler said nothing else writes the
// array until alb_nest_settle (alb_array::stream_above), no other run-time
// call that touches data came between them (Context::dataEpoch), the blocks
// and the nest's shape are unchanged (no work moved), the loop runs forward
// (step 1) without skew, and the downstream rank owns all of the halo's
// slices. Otherwise what is left of the stream is received and dropped,
// and the fetch runs.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_HALOSTREAM_H
#define AUTOLB_RUNTIME_HALOSTREAM_H

#include "autolb/autolb.h"
#include "core/Context.h"

#include <cstdint>
#include <deque>
#include <mpi.h>
#include <vector>

namespace autolb::runtime {

/// Whether rank `rank` receives its halo above from its downstream
/// neighbour's stream under `allocation` (iterations per rank, in rank
/// order: the blocks the nest places).
bool streamsAboveHalo(const alb_nest &nest,
                      const std::vector<std::int64_t> &allocation, int rank);

class HaloStream {
public:
  /// alb_nest_begin, with the execution's allocation set and before the
  /// slices are fetched: whether the previous execution's stream replaces
  /// this execution's fetch of the halo above (sets nest.aboveHaloStreamed,
  /// which the fetch reads); if it does not, what is left of it is received
  /// and dropped. The same answer on every rank.
  void begin(Context &context, alb_nest &nest);
  /// alb_pipe_recv: receives the stream until it covers what block
  /// [jb, je) reads of the downstream rank's slices.
  void receive(Context &context, alb_nest &nest, std::int64_t je,
               double &waitSeconds, double &waitCpuSeconds);
  /// alb_pipe_send: sends this block's part of the rank's first slices
  /// upstream.
  void send(Context &context, alb_nest &nest, std::int64_t jb);
  /// alb_nest_end: arms the stream for the next execution.
  void end(Context &context, const alb_nest &nest);
  /// Whether the current execution streams (its sends may be carried into
  /// the next execution).
  bool streaming() const { return Streaming; }
  /// Receives and drops what is left of the stream and completes every
  /// send (alb_nest_settle, alb_finalize, or before a fetch replaces it).
  void drain(Context &context);
  /// The summary's line (rank 0): in how many executions the halo above
  /// came from the stream; nothing for a nest that streams no array.
  void printSummary() const;

private:
  /// What the stream's messages depend on besides the blocks.
  struct Shape {
    /// first, count, pipeFirst, pipeEnd, then per streamed array its
    /// extent, slice elements, halo above and reach.
    std::vector<std::int64_t> numbers;
    std::vector<const ArrayRecord *> arrays;
    bool operator==(const Shape &Other) const {
      return numbers == Other.numbers && arrays == Other.arrays;
    }
  };
  static Shape shapeOf(const alb_nest &nest);

  bool Streaming = false;
  /// Executions begun that could stream, and those whose halo above came
  /// from the stream.
  std::int64_t StreamableExecutions = 0, StreamedExecutions = 0;
  /// The previous execution streamed: its shape, allocation, block size, data
  /// epoch, and the sizes of the messages this rank receives from it.
  bool Armed = false;
  Shape ArmedShape;
  std::vector<std::int64_t> ArmedAllocation;
  std::int64_t ArmedBlockSize = 0;
  std::uint64_t ArmedEpoch = 0;
  std::vector<std::size_t> ArmedMessageBytes;
  int ArmedDownstream = -1;
  int ArmedNest = 0;
  /// Messages of the previous execution's stream received so far.
  std::size_t Received = 0;
  std::vector<char> ReceiveBuffer;
  /// This execution's sends, and the previous execution's (which the
  /// upstream rank receives during this one).
  std::deque<MPI_Request> Requests, OlderRequests;
  std::deque<std::vector<char>> Buffers, OlderBuffers;
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_HALOSTREAM_H
