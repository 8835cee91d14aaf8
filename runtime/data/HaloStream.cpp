//===- HaloStream.cpp - Old-value halo streamed upstream ------------------===//
//
// Part of autolb. See HaloStream.h.
//
//===----------------------------------------------------------------------===//

#include "data/HaloStream.h"

#include "base/CpuClock.h"
#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Nest.h"
#include "data/PipelineGeometry.h"
#include "data/SliceExchange.h"

#include <algorithm>
#include <cstdio>

namespace autolb::runtime {

namespace {

bool streamed(const NestArray &A) { return A.streamAbove && A.above > 0; }

// Whether the nest's shape allows a stream at all.
bool streamable(const alb_nest &N) {
  return N.step == 1 && N.pipeSkew == 0 && N.pipeEnd > N.pipeFirst &&
         std::any_of(N.arrays.begin(), N.arrays.end(), streamed);
}

std::int64_t messageCount(const alb_nest &N, std::int64_t BlockSize) {
  return pipeBlockCount(N.pipeFirst, N.pipeEnd, 0, N.count, BlockSize);
}

// Calls Visit(array, slice, elements) for every part of message `Message`
// of the stream sent by the rank whose iterations start at KLo (its first
// slices), with block size B.
template <typename Visitor>
void forEachStreamed(const alb_nest &N, std::int64_t KLo, std::int64_t Message,
                     std::int64_t B, Visitor Visit) {
  const std::int64_t Jb = N.pipeFirst + Message * B;
  for (const NestArray &A : N.arrays) {
    if (!streamed(A))
      continue;
    const SliceRange Span =
        streamSpan(Jb, B, N.pipeFirst, N.pipeEnd, A.array->sliceElems);
    if (Span.empty())
      continue;
    for (std::int64_t K = KLo; K < KLo + A.above; ++K) {
      const std::int64_t Slice = N.first + K;
      if (Slice >= 0 && Slice < A.array->extent)
        Visit(*A.array, Slice, Span);
    }
  }
}

std::size_t streamedBytes(const alb_nest &N, std::int64_t KLo,
                          std::int64_t Message, std::int64_t B) {
  std::size_t Bytes = 0;
  forEachStreamed(N, KLo, Message, B,
                  [&](const ArrayRecord &A, std::int64_t, SliceRange E) {
                    Bytes += static_cast<std::size_t>(E.size()) * A.elemSize;
                  });
  return Bytes;
}

void waitAll(std::deque<MPI_Request> &Requests,
             std::deque<std::vector<char>> &Buffers) {
  for (MPI_Request &Request : Requests)
    checkMPI(MPI_Wait(&Request, MPI_STATUS_IGNORE), "MPI_Wait");
  Requests.clear();
  Buffers.clear();
}

} // namespace

bool streamsAboveHalo(const alb_nest &N,
                      const std::vector<std::int64_t> &Allocation, int Rank) {
  if (!streamable(N))
    return false;
  const int Down = pipeNeighbours(Allocation, Rank).downstream;
  if (Down < 0)
    return false;
  for (const NestArray &A : N.arrays)
    if (streamed(A) && Allocation[Down] < A.above)
      return false;
  return true;
}

HaloStream::Shape HaloStream::shapeOf(const alb_nest &N) {
  Shape S;
  S.numbers = {N.first, N.count, N.pipeFirst, N.pipeEnd};
  for (const NestArray &A : N.arrays) {
    if (!streamed(A))
      continue;
    S.arrays.push_back(A.array);
    S.numbers.insert(S.numbers.end(), {A.array->extent, A.array->sliceElems,
                                       A.above, A.aboveReach});
  }
  return S;
}

void HaloStream::begin(Context &C, alb_nest &N) {
  const bool Usable = Armed && streamable(N) &&
                      N.allocation == ArmedAllocation &&
                      C.dataEpoch == ArmedEpoch + 1 && shapeOf(N) == ArmedShape;
  if (Usable) {
    // The upstream rank received the sends before last during the
    // previous execution.
    waitAll(OlderRequests, OlderBuffers);
    std::swap(Requests, OlderRequests);
    std::swap(Buffers, OlderBuffers);
  } else {
    drain(C);
  }
  N.aboveHaloStreamed = Usable;
  Streaming = streamable(N);
  StreamableExecutions += Streaming ? 1 : 0;
  StreamedExecutions += Usable ? 1 : 0;
}

void HaloStream::receive(Context &C, alb_nest &N, std::int64_t Je,
                         double &WaitSeconds, double &WaitCpuSeconds) {
  if (!N.aboveHaloStreamed || !streamsAboveHalo(N, N.allocation, C.rank))
    return;
  std::int64_t Reach = 0;
  for (const NestArray &A : N.arrays)
    if (streamed(A))
      Reach = std::max<std::int64_t>(Reach, A.aboveReach);
  const std::int64_t DownLo = N.bounds[ArmedDownstream];
  while (Received < ArmedMessageBytes.size() &&
         (Je >= N.pipeEnd ||
          N.pipeFirst + static_cast<std::int64_t>(Received) * ArmedBlockSize <
              Je + Reach)) {
    ReceiveBuffer.resize(ArmedMessageBytes[Received]);
    const double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
    checkMPI(MPI_Recv(ReceiveBuffer.data(),
                      static_cast<int>(ReceiveBuffer.size()), MPI_BYTE,
                      ArmedDownstream, haloStreamTag(N.id), C.comm,
                      MPI_STATUS_IGNORE),
             "MPI_Recv");
    noteWait(N, MPI_Wtime() - Start, threadCpuSeconds() - StartCpu, WaitSeconds,
             WaitCpuSeconds);
    const char *In = ReceiveBuffer.data();
    forEachStreamed(N, DownLo, static_cast<std::int64_t>(Received),
                    ArmedBlockSize,
                    [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                      unpackElements(A, S, E, In);
                    });
    ++Received;
  }
}

void HaloStream::send(Context &C, alb_nest &N, std::int64_t Jb) {
  const int Up = pipeNeighbours(N.allocation, C.rank).upstream;
  if (!Streaming || Up < 0 || !streamsAboveHalo(N, N.allocation, Up))
    return;
  const std::int64_t B = N.blockSize;
  const std::int64_t Message = (Jb - N.pipeFirst) / B;
  Buffers.emplace_back(streamedBytes(N, N.kLo, Message, B));
  char *Out = Buffers.back().data();
  forEachStreamed(N, N.kLo, Message, B,
                  [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                    packElements(A, S, E, Out);
                  });
  Requests.emplace_back();
  checkMPI(MPI_Isend(Buffers.back().data(),
                     static_cast<int>(Buffers.back().size()), MPI_BYTE, Up,
                     haloStreamTag(N.id), C.comm, &Requests.back()),
           "MPI_Isend");
}

void HaloStream::end(Context &C, const alb_nest &N) {
  if (N.aboveHaloStreamed && Received != ArmedMessageBytes.size())
    fatal("nest at " + N.location +
          ": the halo stream of the previous execution was not received to "
          "its end (blocks outside [pipe_first, pipe_end) or skipped)");
  Armed = Streaming;
  Received = 0;
  ArmedMessageBytes.clear();
  ArmedDownstream = -1;
  ArmedNest = N.id;
  if (!Armed)
    return;
  ArmedShape = shapeOf(N);
  ArmedAllocation = N.allocation;
  ArmedBlockSize = N.blockSize;
  ArmedEpoch = C.dataEpoch;
  if (!streamsAboveHalo(N, N.allocation, C.rank))
    return;
  ArmedDownstream = pipeNeighbours(N.allocation, C.rank).downstream;
  const std::int64_t Messages = messageCount(N, ArmedBlockSize);
  for (std::int64_t M = 0; M < Messages; ++M)
    ArmedMessageBytes.push_back(
        streamedBytes(N, N.bounds[ArmedDownstream], M, ArmedBlockSize));
}

void HaloStream::printSummary() const {
  if (StreamableExecutions == 0)
    return;
  std::fprintf(stderr,
               "autolb:     halo above streamed from the next rank in %lld of "
               "%lld executions (fetched before the others: the first, and "
               "those after work moved or another run-time call touched "
               "data)\n",
               static_cast<long long>(StreamedExecutions),
               static_cast<long long>(StreamableExecutions));
}

void HaloStream::drain(Context &C) {
  for (; Received < ArmedMessageBytes.size(); ++Received) {
    ReceiveBuffer.resize(ArmedMessageBytes[Received]);
    checkMPI(MPI_Recv(ReceiveBuffer.data(),
                      static_cast<int>(ReceiveBuffer.size()), MPI_BYTE,
                      ArmedDownstream, haloStreamTag(ArmedNest), C.comm,
                      MPI_STATUS_IGNORE),
             "MPI_Recv");
  }
  waitAll(OlderRequests, OlderBuffers);
  waitAll(Requests, Buffers);
  Armed = false;
  Received = 0;
  ArmedMessageBytes.clear();
}

} // namespace autolb::runtime
