//===- PlanReport.h - the plan as JSON --------------------------*- C++ -*-===//
//
// `autolb --analyze --format=json` prints, next to the analysis's nests,
// what the generated program will do: per distributed nest its schedule,
// hook level and strip-mining; per function its sync points, the arrays the
// run-time forgets and how output is kept to one rank. The report reads the
// same ProgramPlan the code generator writes, so the two cannot disagree.
// Schema in docs/analysis-json.md.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_PLANREPORT_H
#define AUTOLB_PLAN_PLANREPORT_H

#include "Plan/ProgramPlanner.h"
#include "llvm/Support/JSON.h"

namespace autolb {

llvm::json::Value toJSON(const PlanContext &G, const ProgramPlan &Plan);

} // namespace autolb

#endif // AUTOLB_PLAN_PLANREPORT_H
