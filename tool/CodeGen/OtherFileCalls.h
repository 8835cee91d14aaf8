//===- OtherFileCalls.h - whole arrays after calls into other files -------===//
//
// Writes the syncs the plan decided after calls to functions of another
// file (Plan/OtherFileCalls.h): `alb_sync_all()` after the statement, or
// inside the expression, `(f(A), alb_sync_all())` for a void call and
// `(t = f(A), alb_sync_all(), t)` otherwise, with `t` declared at the start
// of the function.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_OTHERFILECALLS_H
#define AUTOLB_CODEGEN_OTHERFILECALLS_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/OtherFileCalls.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace autolb {

/// Writes the syncs the plan placed after the calls to another file of the
/// statement in Slot, and their remarks; an error where a call cannot be
/// wrapped. F is the function around the statement: a call whose value is
/// used gets a temporary declared at the start of its body.
void syncAfterOtherFileCalls(GeneratorContext &G, const clang::FunctionDecl *F,
                             const StmtSlot &Slot,
                             const OtherFileCallSyncs &Syncs);

} // namespace autolb

#endif // AUTOLB_CODEGEN_OTHERFILECALLS_H
