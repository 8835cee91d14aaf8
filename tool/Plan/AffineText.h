//===- AffineText.h - affine forms as C text ------------------*- C++ -*-===//
//
// Part of autolb. The planner writes affine forms of the analysis (bounds
// of the rows or slices a nest touches) into the generated code, where each
// variable is widened to long before the arithmetic, and into remarks, as a
// reader writes them.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_AFFINETEXT_H
#define AUTOLB_PLAN_AFFINETEXT_H

#include "Analysis/AffineExpr.h"
#include <string>

namespace autolb {

/// C for an affine form: `(long)(n) - 1`, `2 * (long)(i) + 3`; with
/// AsWritten, as a reader writes it: `n - 1`, `2 * i + 3`.
std::string affineText(const AffineExpr &E, bool AsWritten = false);

} // namespace autolb

#endif // AUTOLB_PLAN_AFFINETEXT_H
