//===- OtherFileCalls.h - whole arrays after calls into other files -------===//
//
// Each file of a program is rewritten on its own, and a function of another
// file may return with any array the run-time tracks left distributed (its
// nests keep their slices until someone reads them). Replicated code of this
// file cannot tell which arrays, so every tracked array is made whole right
// after such a call returns: after the statement when the call is all the
// statement evaluates (`fill(A);`, `x = f(A);`), otherwise inside the
// expression, between the call and whatever reads memory after it
// (`f(A) + A[5]`, `while (step(A) && A[0] < 1)`, `return g(A);`), holding
// the call's value in a temporary declared at the start of the function.
// That is impossible when a macro spells part of the call, or when the
// value's type cannot be named there: the input is then refused.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_OTHERFILECALLS_H
#define AUTOLB_PLAN_OTHERFILECALLS_H

#include "Plan/PlanContext.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace autolb {

/// A call to another file followed, inside its expression, by a sync.
struct CallToAnotherFile {
  enum class Wrap {
    /// `(f(A), sync)`.
    Void,
    /// `(t = f(A), sync, t)`.
    Value,
    /// A macro spells part of the call: no edit can go around it.
    SpelledByMacro,
    /// The value's type cannot be declared at the start of the function.
    UndeclarableValue,
  };
  const clang::CallExpr *Call = nullptr;
  Wrap How = Wrap::Void;
};

/// How every tracked array is made whole after the calls to another file
/// that the statement in a slot evaluates itself.
struct OtherFileCallSyncs {
  /// The one call is all the statement evaluates: the sync follows the
  /// statement; otherwise Calls are wrapped.
  bool AfterStatement = false;
  std::vector<CallToAnotherFile> Calls;
};

/// The syncs after the calls to another file that the statement in Slot
/// evaluates itself (not in nested statements, which have slots of their
/// own).
OtherFileCallSyncs planOtherFileCallSyncs(const PlanContext &G,
                                          const StmtSlot &Slot);

} // namespace autolb

#endif // AUTOLB_PLAN_OTHERFILECALLS_H
