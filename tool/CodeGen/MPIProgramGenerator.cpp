//===- MPIProgramGenerator.cpp - sequential C to SPMD MPI C ---------------===//

#include "CodeGen/MPIProgramGenerator.h"
#include "CodeGen/ConsistencyPlacement.h"
#include "CodeGen/GeneratorContext.h"
#include "CodeGen/MainRewriter.h"
#include "CodeGen/OutputGuard.h"
#include "CodeGen/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {

/// Function definitions of the main file, in source order.
static std::vector<const FunctionDecl *>
mainFileFunctions(GeneratorContext &G) {
  std::vector<const FunctionDecl *> Functions;
  for (const Decl *D : G.Ctx.getTranslationUnitDecl()->decls())
    if (const auto *F = dyn_cast<FunctionDecl>(D))
      if (F->doesThisDeclarationHaveABody() &&
          G.Src.inMainFile(F->getLocation()))
        Functions.push_back(F);
  return Functions;
}

std::string generateMPIProgram(ASTContext &Ctx, llvm::ArrayRef<NestInfo> Nests,
                               const CodeGenOptions &Options,
                               RemarkEmitter &Remarks) {
  GeneratorContext G(Ctx, Options, Remarks);
  std::vector<const FunctionDecl *> Functions = mainFileFunctions(G);
  (void)Nests;

  propagateDistribution(G, Functions);
  for (const FunctionDecl *F : Functions)
    guardOutput(G, F);
  for (const FunctionDecl *F : Functions)
    placeSyncs(G, F);
  for (const FunctionDecl *F : Functions)
    if (F->isMain())
      rewriteMain(G, F);

  SourceManager &SM = Ctx.getSourceManager();
  SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
  std::string Includes = rt::includeLine() + "\n";
  if (Options.NoHooks)
    Includes += rt::staticDistributionInclude() + "\n";
  G.Edits.insert(FileStart, Includes, EditOrder::Prologue);
  if (!G.Edits.isConsistent()) {
    Remarks.error(FileStart, "internal error: overlapping code generator "
                             "edits; the input is written unchanged");
    return SM.getBufferData(SM.getMainFileID()).str();
  }
  return G.Edits.apply();
}

} // namespace autolb
