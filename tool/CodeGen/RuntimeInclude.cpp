//===- RuntimeInclude.cpp - where the run-time's header goes --------------===//

#include "CodeGen/RuntimeInclude.h"
#include "CodeGen/MainRewriter.h"
#include "Plan/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {
namespace {

/// In preprocessed input, the start of the line of the program's first own
/// top-level declaration after system-header declarations; invalid when the
/// main file holds no system-header declaration (not preprocessed).
SourceLocation afterExpandedHeaders(const GeneratorContext &G,
                                    bool &DeclaresFile) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  bool SawSystemDecl = false;
  for (const Decl *D : G.Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation Loc = SM.getExpansionLoc(D->getBeginLoc());
    if (Loc.isInvalid() || !SM.isWrittenInMainFile(Loc))
      continue;
    if (SM.isInSystemHeader(Loc)) {
      SawSystemDecl = true;
      if (const auto *Typedef = dyn_cast<TypedefDecl>(D))
        DeclaresFile |= Typedef->getName() == "FILE";
      continue;
    }
    if (!SawSystemDecl)
      return SourceLocation();
    return SM.translateLineCol(SM.getMainFileID(),
                               SM.getSpellingLineNumber(Loc), 1);
  }
  return SourceLocation();
}

} // namespace

void includeRuntimeHeader(GeneratorContext &G, const RoutedCalls &Routed,
                          llvm::ArrayRef<NestPlan> Nests) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  std::string Lines;
  bool DeclaresFile = false;
  SourceLocation Where = afterExpandedHeaders(G, DeclaresFile);
  if (Where.isValid()) {
    Lines += rt::expandedHeadersDefine() + "\n";
    if (DeclaresFile)
      Lines += rt::inputDeclaresFileDefine() + "\n";
  } else {
    Where = SM.getLocForStartOfFile(SM.getMainFileID());
  }
  Lines += rt::includeLine() + "\n";
  if (G.Options.NoHooks)
    Lines += rt::staticDistributionDeclaration() + "\n";
  // Walks the whole unit: once, and only when exit is routed.
  bool SyncAtExit = Routed.Exit.routed() && arraysReadAfterExit(G);
  for (const RoutedCall *Call : Routed.all()) {
    if (Call->routed()) {
      Lines += rt::routeCallDefine(Call->Name, SyncAtExit) + "\n";
      continue;
    }
    G.Remarks.remark(RemarkKind::Analysis, Call->Blocker->getLocation(),
                     "alb-codegen",
                     "calls to '" + Call->Name.str() +
                         "' are not routed through the run-time: the "
                         "program also declares this name; only the calls "
                         "written directly in this file are handled");
  }
  Lines += rt::registerFileDefinition(Nests.size(), G.MinorNests.size()) + "\n";
  G.Edits.insert(Where, Lines, EditOrder::Include);
}

} // namespace autolb
