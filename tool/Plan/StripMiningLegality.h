//===- StripMiningLegality.h - loops that can be strip-mined -*- C++ -*-===//
//
// [S97] §5.1, Fig. 16(b): when no hook location of a block-tied nest
// keeps the hook under 1% of the work between two executions, the
// outermost loop around the distributed loop is strip-mined with a block
// size read at run time (alb_hook_block_size) and the hook goes after each
// block. The loop variable takes the same values in the same order: its
// initialization and increment are kept as written, the trip count is
// computed once from its first value and the bound, and the blocks only
// count iterations. This is exact only for loops whose trip count cannot
// change while they run; stripMiningObstacle says why a loop is not one.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_STRIPMININGLEGALITY_H
#define AUTOLB_PLAN_STRIPMININGLEGALITY_H

#include "Analysis/LoopModel.h"
#include <optional>
#include <string>

namespace autolb {

/// Why loop L of Nest (its outermost loop, around the distributed loop)
/// cannot be strip-mined exactly; none when it can.
std::optional<std::string> stripMiningObstacle(const NestInfo &Nest,
                                               const LoopInfo &L);

} // namespace autolb

#endif // AUTOLB_PLAN_STRIPMININGLEGALITY_H
