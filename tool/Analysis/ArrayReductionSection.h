//===- ArrayReductionSection.h - elements an array reduction updates -*- C++
//-*-===//
//
// An array reduction over a distributed loop (`y[j] += A[i][j] * x[i]` over
// `i`) runs on every rank into its own copy of the array; after the nest the
// copies are combined element by element. The elements to combine must be
// known before the nest: per dimension of the target, the smallest and
// largest subscript over the loops inside the distributed one. That needs
// affine subscripts whose loop variables belong to loops with step 1 and
// bounds that do not change while the distributed loop runs.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ARRAYREDUCTIONSECTION_H
#define AUTOLB_ANALYSIS_ARRAYREDUCTIONSECTION_H

#include "Analysis/AccessCollector.h"
#include <string>
#include <variant>

namespace autolb {

/// The section of the target array that a reduction over loop D updates:
/// per dimension, the inclusive range [Min, Max] of its subscript, affine
/// in variables that do not change while D runs.
std::variant<ArraySection, std::string>
arrayReductionSection(const LoopTree &Tree, const NestAccesses &Accesses,
                      unsigned D, const ArrayReference &Target);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ARRAYREDUCTIONSECTION_H
