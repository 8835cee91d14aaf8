//===- ProgramScope.cpp - what the whole-unit walks see -------------------===//

#include "Analysis/ProgramScope.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace autolb {

std::vector<Decl *> programDeclarations(const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> Program;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      Program.push_back(D);
  return Program;
}

} // namespace autolb
