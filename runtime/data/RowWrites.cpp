//===- RowWrites.cpp - Rows of row tables a nest writes -------------------===//
//
// Part of autolb. See RowWrites.h.
//
//===----------------------------------------------------------------------===//

#include "data/RowWrites.h"

#include "base/Fatal.h"
#include "core/Context.h"
#include "core/Nest.h"

#include <cstring>

namespace autolb::runtime {

namespace {

// Calls Visit(row bytes, size) for each row rank Q's iterations wrote, in
// the order the packed message holds them: Q's runs, iterations, tables.
template <typename Function>
void forEachWrittenRow(const alb_nest &N, const RanRuns &Ran, int Q,
                       Function &&Visit) {
  for (int Run = Ran.offsets[Q]; Run < Ran.offsets[Q + 1]; Run += 2)
    for (std::int64_t K = Ran.runs[Run]; K < Ran.runs[Run + 1]; ++K) {
      const std::int64_t I = N.first + K * N.step;
      for (const alb_row_table &T : N.rowTables)
        if (T.end_byte > T.first_byte)
          Visit(static_cast<char *>(T.rows[I + T.row_offset]) + T.first_byte,
                static_cast<std::size_t>(T.end_byte - T.first_byte));
    }
}

} // namespace

void shareWrittenRows(Context &C, const alb_nest &N, const RanRuns &Runs) {
  const double Start = MPI_Wtime();
  const std::string Contents =
      "rows of the row tables nest at " + N.location + " wrote";
  std::size_t RowBytes = 0;
  for (const alb_row_table &T : N.rowTables)
    if (T.end_byte > T.first_byte)
      RowBytes += static_cast<std::size_t>(T.end_byte - T.first_byte);
  std::vector<int> Counts(C.ranks, 0), Displacements(C.ranks, 0);
  std::size_t Total = 0;
  for (int Q = 0; Q < C.ranks; ++Q) {
    std::size_t Bytes = 0;
    for (int Run = Runs.offsets[Q]; Run < Runs.offsets[Q + 1]; Run += 2)
      Bytes += static_cast<std::size_t>(Runs.runs[Run + 1] - Runs.runs[Run]) *
               RowBytes;
    Counts[Q] = checkedCount(Bytes, Contents);
    Displacements[Q] = checkedCount(Total, Contents);
    Total += Bytes;
  }
  if (Total == 0)
    return;
  std::vector<char> Gathered(Total);
  char *Out = Gathered.data() + Displacements[C.rank];
  forEachWrittenRow(N, Runs, C.rank, [&](const char *Row, std::size_t Size) {
    std::memcpy(Out, Row, Size);
    Out += Size;
  });
  checkMPI(MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, Gathered.data(),
                          Counts.data(), Displacements.data(), MPI_BYTE,
                          C.comm),
           "MPI_Allgatherv");
  for (int Q = 0; Q < C.ranks; ++Q) {
    if (Q == C.rank)
      continue;
    const char *In = Gathered.data() + Displacements[Q];
    forEachWrittenRow(N, Runs, Q, [&](char *Row, std::size_t Size) {
      std::memcpy(Row, In, Size);
      In += Size;
    });
  }
  const double Seconds = MPI_Wtime() - Start;
  C.stats.bytesFetched += static_cast<std::int64_t>(
      Total - static_cast<std::size_t>(Counts[C.rank]));
  C.stats.fetchSeconds += Seconds;
  C.waitSeconds += Seconds;
}

} // namespace autolb::runtime
