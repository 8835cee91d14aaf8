//===- ProgramStreams.h - files and stdin of replicated code ----*- C++ -*-===//
//
// Replicated code runs on every rank. Files it opens for writing would be
// written once per rank, so every `fopen`/`freopen` call becomes the
// run-time's `alb_fopen`/`alb_freopen` (writing modes open /dev/null off the
// output rank). Under
// mpirun only rank 0 receives stdin, so a program that reads it gets, right
// after the run-time starts, a copy of rank 0's whole stdin on every rank.
// (Output to stdout not visible to OutputGuard is handled by the run-time:
// fd 1 is /dev/null off the output rank.)
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_PROGRAMSTREAMS_H
#define AUTOLB_CODEGEN_PROGRAMSTREAMS_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace autolb {

/// Renames the callee of F's `fopen` and `freopen` calls to the run-time's,
/// with a remark.
void redirectFileOpens(GeneratorContext &G, const clang::FunctionDecl *F);

/// The first call in Functions that reads standard input (scanf, getchar,
/// fgets(..., stdin), read(0, ...), ...), or null.
const clang::CallExpr *
firstStdinRead(const GeneratorContext &G,
               llvm::ArrayRef<const clang::FunctionDecl *> Functions);

} // namespace autolb

#endif // AUTOLB_CODEGEN_PROGRAMSTREAMS_H
