//===- RoutedCalls.cpp - free, realloc and exit through the run-time ------===//

#include "Plan/RoutedCalls.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {
namespace {

/// Whether the macro for Call expands D's spelling into a valid
/// declaration of the run-time's function: a redeclaration of the library
/// function with a parameter list the macro accepts (malloc, free and exit
/// take one argument, which may be empty: `void exit();`).
bool macroExpandsDeclaration(const RoutedCall &Call, const FunctionDecl *F) {
  if (F->doesThisDeclarationHaveABody())
    return false;
  unsigned Arguments = Call.Name == "realloc" || Call.Name == "calloc" ? 2 : 1;
  return F->getNumParams() == Arguments ||
         (Arguments == 1 && F->getNumParams() == 0);
}

struct Blockers : RecursiveASTVisitor<Blockers> {
  Blockers(const SourceManager &SM, RoutedCalls &Calls)
      : SM(SM), Calls(Calls) {}

  bool VisitNamedDecl(NamedDecl *D) {
    // `exit:` and `struct free` are never followed by a parenthesis.
    if (isa<LabelDecl>(D) || isa<TagDecl>(D) || !D->getIdentifier())
      return true;
    for (RoutedCall *Call : Calls.all()) {
      if (Call->Blocker || D->getName() != Call->Name ||
          SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
        continue;
      const auto *F = dyn_cast<FunctionDecl>(D);
      if (!F || !macroExpandsDeclaration(*Call, F))
        Call->Blocker = D;
    }
    return true;
  }

  const SourceManager &SM;
  RoutedCalls &Calls;
};

} // namespace

RoutedCalls planRoutedCalls(const PlanContext &G) {
  RoutedCalls Calls;
  Blockers Finder(G.Ctx.getSourceManager(), Calls);
  Finder.TraverseDecl(G.Ctx.getTranslationUnitDecl());
  return Calls;
}

} // namespace autolb
