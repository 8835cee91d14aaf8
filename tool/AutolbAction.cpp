//===- AutolbAction.cpp - the frontend action behind the autolb tool ------===//

#include "AutolbAction.h"
#include "CodeGen/MPIProgramGenerator.h"
#include "Support/Remarks.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"

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
    if (Options.AnalyzeOnly)
      return;
    std::vector<NestInfo> Nests;
    RemarkEmitter Remarks(Ctx.getDiagnostics());
    CodeGenOptions CodeGen;
    CodeGen.NoHooks = Options.NoHooks;
    Result.Output = generateMPIProgram(Ctx, Nests, CodeGen, Remarks);
    Result.Produced = !Ctx.getDiagnostics().hasErrorOccurred();
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
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
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
