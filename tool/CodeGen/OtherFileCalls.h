//===- OtherFileCalls.h - whole arrays after calls into other files -*- C++
//-*-===//
//
// Each file of a program is rewritten on its own, and a function of another
// file may return with any array the run-time tracks left distributed (its
// nests keep their slices until someone reads them). Replicated code of this
// file cannot tell which arrays, so every tracked array is made whole right
// after such a call returns: after the statement when the call is all the
// statement evaluates (`fill(A);`, `x = f(A);`), otherwise inside the
// expression, between the call and whatever reads memory after it
// (`f(A) + A[5]`, `while (step(A) && A[0] < 1)`, `return g(A);`).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_OTHERFILECALLS_H
#define AUTOLB_CODEGEN_OTHERFILECALLS_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace autolb {

/// Makes every tracked array whole after each call to another file that the
/// statement in Slot evaluates itself (not in nested statements, which have
/// slots of their own). F is the function around the statement: a call
/// whose value is used gets a temporary declared at the start of its body.
void syncAfterOtherFileCalls(GeneratorContext &G, const clang::FunctionDecl *F,
                             const StmtSlot &Slot);

} // namespace autolb

#endif // AUTOLB_CODEGEN_OTHERFILECALLS_H
