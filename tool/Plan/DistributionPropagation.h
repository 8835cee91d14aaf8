//===- DistributionPropagation.h - what distributed nests reach -*- C++ -*-===//
//
// A distributed nest leaves the arrays it writes sliced over the ranks.
// Other names reach the same memory: the parameters such an array is bound
// to, the arguments bound to a distributed parameter, and pointers set from
// an expression that mentions one, or from a call of a function of the file
// that returns a pointer into one, or loaded from memory when the file
// stores such a pointer there (`v.cells = &A[k][0]`) or another file may
// (a distributed declared array whose address escapes the file), or from a
// call of another file's function when that file may hold such an address.
// The plan follows them to a fixed point, so that the sync placement knows
// every name whose reads need a sync and every function whose calls may run
// distributed code.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_DISTRIBUTIONPROPAGATION_H
#define AUTOLB_PLAN_DISTRIBUTIONPROPAGATION_H

#include "Plan/PlanContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace autolb {

/// Extends G.DistributedArrays through calls: a parameter bound to a
/// distributed array, and an argument bound to a distributed parameter, are
/// distributed too. Also closes G.DistributingFunctions over calls.
void propagateDistribution(
    PlanContext &G, llvm::ArrayRef<const clang::FunctionDecl *> Functions);

/// True when F is a library function (at file or std scope, not a member
/// function named like one) that reads no array behind the
/// program's back (math, stdio output of its arguments, allocation).
bool isKnownLibraryFunction(const clang::FunctionDecl &F);

/// The array an argument passes whole: `A`, or `*A` for a pointer to an
/// array (PolyBench's POLYBENCH_ARRAY), which starts at the same address,
/// or the vector `v` of `v.data()`.
const clang::VarDecl *passedArray(const clang::Expr *Arg);

} // namespace autolb

#endif // AUTOLB_PLAN_DISTRIBUTIONPROPAGATION_H
