//===- DistributedCode.h - which statements communicate ---------*- C++ -*-===//
//
// A statement runs distributed code when it contains a distributed loop or
// calls a function of the main file that does: every rank then takes part
// in the run-time's collectives there (nest begin and end, syncs). The
// consistency placement needs this to know where arrays change hands, the
// hook placement to find existing communication to put a hook next to.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_DISTRIBUTEDCODE_H
#define AUTOLB_CODEGEN_DISTRIBUTEDCODE_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace autolb {

/// The definition in the main file of the function Call calls directly,
/// null for calls through pointers and functions defined elsewhere.
const clang::FunctionDecl *definedCallee(const clang::CallExpr *Call,
                                         const GeneratorContext &G);

/// True when S is or contains a distributed loop or a call of a function in
/// G.DistributingFunctions.
bool runsDistributedCode(const GeneratorContext &G, const clang::Stmt *S);

/// A call of a distributing function inside a larger expression that also
/// mentions a distributed array outside the call (`(step(), A[k])`,
/// `step() && A[i] > 0`): syncs go before a statement, so nothing could
/// make A whole between the call and such a read.
struct CallAmidDistributedData {
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Callee = nullptr;
  const clang::VarDecl *Array = nullptr;
};

/// Those calls in F.
std::vector<CallAmidDistributedData>
callsAmidDistributedData(GeneratorContext &G, const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_DISTRIBUTEDCODE_H
