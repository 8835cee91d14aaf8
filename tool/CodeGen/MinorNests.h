//===- MinorNests.h - nests whose distribution cannot pay -------*- C++ -*-===//
//
// A program runs on every rank only when some nest it distributes may save
// more than the ranks cost: with all work replicated the ranks only compete
// for the cores and memory. A nest is minor when it cannot:
//   - it summarizes data: it reads arrays, writes none and runs once per
//     call of a function this file calls in no loop, so it saves at most
//     part of one pass over data that replicated code computed;
//   - it is outweighed: it runs once per call of its function, which also
//     runs, on every call (under no `if`), a loop nest that stays
//     replicated on every rank and nests deeper (counting the loops whose
//     trip counts are not constants: `for (i < n) for (k < 3)` is one, and
//     those of the program's functions a nest calls), with a loop over an
//     extent the nest's loop runs over (the border of a grid, j <= m,
//     beside its sequential wavefront fill, d <= n + m), and calls to
//     standard-library functions only (a call elsewhere may hold
//     distributed work).
// The file registers how many of its nests are minor; when all the
// program's nests are, it runs on rank 0 alone (autolb.h, alb_init). Each
// minor nest's description says so too: one that has not run yet does not
// keep the program on every rank (alb_nest_desc::minor).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_MINORNESTS_H
#define AUTOLB_CODEGEN_MINORNESTS_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/NestPlan.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace autolb {

/// The distributed loops of the Nests that are minor, with a remark on each
/// saying why.
llvm::SmallPtrSet<const clang::ForStmt *, 4>
findMinorNests(GeneratorContext &G, llvm::ArrayRef<NestPlan> Nests);

} // namespace autolb

#endif // AUTOLB_CODEGEN_MINORNESTS_H
