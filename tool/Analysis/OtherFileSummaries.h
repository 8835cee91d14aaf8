//===- OtherFileSummaries.h - calls into the program's other files --------===//
//
// Applications keep their helpers in files of their own: `rms_err` in
// cluster.c calls `find_nearest_point` of kmeans_clustering.c per point.
// Each file is rewritten alone, so the call would be unknown and the loop
// around it sequential. Given the other source files of the program
// (autolb-mpicc passes the C files beside the one it compiles; `-p` gives
// the compilation database's), the analysis parses those that name a
// function the file calls without defining it, and takes the summary of
// each such function of C linkage from its code there (CallSummaries.h):
// effects placed by its parameters alone, reading no global and calling
// no other file.
//
// Nothing guarantees that the code read is the code linked: another file
// of the same name may be linked, or the file compiled without autolb,
// whose rewritten functions may communicate. So the summary has a symbol,
// named after the function and a hash of its effects, that autolb's
// output of the defining file defines when the function and the file's
// functions it calls run as written (no edit inside them: no run-time
// call), and that the calling file declares weak. A loop whose legality
// took such a summary runs distributed only where the symbol resolved,
// otherwise as written on every rank: the same answer on every rank of a
// program, known without a message.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_OTHERFILESUMMARIES_H
#define AUTOLB_ANALYSIS_OTHERFILESUMMARIES_H

#include "Analysis/CallSummaries.h"
#include "clang/AST/ASTContext.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <optional>
#include <string>

namespace autolb {

/// The summary of Definition, a function of C linkage defined in the main
/// file, as another file may take it: effects known and placed by its
/// parameters alone (no global, no object, no function of another file).
/// Effects.OtherFileSymbols holds its own symbol, which the calls then
/// carry into the loops that contain them.
std::optional<OtherFileFunction>
summaryForOtherFiles(const clang::FunctionDecl &Definition,
                     const CallSummaries &Calls);

/// The name of the function whose summary Symbol names.
llvm::StringRef summarizedFunctionName(llvm::StringRef Symbol);

/// The summaries, from Files (the program's other source files, parsed
/// with their commands in Compilations, adjusted by Adjust when given), of
/// the functions the main file of Ctx calls without defining them. A file
/// that names none of them is not parsed; one that does not parse gives
/// none; a name two files summarize differently gets none.
OtherFileSummaries
summarizeOtherFiles(const clang::ASTContext &Ctx,
                    llvm::ArrayRef<std::string> Files,
                    const clang::tooling::CompilationDatabase &Compilations,
                    const clang::tooling::ArgumentsAdjuster &Adjust);

/// The functions of this file that another file may summarize and that one
/// of Files calls inside a `for` loop, passing data chosen by the loop's
/// variable (`nearest(pts[i], ...)`): that loop is the parallelism to use,
/// which autolb distributes where this file's output runs the function as
/// written. By name, with "file:line" of one such call.
std::map<std::string, std::string> callsPerIterationInOtherFiles(
    const clang::ASTContext &Ctx, llvm::ArrayRef<std::string> Files,
    const clang::tooling::CompilationDatabase &Compilations,
    const clang::tooling::ArgumentsAdjuster &Adjust);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_OTHERFILESUMMARIES_H
