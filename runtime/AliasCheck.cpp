//===- AliasCheck.cpp - alb_disjoint and alb_all_ranks --------------------===//
//
// Part of autolb. The run-time side of a nest the tool versioned because
// its arrays may share memory: each rank tests the address ranges, and the
// ranks agree, so that either all of them run the distributed nest (whose
// begin is collective) or all run the loop as written.
//
//===----------------------------------------------------------------------===//

#include "AddressRanges.h"
#include "Context.h"
#include "Export.h"
#include "Fatal.h"
#include "autolb/autolb.h"

#include <cstdint>
#include <mpi.h>

using namespace autolb::runtime;

ALB_EXPORT int alb_disjoint(const void *A, unsigned long ABytes, const void *B,
                            unsigned long BBytes) {
  return !rangesOverlap(reinterpret_cast<std::uintptr_t>(A), ABytes,
                        reinterpret_cast<std::uintptr_t>(B), BBytes);
}

ALB_EXPORT int alb_all_ranks(int Condition) {
  Context *C = currentContext();
  if (!C)
    return Condition != 0;
  int Local = Condition != 0, All = 0;
  checkMPI(MPI_Allreduce(&Local, &All, 1, MPI_INT, MPI_LAND, C->comm),
           "MPI_Allreduce");
  return All;
}
