//===- ArrayLifetime.cpp - distributed arrays that are freed --------------===//

#include "CodeGen/ArrayLifetime.h"
#include "CodeGen/CallSites.h"
#include "CodeGen/ReservedNames.h"
#include "CodeGen/RuntimeCallBuilder.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace autolb {

void forgetFreedArrays(GeneratorContext &G, const FunctionDecl *F) {
  for (const CallExpr *Call : callsOf(F)) {
    if (calleeName(Call) != "free" || Call->getNumArgs() != 1)
      continue;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Call->getArg(0)->IgnoreParenCasts());
    const auto *Array = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Array || !(G.DistributedArrays.contains(Array) ||
                    G.DistributedAliases.contains(Array)))
      continue;
    // Through a macro only when the macro's whole expansion is this call
    // (`#define RELEASE(p) free(p)`): then its invocation is wrapped.
    const SourceManager &SM = G.Src.sourceManager();
    SourceLocation First = Call->getBeginLoc(), Last = Call->getEndLoc();
    if ((First.isMacroID() || Last.isMacroID()) &&
        !(Lexer::isAtStartOfMacroExpansion(First, SM, G.Ctx.getLangOpts()) &&
          Lexer::isAtEndOfMacroExpansion(Last, SM, G.Ctx.getLangOpts()))) {
      G.Remarks.remark(G.Src.begin(Call), "alb-codegen",
                       "'" + Array->getNameAsString() +
                           "' freed inside a macro: not forgotten by the "
                           "run-time (a new array at its address may be "
                           "mistaken for it)");
      continue;
    }
    SourceLocation Begin = SM.getExpansionRange(First).getBegin();
    SourceLocation End = G.Src.endOfToken(SM.getExpansionRange(Last).getEnd());
    std::string Name = applyRenames(G, Array->getName());
    G.Edits.insert(Begin, "(" + rt::arrayForget(Name) + ", ", EditOrder::Open);
    G.Edits.insert(End, ")", EditOrder::Close);
    G.Remarks.remark(Begin, "alb-codegen",
                     "'" + Name +
                         "' forgotten by the run-time before it is freed: "
                         "a new array at its address starts whole");
  }
}

} // namespace autolb
