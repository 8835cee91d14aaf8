//===- SubscriptBounds.h - the values a subscript takes in a tree -*- C++
//-*-===//
//
// Whether a column stays within its row (Delinearization.h) is a question
// about every iteration of a loop tree: the smallest and the largest value
// of an affine subscript over all its loops. They are found by replacing
// the variable of the innermost loop by its bound (the upper one where its
// coefficient raises the value), then the next loop's, and so on, so that
// one loop's variable in another's bound cancels where it should: `j = d - i`
// for i from `d - m` has the largest value `m`, whatever d is.
//
// A bound that is a maximum or a minimum (`i` from `std::max(1, d - m)` to
// `std::min(n, d - 1)`, directly or through a local of the tree that holds
// it, MinMax.h) gives one bound per operand in the direction it bounds:
// each is valid, and the caller keeps the one it can use. A local of the
// tree that holds one index value (IndexVariables.h) is replaced by it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_SUBSCRIPTBOUNDS_H
#define AUTOLB_ANALYSIS_SUBSCRIPTBOUNDS_H

#include "Analysis/AccessCollector.h"
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace autolb {

/// Bounds of the values of one subscript over a loop tree: the value is at
/// least every expression of Lowest and at most every one of Highest, each
/// affine in variables that do not change while the tree runs.
struct SubscriptBounds {
  std::vector<AffineExpr> Lowest, Highest;
};

/// The bounds of Subscript, a subscript of Ref (or a column of it), over
/// every iteration of Tree, or why
/// there are none: a loop around it that does not count up by 1, a bound
/// neither affine nor a maximum or minimum of affine values in the
/// direction needed, or a variable that changes while the tree runs. Where
/// Ref is guarded by `x != first` (or `x != last`), x's range starts one
/// later (ends one earlier).
std::variant<SubscriptBounds, std::string>
subscriptBounds(const LoopTree &Tree, const NestAccesses &Accesses,
                const ArrayReference &Ref,
                const std::optional<AffineExpr> &Subscript);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_SUBSCRIPTBOUNDS_H
