//===- StatementSlots.h - the statement positions inside a statement ------===//
//
// A *slot* is a place where the grammar expects a statement: an item of a
// compound statement, a branch of an `if`, the body of a loop or of a label.
// Generated code that puts a statement before another, or wraps one, must
// know whether the slot is a compound item (a sequence is allowed there) and
// whether it is an `if` branch followed by `else` (a wrapper `if` would
// capture that `else`).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_STATEMENTSLOTS_H
#define AUTOLB_PLAN_STATEMENTSLOTS_H

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace autolb {

struct StmtSlot {
  const clang::Stmt *S = nullptr;
  /// Item of a compound statement (or of a label in one).
  bool InSequence = false;
  /// Then-branch of an `if` that has an `else`.
  bool ThenWithElse = false;
};

/// Calls Fn for each statement slot directly inside Parent.
void forEachSlot(const clang::Stmt *Parent,
                 llvm::function_ref<void(const StmtSlot &)> Fn);

/// An expression a statement evaluates itself, not in a statement it
/// contains, and which part of the statement it is.
struct OwnExpression {
  enum class Part {
    Statement,
    LoopInitialization,
    LoopCondition,
    LoopIncrement,
    Condition,
  };
  const clang::Expr *E = nullptr;
  Part Where = Part::Statement;
};

/// The expressions S evaluates itself, in evaluation order: an expression
/// statement, initializers, a return value, a loop's or a selection's
/// header (a `for` may have null parts).
std::vector<OwnExpression> ownExpressions(const clang::Stmt *S);

} // namespace autolb

#endif // AUTOLB_PLAN_STATEMENTSLOTS_H
