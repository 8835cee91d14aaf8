//===- AccessSection.h - the elements a reference touches over a loop -----===//
//
// Run-time code that handles the elements one reference touches while a
// distributed loop D runs (an array reduction's `y[j] += A[i][j] * x[i]`
// over `i`, combined after the nest; a private array's writes, copied out
// after it) must know them before the nest: per dimension of the array, the
// smallest and largest subscript over the loops inside D. That needs affine
// subscripts whose loop variables belong to loops with step 1 and bounds
// that do not change while D runs.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ACCESSSECTION_H
#define AUTOLB_ANALYSIS_ACCESSSECTION_H

#include "Analysis/AccessCollector.h"
#include <string>
#include <variant>

namespace autolb {

/// The outermost loop of a tree. Nests are cut from it
/// (DistributedLoopChoice), so sections bounded over it are valid, if wider
/// than needed, before any nest of the tree.
inline constexpr unsigned TreeRoot = 0;

/// The section of the array that Ref touches while loop D runs: per
/// dimension, the inclusive range [Min, Max] of its subscript, affine in
/// variables that do not change while D runs; or why it cannot be bounded.
std::variant<ArraySection, std::string>
accessSection(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D,
              const ArrayReference &Ref);

/// True when the value of V may change while loop D runs: written inside D,
/// the variable of D or of a loop inside it, or declared inside D.
bool changesWhileLoopRuns(const LoopTree &Tree, const NestAccesses &Accesses,
                          unsigned D, const clang::VarDecl *V);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ACCESSSECTION_H
