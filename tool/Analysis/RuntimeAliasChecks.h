//===- RuntimeAliasChecks.h - aliasing left to a run-time test --*- C++ -*-===//
//
// When two arrays may share memory, the dependence test assumes a
// dependence between them. The generated code can instead compare their
// address ranges before the nest and fall back to the sequential loop when
// they overlap; such a dependence then does not keep the loop sequential,
// and the pairs of extents to compare travel with the decision
// (NestInfo::AliasChecks). An array's range is its whole extent when that
// is known where the nest runs (declared arrays, arrays pointed to whole,
// array parameters with a size). A pointer has two: the elements the
// nest's references touch, bounded from the loop bounds (AccessSection.h),
// and the heap block it points into, which the run-time recorded when the
// program allocated it (alb_malloc); the check passes when either pair of
// ranges is disjoint. Bounding the elements needs every reference of the
// pointer in the loop tree to be affine in loops counting up by 1, and the
// pointer itself not to change while the tree's outermost loop runs: a
// range bounded there (AccessSection.h, or where a loop's bounds change
// with the loops around it, SubscriptBounds.h) holds for any nest of the
// tree, and no other iteration of the tree reaches outside it. Naming the
// block needs only a pointer that the loop checked before does not change
// (`frame = v->pixels + k*n` before the loops over one frame).
// A member read through a reference or pointer (`sc.gap`, `p->n`) that
// only writes of arrays may change (MemberReads.h) is checked the same
// way: the bytes of the whole object (`&sc, sizeof(sc)`) against each such
// array's ranges, when each has a range before the loop.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H
#define AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H

#include "Analysis/DependenceAnalysis.h"
#include "Analysis/NestAnalysis.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// True when C was assumed only because two arrays may share memory, each
/// has a range to compare before any nest of Tree, and run-time checks are
/// enabled.
bool isCheckedAtRunTime(const CarriedDependence &C, const LoopTree &Tree,
                        const NestAccesses &Accesses,
                        const AnalysisOptions &Opts);

/// Adds to the loops around each member read of Accesses.ObjectChecks its
/// reason where the run-time check cannot stand for it: checks are
/// disabled, or some array whose writes may change the member has no range
/// before the loop.
void judgeObjectChecks(LoopTree &Tree, const NestAccesses &Accesses,
                       const AnalysisOptions &Opts);

/// The pairs of arrays to compare at run time before distributing loop D:
/// those of CheckedAtRunTime with a reference in D, each unordered pair
/// once, then the objects of the member reads in D (ObjectChecks) with the
/// arrays whose writes may change them, when each of those has a range
/// there. Touched ranges cover every reference in the tree. A pointer that
/// D changes may have no range there (hasRange).
std::vector<std::pair<ArrayExtent, ArrayExtent>>
aliasChecksFor(const LoopTree &Tree, const NestAccesses &Accesses,
               llvm::ArrayRef<const CarriedDependence *> CheckedAtRunTime,
               unsigned D);

/// The ranges of the array Ref indexes that a run-time check before loop L
/// compares. The heap block of a pointer can be named there only when L
/// does not change the pointer and its declaration is visible there.
ArrayExtent checkedExtent(const LoopTree &Tree, const NestAccesses &Accesses,
                          const ArrayReference &Ref, unsigned L);

/// True when V's declaration is visible at loop L: declared outside the
/// tree, or in a block that holds L.
bool visibleAt(const LoopTree &Tree, const NestAccesses &Accesses,
               const clang::VarDecl *V, unsigned L);

/// True when the check can compare some range of Extent's array.
bool hasRange(const ArrayExtent &Extent);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_RUNTIMEALIASCHECKS_H
