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
#include <memory>
#include <optional>

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

namespace {
/// Memory MPI reads a message from or writes it into.
struct MessageBlock {
  char *data = nullptr;
  std::size_t bytes = 0;
};

/// The one block of memory a peer's part of an exchange occupies when it is
/// one run of contiguous slices of one array: MPI then reads or writes the
/// array itself, without a packing copy on either side (with shared memory,
/// one copy between the processes instead of three).
std::optional<MessageBlock>
singleBlock(const std::vector<ArrayFetch> &Fetches,
            std::vector<SliceSet> FetchPlan::*Direction, int Peer) {
  std::optional<MessageBlock> Found;
  for (const ArrayFetch &F : Fetches) {
    const SliceSet &Set = (F.plan.*Direction)[Peer];
    if (Set.empty())
      continue;
    if (Found || Set.size() != 1 || !contiguousSlices(*F.array))
      return std::nullopt;
    const SliceRange &R = Set.front();
    Found = MessageBlock{F.array->slice(R.begin),
                         static_cast<std::size_t>(R.size()) *
                             F.array->sliceBytes()};
  }
  return Found;
}

/// A packing buffer, left uninitialized: every byte is written before it is
/// read, and zeroing a large one costs as much as the copy.
std::unique_ptr<char[]> packingBuffer(std::size_t Bytes) {
  return std::unique_ptr<char[]>(new char[Bytes]);
}
} // namespace

ExchangeResult exchangeSlices(Context &C,
                              const std::vector<ArrayFetch> &Fetches,
                              bool CarrySends) {
  ExchangeResult Result;
  double Start = MPI_Wtime();
  completeCarriedSends(C);
  std::vector<std::unique_ptr<char[]>> SendBuffers(C.ranks),
      ReceiveBuffers(C.ranks);
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
      // Slices this rank receives are ones it does not hold and sends
      // none of, so they can be written in place.
      std::optional<MessageBlock> Block =
          singleBlock(Fetches, &FetchPlan::receive, Peer);
      if (!Block) {
        ReceiveBuffers[Peer] = packingBuffer(ReceiveBytes);
        Block = MessageBlock{ReceiveBuffers[Peer].get(), ReceiveBytes};
      }
      Requests.emplace_back();
      checkMPI(MPI_Irecv(Block->data, checkedCount(ReceiveBytes, "slices"),
                         MPI_BYTE, Peer, TagFetch, C.comm, &Requests.back()),
               "MPI_Irecv");
      Result.bytesReceived += ReceiveBytes;
      ++Result.messages;
    }
    if (SendBytes > 0) {
      // A carried send outlives the exchange, while the caller may write
      // the slices it sends: it goes from a copy.
      std::optional<MessageBlock> Block;
      if (!CarrySends)
        Block = singleBlock(Fetches, &FetchPlan::send, Peer);
      if (!Block) {
        SendBuffers[Peer] = packingBuffer(SendBytes);
        char *Out = SendBuffers[Peer].get();
        for (const ArrayFetch &F : Fetches)
          packSet(*F.array, F.plan.send[Peer], Out);
        Block = MessageBlock{SendBuffers[Peer].get(), SendBytes};
      }
      Sends.emplace_back();
      checkMPI(MPI_Isend(Block->data, checkedCount(SendBytes, "slices"),
                         MPI_BYTE, Peer, TagFetch, C.comm, &Sends.back()),
               "MPI_Isend");
      Result.bytesSent += SendBytes;
      ++Result.messages;
    }
  }
  if (CarrySends) {
    C.carriedSends = std::move(Sends);
    for (std::unique_ptr<char[]> &Buffer : SendBuffers)
      if (Buffer)
        C.carriedSendBuffers.push_back(std::move(Buffer));
  } else {
    Requests.insert(Requests.end(), Sends.begin(), Sends.end());
  }
  if (!Requests.empty())
    checkMPI(MPI_Waitall(static_cast<int>(Requests.size()), Requests.data(),
                         MPI_STATUSES_IGNORE),
             "MPI_Waitall");
  for (int Peer = 0; Peer < C.ranks; ++Peer) {
    if (!ReceiveBuffers[Peer])
      continue;
    const char *In = ReceiveBuffers[Peer].get();
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

void syncEveryArray(Context &C) {
  ++C.dataEpoch; // HaloStream.h: no stream across this call
  for (const auto &A : C.arrays())
    syncArray(C, *A);
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
