//===- MainRewriter.h - start and stop the run-time in main -----*- C++ -*-===//
//
// `main` initializes the run-time as its first statement (gaining
// `argc`/`argv` parameters when it has none; followed by the replication of
// stdin when the program reads it), and finalizes it on every way
// out: before each `return` (whose value is computed first) and at the
// closing brace. The program's `exit()` calls stop it through the run-time's
// alb_exit (RoutedCalls.h); where the file cannot route them, every
// function stops it before an `exit()` call statement (replicated code:
// every rank exits there). When the program has distributed code and code
// that may run after the exit (atexit handlers, destructor functions,
// unknown functions that may register them), every array is made whole
// first.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_MAINREWRITER_H
#define AUTOLB_CODEGEN_MAINREWRITER_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Decl.h"

namespace autolb {

/// Whether code of the program may read its arrays after main returns or
/// exit() is called: the arrays are then made whole before the run-time
/// stops.
bool arraysReadAfterExit(const GeneratorContext &G);

/// Stops the run-time before F's `exit()` call statements.
void stopBeforeExits(GeneratorContext &G, const clang::FunctionDecl *F);

/// Rewrites Main (a definition of `main` in the main file).
void rewriteMain(GeneratorContext &G, const clang::FunctionDecl *Main);

} // namespace autolb

#endif // AUTOLB_CODEGEN_MAINREWRITER_H
