//===- ArrayDescriptor.h - the alb_array of one array of a nest -----------===//
//
// Describes an array to the run-time with C expressions valid where the nest
// runs: its first element, element size, the number of slices along the
// distributed dimension and their layout. Works for fixed-size arrays, array
// parameters (VLAs included), pointers to arrays and plain pointers. The
// distributed dimension must be the first, or either one of a 2-D array.
// When the first dimension has no declared size (pointers, `double A[][M]`
// parameters), the extent is the largest slice the nest touches plus one;
// for an array distributed by columns, the number of rows is the end of the
// loop over its rows (ArraySummary::RowsEnd).
// Rows reached through pointers (`double **`) are not contiguous and are
// rejected.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_ARRAYDESCRIPTOR_H
#define AUTOLB_PLAN_ARRAYDESCRIPTOR_H

#include "Analysis/LoopModel.h"
#include "Plan/PlanContext.h"
#include "Plan/RuntimeCallBuilder.h"
#include <optional>
#include <string>

namespace autolb {

/// Fills Fields for Array, or returns why it cannot be described.
/// TouchedSlices: a C expression for one past the largest value of the
/// distributed induction variable, 0 when the nest runs no iteration (used
/// when the first dimension's size is unknown). Pipeline: the nest is
/// pipelined.
std::optional<std::string> describeArray(const PlanContext &G,
                                         const ArraySummary &Array,
                                         llvm::StringRef TouchedSlices,
                                         bool Pipeline, ArrayFields &Fields);

/// True when describing Array needs TouchedSlices.
bool needsTouchedSlices(const PlanContext &G, const ArraySummary &Array);

/// True for a table of row pointers (`float **rows`): no run-time
/// description fits it, so no nest that writes it is distributed, and a
/// nest that only reads it needs none (its rows are whole everywhere).
bool isRowPointerTable(const ArraySummary &Array);

/// The row lengths of a flat array (ArraySummary::RowLengths) as C text
/// valid where the nest runs, or nothing when one is spelled by a macro
/// the generated code cannot name.
std::optional<std::vector<std::string>>
rowLengthTexts(const PlanContext &G,
               llvm::ArrayRef<const clang::Expr *> Lengths);

/// The memory of an array an alias check compares, as alternatives each
/// of which covers every element the nest may reach: lists of "start,
/// bytes" pairs, arguments of alb_disjoint. The whole array; or the
/// sections it touches in nest Nest (whole rows of the first dimension),
/// and the heap block it points into; for an object (ArrayStorage::Object),
/// its bytes. None when no size can be spelled.
std::vector<std::vector<std::string>> addressRanges(const PlanContext &G,
                                                    const NestInfo &Nest,
                                                    const ArrayExtent &Extent);

} // namespace autolb

#endif // AUTOLB_PLAN_ARRAYDESCRIPTOR_H
