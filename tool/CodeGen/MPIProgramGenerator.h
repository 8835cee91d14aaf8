//===- MPIProgramGenerator.h - sequential C to SPMD MPI C -------*- C++ -*-===//
//
// The code generator's entry point: rewrites the main file into an SPMD
// program linked with libautolb, following the plan (ProgramPlanner.h).
// Planned nests become calls to the run-time (DOALL chunks or a strip-mined
// pipeline), replicated code runs on every rank with its output guarded and
// the arrays it reads made whole first, and `main` starts and stops the
// run-time.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_MPIPROGRAMGENERATOR_H
#define AUTOLB_CODEGEN_MPIPROGRAMGENERATOR_H

#include <string>

namespace autolb {

struct GeneratorContext;
struct ProgramPlan;

/// The rewritten main file. Remarks go to G.Remarks (tags `alb-codegen`,
/// `alb-hooks`, `alb-reduction`).
std::string generateMPIProgram(GeneratorContext &G, const ProgramPlan &Plan);

} // namespace autolb

#endif // AUTOLB_CODEGEN_MPIPROGRAMGENERATOR_H
