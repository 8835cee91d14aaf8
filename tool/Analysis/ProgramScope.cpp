//===- ProgramScope.cpp - what the whole-unit walks see -------------------===//

#include "Analysis/ProgramScope.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace autolb {

bool isProgramCode(const Decl &D, const SourceManager &SM) {
  SourceLocation Loc = SM.getExpansionLoc(D.getLocation());
  return Loc.isValid() && !SM.isInSystemHeader(Loc);
}

std::vector<Decl *> programDeclarations(const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> Program;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (isProgramCode(*D, SM))
      Program.push_back(D);
  return Program;
}

} // namespace autolb
