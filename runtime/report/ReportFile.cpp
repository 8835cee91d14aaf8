//===- ReportFile.cpp - Writing a file all at once ------------------------===//
//
// Part of autolb. See ReportFile.h.
//
//===----------------------------------------------------------------------===//

#include "report/ReportFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace autolb::runtime::report {

std::string writeFileAtomically(const std::string &Path,
                                const std::string &Text) {
  const std::string Temporary =
      Path + ".tmp." + std::to_string(static_cast<long>(getpid()));
  std::FILE *File = std::fopen(Temporary.c_str(), "w");
  if (!File)
    return "cannot create '" + Temporary + "': " + std::strerror(errno);
  const bool Written =
      std::fwrite(Text.data(), 1, Text.size(), File) == Text.size();
  const int WriteError = errno;
  if (std::fclose(File) != 0 || !Written) {
    const std::string Failure = "cannot write '" + Temporary + "': " +
                                std::strerror(Written ? errno : WriteError);
    std::remove(Temporary.c_str());
    return Failure;
  }
  if (std::rename(Temporary.c_str(), Path.c_str()) != 0) {
    const std::string Failure = "cannot rename '" + Temporary + "' to '" +
                                Path + "': " + std::strerror(errno);
    std::remove(Temporary.c_str());
    return Failure;
  }
  return "";
}

} // namespace autolb::runtime::report
