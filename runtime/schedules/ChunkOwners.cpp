//===- ChunkOwners.cpp - Who ran which chunk of an execution --------------===//
//
// Part of autolb. See ChunkOwners.h.
//
//===----------------------------------------------------------------------===//

#include "schedules/ChunkOwners.h"

#include "base/Fatal.h"
#include "core/Context.h"
#include "core/Nest.h"

#include <algorithm>

namespace autolb::runtime {

std::vector<std::int64_t>
gatherChunkOwners(Context &C, alb_nest &N,
                  const std::vector<std::int64_t> &Chunks,
                  const std::vector<std::int64_t> &Mine,
                  const std::vector<std::int64_t> &Counters) {
  // Per rank: the number of its chunks, then its counters.
  const std::size_t Width = 1 + Counters.size();
  std::vector<std::int64_t> Local{static_cast<std::int64_t>(Mine.size())};
  Local.insert(Local.end(), Counters.begin(), Counters.end());
  std::vector<std::int64_t> Gathered(Width * C.ranks);
  checkMPI(MPI_Allgather(Local.data(), static_cast<int>(Width), MPI_INT64_T,
                         Gathered.data(), static_cast<int>(Width), MPI_INT64_T,
                         C.comm),
           "MPI_Allgather");
  std::vector<int> ChunkCounts(C.ranks), Displacements(C.ranks);
  std::vector<std::int64_t> AllCounters;
  AllCounters.reserve(Counters.size() * C.ranks);
  int Total = 0;
  for (int R = 0; R < C.ranks; ++R) {
    const auto Row = Gathered.begin() + static_cast<std::ptrdiff_t>(R * Width);
    ChunkCounts[R] = static_cast<int>(*Row);
    Displacements[R] = Total;
    Total += ChunkCounts[R];
    AllCounters.insert(AllCounters.end(), Row + 1,
                       Row + static_cast<std::ptrdiff_t>(Width));
  }
  std::vector<std::int64_t> AllChunks(std::max(Total, 1));
  checkMPI(MPI_Allgatherv(Mine.data(), ChunkCounts[C.rank], MPI_INT64_T,
                          AllChunks.data(), ChunkCounts.data(),
                          Displacements.data(), MPI_INT64_T, C.comm),
           "MPI_Allgatherv");
  const std::int64_t Executed = static_cast<std::int64_t>(Chunks.size()) - 1;
  if (Total != Executed)
    fatal("nest at " + N.location + ": " + std::to_string(Total) + " of " +
          std::to_string(Executed) +
          " chunks were executed; every rank must call alb_nest_next until "
          "it returns ALB_DONE");
  for (const NestArray &A : N.arrays) {
    if (!A.written)
      continue;
    A.array->placedByChunks = true;
    for (int R = 0; R < C.ranks; ++R)
      for (int I = Displacements[R]; I < Displacements[R] + ChunkCounts[R];
           ++I) {
        const std::int64_t Chunk = AllChunks[I];
        A.array->holders.assign(
            slicesOfIterations(N.first, N.step, Chunks[Chunk],
                               Chunks[Chunk + 1], 0, 0, A.array->extent),
            R);
      }
  }
  return AllCounters;
}

} // namespace autolb::runtime
