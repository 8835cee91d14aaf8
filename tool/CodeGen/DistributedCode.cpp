//===- DistributedCode.cpp - which statements communicate -----------------===//

#include "CodeGen/DistributedCode.h"
#include "CodeGen/StatementSlots.h"

using namespace clang;

namespace autolb {

const FunctionDecl *definedCallee(const CallExpr *Call,
                                  const GeneratorContext &G) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return nullptr;
  const FunctionDecl *Definition = nullptr;
  if (!Callee->hasBody(Definition) ||
      !G.Src.inMainFile(Definition->getLocation()))
    return nullptr;
  return Definition;
}

bool runsDistributedCode(const GeneratorContext &G, const Stmt *S) {
  return containsAny(S, [&](const Stmt *Sub) {
    if (G.DistributedLoops.contains(Sub))
      return true;
    const auto *Call = dyn_cast<CallExpr>(Sub);
    const FunctionDecl *Callee = Call ? definedCallee(Call, G) : nullptr;
    return Callee && G.DistributingFunctions.contains(Callee);
  });
}

} // namespace autolb
