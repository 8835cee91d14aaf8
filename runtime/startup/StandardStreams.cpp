//===- StandardStreams.cpp - stdin, stdout and files in SPMD code ---------===//
//
// Part of autolb. See StandardStreams.h.
//
//===----------------------------------------------------------------------===//

#include "startup/StandardStreams.h"

#include "base/Fatal.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace autolb::runtime {

namespace {

constexpr const char *NullDevice = "/dev/null";

std::string errnoText() { return std::strerror(errno); }

bool modeWrites(const char *Mode) {
  return std::strpbrk(Mode, "wa+") != nullptr;
}

std::vector<char> readAll(int Fd) {
  std::vector<char> Bytes;
  char Buffer[1 << 16];
  for (;;) {
    ssize_t Got = ::read(Fd, Buffer, sizeof Buffer);
    if (Got == 0)
      return Bytes;
    if (Got < 0) {
      if (errno == EINTR)
        continue;
      // A closed stdin reads as empty, as in the sequential program.
      if (errno == EBADF && Bytes.empty())
        return Bytes;
      fatal("cannot read standard input: " + errnoText());
    }
    Bytes.insert(Bytes.end(), Buffer, Buffer + Got);
  }
}

void writeAll(int Fd, const char *Data, std::size_t Size) {
  while (Size > 0) {
    ssize_t Put = ::write(Fd, Data, Size);
    if (Put < 0) {
      if (errno == EINTR)
        continue;
      fatal("cannot copy standard input: " + errnoText());
    }
    Data += Put;
    Size -= static_cast<std::size_t>(Put);
  }
}

// An unlinked temporary file holding Bytes, positioned at its start: a
// seekable stdin, whatever the input's size.
int temporaryCopy(const std::vector<char> &Bytes) {
  const char *Dir = std::getenv("TMPDIR");
  std::string Template =
      std::string(Dir && *Dir ? Dir : "/tmp") + "/autolb-stdin-XXXXXX";
  int Fd = ::mkstemp(Template.data());
  if (Fd < 0)
    fatal("cannot create a copy of standard input in '" + Template +
          "': " + errnoText());
  ::unlink(Template.c_str());
  writeAll(Fd, Bytes.data(), Bytes.size());
  if (::lseek(Fd, 0, SEEK_SET) != 0)
    fatal("cannot rewind the copy of standard input: " + errnoText());
  return Fd;
}

} // namespace

void silenceStdoutOffOutputRank(int Rank) {
  if (Rank == 0)
    return;
  std::fflush(stdout);
  int Null = ::open(NullDevice, O_WRONLY);
  if (Null < 0 || ::dup2(Null, STDOUT_FILENO) < 0)
    fatal(std::string("cannot redirect stdout to ") + NullDevice + ": " +
          errnoText());
  ::close(Null);
}

void writeStdoutInBlocks() {
  // Static: the buffer must outlive the stream, which exit() flushes.
  static char Buffer[StdoutBlockBytes];
  std::fflush(stdout);
  if (std::setvbuf(stdout, Buffer, _IOFBF, sizeof Buffer) != 0)
    fatal("cannot make stdout fully buffered: " + errnoText());
}

std::FILE *openForRank(int Rank, const char *Path, const char *Mode) {
  if (Rank != 0 && modeWrites(Mode))
    return std::fopen(NullDevice, Mode);
  return std::fopen(Path, Mode);
}

std::FILE *reopenForRank(int Rank, const char *Path, const char *Mode,
                         std::FILE *Stream) {
  if (Path && Rank != 0 && modeWrites(Mode))
    return std::freopen(NullDevice, Mode, Stream);
  return std::freopen(Path, Mode, Stream);
}

void replicateStdin(MPI_Comm Comm, int Rank) {
  std::vector<char> Bytes;
  if (Rank == 0)
    Bytes = readAll(STDIN_FILENO);
  unsigned long long Size = Bytes.size();
  checkMPI(MPI_Bcast(&Size, 1, MPI_UNSIGNED_LONG_LONG, 0, Comm), "MPI_Bcast");
  Bytes.resize(Size);
  // MPI counts are ints: send in chunks of at most 1 GiB.
  constexpr unsigned long long Chunk = 1ULL << 30;
  for (unsigned long long Done = 0; Done < Size; Done += Chunk) {
    int Count = static_cast<int>(std::min(Chunk, Size - Done));
    checkMPI(MPI_Bcast(Bytes.data() + Done, Count, MPI_BYTE, 0, Comm),
             "MPI_Bcast");
  }
  int Copy = temporaryCopy(Bytes);
  if (::dup2(Copy, STDIN_FILENO) < 0)
    fatal("cannot replace standard input: " + errnoText());
  ::close(Copy);
  // stdin may hold an EOF flag or buffered bytes of the old fd 0; start it
  // again at the beginning of the copy.
  std::clearerr(stdin);
  if (std::fseek(stdin, 0, SEEK_SET) != 0)
    fatal("cannot rewind standard input: " + errnoText());
}

} // namespace autolb::runtime
