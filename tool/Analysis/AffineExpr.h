//===- AffineExpr.h - integer affine forms over variables ------*- C++ -*-===//
//
// `c_0 + sum c_v * v` over integer variables (induction variables and
// loop-invariant scalars), built from subscripts and loop bounds.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_AFFINEEXPR_H
#define AUTOLB_ANALYSIS_AFFINEEXPR_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace autolb {

struct AffineExpr {
  /// Non-zero coefficients only.
  std::map<const clang::VarDecl *, int64_t> Terms;
  int64_t Constant = 0;

  int64_t coefficient(const clang::VarDecl *V) const {
    auto It = Terms.find(V);
    return It == Terms.end() ? 0 : It->second;
  }
  bool isConstant() const { return Terms.empty(); }
  bool operator==(const AffineExpr &O) const {
    return Constant == O.Constant && Terms == O.Terms;
  }
};

/// The affine form of an integer expression, or std::nullopt when it is not
/// affine (products of variables, division, calls, non-integer variables,
/// overflow). Any integer VarDecl becomes a variable: the caller decides
/// which variables are acceptable (induction variables and invariants).
std::optional<AffineExpr> buildAffine(const clang::Expr *E,
                                      const clang::ASTContext &Ctx);

/// C for an affine form: `(long)(n) - 1`, `2 * (long)(i) + 3` (each
/// variable widened to long before the arithmetic, for generated code); with
/// AsWritten, as a reader writes it: `n - 1`, `2 * i + 3`.
std::string affineText(const AffineExpr &E, bool AsWritten = false);

/// A constant added to a term, as C text: " + 2", " - 1", or "" for 0.
std::string addedConstantText(int64_t Constant);

/// True when converting an integer of type From to type To may change an
/// in-range value: To has fewer bits (same-width sign changes only alter
/// values no valid subscript has).
bool narrows(clang::QualType From, clang::QualType To,
             const clang::ASTContext &Ctx);

/// The constant value of E if clang can fold it, including `const`
/// variables with constant initializers (which C does not fold by itself).
std::optional<int64_t> evaluateConstant(const clang::Expr *E,
                                        const clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_AFFINEEXPR_H
