//===- ArrayPrivatization.h - scratch arrays private to an iteration ------===//
//
// A loop whose iterations each fill a temporary array before using it
// (doitgen's `sum[p]` in the `r` loop) carries dependences through the
// array only because every iteration reuses the same memory. When every
// element an iteration reads was written earlier in that same iteration,
// the array is private to the iteration: those dependences do not count,
// and each rank may use its own copy as scratch.
//
// The proof is conservative. A candidate is an array the loop writes, then
// reads (in evaluation order), whose subscripts there are affine and
// never use the loop's own variable (the same elements in every iteration).
// Every write of it must run, and touch
// the same section, in every iteration: unconditional, in canonical loops
// that run unconditionally, without `continue` or `break`, counting up by 1
// between bounds that do not change while the loop runs (AccessSection).
// Every read must follow, in the same iteration, a write whose subscripts
// are the read's once each inner loop of the write is matched with an inner
// loop of the read over the same bounds. The array must not share memory
// with another array the loop references. Anything else leaves the
// dependences in place, with the reason the candidate was refused.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ARRAYPRIVATIZATION_H
#define AUTOLB_ANALYSIS_ARRAYPRIVATIZATION_H

#include "Analysis/AccessCollector.h"
#include "Analysis/AliasAnalysis.h"
#include "Analysis/ReductionDetection.h"
#include <map>

namespace autolb {

/// Why a candidate array could not be made private to a loop's iterations.
struct PrivatizationRefusal {
  std::string Message;
  clang::SourceLocation Loc;
};

struct PrivatizationInfo {
  /// Per loop: the candidates that are not private, and why.
  std::vector<std::map<const clang::VarDecl *, PrivatizationRefusal>> Refused;
};

/// Fills LoopInfo::PrivateArrays of every canonical loop of Tree.
PrivatizationInfo findPrivateArrays(LoopTree &Tree,
                                    const NestAccesses &Accesses,
                                    const ReductionInfo &Reductions,
                                    const AliasAnalysis &Aliases);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ARRAYPRIVATIZATION_H
