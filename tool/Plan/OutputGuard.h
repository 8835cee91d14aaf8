//===- OutputGuard.h - program output on one rank only ----------*- C++ -*-===//
//
// Replicated code runs on every rank; its output to stdout or stderr must
// appear once. Each statement that is a call to printf, puts, putchar,
// fprintf/fputs/fputc/putc/fwrite to stdout or stderr, or perror, is kept
// verbatim inside `if (<output rank>) { ... }`; when its arguments have side
// effects, and for such calls inside expressions (their value is used),
// printf, fprintf and putchar are renamed to the run-time's variants
// instead, which evaluate them on every rank, print on the output rank only
// and return the same value everywhere. A call statement inside a macro's
// body (an error check's `fprintf(stderr, ...)` next to its `exit`) is left
// to every rank: guarding the whole macro would skip the rest of it there.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_OUTPUTGUARD_H
#define AUTOLB_PLAN_OUTPUTGUARD_H

#include "Plan/PlanContext.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace autolb {

struct OutputCall {
  enum class Handling {
    /// The statement in Slot runs on the output rank only.
    GuardStatement,
    /// The callee becomes the run-time's variant (alb_printf, ...).
    RuntimeVariant,
    /// Part of a macro's body, which no edit can reach: every rank runs it
    /// (the run-time discards other ranks' standard output, not their
    /// standard error).
    EveryRank,
  };
  const clang::CallExpr *Call = nullptr;
  /// GuardStatement: the statement that is the call.
  StmtSlot Slot;
  Handling How = Handling::GuardStatement;
};

/// The output calls of F's replicated code and how each is handled, in
/// source order of the statements, then of the calls inside expressions.
std::vector<OutputCall> planOutput(const PlanContext &G,
                                   const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_PLAN_OUTPUTGUARD_H
