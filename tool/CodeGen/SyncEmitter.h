//===- SyncEmitter.h - the syncs the plan placed ----------------*- C++ -*-===//
//
// Writes the sync points of the plan (Plan/SyncPlacement.h): the run-time
// calls that make arrays whole (alb_array_sync, alb_array_sync_slices with
// the indices as written, alb_sync_all) before a statement or inside an
// expression, and after calls to another file (OtherFileCalls.h), with a
// remark per array saying how much of it and why. The run-time makes syncs
// of whole data no-ops.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_SYNCEMITTER_H
#define AUTOLB_CODEGEN_SYNCEMITTER_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/SyncPlacement.h"
#include "clang/AST/Decl.h"

namespace autolb {

/// Writes Points, the sync points the plan placed in F.
void emitSyncs(GeneratorContext &G, const clang::FunctionDecl *F,
               llvm::ArrayRef<SyncPoint> Points);

} // namespace autolb

#endif // AUTOLB_CODEGEN_SYNCEMITTER_H
