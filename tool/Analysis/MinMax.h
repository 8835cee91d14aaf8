//===- MinMax.h - the larger or smaller of two values, as written -*- C++
//-*-===//
//
// Loop bounds that follow a diagonal or a tile clip one value against
// another: `for (i = std::max(1, d - m); i <= std::min(n, d - 1); i++)`, or
// the same through locals (`const int ilo = std::max(1, d - m);`), a macro
// (`MAX(a, b)` expanding to `a > b ? a : b`) or a small helper of the
// program (`static int imax(int x, int y) { return x > y ? x : y; }`). A
// maximum is at least each of its operands and a minimum at most each: the
// operands bound the value in one direction, which is what a column or an
// address range needs (ValueBounds.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_MINMAX_H
#define AUTOLB_ANALYSIS_MINMAX_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace autolb {

/// The two operands of a maximum or a minimum of integers, as written in the
/// expression (the arguments of a call, the arms of a conditional).
struct MinMaxOperands {
  bool IsMax = false;
  const clang::Expr *First = nullptr;
  const clang::Expr *Second = nullptr;
};

/// E's operands when E is `std::max(a, b)` or `std::min(a, b)` of signed
/// integers (no comparator), `a > b ? a : b` and the like over signed
/// integers (arms the
/// same affine values as the compared ones, in either order), or a call of a
/// helper of the program whose body is one `return` of such a conditional
/// over its two integer parameters, with arguments that the parameters do
/// not narrow and that have no side effects.
std::optional<MinMaxOperands> minMaxOperands(const clang::Expr *E,
                                             const clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_MINMAX_H
