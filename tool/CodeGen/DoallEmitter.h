//===- DoallEmitter.h - a DOALL nest as run-time chunks ---------*- C++ -*-===//
//
// The distributed loop becomes a loop over the chunks of iterations the
// run-time hands this rank (alb_nest_next), each as a loop of its own
// (ChunkLoop.h) that runs the original body verbatim
// (but for the updates of reductions folded in the sequential order, which
// record their terms for iteration k).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_DOALLEMITTER_H
#define AUTOLB_CODEGEN_DOALLEMITTER_H

#include "CodeGen/DistributedNest.h"

namespace autolb {

/// The text replacing Plan.Loop.
std::string emitDoall(const GeneratorContext &G, const NestPlan &Plan);

} // namespace autolb

#endif // AUTOLB_CODEGEN_DOALLEMITTER_H
