//===- RuntimeAliasChecks.h - aliasing left to a run-time test --*- C++ -*-===//
//
// When two arrays may share memory, the dependence test assumes a
// dependence between them. If the extent of both is known where the nest
// runs (declared arrays, arrays pointed to whole, array parameters with a
// size), the generated code can instead compare their address ranges before
// the nest and fall back to the sequential loop when they overlap. Such a
// dependence then does not keep the loop sequential; the pairs of extents to
// compare travel with the decision (NestInfo::AliasChecks).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H
#define AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H

#include "Analysis/DependenceAnalysis.h"
#include "Analysis/NestAnalysis.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// True when C was assumed only because two arrays of known extent may
/// share memory, and run-time checks are enabled.
bool isCheckedAtRunTime(const CarriedDependence &C,
                        const AnalysisOptions &Opts);

/// The pairs of arrays to compare at run time before distributing loop D:
/// those of CheckedAtRunTime inside D, each unordered pair once.
std::vector<std::pair<ArrayExtent, ArrayExtent>>
aliasChecksFor(const LoopTree &Tree,
               llvm::ArrayRef<const CarriedDependence *> CheckedAtRunTime,
               unsigned D);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H
