//===- OutputEmitter.h - output on the output rank only ---------*- C++ -*-===//
//
// Writes the plan's handling of output calls (Plan/OutputGuard.h): a
// guarded statement is wrapped in `if (<output rank>) { ... }` (in braces
// when it is the then-branch of an `if` with an `else`, which the wrapper
// would otherwise capture); a call handled by the run-time gets its
// callee renamed to the run-time's variant.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_OUTPUTEMITTER_H
#define AUTOLB_CODEGEN_OUTPUTEMITTER_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/OutputGuard.h"

namespace autolb {

/// Renames the function Call calls, spelled in the main file, to the
/// run-time's variant Name, which is global: with a qualifier
/// (`std::printf`) the qualifier goes too.
void renameCallee(GeneratorContext &G, const clang::CallExpr *Call,
                  llvm::StringRef Name);

/// Writes the handling of the output calls of one function.
void emitOutputGuards(GeneratorContext &G, llvm::ArrayRef<OutputCall> Calls);

} // namespace autolb

#endif // AUTOLB_CODEGEN_OUTPUTEMITTER_H
