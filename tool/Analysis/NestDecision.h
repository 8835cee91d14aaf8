//===- NestDecision.h - which loop to distribute or pipeline --*- C++ -*-===//
//
// Turns the facts about a nest (reasons, dependences, reductions) into loop
// kinds and a decision: the outermost loop that is DOALL or DOACROSS, whose
// enclosing loops are all sequential and free of side effects, and whose
// arrays follow the owner-computes rule, is distributed; a DOACROSS loop is
// pipelined over the loop directly inside it. A sequential loop holding
// several loops splits the nest into one NestInfo per inner loop.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_NESTDECISION_H
#define AUTOLB_ANALYSIS_NESTDECISION_H

#include "Analysis/ArrayPrivatization.h"
#include "Analysis/DependenceAnalysis.h"
#include "Analysis/NestAnalysis.h"
#include "Analysis/ReductionDetection.h"
#include "Analysis/ScalarLiveness.h"

namespace autolb {

/// Sets the kinds of Tree's loops and appends one NestInfo per decision.
void decideNest(LoopTree &Tree, const NestAccesses &Accesses,
                const std::vector<CarriedDependence> &Dependences,
                const ReductionInfo &Reductions,
                const PrivatizationInfo &Privatization,
                const ScalarLiveness &Liveness, const AnalysisOptions &Opts,
                std::vector<NestInfo> &Out);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_NESTDECISION_H
