//===- StripMining.h - a hook location made by strip-mining a loop --------===//
//
// The emission of a strip-mined loop the plan chose (HookPlacement.h,
// StripMiningLegality.h): the loop's initialization and increment are kept
// as written, the trip count is computed once from its first value and the
// bound, the blocks (alb_hook_block_size iterations) only count iterations,
// and the hook goes after each block.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_STRIPMINING_H
#define AUTOLB_CODEGEN_STRIPMINING_H

namespace autolb {

struct GeneratorContext;
struct NestPlan;

/// Strip-mines Plan.Hook.StripMined with the hook after each block.
void emitStripMinedLoop(GeneratorContext &G, const NestPlan &Plan);

} // namespace autolb

#endif // AUTOLB_CODEGEN_STRIPMINING_H
