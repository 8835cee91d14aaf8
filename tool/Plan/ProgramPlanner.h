//===- ProgramPlanner.h - which nests the generator rewrites ----*- C++ -*-===//
//
// The decisions between the analysis and the emitters. The analysis says
// which nests may be distributed; the planner decides which ones the
// generated program distributes, in this order:
//   1. planNest for each distributed nest: loop shapes, pipeline, reductions
//      and arrays the generator can rewrite (NestPlan.h);
//   2. what the planned nests distribute, propagated through calls and
//      pointers (DistributionPropagation.h);
//   3. until nothing changes: nests over arrays that share memory with
//      another distributed array, whose scope a jump enters, or that may
//      point into another array; nests run from outside the file or called
//      amid distributed reads. Each removal changes step 2's facts;
//   4. for the final set of nests, where replicated code of each function
//      needs whole arrays (SyncPlacement.h) and which arrays the run-time
//      must forget when their storage ends (ArrayLifetime.h), and how its
//      output is kept to one rank (OutputGuard.h).
// Every nest kept sequential gets a typed Reason; recordRefusals writes them
// into the analysis result, so that the remarks and the JSON of both
// `--analyze` and code generation report the final decision.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_PROGRAMPLANNER_H
#define AUTOLB_PLAN_PROGRAMPLANNER_H

#include "Analysis/LoopModel.h"
#include "Plan/ArrayLifetime.h"
#include "Plan/NestPlan.h"
#include "Plan/OutputGuard.h"
#include "Plan/PlanContext.h"
#include "Plan/RoutedCalls.h"
#include "Plan/SyncPlacement.h"
#include <vector>

namespace autolb {

struct NestRefusal {
  const NestInfo *Nest = nullptr;
  Reason Why;
};

struct ProgramPlan {
  /// The function definitions of the main file, in source order.
  std::vector<const clang::FunctionDecl *> Functions;
  /// The nests the generated program distributes.
  std::vector<NestPlan> Nests;
  /// The nests the analysis distributed that stay sequential, and why.
  std::vector<NestRefusal> Refused;
  /// Per function of Functions (same order), where replicated code makes
  /// distributed arrays whole.
  std::vector<std::vector<SyncPoint>> Syncs;
  /// Per function of Functions, the arrays the run-time must forget when
  /// their storage ends.
  std::vector<FunctionLifetimes> Lifetimes;
  /// Per function of Functions, its output calls and how each is kept to
  /// the output rank.
  std::vector<std::vector<OutputCall>> Output;
  /// Which of free, realloc and exit the generated file routes through the
  /// run-time.
  RoutedCalls Routed;
};

/// Plans the program: the nests, then the syncs the final set of nests
/// needs; leaves in G the facts of the kept nests (distributed loops,
/// arrays, aliases, distributing functions) that the emitters read.
ProgramPlan planProgram(PlanContext &G, llvm::ArrayRef<NestInfo> Nests);

/// Marks each refused nest of Nests (those Plan.Refused points to) as not
/// distributed, with its reason on the loop the analysis distributed.
void recordRefusals(std::vector<NestInfo> &Nests, const ProgramPlan &Plan);

} // namespace autolb

#endif // AUTOLB_PLAN_PROGRAMPLANNER_H
