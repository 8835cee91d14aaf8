//===- InterposedNames.cpp - definitions that replace library functions ---===//

#include "CodeGen/InterposedNames.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {
namespace {

bool isInterposedName(StringRef Name) {
  static const llvm::StringSet<> Names = {
#define INTERPOSED(Name) #Name,
#include "CodeGen/InterposedNames.def"
  };
  return Names.contains(Name);
}

/// The symbol F's definition exports from the executable, empty when it
/// exports none.
StringRef exportedSymbol(const ASTContext &Ctx, const FunctionDecl *F) {
  if (Ctx.GetGVALinkageForFunction(F) != GVA_StrongExternal ||
      F->getLinkageAndVisibility().getVisibility() == HiddenVisibility)
    return "";
  if (const auto *Label = F->getAttr<AsmLabelAttr>())
    return Label->getLabel();
  return F->getName();
}

} // namespace

bool refuseInterposingDefinitions(GeneratorContext &G) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  bool Refused = false;
  for (const Decl *D : G.Ctx.getTranslationUnitDecl()->decls()) {
    const auto *F = dyn_cast<FunctionDecl>(D);
    if (!F || !F->doesThisDeclarationHaveABody() ||
        SM.isInSystemHeader(F->getLocation()))
      continue;
    StringRef Symbol = exportedSymbol(G.Ctx, F);
    if (Symbol.empty() || !isInterposedName(Symbol))
      continue;
    std::string Defined = "'" + F->getName().str() + "'";
    if (Symbol != F->getName())
      Defined += " (symbol '" + Symbol.str() + "')";
    G.Remarks.error(F->getLocation(),
                    "this definition of " + Defined +
                        " would replace the system library's '" + Symbol.str() +
                        "', which Open MPI and the autolb run-time call, in "
                        "the generated program; rename it, or make it "
                        "'static' if no other file calls it");
    Refused = true;
  }
  return Refused;
}

} // namespace autolb
