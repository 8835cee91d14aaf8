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

#include "Analysis/LoopModel.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace autolb {

/// The operator of E when E is an assignment or increment in reduction
/// form, with Target set to the updated lvalue. OrderDependent is set (and
/// nothing returned) for a floating-point `?:` minimum or maximum: it keeps
/// the first or the last of equal values (-0.0 and +0.0) and drops or keeps
/// a NaN depending on where it falls, so it is no reduction.
std::optional<ReductionOperator> reductionForm(const clang::Expr *E,
                                               const clang::Expr *&Target,
                                               bool &OrderDependent);

/// The variable a reduction target denotes: the scalar, or the array of an
/// element reference; null when there is none.
const clang::VarDecl *reductionTargetVariable(const clang::Expr *Target);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_REDUCTIONFORM_H
