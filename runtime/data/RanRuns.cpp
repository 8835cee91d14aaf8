//===- RanRuns.cpp - which rank ran which iterations ----------------------===//
//
// Part of autolb. See RanRuns.h.
//
//===----------------------------------------------------------------------===//

#include "data/RanRuns.h"

#include "base/Fatal.h"
#include "core/Context.h"
#include "core/Nest.h"

#include <algorithm>

namespace autolb::runtime {

RanRuns gatherRuns(Context &C, const alb_nest &N) {
  const int Mine = static_cast<int>(N.ranRuns.size());
  std::vector<int> Counts(C.ranks);
  checkMPI(MPI_Allgather(&Mine, 1, MPI_INT, Counts.data(), 1, MPI_INT, C.comm),
           "MPI_Allgather");
  RanRuns Gathered;
  Gathered.offsets.assign(C.ranks + 1, 0);
  for (int R = 0; R < C.ranks; ++R)
    Gathered.offsets[R + 1] = Gathered.offsets[R] + Counts[R];
  Gathered.runs.resize(std::max(Gathered.offsets[C.ranks], 1));
  checkMPI(MPI_Allgatherv(N.ranRuns.data(), Mine, MPI_INT64_T,
                          Gathered.runs.data(), Counts.data(),
                          Gathered.offsets.data(), MPI_INT64_T, C.comm),
           "MPI_Allgatherv");
  return Gathered;
}

} // namespace autolb::runtime
