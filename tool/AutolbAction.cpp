//===- AutolbAction.cpp - the frontend action behind the autolb tool ------===//

#include "AutolbAction.h"
#include "Analysis/NestAnalysis.h"
#include "Analysis/OtherFileSummaries.h"
#include "Analysis/ProgramScope.h"
#include "CodeGen/GeneratorContext.h"
#include "CodeGen/MPIProgramGenerator.h"
#include "Plan/PlanReport.h"
#include "Plan/ProgramPlanner.h"
#include "Support/Remarks.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace clang;

namespace autolb {
namespace {

class AutolbConsumer : public ASTConsumer {
public:
  AutolbConsumer(const ToolOptions &Options, ToolResult &Result)
      : Options(Options), Result(Result) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    Ctx.setTraversalScope(programDeclarations(Ctx));
    AnalysisOptions Analysis;
    Analysis.OnlyMarked = Options.OnlyMarked;
    Analysis.RuntimeAliasChecks = Options.AliasChecks;
    Analysis.AnalysisBudget = Options.AnalysisBudget;
    OtherFileSummaries OtherFiles;
    if (!Options.ProgramSources.empty() && Options.Compilations)
      OtherFiles = summarizeOtherFiles(Ctx, Options.ProgramSources,
                                       *Options.Compilations, Options.AddFlags);
    Analysis.OtherFiles = &OtherFiles;
    Analysis.LibraryStateReadElsewhere =
        libraryStateReadsInText(Options.ProgramSources);
    std::vector<NestInfo> Nests = analyzeTranslationUnit(Ctx, Analysis);
    std::vector<UnanalysedLoop> Unanalysed = findUnanalysedLoops(Ctx);
    std::optional<OptimizationRecorder> Recorder;
    if (Options.RecordRemarks)
      Recorder.emplace(Ctx, Result.Record);
    RemarkEmitter Remarks(Ctx.getDiagnostics(),
                          Recorder ? &*Recorder : nullptr);
    PlanOptions Planning;
    Planning.NoHooks = Options.NoHooks;
    Planning.ReproducibleReductions = Options.ReproducibleReductions;
    Planning.PollyVariants = Options.PollyVariants;
    Planning.MinNestOperations = Options.MinNestOperations;
    Planning.LineDirectivesOutput = Options.LineDirectivesOutput;
    Planning.OtherFiles = Analysis.OtherFiles;
    Planning.LibraryStateReadElsewhere = Analysis.LibraryStateReadElsewhere;
    if (!Options.ProgramSources.empty() && Options.Compilations)
      Planning.CalledPerIterationElsewhere = callsPerIterationInOtherFiles(
          Ctx, Options.ProgramSources, *Options.Compilations, Options.AddFlags);
    GeneratorContext Generator(Ctx, Planning, Remarks);
    // Planned in both modes, so that --analyze reports the final decision.
    ProgramPlan Plan = planProgram(Generator, Nests);
    recordRefusals(Nests, Plan);

    if (Options.AnalyzeOnly && Options.Format == ReportFormat::JSON) {
      llvm::json::Value Report =
          toJSON(Nests, Unanalysed, Ctx.getSourceManager());
      (*Report.getAsObject())["plan"] = toJSON(Generator, Plan);
      llvm::outs() << llvm::formatv("{0:2}", Report) << "\n";
      return;
    }
    reportRemarks(Nests, Unanalysed, Remarks);
    if (Options.AnalyzeOnly)
      return;

    Result.Output = generateMPIProgram(Generator, Plan);
    Result.Produced = !Ctx.getDiagnostics().hasErrorOccurred();
  }

  // Library code is read by its declarations (ProgramScope.h).
  bool shouldSkipFunctionBody(Decl *D) override {
    const SourceManager &SM = D->getASTContext().getSourceManager();
    return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  }

private:
  const ToolOptions &Options;
  ToolResult &Result;
};

class AutolbAction : public ASTFrontendAction {
public:
  AutolbAction(const ToolOptions &Options, ToolResult &Result)
      : Options(Options), Result(Result) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // Asks shouldSkipFunctionBody for each body.
    CI.getFrontendOpts().SkipFunctionBodies = true;
    return std::make_unique<AutolbConsumer>(Options, Result);
  }

private:
  const ToolOptions &Options;
  ToolResult &Result;
};

class AutolbActionFactory : public tooling::FrontendActionFactory {
public:
  AutolbActionFactory(const ToolOptions &Options, ToolResult &Result)
      : Options(Options), Result(Result) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<AutolbAction>(Options, Result);
  }

private:
  const ToolOptions &Options;
  ToolResult &Result;
};

} // namespace

std::unique_ptr<tooling::FrontendActionFactory>
newAutolbActionFactory(const ToolOptions &Options, ToolResult &Result) {
  return std::make_unique<AutolbActionFactory>(Options, Result);
}

} // namespace autolb
