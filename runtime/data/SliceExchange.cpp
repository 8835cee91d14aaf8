//===- SliceExchange.cpp - Moving slices between ranks --------------------===//
//
// Part of autolb. See SliceExchange.h.
//
//===----------------------------------------------------------------------===//

#include "data/SliceExchange.h"

#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Nest.h"

#include <algorithm>
#include <cstring>

namespace autolb::runtime {

void packElements(const ArrayRecord &A, std::int64_t S, SliceRange Elements,
                  char *&Out) {
  if (Elements.empty())
    return;
  const char *From = A.slice(S) + Elements.begin * A.elemStride;
  if (A.elemStride == A.elemSize) {
    std::size_t Bytes = static_cast<std::size_t>(Elements.size()) * A.elemSize;
    std::memcpy(Out, From, Bytes);
    Out += Bytes;
    return;
  }
  for (std::int64_t E = 0; E < Elements.size(); ++E, From += A.elemStride) {
    std::memcpy(Out, From, A.elemSize);
    Out += A.elemSize;
  }
}

void unpackElements(const ArrayRecord &A, std::int64_t S, SliceRange Elements,
                    const char *&In) {
  if (Elements.empty())
    return;
  char *To = A.slice(S) + Elements.begin * A.elemStride;
  if (A.elemStride == A.elemSize) {
    std::size_t Bytes = static_cast<std::size_t>(Elements.size()) * A.elemSize;
    std::memcpy(To, In, Bytes);
    In += Bytes;
    return;
  }
  for (std::int64_t E = 0; E < Elements.size(); ++E, To += A.elemStride) {
    std::memcpy(To, In, A.elemSize);
    In += A.elemSize;
  }
}

namespace {
// True when slices follow each other without gaps, so a run of them is one
// block of memory.
bool contiguousSlices(const ArrayRecord &A) {
  return A.elemStride == A.elemSize && A.sliceStride == A.sliceBytes();
}

void packSet(const ArrayRecord &A, const SliceSet &Set, char *&Out) {
  const SliceRange All{0, A.sliceElems};
  for (const SliceRange &R : Set) {
    if (contiguousSlices(A)) {
      std::size_t Bytes = static_cast<std::size_t>(R.size()) * A.sliceBytes();
      std::memcpy(Out, A.slice(R.begin), Bytes);
      Out += Bytes;
      continue;
    }
    for (std::int64_t S = R.begin; S < R.end; ++S)
      packElements(A, S, All, Out);
  }
}

void unpackSet(const ArrayRecord &A, const SliceSet &Set, const char *&In) {
  const SliceRange All{0, A.sliceElems};
  for (const SliceRange &R : Set) {
    if (contiguousSlices(A)) {
      std::size_t Bytes = static_cast<std::size_t>(R.size()) * A.sliceBytes();
      std::memcpy(A.slice(R.begin), In, Bytes);
      In += Bytes;
      continue;
    }
    for (std::int64_t S = R.begin; S < R.end; ++S)
      unpackElements(A, S, All, In);
  }
}
} // namespace

void completeCarriedSends(Context &C) {
  if (!C.carriedSends.empty())
    checkMPI(MPI_Waitall(static_cast<int>(C.carriedSends.size()),
                         C.carriedSends.data(), MPI_STATUSES_IGNORE),
             "MPI_Waitall");
  C.carriedSends.clear();
  C.carriedSendBuffers.clear();
}

ExchangeResult exchangeSlices(Context &C,
                              const std::vector<ArrayFetch> &Fetches,
                              bool CarrySends) {
  ExchangeResult Result;
  double Start = MPI_Wtime();
  completeCarriedSends(C);
  std::vector<std::vector<char>> SendBuffers(C.ranks), ReceiveBuffers(C.ranks);
  std::vector<MPI_Request> Requests, Sends;
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    if (Peer == C.rank)
      continue;
    std::size_t ReceiveBytes = 0, SendBytes = 0;
    for (const ArrayFetch &F : Fetches) {
      ReceiveBytes += sliceCount(F.plan.receive[Peer]) * F.array->sliceBytes();
      SendBytes += sliceCount(F.plan.send[Peer]) * F.array->sliceBytes();
    }
    if (ReceiveBytes > 0) {
      ReceiveBuffers[Peer].resize(ReceiveBytes);
      Requests.emplace_back();
      checkMPI(MPI_Irecv(ReceiveBuffers[Peer].data(),
                         checkedCount(ReceiveBytes, "slices"), MPI_BYTE, Peer,
                         TagFetch, C.comm, &Requests.back()),
               "MPI_Irecv");
      Result.bytesReceived += ReceiveBytes;
      ++Result.messages;
    }
    if (SendBytes > 0) {
      SendBuffers[Peer].resize(SendBytes);
      char *Out = SendBuffers[Peer].data();
      for (const ArrayFetch &F : Fetches)
        packSet(*F.array, F.plan.send[Peer], Out);
      Sends.emplace_back();
      checkMPI(MPI_Isend(SendBuffers[Peer].data(),
                         checkedCount(SendBytes, "slices"), MPI_BYTE, Peer,
                         TagFetch, C.comm, &Sends.back()),
               "MPI_Isend");
      Result.bytesSent += SendBytes;
      ++Result.messages;
    }
  }
  if (CarrySends) {
    C.carriedSends = std::move(Sends);
    for (std::vector<char> &Buffer : SendBuffers)
      if (!Buffer.empty())
        C.carriedSendBuffers.push_back(std::move(Buffer));
  } else {
    Requests.insert(Requests.end(), Sends.begin(), Sends.end());
  }
  if (!Requests.empty())
    checkMPI(MPI_Waitall(static_cast<int>(Requests.size()), Requests.data(),
                         MPI_STATUSES_IGNORE),
             "MPI_Waitall");
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    if (ReceiveBuffers[Peer].empty())
      continue;
    const char *In = ReceiveBuffers[Peer].data();
    for (const ArrayFetch &F : Fetches)
      unpackSet(*F.array, F.plan.receive[Peer], In);
  }
  Result.seconds = MPI_Wtime() - Start;
  C.stats.bytesFetched += Result.bytesReceived;
  C.stats.fetchSeconds += Result.seconds;
  // Packing is a small part; the rest is waiting for the peers.
  C.waitSeconds += Result.seconds;
  return Result;
}

ExchangeResult syncArray(Context &C, ArrayRecord &A) {
  if (A.holders.whole())
    return {};
  const double Start = MPI_Wtime();
  std::vector<SliceSet> Needs(C.ranks, SliceSet{{0, A.extent}});
  std::vector<ArrayFetch> Fetches{
      {&A, planFetch(A.holders, C.rank, C.ranks, Needs)}};
  ExchangeResult Result = exchangeSlices(C, Fetches);
  A.holders.makeWhole();
  // The replication decision (policy/schedules/Replication.h) then weighs what
  // gathering a nest's results costs, not only its own execution.
  chargeToLastNest(C, Start);
  return Result;
}

ExchangeResult syncSlices(Context &C, ArrayRecord &A, SliceRange Slices) {
  const SliceRange Clipped{std::max<std::int64_t>(Slices.begin, 0),
                           std::min(Slices.end, A.extent)};
  if (Clipped.empty() || A.holders.whole(Clipped))
    return {};
  const double Start = MPI_Wtime();
  std::vector<SliceSet> Needs(C.ranks, SliceSet{Clipped});
  std::vector<ArrayFetch> Fetches{
      {&A, planFetch(A.holders, C.rank, C.ranks, Needs)}};
  ExchangeResult Result = exchangeSlices(C, Fetches);
  A.holders.assign({Clipped}, WholeHolder);
  chargeToLastNest(C, Start);
  return Result;
}

} // namespace autolb::runtime
