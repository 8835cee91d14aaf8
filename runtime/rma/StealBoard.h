//===- StealBoard.h - Every rank's stealable chunks -------------*- C++ -*-===//
//
// Part of autolb. Work stealing (StealingSchedule.cpp) keeps, for every
// rank, the chunk numbers it has not yet run as one range [front, back) in
// a 64-bit word of an MPI window (front in the high half). The owner takes
// chunks from the front, thieves take the back half; both change the word
// with MPI_Compare_and_swap inside one lock_all epoch opened at start-up,
// so every chunk is taken exactly once and no rank has to answer requests.
// The window is a shared-memory one (MPI_Win_allocate_shared), whose
// atomics Open MPI runs in the caller's process without the target taking
// part; so the board exists only when every rank is on one node. (Open MPI
// 4.1's RDMA component emulates compare-and-swap with messages the target
// must progress, and crashes on one aimed at the caller itself.)
//
// Only the owner grows its range, and only when it is empty (at the start
// of an execution, or with chunks it stole): a range that became empty
// stays empty for everyone else, which is what lets a thief that read an
// empty range go on to the next victim.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_STEALBOARD_H
#define AUTOLB_RUNTIME_STEALBOARD_H

#include <cstdint>
#include <mpi.h>

namespace autolb::runtime {

class StealBoard {
public:
  /// Chunk numbers must stay below this (32 bits each for front and back).
  static constexpr std::int64_t Limit = std::int64_t{1} << 31;

  /// Collective over comm.
  explicit StealBoard(MPI_Comm comm);
  /// Whether the board works here: every rank is on one node (the same
  /// answer on every rank). The other members may only be used if so.
  bool usable() const { return OneNode; }
  /// Collective (frees the window).
  ~StealBoard();
  StealBoard(const StealBoard &) = delete;
  StealBoard &operator=(const StealBoard &) = delete;

  /// Sets this rank's range to [front, back); its range must be empty.
  void publish(std::int64_t front, std::int64_t back);
  /// Takes the front chunk of this rank's range; false when it is empty.
  bool takeFront(std::int64_t &chunk);
  /// Takes the back half (rounded up) of `victim`'s range: [front, back).
  /// False when the range is empty.
  bool stealHalf(int victim, std::int64_t &front, std::int64_t &back);

private:
  std::uint64_t read(int rank);
  /// Replaces `expected` by `desired` in rank's word; false if it changed.
  bool replace(int rank, std::uint64_t expected, std::uint64_t desired);

  MPI_Win Window = MPI_WIN_NULL;
  std::uint64_t *Memory = nullptr;
  int Rank = 0;
  std::uint64_t Local = 0;
  bool Shared = false;
  bool OneNode = true;
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_STEALBOARD_H
