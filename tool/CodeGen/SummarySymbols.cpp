//===- SummarySymbols.cpp - the symbols of other files' summaries ---------===//

#include "CodeGen/SummarySymbols.h"
#include "Analysis/OtherFileSummaries.h"
#include "Plan/CallSites.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace autolb {
namespace {

/// The definitions of F and of the functions of the main file it calls,
/// directly or not.
llvm::SmallPtrSet<const FunctionDecl *, 8> functionsRun(const FunctionDecl *F,
                                                        const SourceManager &SM) {
  llvm::SmallPtrSet<const FunctionDecl *, 8> Found;
  llvm::SmallVector<const FunctionDecl *, 8> Work = {F};
  while (!Work.empty()) {
    const FunctionDecl *Definition = nullptr;
    if (!Work.pop_back_val()->hasBody(Definition) ||
        !SM.isInMainFile(SM.getExpansionLoc(Definition->getLocation())) ||
        !Found.insert(Definition).second)
      continue;
    for (const CallExpr *Call : callsOf(Definition))
      if (const FunctionDecl *Callee = Call->getDirectCallee())
        Work.push_back(Callee);
  }
  return Found;
}

std::string cLinkage(const GeneratorContext &G) {
  return G.Ctx.getLangOpts().CPlusPlus ? "extern \"C\" " : "";
}

} // namespace

std::string weakSummaryDeclarations(const GeneratorContext &G,
                                    const NestPlan &Plan) {
  std::string Text;
  for (const std::string &Symbol : Plan.Nest->OtherFileSymbols)
    // `extern "C"` alone makes a declaration of C++'s.
    Text += (G.Ctx.getLangOpts().CPlusPlus ? "extern \"C\" " : "extern ") +
            std::string("void (*const ") + Symbol +
            ")(void) __attribute__((weak)); /* autolb: where the function is "
            "linked as summarized, its address */\n";
  return Text;
}

void defineSummarySymbols(
    GeneratorContext &G,
    llvm::ArrayRef<const clang::FunctionDecl *> Functions) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  CallSummaries Calls(G.Ctx);
  std::string Text;
  for (const FunctionDecl *F : Functions) {
    std::optional<OtherFileFunction> Summary = summaryForOtherFiles(*F, Calls);
    if (!Summary)
      continue;
    if (llvm::any_of(functionsRun(F, SM), [&](const FunctionDecl *Callee) {
          return G.Edits.changes(Callee->getBody()->getBeginLoc(),
                                 Callee->getBody()->getEndLoc());
        }))
      continue;
    // The address of this definition, through an alias that binds here:
    // calls elsewhere may reach another function of the name (--wrap, an
    // interposing library), which the check compares it with.
    const std::string Name = F->getNameAsString(), Local = "alb_linked_" + Name;
    Text += "static __typeof__(" + Name + ") " + Local +
            " __attribute__((alias(\"" + Name + "\")));\n";
    for (const std::string &Symbol : Summary->Effects.OtherFileSymbols)
      Text += cLinkage(G) +
              "__attribute__((used, visibility(\"default\"))) void (*const " +
              Symbol + ")(void) = (void (*)(void))&" + Local +
              "; /* autolb: '" + Name +
              "' runs as written, as other files' summaries of it "
              "take */\n";
  }
  if (!Text.empty())
    G.Edits.insert(SM.getLocForEndOfFile(SM.getMainFileID()), "\n" + Text,
                   EditOrder::Close);
}

} // namespace autolb
