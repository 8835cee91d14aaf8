//===- ChunkLoop.h - the loop over one chunk of a distributed loop -*- C++ -*-===//
//
// The run-time hands a rank chunks [KLo, KHi) of the iteration numbers
// 0 .. count-1. Where it is exact, the chunk runs as the loop the
// sequential program writes -- a counted loop over the original induction
// variable, in its own type, between two local bounds nothing takes the
// address of -- so the loop vectorizer and Polly see the loop they see in
// the sequential program. Otherwise it counts the iteration numbers in a
// long and sets the induction variable from each.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_CHUNKLOOP_H
#define AUTOLB_CODEGEN_CHUNKLOOP_H

#include "CodeGen/BlockDeclarations.h"
#include "CodeGen/GeneratorContext.h"
#include "Plan/NestPlan.h"
#include <string>

namespace autolb {

/// True when the chunk can loop over the induction variable itself: its
/// type is an integer type other than bool whose values first + k * step
/// computes exactly in long (signed types up to long, unsigned types
/// narrower than long), nothing in the body needs the iteration number
/// (no reduction folded in the sequential order records terms by it), and,
/// in C89, the loop does not declare the variable.
bool chunkLoopsOverInductionVariable(const GeneratorContext &G,
                                     const NestPlan &Plan);

/// The chunk's bounds in the induction variable's type, Plan.Names.Lo and
/// Hi: the values the variable takes at iterations KLo and KHi. Every
/// iteration number up to the count gives a value the sequential loop
/// computes: the variable's values in between, and at the count the value
/// it leaves when it exits, which its own increment computes (an increment
/// that overflows a signed type is undefined behaviour there; one that
/// wraps an unsigned or narrower type passes back over values that satisfy
/// the condition, so the sequential loop would not have ended).
std::string chunkBounds(const NestPlan &Plan, BlockDeclarations &Decls,
                        const std::string &Indent);

/// `for (i = lo; i < hi; i += step)` over the induction variable, which
/// is declared in it where the loop declares it: monotonic between the
/// bounds, the variable satisfies `< hi` (`> hi` downward) exactly for the
/// chunk's iterations, whatever the comparison as written.
std::string headerOverInductionVariable(const NestPlan &Plan,
                                        BlockDeclarations &Decls);

/// The statements that run the chunk [KLo, KHi) at Indent, with Body (the
/// distributed loop's body, re-indented for Indent) as the loop's body;
/// with OutsidePolly, the body starts with ALB_OUTSIDE_POLLY, a compiler
/// barrier that costs nothing at run time and keeps Polly from taking the
/// chunk loop for a SCoP.
std::string chunkLoop(const GeneratorContext &G, const NestPlan &Plan,
                      BlockDeclarations &Decls, const std::string &Indent,
                      const std::string &Body, bool OutsidePolly = false);

} // namespace autolb

#endif // AUTOLB_CODEGEN_CHUNKLOOP_H
