//===- OperationCount.h - operations per loop iteration --------*- C++ -*-===//
//
// [S97] §5.1.2: hook placement compares orders of magnitude, so an
// operation count is enough. Each arithmetic, comparison, logical or
// assignment operator and each array reference counts 1, each call 10, and
// each iteration of an inner loop adds 2 (increment and test) to its body.
// Trip counts are exact when the bounds are constants; otherwise they are
// C expressions over the bounds as written (and 100 iterations in the
// numeric estimate).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_OPERATIONCOUNT_H
#define AUTOLB_ANALYSIS_OPERATIONCOUNT_H

#include "Analysis/LoopNestCollector.h"

namespace autolb {

/// Fills LoopInfo::TripCount and LoopInfo::BodyOperations of every loop.
void countOperations(LoopTree &Tree, const clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_OPERATIONCOUNT_H
