//===- CrossWrites.cpp - Writes outside the iterations' slices ------------===//
//
// Part of autolb. See CrossWrites.h.
//
//===----------------------------------------------------------------------===//

#include "data/CrossWrites.h"

#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Context.h"
#include "core/Nest.h"

#include <algorithm>
#include <cstring>

namespace autolb::runtime {

namespace {

const char *const CrossWriteContents =
    "elements written outside the iterations' slices";

// Calls Visit(array, element address, holder) for each element rank Q
// wrote outside its iterations' slices, in the order both sides of a
// message agree on: arrays, Q's runs, iterations, slices.
template <typename Function>
void forEachCrossWrite(const alb_nest &N, const RanRuns &Ran, int Q,
                       Function &&Visit) {
  const std::vector<std::int64_t> &Runs = Ran.runs;
  const std::vector<int> &Offsets = Ran.offsets;
  for (const NestArray &A : N.arrays) {
    if (!A.cross.any())
      continue;
    const ArrayRecord &R = *A.array;
    for (int Run = Offsets[Q]; Run < Offsets[Q + 1]; Run += 2)
      for (std::int64_t K = Runs[Run]; K < Runs[Run + 1]; ++K) {
        const std::int64_t I = N.first + K * N.step;
        if (I < 0 || I >= R.sliceElems)
          continue;
        const std::int64_t First =
            std::max<std::int64_t>(A.cross.firstCoef * I + A.cross.first, 0);
        const std::int64_t End =
            std::min(A.cross.endCoef * I + A.cross.end, R.extent);
        for (std::int64_t S = First; S < End; ++S)
          Visit(R, R.slice(S) + I * R.elemStride, R.holders.holder(S));
      }
  }
}

} // namespace

void sendCrossWrites(Context &C, const alb_nest &N, const RanRuns &Runs) {
  const double Start = MPI_Wtime();

  std::vector<std::size_t> SendBytes(C.ranks, 0), ReceiveBytes(C.ranks, 0);
  for (int Q = 0; Q < C.ranks; ++Q)
    forEachCrossWrite(
        N, Runs, Q, [&](const ArrayRecord &R, char *, int Holder) {
          if (Holder == Q)
            return;
          if (Q != C.rank) {
            if (Holder == C.rank || Holder == WholeHolder)
              ReceiveBytes[Q] += R.elemSize;
            return;
          }
          for (int Peer = 0; Peer < C.ranks; ++Peer)
            if (Peer != C.rank && (Holder == Peer || Holder == WholeHolder))
              SendBytes[Peer] += R.elemSize;
        });

  std::vector<std::vector<char>> SendBuffers(C.ranks), ReceiveBuffers(C.ranks);
  std::vector<MPI_Request> Requests;
  std::int64_t Received = 0;
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    if (ReceiveBytes[Peer] == 0)
      continue;
    ReceiveBuffers[Peer].resize(ReceiveBytes[Peer]);
    Requests.emplace_back();
    checkMPI(MPI_Irecv(ReceiveBuffers[Peer].data(),
                       checkedCount(ReceiveBytes[Peer], CrossWriteContents),
                       MPI_BYTE, Peer, TagCrossWrites, C.comm,
                       &Requests.back()),
             "MPI_Irecv");
    Received += static_cast<std::int64_t>(ReceiveBytes[Peer]);
  }
  std::vector<char *> Out(C.ranks, nullptr);
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    SendBuffers[Peer].resize(SendBytes[Peer]);
    Out[Peer] = SendBuffers[Peer].data();
  }
  forEachCrossWrite(N, Runs, C.rank,
                    [&](const ArrayRecord &R, char *Element, int Holder) {
                      if (Holder == C.rank)
                        return;
                      for (int Peer = 0; Peer < C.ranks; ++Peer)
                        if (Peer != C.rank &&
                            (Holder == Peer || Holder == WholeHolder)) {
                          std::memcpy(Out[Peer], Element, R.elemSize);
                          Out[Peer] += R.elemSize;
                        }
                    });
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    if (SendBytes[Peer] == 0)
      continue;
    Requests.emplace_back();
    checkMPI(MPI_Isend(SendBuffers[Peer].data(),
                       checkedCount(SendBytes[Peer], CrossWriteContents),
                       MPI_BYTE, Peer, TagCrossWrites, C.comm,
                       &Requests.back()),
             "MPI_Isend");
  }
  if (!Requests.empty())
    checkMPI(MPI_Waitall(static_cast<int>(Requests.size()), Requests.data(),
                         MPI_STATUSES_IGNORE),
             "MPI_Waitall");

  for (int Q = 0; Q < C.ranks; ++Q) {
    if (ReceiveBuffers[Q].empty())
      continue;
    const char *In = ReceiveBuffers[Q].data();
    forEachCrossWrite(N, Runs, Q,
                      [&](const ArrayRecord &R, char *Element, int Holder) {
                        if (Holder == Q ||
                            (Holder != C.rank && Holder != WholeHolder))
                          return;
                        std::memcpy(Element, In, R.elemSize);
                        In += R.elemSize;
                      });
  }
  const double Seconds = MPI_Wtime() - Start;
  C.stats.bytesFetched += Received;
  C.stats.fetchSeconds += Seconds;
  C.waitSeconds += Seconds;
}

} // namespace autolb::runtime
