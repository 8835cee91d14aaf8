//===- ReproducibleReductions.h - sums folded in the sequential order -----===//
//
// --reproducible-reductions: a floating-point sum or product over a
// distributed loop is not computed as per-rank partials. Every update of
// the variable in the loop becomes a recording of its term for the current
// iteration (alb_terms_push_*), and after the nest the run-time folds all
// ranks' terms in iteration order into the value before the loop: the
// sequential program's left fold, term for term, so the same bits.
//
// That holds only for updates whose operation the fold repeats exactly:
//   s += e, s = s + e, s = e + s   value + (T)e   (+ is commutative)
//   s -= e, s = s - e              value - (T)e   (kept a subtraction)
//   s *= e, s = s * e, s = e * s   value * (T)e   (* is commutative)
//   s++, ++s / s--, --s            value + 1 / value - 1
// where T, the type of s (double or float), is also the type the operation
// is computed in: e is evaluated as written and converted to T, as the
// sequential program converts it (an integer or a float e in a double sum).
// A computation in another type (`float s; s += d` with d double, computed
// in double and rounded to float each time) cannot be folded in T, and an
// update whose value is used, or that sits inside a larger expression or a
// macro, cannot be replaced by a recording: the nest then stays sequential.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_REPRODUCIBLEREDUCTIONS_H
#define AUTOLB_PLAN_REPRODUCIBLEREDUCTIONS_H

#include "Analysis/LoopModel.h"
#include "Plan/PlanContext.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

/// One update of a reduction variable, recorded as a term.
struct TermUpdate {
  const clang::Expr *Update = nullptr;
  /// The term as written; null for ++ and --, whose term is 1.
  const clang::Expr *Term = nullptr;
  bool Subtracts = false;
};

/// Why a reduction cannot be folded in the sequential order, and the
/// update concerned.
struct FoldRefusal {
  std::string Why;
  clang::SourceLocation Where;
};

/// Appends to Terms the updates of R (a floating-point sum or product over
/// the distributed loop) not already there, or says why R cannot be folded
/// exactly.
std::optional<FoldRefusal> planTermUpdates(const PlanContext &G,
                                           const Reduction &R,
                                           std::vector<TermUpdate> &Terms);

} // namespace autolb

#endif // AUTOLB_PLAN_REPRODUCIBLEREDUCTIONS_H
