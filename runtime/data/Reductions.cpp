//===- Reductions.cpp - Reductions and copy-out across ranks -------------===//
//
// Part of autolb. See Reductions.h.
//
//===----------------------------------------------------------------------===//

#include "data/Reductions.h"

#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Nest.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <mpi.h>
#include <string>
#include <vector>

namespace autolb::runtime {

namespace {

// The earlier partial A combined with the later B. A floating-point
// minimum or maximum is C's fmin/fmax: a NaN operand gives the other
// (programs use fmax to skip missing values), and of equal values (-0.0
// and +0.0) the earlier is kept, as fmax(x, e) and `if (e > x) x = e` keep
// x; combined in iteration order (block-tied nests), the result is then
// the sequential one bit for bit.
template <typename T> void combine(void *Into, const void *From, alb_op Op) {
  T A, B;
  std::memcpy(&A, Into, sizeof(T));
  std::memcpy(&B, From, sizeof(T));
  const bool ChoosesBetween = Op == ALB_OP_MIN || Op == ALB_OP_MAX;
  if (ChoosesBetween && B != B)
    return;
  if (ChoosesBetween && A != A) {
    std::memcpy(Into, From, sizeof(T));
    return;
  }
  switch (Op) {
  case ALB_OP_SUM:
    A = A + B;
    break;
  case ALB_OP_PROD:
    A = A * B;
    break;
  case ALB_OP_MIN:
    A = B < A ? B : A;
    break;
  case ALB_OP_MAX:
    A = A < B ? B : A;
    break;
  }
  std::memcpy(Into, &A, sizeof(T));
}

// Calls Fn with a value of the C type `Type` names (its value unused);
// Otherwise() for an unknown type. The one switch over alb_type.
template <typename R, typename F, typename G>
R dispatchType(alb_type Type, F &&Fn, G &&Otherwise) {
  switch (Type) {
  case ALB_TYPE_INT:
    return Fn(int());
  case ALB_TYPE_LONG:
    return Fn(long());
  case ALB_TYPE_LONG_LONG:
    return Fn((long long)0);
  case ALB_TYPE_UNSIGNED:
    return Fn(unsigned());
  case ALB_TYPE_UNSIGNED_LONG:
    return Fn((unsigned long)0);
  case ALB_TYPE_FLOAT:
    return Fn(float());
  case ALB_TYPE_DOUBLE:
    return Fn(double());
  case ALB_TYPE_LONG_DOUBLE:
    return Fn((long double)0);
  }
  return Otherwise();
}

template <typename T> T identityOf(alb_op Op) {
  switch (Op) {
  case ALB_OP_PROD:
    return T(1);
  case ALB_OP_MIN:
  case ALB_OP_MAX:
    // A NaN is what combine() skips: an element no iteration of a rank
    // updated, a NaN one of rank 0 included, keeps its value.
    if (std::numeric_limits<T>::has_quiet_NaN)
      return std::numeric_limits<T>::quiet_NaN();
    return Op == ALB_OP_MIN ? std::numeric_limits<T>::max()
                            : std::numeric_limits<T>::lowest();
  case ALB_OP_SUM:
    break;
  }
  // -0.0, not +0.0: x + -0.0 is x for every x, -0.0 included, so elements
  // no iteration updates keep their value bit for bit.
  return std::numeric_limits<T>::is_iec559 ? -T(0) : T(0);
}

template <typename T> void fill(void *Elements, long Count, T Value) {
  for (long I = 0; I < Count; ++I)
    std::memcpy(static_cast<char *>(Elements) + I * sizeof(T), &Value,
                sizeof(T));
}

void combineTyped(void *Into, const void *From, alb_type Type, alb_op Op) {
  dispatchType<void>(
      Type, [&](auto Value) { combine<decltype(Value)>(Into, From, Op); },
      [] {});
}

void fillIdentity(void *Elements, long Count, alb_type Type, alb_op Op) {
  dispatchType<void>(
      Type,
      [&](auto Value) {
        fill(Elements, Count, identityOf<decltype(Value)>(Op));
      },
      [] {});
}

} // namespace

std::size_t sizeOfType(alb_type Type) {
  return dispatchType<std::size_t>(
      Type, [](auto Value) { return sizeof(Value); },
      [] { return std::size_t{0}; });
}

void reduceInRankOrder(Context &C, void *Value, std::size_t Size, alb_type Type,
                       alb_op Op) {
  if (C.replicatedResults)
    return;
  const double Start = MPI_Wtime();
  // Every rank combines all partials in rank order: the same result on
  // every rank and in every run with the same distribution.
  std::vector<char> All(Size * C.ranks);
  WaitClock Waiting(C);
  checkMPI(MPI_Allgather(Value, static_cast<int>(Size), MPI_BYTE, All.data(),
                         static_cast<int>(Size), MPI_BYTE, C.comm),
           "MPI_Allgather");
  std::memcpy(Value, All.data(), Size);
  for (int R = 1; R < C.ranks; ++R)
    combineTyped(Value, All.data() + R * Size, Type, Op);
  chargeToLastNest(C, Start);
}

void startArrayReduction(Context &C, void *Elements, long Count, alb_type Type,
                         alb_op Op) {
  if (C.rank != 0)
    fillIdentity(Elements, Count, Type, Op);
}

void reduceArrayInRankOrder(Context &C, void *Elements, long Count,
                            std::size_t Size, alb_type Type, alb_op Op) {
  const long Chunk = std::numeric_limits<int>::max() / static_cast<long>(Size);
  std::vector<char> Upstream;
  WaitClock Waiting(C);
  for (long First = 0; First < Count; First += Chunk) {
    const long N = std::min(Chunk, Count - First);
    char *Mine = static_cast<char *>(Elements) + First * Size;
    const int Bytes = static_cast<int>(N * Size);
    if (C.rank > 0) {
      Upstream.resize(Bytes);
      checkMPI(MPI_Recv(Upstream.data(), Bytes, MPI_BYTE, C.rank - 1,
                        TagArrayReduction, C.comm, MPI_STATUS_IGNORE),
               "MPI_Recv");
      for (long I = 0; I < N; ++I)
        combineTyped(Upstream.data() + I * Size, Mine + I * Size, Type, Op);
      std::memcpy(Mine, Upstream.data(), Bytes);
    }
    if (C.rank + 1 < C.ranks)
      checkMPI(MPI_Send(Mine, Bytes, MPI_BYTE, C.rank + 1, TagArrayReduction,
                        C.comm),
               "MPI_Send");
    checkMPI(MPI_Bcast(Mine, Bytes, MPI_BYTE, C.ranks - 1, C.comm),
             "MPI_Bcast");
  }
}

void copyOutFromLastIteration(Context &C, void *Elements, long Count,
                              std::size_t Size, bool Last) {
  std::vector<int> Claims(C.ranks);
  const int Mine = Last ? 1 : 0;
  WaitClock Waiting(C);
  checkMPI(MPI_Allgather(&Mine, 1, MPI_INT, Claims.data(), 1, MPI_INT, C.comm),
           "MPI_Allgather");
  int Root = -1;
  for (int R = 0; R < C.ranks; ++R) {
    if (!Claims[R])
      continue;
    if (Root >= 0)
      fatal("alb_private_copy_out: ranks " + std::to_string(Root) + " and " +
            std::to_string(R) + " both ran the last iteration");
    Root = R;
  }
  if (Root < 0)
    return;
  const long Chunk =
      std::max(1L, std::numeric_limits<int>::max() / static_cast<long>(Size));
  for (long First = 0; First < Count; First += Chunk) {
    const long N = std::min(Chunk, Count - First);
    checkMPI(MPI_Bcast(static_cast<char *>(Elements) + First * Size,
                       static_cast<int>(N * Size), MPI_BYTE, Root, C.comm),
             "MPI_Bcast");
  }
}

} // namespace autolb::runtime
