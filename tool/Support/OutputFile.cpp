//===- OutputFile.cpp - where autolb writes the generated program ---------===//
//
// See OutputFile.h.
//
//===----------------------------------------------------------------------===//

#include "Support/OutputFile.h"
#include "llvm/Support/Errc.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"

using namespace llvm;

namespace autolb {

namespace {

Error cannotOpen(StringRef Path, OutputRole Role, std::error_code EC) {
  return createStringError(EC, "cannot open " + Role.Name + " '" + Path +
                                   "': " + EC.message());
}

/// Refuses an output that would overwrite an input, by file identity so that
/// "./in.c", an absolute path, a hard link and a symbolic link all count.
Error checkNotAnInput(StringRef Path, OutputRole Role,
                      const sys::fs::file_status &Target,
                      ArrayRef<std::string> Inputs) {
  for (const std::string &Input : Inputs) {
    sys::fs::UniqueID InputID;
    if (!sys::fs::getUniqueID(Input, InputID) &&
        InputID == Target.getUniqueID())
      return createStringError(Role.Name + " '" + Path +
                               "' is the input file '" + Input +
                               "'; give another " + Role.Option);
  }
  return Error::success();
}

} // namespace

OutputFile::OutputFile(StringRef Path, StringRef RoleName, StringRef TargetPath,
                       StringRef TempPath, int FD)
    : Path(Path.str()), RoleName(RoleName.str()), TargetPath(TargetPath.str()),
      TempPath(TempPath), Stream(FD, /*shouldClose=*/true) {}

OutputFile::~OutputFile() {
  if (TempPath.empty())
    return;
  sys::fs::remove(TempPath);
  sys::DontRemoveFileOnSignal(TempPath);
}

Expected<std::unique_ptr<OutputFile>>
OutputFile::open(StringRef Path, ArrayRef<std::string> Inputs,
                 OutputRole Role) {
  sys::fs::file_status Target;
  std::error_code StatusError = sys::fs::status(Path, Target);
  const bool Exists = !StatusError;
  if (StatusError && StatusError != errc::no_such_file_or_directory)
    return cannotOpen(Path, Role, StatusError);

  SmallString<256> TargetPath(Path);
  if (Exists) {
    if (Error E = checkNotAnInput(Path, Role, Target, Inputs))
      return E;
    switch (Target.type()) {
    case sys::fs::file_type::directory_file:
      return createStringError(Role.Name + " '" + Path + "' is a directory");
    case sys::fs::file_type::regular_file:
      // Renaming over a symbolic link would replace the link: rename over
      // the file it points to instead.
      if (std::error_code EC = sys::fs::real_path(Path, TargetPath))
        return cannotOpen(Path, Role, EC);
      break;
    default: {
      // Devices, FIFOs and sockets are written through: renaming over
      // /dev/null would replace it with a regular file.
      int FD;
      if (std::error_code EC = sys::fs::openFileForWrite(
              Path, FD, sys::fs::CD_OpenExisting, sys::fs::OF_None))
        return cannotOpen(Path, Role, EC);
      return std::unique_ptr<OutputFile>(
          new OutputFile(Path, Role.Name, Path, /*TempPath=*/"", FD));
    }
    }
  } else {
    sys::fs::file_status Link;
    if (!sys::fs::status(Path, Link, /*Follow=*/false) &&
        Link.type() == sys::fs::file_type::symlink_file)
      return createStringError(Role.Name + " '" + Path +
                               "' is a symbolic link to a missing file");
  }

  SmallString<256> Model(TargetPath);
  Model += "-%%%%%%.tmp";
  SmallString<256> TempPath;
  int FD;
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, TempPath))
    return cannotOpen(Path, Role, EC);
  // An interrupted or crashing run must not leave the temporary file either.
  sys::RemoveFileOnSignal(TempPath);
  return std::unique_ptr<OutputFile>(
      new OutputFile(Path, Role.Name, TargetPath, TempPath, FD));
}

Error OutputFile::commit(StringRef Contents) {
  Stream << Contents;
  Stream.close();
  if (std::error_code EC = Stream.error()) {
    Stream.clear_error();
    return createStringError(EC, "cannot write " + RoleName + " '" + Path +
                                     "': " + EC.message());
  }
  if (TempPath.empty())
    return Error::success();
  if (std::error_code EC = sys::fs::rename(TempPath, TargetPath))
    return createStringError(EC, "cannot write " + RoleName + " '" + Path +
                                     "': " + EC.message());
  sys::DontRemoveFileOnSignal(TempPath);
  TempPath.clear();
  return Error::success();
}

} // namespace autolb
