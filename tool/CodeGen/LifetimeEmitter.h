//===- LifetimeEmitter.h - forgetting arrays whose storage ends -*- C++ -*-===//
//
// Writes the plan's decisions about arrays whose storage ends
// (Plan/ArrayLifetime.h): `free(A)` becomes `(alb_array_forget(A),
// free(A))`, and a local array (or a pointer to `alloca` memory in the
// function's own block) gets a `void *` with
// `__attribute__((cleanup(alb_array_forget_at_scope_end)))` after its
// declaration, so that it is forgotten at every exit from its scope. Each
// decision, also where nothing can be written, gets a remark.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_LIFETIMEEMITTER_H
#define AUTOLB_CODEGEN_LIFETIMEEMITTER_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/ArrayLifetime.h"
#include "Plan/RoutedCalls.h"

namespace autolb {

/// Writes the forgetting of the arrays of one function.
/// FreeRouted: the file routes free through the run-time, which forgets
/// what it frees; otherwise each free of a distributed array is preceded by
/// the run-time's forget.
void emitLifetimes(GeneratorContext &G, const FunctionLifetimes &Lifetimes,
                   const RoutedCall &Free);

} // namespace autolb

#endif // AUTOLB_CODEGEN_LIFETIMEEMITTER_H
