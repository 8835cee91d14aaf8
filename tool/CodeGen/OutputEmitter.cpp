//===- OutputEmitter.cpp - output on the output rank only -----------------===//

#include "CodeGen/OutputEmitter.h"
#include "Plan/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {
namespace {

void renameToRuntimeVariant(GeneratorContext &G, const CallExpr *Call) {
  const auto *Callee =
      cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  G.Edits.replace(Callee->getLocation(),
                  G.Src.endOfToken(Callee->getLocation()),
                  rt::outputVariant(Call->getDirectCallee()->getName()));
}

void guardStatement(GeneratorContext &G, const StmtSlot &Slot) {
  std::string Open = "if (" + rt::isOutputRank() + ") { ";
  std::string Close = " }";
  if (Slot.ThenWithElse) {
    Open = "{ " + Open;
    Close += " }";
  }
  G.Edits.insert(G.Src.begin(Slot.S), Open, EditOrder::Open);
  G.Edits.insert(G.Src.end(Slot.S), Close, EditOrder::Close);
}

} // namespace

void emitOutputGuards(GeneratorContext &G, llvm::ArrayRef<OutputCall> Calls) {
  for (const OutputCall &Output : Calls) {
    if (Output.How == OutputCall::Handling::RuntimeVariant)
      renameToRuntimeVariant(G, Output.Call);
    else
      guardStatement(G, Output.Slot);
  }
}

} // namespace autolb
