//===- OutputEmitter.cpp - output on the output rank only -----------------===//

#include "CodeGen/OutputEmitter.h"
#include "Plan/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {
namespace {

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

void renameCallee(GeneratorContext &G, const CallExpr *Call, StringRef Name) {
  const auto *Callee =
      cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  G.Edits.replace(Callee->getBeginLoc(),
                  G.Src.endOfToken(Callee->getLocation()), Name.str());
}

void emitOutputGuards(GeneratorContext &G, llvm::ArrayRef<OutputCall> Calls) {
  for (const OutputCall &Output : Calls) {
    switch (Output.How) {
    case OutputCall::Handling::RuntimeVariant:
      renameCallee(
          G, Output.Call,
          rt::outputVariant(Output.Call->getDirectCallee()->getName()));
      break;
    case OutputCall::Handling::GuardStatement:
      guardStatement(G, Output.Slot);
      break;
    case OutputCall::Handling::EveryRank:
      G.Remarks.remark(
          RemarkKind::Analysis, G.Src.begin(Output.Call), "alb-codegen",
          "output call '" + Output.Call->getDirectCallee()->getNameAsString() +
              "' in a macro's body runs on every rank: guarding the macro "
              "would skip the rest of it on the other ranks (their standard "
              "output is discarded, their standard error is not)");
      break;
    }
  }
}

} // namespace autolb
