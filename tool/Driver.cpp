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
#include "Support/OutputFile.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

using namespace llvm;
using namespace autolb;
namespace tooling = clang::tooling;

static cl::OptionCategory AutolbCategory("autolb options");

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input.c>"),
                                      cl::cat(AutolbCategory));

static cl::opt<std::string>
    OutputPath("o", cl::desc("Write the MPI program to <file>"),
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

static cl::opt<std::string> BuildPath(
    "p",
    cl::desc("Take the input's compile command from "
             "BUILD_DIR/compile_commands.json (or a parent directory's), as "
             "other clang tools do; flags after '--' are added to it"),
    cl::value_desc("BUILD_DIR"), cl::cat(AutolbCategory));

static cl::opt<bool> NoAliasChecks(
    "no-alias-checks",
    cl::desc("Keep sequential the nests over arrays that may share memory "
             "(array parameters without 'restrict'), or that read members "
             "of a struct their array writes may change, instead of running "
             "them distributed when a run-time check finds that they do not "
             "overlap"),
    cl::cat(AutolbCategory));

static cl::opt<uint64_t> AnalysisBudgetSteps(
    "analysis-budget",
    cl::desc("Dependence-test steps per loop nest (a step is one direction "
             "vector checked); once they are spent, the loops left undecided "
             "stay sequential (AnalysisBudgetExceeded)"),
    cl::value_desc("steps"), cl::init(DefaultAnalysisBudget),
    cl::cat(AutolbCategory));

static cl::opt<bool>
    NoHooks("no-hooks",
            cl::desc("Emit no load-balancing hooks: static block "
                     "distribution, for comparison"),
            cl::cat(AutolbCategory));

static cl::opt<std::string> OptimizationRecordPath(
    "save-optimization-record", cl::ValueOptional,
    cl::desc("Also write every remark to <file> as an LLVM optimization "
             "record, the YAML of clang's -fsave-optimization-record that "
             "opt-viewer reads; without =<file>, to the output's path, or "
             "else the input's name in the working directory, with the "
             "extension .opt.yaml"),
    cl::value_desc("file"), cl::cat(AutolbCategory));

static cl::opt<bool> PollyVariants(
    "polly-variants",
    cl::desc("For output compiled with Polly: each DOALL nest's chunk loop "
             "comes twice, as written and with a compiler barrier that "
             "keeps Polly off it; the run-time times both on their first "
             "executions and runs the faster (one loop optimizer's tiling "
             "helps a matrix multiply and slows a stencil down)"),
    cl::cat(AutolbCategory));

static cl::opt<bool> ReproducibleReductions(
    "reproducible-reductions",
    cl::desc("Fold floating-point sums and products over a distributed "
             "loop in the sequential order: the sequential program's bits "
             "at any rank count and under any balancing, for memory and "
             "communication that grow with the number of terms; a nest "
             "whose such reduction cannot be folded exactly stays "
             "sequential"),
    cl::cat(AutolbCategory));

static cl::opt<double> MinNestOperations(
    "min-nest-operations",
    cl::desc("Keep sequential a nest whose bounds are all constants and "
             "whose estimated operations per execution are fewer than "
             "<n> (TooLittleWork): it cannot save what one exchange "
             "between ranks costs. 0 distributes every nest it can, "
             "as tests of the distributed code on small inputs do"),
    cl::value_desc("n"), cl::init(DefaultMinNestOperations),
    cl::cat(AutolbCategory));

static cl::list<std::string> ProgramSources(
    "program-source",
    cl::desc("Another source file of the same program (repeat the option "
             "for more): a call of one of its "
             "functions is judged by its code there, and the loop around "
             "the call runs distributed only where the program links that "
             "code as autolb wrote it (a weak symbol); with -p, the "
             "compilation database's files are such files too"),
    cl::value_desc("file"), cl::cat(AutolbCategory));

static cl::opt<bool> LineDirectives(
    "line-directives",
    cl::desc("Precede the original code copied into each distributed "
             "loop's chunk with #line directives naming its source lines, "
             "and follow it with one naming the output file: compiler "
             "diagnostics, optimization remarks and debuggers point at the "
             "input for that code"),
    cl::cat(AutolbCategory));

static const char Overview[] =
    "autolb: parallelizes the loop nests of a sequential C or C++ file into\n"
    "an MPI program linked with libautolb (C++ input gives C++ output), and\n"
    "explains every decision as a remark.\n"
    "\n"
    "  autolb INPUT.c -o OUTPUT.c [-- CLANG_FLAGS]\n"
    "  autolb --analyze [--format=text|json] INPUT.c [-- CLANG_FLAGS]\n"
    "\n"
    "No compilation database is needed: the flags after '--' are the compile\n"
    "command (for example -DN=1000 -I include); without '--' the file is\n"
    "parsed as C, or C++ for .cpp, .cc, .cxx and .C, with Clang's defaults,\n"
    "or with its command in the compilation database that -p names.\n"
    "Exit status: 0 on success, 1 on any error (no output file is left\n"
    "behind then).\n"
    "\n"
    "OUTPUT.c must not be the input (compared by file identity, so links\n"
    "count) nor a directory. A regular file is replaced only once the code\n"
    "is complete; a symbolic link keeps pointing at its replaced target; a\n"
    "device or FIFO (/dev/null, /dev/stdout) is written through.\n"
    "\n"
    "--save-optimization-record writes the remarks for LLVM's opt-viewer too:\n"
    "  opt-viewer.py -o HTML_DIR OUTPUT.opt.yaml\n";

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

/// The error for a last argument that is an option needing a value (a final
/// "-o"). cl::ParseCommandLineOptions reports that case on errs() instead of
/// the stream it is given, which left our message without a cause.
static std::optional<std::string> optionMissingItsValue(int Argc,
                                                        const char **Argv) {
  if (Argc < 2)
    return std::nullopt;
  StringRef Name = Argv[Argc - 1];
  if (!Name.consume_front("-"))
    return std::nullopt;
  Name.consume_front("-");
  StringMap<cl::Option *> &Options = cl::getRegisteredOptions();
  auto Found = Options.find(Name);
  if (Found == Options.end() ||
      Found->second->getValueExpectedFlag() != cl::ValueRequired)
    return std::nullopt;
  StringRef Option = Argv[Argc - 1];
  StringRef ValueName = Found->second->ValueStr;
  return ("'" + Option + "' needs a value: " + Option + " <" +
          (ValueName.empty() ? "value" : ValueName) + ">")
      .str();
}

/// Whether `Path` is (or will be) a regular file rather than a device or
/// FIFO that is written through (/dev/stdout, /dev/null).
static bool isRegularOrNewFile(StringRef Path) {
  return !sys::fs::exists(Path) || sys::fs::is_regular_file(Path);
}

/// Where clang's -fsave-optimization-record would write: beside the output
/// with the extension .opt.yaml, or, with no output file to be beside
/// (--analyze, -o /dev/stdout), under the input's name in the working
/// directory.
static std::string defaultOptimizationRecordPath() {
  SmallString<256> Path(OutputPath.empty() || !isRegularOrNewFile(OutputPath)
                            ? sys::path::filename(InputFile)
                            : StringRef(OutputPath));
  sys::path::replace_extension(Path, "opt.yaml");
  return std::string(Path);
}

/// Whether two paths name the same regular file, existing or not yet.
static bool sameRegularFile(StringRef A, StringRef B) {
  if (!isRegularOrNewFile(A) || !isRegularOrNewFile(B))
    return false;
  if (sys::fs::exists(A) && sys::fs::exists(B))
    return sys::fs::equivalent(A, B);
  SmallString<256> AbsoluteA(A), AbsoluteB(B);
  sys::fs::make_absolute(AbsoluteA);
  sys::fs::make_absolute(AbsoluteB);
  sys::path::remove_dots(AbsoluteA, /*remove_dot_dot=*/true);
  sys::path::remove_dots(AbsoluteB, /*remove_dot_dot=*/true);
  return AbsoluteA == AbsoluteB;
}

static bool hasResourceDir(const std::vector<std::string> &Flags) {
  for (const std::string &Flag : Flags)
    if (StringRef(Flag).starts_with("-resource-dir"))
      return true;
  return false;
}

/// The command without its OpenMP flags (-fopenmp, -fopenmp=libomp,
/// -fopenmp-simd, -fopenmp-version=...), but with the _OPENMP that
/// -fopenmp defines: the output is compiled with -fopenmp, so the code
/// under '#ifdef _OPENMP' is the code it runs, and the code to rewrite.
/// The value is GCC 12's (OpenMP 4.5), mpicc's compiler.
static tooling::CommandLineArguments
withoutOpenMP(const tooling::CommandLineArguments &Args, StringRef) {
  tooling::CommandLineArguments Kept;
  bool OpenMP = false;
  for (const std::string &Arg : Args) {
    StringRef Flag(Arg);
    if (Flag == "-fopenmp" || Flag.starts_with("-fopenmp="))
      OpenMP = true;
    else if (Flag == "-fno-openmp")
      OpenMP = false;
    if (!Flag.starts_with("-fopenmp"))
      Kept.push_back(Arg);
  }
  if (OpenMP)
    Kept.push_back("-D_OPENMP=201511");
  return Kept;
}

int main(int Argc, const char **Argv) {
  // Among other things, exits on a closed pipe (`autolb ... 2>&1 | head`)
  // through LLVM's signal handler, which removes the unfinished output file.
  InitLLVM Init(Argc, Argv);
  std::vector<std::string> ClangFlags = splitClangFlags(Argc, Argv);

  cl::HideUnrelatedOptions(AutolbCategory);
  if (std::optional<std::string> Missing = optionMissingItsValue(Argc, Argv))
    return fail(*Missing + " (see 'autolb --help')");
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
  if (!AnalyzeOnly && OutputPath.empty())
    return fail("no output file: give -o FILE, or --analyze");
  if (AnalyzeOnly && !OutputPath.empty())
    return fail("--analyze writes no code; drop -o or --analyze");
  if (Format == ReportFormat::JSON && !AnalyzeOnly)
    return fail("--format applies to --analyze only");
  const bool SaveOptimizationRecord =
      OptimizationRecordPath.getNumOccurrences() > 0;
  if (SaveOptimizationRecord && Format == ReportFormat::JSON)
    return fail("--save-optimization-record records the remarks, which "
                "--format=json does not emit; drop one of them");
  if (!sys::fs::exists(InputFile))
    return fail("no such file or directory: '" + InputFile + "'");
  if (sys::fs::is_directory(InputFile))
    return fail("'" + InputFile + "' is a directory, not a source file");

  std::unique_ptr<tooling::CompilationDatabase> Compilations;
  if (!BuildPath.empty()) {
    std::string Why;
    Compilations =
        tooling::CompilationDatabase::autoDetectFromDirectory(BuildPath, Why);
    if (!Compilations)
      return fail("no compile_commands.json in '" + BuildPath +
                  "' or its parents (" + StringRef(Why).split('\n').first +
                  ")");
    SmallString<256> Absolute(InputFile);
    sys::fs::make_absolute(Absolute);
    if (Compilations->getCompileCommands(Absolute).empty())
      return fail("'" + InputFile +
                  "' has no compile command in the "
                  "compilation database of '" +
                  BuildPath + "'");
  }
  if (!hasResourceDir(ClangFlags))
    ClangFlags.push_back("-resource-dir=" AUTOLB_CLANG_RESOURCE_DIR);
  if (!Compilations)
    Compilations =
        std::make_unique<tooling::FixedCompilationDatabase>(".", ClangFlags);

  std::unique_ptr<OutputFile> Output;
  if (!AnalyzeOnly) {
    Expected<std::unique_ptr<OutputFile>> Opened =
        OutputFile::open(OutputPath, {InputFile}, {"output file", "-o"});
    if (!Opened)
      return fail(toString(Opened.takeError()));
    Output = std::move(*Opened);
  }
  std::unique_ptr<OutputFile> Record;
  if (SaveOptimizationRecord) {
    std::string RecordPath = OptimizationRecordPath.empty()
                                 ? defaultOptimizationRecordPath()
                                 : OptimizationRecordPath.getValue();
    const OutputRole RecordRole = {"optimization record file",
                                   "--save-optimization-record=<file>"};
    if (!OutputPath.empty() && sameRegularFile(RecordPath, OutputPath))
      return fail(RecordRole.Name + " '" + RecordPath +
                  "' is the output file; give another " + RecordRole.Option);
    Expected<std::unique_ptr<OutputFile>> Opened =
        OutputFile::open(RecordPath, {InputFile}, RecordRole);
    if (!Opened)
      return fail(toString(Opened.takeError()));
    Record = std::move(*Opened);
  }

  ToolOptions Options;
  Options.AnalyzeOnly = AnalyzeOnly;
  Options.Format = Format;
  Options.OnlyMarked = OnlyMarked;
  Options.AliasChecks = !NoAliasChecks;
  Options.NoHooks = NoHooks;
  Options.AnalysisBudget = AnalysisBudgetSteps;
  Options.ReproducibleReductions = ReproducibleReductions;
  Options.PollyVariants = PollyVariants;
  // Not `< 0`: NaN compares false with every count, and would keep every
  // nest of constant bounds sequential.
  if (!(MinNestOperations >= 0))
    return fail("--min-nest-operations=" + std::to_string(MinNestOperations) +
                ": the count must be a number, not negative");
  Options.MinNestOperations = MinNestOperations;
  if (LineDirectives)
    Options.LineDirectivesOutput = OutputPath;
  Options.RecordRemarks = SaveOptimizationRecord;
  ToolResult Result;

  // Parsed without OpenMP: the output has its directives as comments
  // (CodeGen/PragmaLines.h), and under -fopenmp the loops they mark are
  // outlined regions the analysis does not see into.
  tooling::ArgumentsAdjuster AddFlags = withoutOpenMP;
  if (!BuildPath.empty())
    AddFlags = tooling::combineAdjusters(
        tooling::getInsertArgumentAdjuster(
            ClangFlags, tooling::ArgumentInsertPosition::END),
        AddFlags);
  // Each file once, however spelled (`w.c`, `./w.c`): each is parsed.
  StringSet<> SeenSources;
  auto AddSource = [&](const std::string &File) {
    SmallString<256> Real;
    if (sys::fs::real_path(File, Real) || SeenSources.insert(Real).second)
      Options.ProgramSources.push_back(File);
  };
  for (const std::string &File : ProgramSources)
    AddSource(File);
  if (!BuildPath.empty())
    for (const std::string &File : Compilations->getAllFiles())
      AddSource(File);
  Options.Compilations = Compilations.get();
  Options.AddFlags = AddFlags;
  tooling::ClangTool Tool(*Compilations, {InputFile});
  if (AddFlags)
    Tool.appendArgumentsAdjuster(AddFlags);
  // A remark is a dozen writes unbuffered: thousands of remarks cost more
  // system time than the analysis (127,000 writes, 0.8 s, for 3,000 lines
  // of 600 nests). Written out before the output file and any error.
  errs().SetBuffered();
  const int ToolStatus =
      Tool.run(newAutolbActionFactory(Options, Result).get());
  errs().flush();
  errs().SetUnbuffered();
  if (ToolStatus != 0)
    return 1;
  if (!AnalyzeOnly) {
    if (!Result.Produced)
      return fail("no code was generated for '" + InputFile + "'");
    if (Error E = Output->commit(Result.Output))
      return fail(toString(std::move(E)));
  }
  if (Record) {
    Expected<std::string> YAML = Result.Record.toYAML();
    if (!YAML)
      return fail(toString(YAML.takeError()));
    if (Error E = Record->commit(*YAML))
      return fail(toString(std::move(E)));
  }
  return 0;
}
