//===- ScopeJumps.h - jumps into a variable's scope -------------*- C++ -*-===//
//
// A local array the run-time may describe is forgotten when its scope ends,
// through a declaration with a cleanup after it (ArrayLifetime.h). C does
// not allow a jump from outside into the scope of such a declaration, so an
// array whose scope a `goto`, a `case` or a computed goto enters cannot get
// one: the planner keeps the nests that describe it sequential.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_SCOPEJUMPS_H
#define AUTOLB_PLAN_SCOPEJUMPS_H

#include "clang/AST/Decl.h"

namespace autolb {

/// True when Array is a local whose scope a jump from outside enters
/// (`goto`, `case`): it cannot get the cleanup, so the run-time would keep
/// it after its storage ends.
bool isJumpedIntoScope(const clang::VarDecl *Array);

} // namespace autolb

#endif // AUTOLB_PLAN_SCOPEJUMPS_H
