//===- CountedIndices.h - indices bounded by constants -------*- C++ -*-===//
//
// A helper that integrates one cell's state, `y[V_M]` and `y[i]` in
// `for (i = 0; i < NSTATE; i++)`, touches the first NSTATE elements of the
// array it is passed and no other: its caller then knows which elements a
// call reads and writes (CallSummaries.h). An index is bounded so when it
// is an integer constant, or the variable of a `for` around it that starts
// at a constant, counts up while it is below (or at most) a constant, and
// that the loop's body only reads, plus or minus those.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_COUNTEDINDICES_H
#define AUTOLB_ANALYSIS_COUNTEDINDICES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <cstdint>
#include <optional>

namespace autolb {

/// One past the largest value Index takes inside the `for` statements
/// Around (outermost first), when constants bound all its values and none
/// is negative; nothing otherwise. The loops' variables are taken to
/// change only where they are assigned by name: the caller rejects code
/// that takes their addresses.
std::optional<uint64_t>
countedIndexEnd(const clang::Expr *Index,
                llvm::ArrayRef<const clang::ForStmt *> Around,
                const clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_COUNTEDINDICES_H
