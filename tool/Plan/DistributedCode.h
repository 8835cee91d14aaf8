//===- DistributedCode.h - which statements communicate ---------*- C++ -*-===//
//
// A statement runs distributed code when it contains a distributed loop or
// calls a function of the main file that does: every rank then takes part
// in the run-time's collectives there (nest begin and end, syncs). The
// consistency placement needs this to know where arrays change hands, the
// hook placement to find existing communication to put a hook next to.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_DISTRIBUTEDCODE_H
#define AUTOLB_PLAN_DISTRIBUTEDCODE_H

#include "Plan/PlanContext.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace autolb {

/// The definition in the main file of the function Call calls directly,
/// null for calls through pointers and functions defined elsewhere.
const clang::FunctionDecl *definedCallee(const clang::CallExpr *Call,
                                         const PlanContext &G);

/// The definitions in the main file Call may run: its defined direct
/// callee, or, for a call through a pointer, every function of
/// G.IndirectlyCallable that takes as many arguments.
std::vector<const clang::FunctionDecl *>
possibleCallees(const clang::CallExpr *Call, const PlanContext &G);

/// True when S is or contains a distributed loop or a call of a function in
/// G.DistributingFunctions.
bool runsDistributedCode(const PlanContext &G, const clang::Stmt *S);

/// A call of a distributing function inside a larger expression that also
/// mentions a distributed array outside the call (`(step(), A[k])`,
/// `step() && A[i] > 0`), or inside a statement one macro spells that does
/// (`do { step(A); if (A[0] < 0) ... } while (0)`): syncs go before a
/// statement, so nothing could make A whole between the call and such a
/// read.
struct CallAmidDistributedData {
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Callee = nullptr;
  const clang::VarDecl *Array = nullptr;
  bool InMacroStatement = false;
};

/// Those calls in F.
std::vector<CallAmidDistributedData>
callsAmidDistributedData(PlanContext &G, const clang::FunctionDecl *F);

/// A function of the file whose address a call passes to code outside the
/// file (`atexit(report)`, `qsort(v, n, sizeof *v, cmp)`, a function
/// pointer variable passed to a library): that code may run it and read,
/// without a sync, what its nests leave distributed.
struct FunctionPassedOutside {
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Function = nullptr;
};

/// Those calls in F, one entry per function that may leave (a function
/// pointer variable passed out stands for every function of
/// G.IndirectlyCallable).
std::vector<FunctionPassedOutside>
functionsPassedOutside(const PlanContext &G, const clang::FunctionDecl *F);

/// True when Call calls a function of the program defined in another file:
/// declared here outside system headers, without a body, and not a known
/// library function.
bool isCallToAnotherFile(const PlanContext &G, const clang::CallExpr *Call);

/// True when S contains such a call.
bool callsAnotherFile(const PlanContext &G, const clang::Stmt *S);

} // namespace autolb

#endif // AUTOLB_PLAN_DISTRIBUTEDCODE_H
