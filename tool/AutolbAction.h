//===- AutolbAction.h - the frontend action behind the autolb tool --------===//
//
// Parses one C file and runs analysis (and, when an output is requested,
// code generation) on its AST. The driver owns the options and the result.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_AUTOLBACTION_H
#define AUTOLB_AUTOLBACTION_H

#include "Analysis/AnalysisBudget.h"
#include "Plan/NestWork.h"
#include "Support/OptimizationRecord.h"
#include "clang/Tooling/Tooling.h"
#include <memory>
#include <string>
#include <vector>

namespace autolb {

enum class ReportFormat { Text, JSON };

struct ToolOptions {
  /// --analyze: report decisions only, write no code.
  bool AnalyzeOnly = false;
  ReportFormat Format = ReportFormat::Text;
  /// Distribute only nests marked `#pragma autolb distribute`.
  bool OnlyMarked = false;
  /// Distribute nests over arrays that may alias under a run-time check.
  bool AliasChecks = true;
  /// Static block distribution: no load-balancing hooks in the output.
  bool NoHooks = false;
  /// Dependence-test steps per nest.
  uint64_t AnalysisBudget = DefaultAnalysisBudget;
  /// Fold floating-point sums and products in the sequential order.
  bool ReproducibleReductions = false;
  /// Chunk loops of DOALL nests in two variants, with and without Polly.
  bool PollyVariants = false;
  /// Operations per execution below which a nest with constant bounds
  /// stays sequential.
  double MinNestOperations = DefaultMinNestOperations;
  /// --line-directives: the output file's name for the `#line` directives
  /// that follow copied code; empty: no directives.
  std::string LineDirectivesOutput;
  /// --save-optimization-record: keep every remark in ToolResult::Record.
  bool RecordRemarks = false;
  /// The program's other source files (OtherFileSummaries.h), parsed with
  /// their commands in Compilations, with AddFlags (when set) applied.
  std::vector<std::string> ProgramSources;
  const clang::tooling::CompilationDatabase *Compilations = nullptr;
  clang::tooling::ArgumentsAdjuster AddFlags;
};

/// What one run produced; Output is the rewritten main file.
struct ToolResult {
  bool Produced = false;
  std::string Output;
  /// Every remark, when ToolOptions::RecordRemarks.
  OptimizationRecord Record;
};

std::unique_ptr<clang::tooling::FrontendActionFactory>
newAutolbActionFactory(const ToolOptions &Options, ToolResult &Result);

} // namespace autolb

#endif // AUTOLB_AUTOLBACTION_H
