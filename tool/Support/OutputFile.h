//===- OutputFile.h - where autolb writes its files -------------*- C++ -*-===//
//
// The generated program and the optimization record are checked and opened
// before the input is parsed, and written only after the run succeeded, so
// that a run never destroys a file it should not touch:
//   - an output that is the same file as an input (compared by device and
//     inode, through symbolic and hard links) is refused;
//   - a regular or new file is written to a temporary file in the target's
//     directory and renamed over it, so a failed run leaves nothing behind;
//     a symbolic link keeps pointing at its updated target;
//   - a character device, FIFO or socket (/dev/null, /dev/stdout, a pipe)
//     is written through, since renaming would replace it with a regular
//     file;
//   - a directory or a dangling symbolic link is refused.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SUPPORT_OUTPUTFILE_H
#define AUTOLB_SUPPORT_OUTPUTFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>

namespace autolb {

/// How messages name a file: what it is ("output file") and the option that
/// gives its path ("-o").
struct OutputRole {
  llvm::StringRef Name;
  llvm::StringRef Option;
};

class OutputFile {
public:
  /// Checks `Path` against `Inputs` and opens it for writing. The error's
  /// message names the file's role, the paths and the cause.
  static llvm::Expected<std::unique_ptr<OutputFile>>
  open(llvm::StringRef Path, llvm::ArrayRef<std::string> Inputs,
       OutputRole Role);

  /// Removes the temporary file unless commit() renamed it.
  ~OutputFile();
  OutputFile(const OutputFile &) = delete;
  OutputFile &operator=(const OutputFile &) = delete;

  /// Writes `Contents` and, for a regular or new file, renames the temporary
  /// file over the target.
  llvm::Error commit(llvm::StringRef Contents);

private:
  OutputFile(llvm::StringRef Path, llvm::StringRef RoleName,
             llvm::StringRef TargetPath, llvm::StringRef TempPath, int FD);

  /// The path given with the role's option, and the role's name, for
  /// messages.
  std::string Path;
  std::string RoleName;
  /// The file renamed over: Path with symbolic links resolved.
  std::string TargetPath;
  /// Empty when writing through to a device, FIFO or socket.
  llvm::SmallString<256> TempPath;
  llvm::raw_fd_ostream Stream;
};

} // namespace autolb

#endif // AUTOLB_SUPPORT_OUTPUTFILE_H
