//===- ReductionForm.h - is an update in reduction form ---------*- C++ -*-===//
//
// An update `x op= e`, `x = x op e`, `x = fmax(x, e)`, `x = x < e ? x : e`
// or `x++`, where e does not mention x, combines a value into x with an
// associative operator: if it is x's only use in a loop, the iterations
// can each combine into a copy of x and the copies be combined after.
// This file recognises the form of one update; ReductionDetection decides
// whether the variable is a reduction over a loop.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_REDUCTIONFORM_H
#define AUTOLB_ANALYSIS_REDUCTIONFORM_H

#include "Analysis/AccessCollector.h"
#include "Analysis/LoopModel.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace autolb {

/// The update E when E is an assignment or increment in reduction form,
/// with Target set to the updated lvalue. OrderDependent is set (and
/// nothing returned) for a floating-point `?:` minimum or maximum, which
/// keeps the first or the last of equal values (-0.0 and +0.0) and drops
/// or keeps a NaN depending on where it falls, and for `x = fmax(e, x)`,
/// which keeps the last of equal values: neither is a reduction. A
/// floating-point `x = fmax(x, e)` or fmin is exact when its partial
/// results combine in the order of their iterations
/// (CombinesInIterationOrder): fmax skips a NaN wherever it falls and
/// keeps the first of equal values, as the run-time's combination does.
std::optional<ReductionUpdate> reductionForm(const clang::Expr *E,
                                             const clang::Expr *&Target,
                                             bool &OrderDependent);

/// A minimum or maximum written as a conditional assignment, `if (e > x)
/// x = e;` (or `x < e`, the minimum with `<`; for integers also `>=` and
/// `<=`), with no else, storing the compared e, which mentions x nowhere and
/// has no side effects. Unlike the `?:` form it is exact in floating point
/// as a reduction whose partial results are combined in the order of their
/// iterations (CombinesInIterationOrder): a NaN e fails the comparison and
/// never reaches x, a NaN x stays, and of equal values (-0.0 and +0.0) the
/// strict comparison keeps the first, as the run-time's combination keeps
/// the partial result of the earlier block. Null for anything else.
std::optional<ReductionUpdate> conditionalMinMax(const clang::IfStmt *If,
                                                 const clang::ASTContext &Ctx);

/// The variable a reduction target denotes: the scalar, or the array of an
/// element reference; null when there is none.
const clang::VarDecl *reductionTargetVariable(const clang::Expr *Target);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_REDUCTIONFORM_H
