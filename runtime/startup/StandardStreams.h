//===- StandardStreams.h - stdin, stdout and files in SPMD code -*- C++ -*-===//
//
// Part of autolb. Every rank runs the program's replicated code, so its
// input and output would happen once per rank: under mpirun only rank 0
// receives stdin (the others read EOF), and every rank would write stdout
// and the files the program creates. These make the job behave like the
// sequential program: output on the output rank only, input read once and
// given to every rank.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_STANDARDSTREAMS_H
#define AUTOLB_RUNTIME_STANDARDSTREAMS_H

#include <cstdio>
#include <mpi.h>

namespace autolb::runtime {

/// On every rank but the output rank (0), points fd 1 at /dev/null, so that
/// output the code generator cannot see (write(1, ...), dprintf, printf
/// through a function pointer) appears once. stderr is left alone: errors
/// from any rank must still be seen.
void silenceStdoutOffOutputRank(int Rank);

/// The output rank's stdout written in blocks of StdoutBlockBytes (fully
/// buffered), as the sequential program writes to a pipe or a file; a
/// terminal, such as the pseudo-terminal mpirun gives rank 0, would have it
/// line by line. Before the program's first output (alb_init).
constexpr std::size_t StdoutBlockBytes = std::size_t(1) << 16;
void writeStdoutInBlocks();

/// fopen on the output rank; modes that write ('w', 'a' or '+') open
/// /dev/null on the other ranks, so the file is written once.
std::FILE *openForRank(int Rank, const char *Path, const char *Mode);

/// freopen with the same rule; a null Path (a mode change of the stream's
/// own file) is passed through.
std::FILE *reopenForRank(int Rank, const char *Path, const char *Mode,
                         std::FILE *Stream);

/// Rank 0 reads fd 0 to its end and sends the bytes to every rank, where
/// fd 0 and stdin become a readable copy of them, from the start.
/// Collective over Comm.
void replicateStdin(MPI_Comm Comm, int Rank);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_STANDARDSTREAMS_H
