//===- DependenceReasons.h - why a dependence blocks a loop -----*- C++ -*-===//
//
// A loop that carries a dependence it can neither run in parallel with nor
// pipeline is sequential, and the user is told which dependence. A proved
// dependence is described by its references and distance; an assumed one
// by what made the test give up (aliasing, a non-affine subscript, a
// symbolic distance, the budget). One reason per kind and pair of arrays,
// flow dependences first, is enough to act on.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_DEPENDENCEREASONS_H
#define AUTOLB_ANALYSIS_DEPENDENCEREASONS_H

#include "Analysis/DependenceAnalysis.h"
#include "Analysis/NestAnalysis.h"
#include "llvm/ADT/ArrayRef.h"

namespace autolb {

/// Adds to Loop the reasons from the dependences in Carried (those Loop
/// carries) that stop it from running in parallel or as a pipeline over the
/// loop Pipeline (-1 for none).
void addDependenceReasons(LoopInfo &Loop,
                          llvm::ArrayRef<const CarriedDependence *> Carried,
                          int Pipeline, const AnalysisOptions &Opts);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_DEPENDENCEREASONS_H
