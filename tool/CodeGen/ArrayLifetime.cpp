//===- ArrayLifetime.cpp - distributed arrays that are freed --------------===//

#include "CodeGen/ArrayLifetime.h"
#include "CodeGen/CallSites.h"
#include "CodeGen/RuntimeCallBuilder.h"

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
    SourceLocation Begin = G.Src.begin(Call),
                   End = G.Src.endOfToken(Call->getRParenLoc());
    if (Begin.isInvalid() || End.isInvalid())
      continue;
    std::string Name = G.Src.text(Ref).str();
    G.Edits.insert(Begin, "(" + rt::arrayForget(Name) + ", ", EditOrder::Open);
    G.Edits.insert(End, ")", EditOrder::Close);
    G.Remarks.remark(Begin, "alb-codegen",
                     "'" + Name +
                         "' forgotten by the run-time before it is freed: "
                         "a new array at its address starts whole");
  }
}

} // namespace autolb
