//===- DeclarationBlocks.cpp - statements put among C89 declarations ------===//

#include "CodeGen/DeclarationBlocks.h"
#include "CodeGen/BlockDeclarations.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace autolb {

SequenceItem sequenceItem(GeneratorContext &G, const Stmt *S) {
  for (const Stmt *Item = S;;) {
    DynTypedNodeList Parents = G.Ctx.getParents(*Item);
    if (Parents.empty())
      return {};
    if (const auto *Body = Parents[0].get<CompoundStmt>())
      return {Body, static_cast<size_t>(llvm::find(Body->body(), Item) -
                                        Body->body_begin())};
    const auto *Label = Parents[0].get<Stmt>();
    if (!Label || !isa<LabelStmt, SwitchCase>(Label))
      return {};
    Item = Label;
  }
}

std::string blockBeforeDeclarations(GeneratorContext &G,
                                    const CompoundStmt *Body, size_t Index,
                                    llvm::StringRef Indent) {
  const LangOptions &LangOpts = G.Ctx.getLangOpts();
  if (atLeastC99(LangOpts) || LangOpts.CPlusPlus || !Body ||
      llvm::none_of(llvm::drop_begin(Body->body(), Index),
                    [](const Stmt *S) { return isa<DeclStmt>(S); }))
    return "";
  const SourceManager &SM = G.Ctx.getSourceManager();
  SourceLocation End = SM.getExpansionLoc(Body->getRBracLoc());
  std::string Before = G.Src.indentation(End);
  if (SM.getExpansionColumnNumber(End) == Before.size() + 1)
    G.Edits.insert(End.getLocWithOffset(-static_cast<int>(Before.size())),
                   Indent.str() + "}\n", EditOrder::Close);
  else
    G.Edits.insert(End, "} ", EditOrder::Close);
  return "\n" + Indent.str() +
         "{ /* autolb: C89 declares at the start of a block only */";
}

} // namespace autolb
