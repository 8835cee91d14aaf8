//===- Delinearization.h - flat arrays read as rows ------------*- C++ -*-===//
//
// Numerical code often stores a matrix in one allocation and addresses it
// as `a[i*m + j]` (`a[(i*m + j)*k + l]` for three dimensions). Such a
// subscript is not affine when m is a variable, and even when it is
// constant, the owner of `a[i*m + j]` is not the owner of one slice of `a`.
// When every reference of a pointer in the nest has this form with the same
// row lengths, the lengths do not change in the nest, and the loop bounds
// prove `0 <= j < m` for every inner subscript, the references denote the
// elements of `a[i][j]` in an array of rows of m elements: they are
// rewritten as such for dependence analysis and distribution. The expanded
// form of a 3-D grid, `a[x + y*nx + z*nx*ny]`, is the same once the one
// factor every product shares (nx) is taken out: `(y + z*ny)*nx + x`.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_DELINEARIZATION_H
#define AUTOLB_ANALYSIS_DELINEARIZATION_H

#include "Analysis/AccessCollector.h"
#include "Analysis/LoopNestCollector.h"

namespace autolb {

/// Rewrites the references of the flat arrays of Tree into several
/// subscripts and lists those arrays in Accesses.FlatArrays; references of
/// the flat form that cannot be rewritten keep their one subscript and the
/// reason in ArrayReference::DelinearizationRefusal.
void delinearizeAccesses(const LoopTree &Tree, NestAccesses &Accesses,
                         clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_DELINEARIZATION_H
