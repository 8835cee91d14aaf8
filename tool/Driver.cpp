//===- Driver.cpp - the autolb command line
//--------------------------------===//
//
//   autolb INPUT.c -o OUTPUT.c [-- CLANG_FLAGS]
//   autolb --analyze [--format=text|json] INPUT.c [-- CLANG_FLAGS]
//
// Works without a compilation database: the flags after `--` (or none) are
// the compile command, and Clang's builtin headers are found through the
// resource directory recorded at build time.
//
//===----------------------------------------------------------------------===//

#include "AutolbAction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

using namespace llvm;
using namespace autolb;
namespace tooling = clang::tooling;

static cl::OptionCategory AutolbCategory("autolb options");

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input.c>"),
                                      cl::cat(AutolbCategory));

static cl::opt<std::string>
    OutputFile("o", cl::desc("Write the MPI program to <file>"),
               cl::value_desc("file"), cl::cat(AutolbCategory));

static cl::opt<bool>
    AnalyzeOnly("analyze",
                cl::desc("Report the loop analysis (one remark per decision) "
                         "and write no code"),
                cl::cat(AutolbCategory));

static cl::opt<ReportFormat> Format(
    "format", cl::desc("Report format for --analyze"),
    cl::values(clEnumValN(ReportFormat::Text, "text",
                          "clang-style remarks on stderr (default)"),
               clEnumValN(ReportFormat::JSON, "json",
                          "JSON on stdout (schema in docs/analysis-json.md)")),
    cl::init(ReportFormat::Text), cl::cat(AutolbCategory));

static cl::opt<bool> OnlyMarked(
    "only-marked",
    cl::desc("Keep every loop sequential except those marked "
             "'#pragma autolb distribute' ('#pragma autolb sequential' "
             "always forbids distribution)"),
    cl::cat(AutolbCategory));

static cl::opt<bool>
    NoHooks("no-hooks",
            cl::desc("Emit no load-balancing hooks: static block "
                     "distribution, for comparison"),
            cl::cat(AutolbCategory));

static const char Overview[] =
    "autolb: parallelizes the loop nests of a sequential C file into an MPI\n"
    "program linked with libautolb, and explains every decision as a remark.\n"
    "\n"
    "  autolb INPUT.c -o OUTPUT.c [-- CLANG_FLAGS]\n"
    "  autolb --analyze [--format=text|json] INPUT.c [-- CLANG_FLAGS]\n"
    "\n"
    "No compilation database is needed: the flags after '--' are the compile\n"
    "command (for example -DN=1000 -I include); without '--' the file is\n"
    "parsed as C with Clang's defaults. Exit status: 0 on success, 1 on any\n"
    "error (no output file is left behind then).\n";

static int fail(const Twine &Message) {
  errs() << "autolb: error: " << Message << "\n";
  return 1;
}

/// Splits argv at "--": the part before is ours, the part after is clang's.
static std::vector<std::string> splitClangFlags(int &Argc, const char **Argv) {
  std::vector<std::string> ClangFlags;
  for (int I = 1; I < Argc; ++I) {
    if (StringRef(Argv[I]) != "--")
      continue;
    for (int J = I + 1; J < Argc; ++J)
      ClangFlags.push_back(Argv[J]);
    Argc = I;
    break;
  }
  return ClangFlags;
}

static bool hasResourceDir(const std::vector<std::string> &Flags) {
  for (const std::string &Flag : Flags)
    if (StringRef(Flag).starts_with("-resource-dir"))
      return true;
  return false;
}

/// A temporary file next to the output, renamed over it only on success, so
/// that a failed run never leaves a partial output file.
class PendingOutput {
public:
  explicit PendingOutput(StringRef Path) : Path(Path.str()) {}
  ~PendingOutput() {
    if (!TempPath.empty())
      sys::fs::remove(TempPath);
  }

  std::error_code open() {
    SmallString<256> Model(Path);
    Model += "-%%%%%%.tmp";
    int FD;
    std::error_code EC = sys::fs::createUniqueFile(Model, FD, TempPath);
    if (EC)
      return EC;
    Stream = std::make_unique<raw_fd_ostream>(FD, /*shouldClose=*/true);
    return {};
  }

  std::error_code commit(StringRef Contents) {
    *Stream << Contents;
    Stream->close();
    if (Stream->has_error())
      return Stream->error();
    if (std::error_code EC = sys::fs::rename(TempPath, Path))
      return EC;
    TempPath.clear();
    return {};
  }

private:
  std::string Path;
  SmallString<256> TempPath;
  std::unique_ptr<raw_fd_ostream> Stream;
};

int main(int Argc, const char **Argv) {
  std::vector<std::string> ClangFlags = splitClangFlags(Argc, Argv);

  cl::HideUnrelatedOptions(AutolbCategory);
  std::string ParseErrors;
  raw_string_ostream ParseErrorStream(ParseErrors);
  if (!cl::ParseCommandLineOptions(Argc, Argv, Overview, &ParseErrorStream)) {
    StringRef First = StringRef(ParseErrors).split('\n').first;
    First.consume_front("autolb: ");
    First = First.split(".  Try:").first;
    return fail(First.trim() + " (see 'autolb --help')");
  }

  if (InputFile.empty())
    return fail("no input file (see 'autolb --help')");
  if (!AnalyzeOnly && OutputFile.empty())
    return fail("no output file: give -o FILE, or --analyze");
  if (AnalyzeOnly && !OutputFile.empty())
    return fail("--analyze writes no code; drop -o or --analyze");
  if (Format == ReportFormat::JSON && !AnalyzeOnly)
    return fail("--format applies to --analyze only");
  if (!sys::fs::exists(InputFile))
    return fail("no such file or directory: '" + InputFile + "'");
  if (sys::fs::is_directory(InputFile))
    return fail("'" + InputFile + "' is a directory, not a C file");

  if (!hasResourceDir(ClangFlags))
    ClangFlags.push_back("-resource-dir=" AUTOLB_CLANG_RESOURCE_DIR);
  tooling::FixedCompilationDatabase Compilations(".", ClangFlags);

  PendingOutput Output(OutputFile);
  if (!AnalyzeOnly)
    if (std::error_code EC = Output.open())
      return fail("cannot open output file '" + OutputFile +
                  "': " + EC.message());

  ToolOptions Options;
  Options.AnalyzeOnly = AnalyzeOnly;
  Options.Format = Format;
  Options.OnlyMarked = OnlyMarked;
  Options.NoHooks = NoHooks;
  ToolResult Result;

  tooling::ClangTool Tool(Compilations, {InputFile});
  if (Tool.run(newAutolbActionFactory(Options, Result).get()) != 0)
    return 1;
  if (AnalyzeOnly)
    return 0;
  if (!Result.Produced)
    return fail("no code was generated for '" + InputFile + "'");
  if (std::error_code EC = Output.commit(Result.Output))
    return fail("cannot write output file '" + OutputFile +
                "': " + EC.message());
  return 0;
}
