//===- PragmaLines.h - pragma lines in the output ---------------*- C++ -*-===//
//
// The generated program is the MPI version of the sequential program, so
// pragmas that would make it something else, or that no longer apply to
// what follows them, become comments that keep their text:
//   - `#pragma autolb ...`: read by the analysis; a C compiler does not know
//     them and warns under -Wall.
//   - `#pragma omp ...` and `#pragma acc ...`: under -fopenmp (which the
//     authors' Makefiles pass) they would apply to the statements autolb
//     puts in their place (`for statement expected before 'if'`), and run
//     threads in code that calls the run-time, which is not thread-safe.
//     The ranks run what their threads did.
//   - loop pragmas (`GCC ivdep`, `clang loop`, `unroll`, ...) before a loop
//     autolb rewrote, wrapped or put a statement before: they must precede
//     a loop (moving them after autolb's statements would keep the hint).
// Continued lines (`\` at the end) belong to their pragma; a `#pragma` in
// a comment is not one. Pragmas spelled with `_Pragma` in macros are not
// seen.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_PRAGMALINES_H
#define AUTOLB_CODEGEN_PRAGMALINES_H

#include "CodeGen/GeneratorContext.h"

namespace autolb {

/// Comments out those pragma lines of the main file, with a remark on
/// each OpenMP or OpenACC one.
void commentOutPragmaLines(GeneratorContext &G);

/// Text an emitter copied from the source (a distributed loop's body) with
/// its autolb, OpenMP and OpenACC pragma lines as comments.
std::string withPragmaLinesAsComments(llvm::StringRef Text,
                                      const clang::LangOptions &Lang);

} // namespace autolb

#endif // AUTOLB_CODEGEN_PRAGMALINES_H
