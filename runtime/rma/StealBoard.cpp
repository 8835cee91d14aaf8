//===- StealBoard.cpp - Every rank's stealable chunks ---------------------===//
//
// Part of autolb. See StealBoard.h.
//
//===----------------------------------------------------------------------===//

#include "rma/StealBoard.h"

#include "base/Fatal.h"

namespace autolb::runtime {

namespace {

std::uint64_t pack(std::int64_t Front, std::int64_t Back) {
  return static_cast<std::uint64_t>(Front) << 32 |
         static_cast<std::uint64_t>(Back);
}
std::int64_t frontOf(std::uint64_t Word) {
  return static_cast<std::int64_t>(Word >> 32);
}
std::int64_t backOf(std::uint64_t Word) {
  return static_cast<std::int64_t>(Word & 0xffffffffULL);
}

} // namespace

StealBoard::StealBoard(MPI_Comm Comm) {
  int Ranks = 1;
  checkMPI(MPI_Comm_rank(Comm, &Rank), "MPI_Comm_rank");
  checkMPI(MPI_Comm_size(Comm, &Ranks), "MPI_Comm_size");
  // One rank: a plain variable, no window.
  Shared = Ranks > 1;
  if (!Shared)
    return;
  MPI_Comm Node = MPI_COMM_NULL;
  checkMPI(
      MPI_Comm_split_type(Comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &Node),
      "MPI_Comm_split_type");
  int NodeRanks = 0;
  checkMPI(MPI_Comm_size(Node, &NodeRanks), "MPI_Comm_size");
  checkMPI(MPI_Comm_free(&Node), "MPI_Comm_free");
  // The same answer on every rank: all on one node or not.
  OneNode = NodeRanks == Ranks;
  if (!OneNode)
    return;
  checkMPI(MPI_Win_allocate_shared(sizeof(std::uint64_t), sizeof(std::uint64_t),
                                   MPI_INFO_NULL, Comm, &Memory, &Window),
           "MPI_Win_allocate_shared");
  checkMPI(MPI_Win_set_errhandler(Window, MPI_ERRORS_RETURN),
           "MPI_Win_set_errhandler");
  *Memory = 0; // Empty.
  // Nobody may read a range before its owner has initialized it.
  checkMPI(MPI_Barrier(Comm), "MPI_Barrier");
  checkMPI(MPI_Win_lock_all(MPI_MODE_NOCHECK, Window), "MPI_Win_lock_all");
}

StealBoard::~StealBoard() {
  if (!Shared || !OneNode)
    return;
  MPI_Win_unlock_all(Window);
  MPI_Win_free(&Window);
}

std::uint64_t StealBoard::read(int Target) {
  if (!Shared)
    return Local;
  std::uint64_t Word = 0, Unused = 0;
  checkMPI(MPI_Fetch_and_op(&Unused, &Word, MPI_UINT64_T, Target, 0, MPI_NO_OP,
                            Window),
           "MPI_Fetch_and_op");
  checkMPI(MPI_Win_flush(Target, Window), "MPI_Win_flush");
  return Word;
}

bool StealBoard::replace(int Target, std::uint64_t Expected,
                         std::uint64_t Desired) {
  if (!Shared) {
    if (Local != Expected)
      return false;
    Local = Desired;
    return true;
  }
  std::uint64_t Found = 0;
  checkMPI(MPI_Compare_and_swap(&Desired, &Expected, &Found, MPI_UINT64_T,
                                Target, 0, Window),
           "MPI_Compare_and_swap");
  checkMPI(MPI_Win_flush(Target, Window), "MPI_Win_flush");
  return Found == Expected;
}

void StealBoard::publish(std::int64_t Front, std::int64_t Back) {
  // Nobody else changes an empty range, so a read-then-swap cannot lose.
  const std::uint64_t Old = read(Rank);
  if (frontOf(Old) != backOf(Old) || !replace(Rank, Old, pack(Front, Back)))
    fatal("work stealing: rank " + std::to_string(Rank) +
          " published chunks over a range that was not empty");
}

bool StealBoard::takeFront(std::int64_t &Chunk) {
  for (;;) {
    const std::uint64_t Word = read(Rank);
    const std::int64_t Front = frontOf(Word), Back = backOf(Word);
    if (Front >= Back)
      return false;
    if (replace(Rank, Word, pack(Front + 1, Back))) {
      Chunk = Front;
      return true;
    }
  }
}

bool StealBoard::stealHalf(int Victim, std::int64_t &Front,
                           std::int64_t &Back) {
  for (;;) {
    const std::uint64_t Word = read(Victim);
    const std::int64_t VictimFront = frontOf(Word), VictimBack = backOf(Word);
    if (VictimFront >= VictimBack)
      return false;
    const std::int64_t Taken = (VictimBack - VictimFront + 1) / 2;
    if (replace(Victim, Word, pack(VictimFront, VictimBack - Taken))) {
      Front = VictimBack - Taken;
      Back = VictimBack;
      return true;
    }
  }
}

} // namespace autolb::runtime
