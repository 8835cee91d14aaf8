//===- DistributedLoopChoice.h - the loop each nest distributes -*- C++ -*-===//
//
// Walks a classified loop tree from the root. The first loop that is DOALL
// or DOACROSS, that no pragma rules out, whose private variables are dead
// after it and whose arrays follow the owner-computes rule is distributed,
// with the loops around it run on every rank. A loop with a structural
// reason cannot run on every rank, so nothing inside it is distributed. A
// sequential loop holding several loops splits the nest: each inner loop
// becomes a nest of its own, with the loops around it as enclosing loops.
// Every outcome is one NestInfo.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_DISTRIBUTEDLOOPCHOICE_H
#define AUTOLB_ANALYSIS_DISTRIBUTEDLOOPCHOICE_H

#include "Analysis/LoopKinds.h"
#include "Analysis/ScalarLiveness.h"

namespace autolb {

/// Appends to Out one NestInfo per nest Tree splits into, distributed or
/// with the reasons it is not; adds the reasons not to distribute a loop to
/// that loop.
void chooseDistributedLoops(LoopTree &Tree, const NestAccesses &Accesses,
                            const DependencesByLoop &ByLoop,
                            const ScalarLiveness &Liveness,
                            const AnalysisOptions &Opts,
                            std::vector<NestInfo> &Out);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_DISTRIBUTEDLOOPCHOICE_H
