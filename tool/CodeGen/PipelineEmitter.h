//===- PipelineEmitter.h - a DOACROSS nest as a strip-mined pipeline ------===//
//
// The pipelined loop (directly inside the distributed one) is strip-mined
// with the block size the run-time chooses for each execution. For every
// block the rank receives the upstream boundary, runs its rows on the block
// (row k shifted back by k * skew when the dependences need a lag, clipped
// to the loop's range) and sends its boundary downstream in one message.
// Every rank runs the same number of blocks.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_PIPELINEEMITTER_H
#define AUTOLB_CODEGEN_PIPELINEEMITTER_H

#include "CodeGen/DistributedNest.h"

namespace autolb {

/// The text replacing Plan.Loop.
std::string emitPipeline(const GeneratorContext &G, const NestPlan &Plan);

} // namespace autolb

#endif // AUTOLB_CODEGEN_PIPELINEEMITTER_H
