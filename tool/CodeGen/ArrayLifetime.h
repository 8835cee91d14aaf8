//===- ArrayLifetime.h - distributed arrays that are freed ------*- C++ -*-===//
//
// The run-time knows an array by its base address and remembers which rank
// holds each of its slices. When the program frees a distributed array,
// the allocator may place the next array at the same address -- on some
// ranks and not others, since the run-time's own allocations differ
// between ranks -- and the ranks would then disagree about the new array.
// So `free(A)` of a distributed array first tells the run-time to forget A,
// and so does the end of the scope of a local array the run-time may have
// seen: its stack memory is reused by later frames, which a later sync
// would otherwise overwrite.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_ARRAYLIFETIME_H
#define AUTOLB_CODEGEN_ARRAYLIFETIME_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Decl.h"

namespace autolb {

/// Turns F's `free(A)` calls of distributed arrays (and of pointers that
/// may point into them) into `(alb_array_forget(A), free(A))`, with a
/// remark. Only a plain variable argument is repeated (no side effects).
void forgetFreedArrays(GeneratorContext &G, const clang::FunctionDecl *F);

/// Declares, after each of F's local arrays that a distributed nest may
/// describe (directly, or through a function of the file it is passed to),
/// and after each pointer to `alloca` memory declared in F's own block, a
/// `void *` with `__attribute__((cleanup))` that forgets the array at every
/// exit from its scope. Where a jump into that scope would make the
/// declaration invalid, a remark says the array is not forgotten.
void forgetLocalArraysAtScopeEnd(GeneratorContext &G,
                                 const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_ARRAYLIFETIME_H
