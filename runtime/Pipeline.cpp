//===- Pipeline.cpp - Boundary messages of pipelined nests ----------------===//
//
// Part of autolb. See Pipeline.h.
//
//===----------------------------------------------------------------------===//

#include "Pipeline.h"

#include "CpuClock.h"
#include "Fatal.h"
#include "SliceExchange.h"
#include "Tags.h"

namespace autolb::runtime {

namespace {
/// Sends in flight per rank before the oldest must complete.
constexpr std::size_t MaxSendsInFlight = 4;

// Calls Visit(array, slice, elements) for every boundary segment of block
// [Jb, Je) sent by the rank owning iterations [KLo, KHi).
template <typename Visitor>
void forEachSegment(const alb_nest &N, std::int64_t KLo, std::int64_t KHi,
                    std::int64_t Jb, std::int64_t Je, Visitor Visit) {
  for (const NestArray &A : N.arrays) {
    SliceRange Rows = boundaryIterations(KLo, KHi, A.pipeRows);
    for (std::int64_t K = Rows.begin; K < Rows.end; ++K) {
      std::int64_t Slice = N.first + K * N.step;
      if (Slice < 0 || Slice >= A.array->extent)
        continue;
      SliceRange Elements =
          pipeSegment(K, N.pipeSkew, Jb, Je, N.pipeFirst, N.pipeEnd);
      Elements.end = std::min(Elements.end, A.array->sliceElems);
      Elements.begin = std::max<std::int64_t>(Elements.begin, 0);
      if (!Elements.empty())
        Visit(*A.array, Slice, Elements);
    }
  }
}

std::size_t segmentBytes(const alb_nest &N, std::int64_t KLo, std::int64_t KHi,
                         std::int64_t Jb, std::int64_t Je) {
  std::size_t Bytes = 0;
  forEachSegment(N, KLo, KHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t, SliceRange E) {
                   Bytes += static_cast<std::size_t>(E.size()) * A.elemSize;
                 });
  return Bytes;
}

void checkPipelined(const alb_nest &N, const char *Call) {
  if (!N.pipelined())
    fatal(std::string(Call) + " on nest at " + N.location +
          ", which is not a pipelined nest");
  if (!N.active)
    fatal(std::string(Call) + " on nest at " + N.location +
          " outside an execution");
}
} // namespace

void pipeReceive(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je) {
  checkPipelined(N, "alb_pipe_recv");
  const int Up = N.neighbours.upstream;
  if (N.owned() == 0 || Up < 0)
    return;
  const std::int64_t UpLo = N.bounds[Up], UpHi = N.bounds[Up + 1];
  std::size_t Bytes = segmentBytes(N, UpLo, UpHi, Jb, Je);
  if (Bytes == 0)
    return;
  N.receiveBuffer.resize(Bytes);
  double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
  checkMPI(MPI_Recv(N.receiveBuffer.data(), static_cast<int>(Bytes), MPI_BYTE,
                    Up, TagPipe, C.comm, MPI_STATUS_IGNORE),
           "MPI_Recv");
  N.pipeWait += MPI_Wtime() - Start;
  N.pipeWaitCpu += threadCpuSeconds() - StartCpu;
  const char *In = N.receiveBuffer.data();
  forEachSegment(N, UpLo, UpHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                   unpackElements(A, S, E, In);
                 });
}

void pipeSend(Context &C, alb_nest &N, std::int64_t Jb, std::int64_t Je) {
  checkPipelined(N, "alb_pipe_send");
  const int Down = N.neighbours.downstream;
  if (N.owned() == 0 || Down < 0)
    return;
  std::size_t Bytes = segmentBytes(N, N.kLo, N.kHi, Jb, Je);
  if (Bytes == 0)
    return;
  if (N.sendRequests.size() >= MaxSendsInFlight) {
    double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
    checkMPI(MPI_Wait(&N.sendRequests.front(), MPI_STATUS_IGNORE), "MPI_Wait");
    N.pipeWait += MPI_Wtime() - Start;
    N.pipeWaitCpu += threadCpuSeconds() - StartCpu;
    N.sendRequests.pop_front();
    N.sendBuffers.pop_front();
  }
  N.sendBuffers.emplace_back(Bytes);
  char *Out = N.sendBuffers.back().data();
  forEachSegment(N, N.kLo, N.kHi, Jb, Je,
                 [&](const ArrayRecord &A, std::int64_t S, SliceRange E) {
                   packElements(A, S, E, Out);
                 });
  N.sendRequests.emplace_back();
  checkMPI(MPI_Isend(N.sendBuffers.back().data(), static_cast<int>(Bytes),
                     MPI_BYTE, Down, TagPipe, C.comm, &N.sendRequests.back()),
           "MPI_Isend");
}

void finishPipeSends(alb_nest &N) {
  double Start = MPI_Wtime(), StartCpu = threadCpuSeconds();
  for (MPI_Request &Request : N.sendRequests)
    checkMPI(MPI_Wait(&Request, MPI_STATUS_IGNORE), "MPI_Wait");
  N.pipeWait += MPI_Wtime() - Start;
  N.pipeWaitCpu += threadCpuSeconds() - StartCpu;
  N.sendRequests.clear();
  N.sendBuffers.clear();
}

} // namespace autolb::runtime
