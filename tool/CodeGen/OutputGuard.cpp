//===- OutputGuard.cpp - program output on one rank only ------------------===//

#include "CodeGen/OutputGuard.h"
#include "CodeGen/RuntimeCallBuilder.h"
#include "CodeGen/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace autolb {

/// Index of the stream argument of a stdio output function, -1 when it
/// always writes to stdout or stderr, none when it is not one.
static std::optional<int> streamArgument(StringRef Name, unsigned NumArgs) {
  return llvm::StringSwitch<std::optional<int>>(Name)
      .Cases("printf", "puts", "putchar", "vprintf", "perror", -1)
      .Cases("fprintf", "vfprintf", 0)
      .Cases("fputs", "fputc", "putc", "fwrite", static_cast<int>(NumArgs) - 1)
      .Default(std::nullopt);
}

static bool isStandardStream(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return false;
  StringRef Name = Ref->getDecl()->getName();
  return Name == "stdout" || Name == "stderr";
}

bool isOutputStatement(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *Cast = dyn_cast<CStyleCastExpr>(E))
    if (Cast->getType()->isVoidType())
      E = Cast->getSubExpr()->IgnoreParenImpCasts();
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || !Call->getDirectCallee())
    return false;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee->getIdentifier())
    return false;
  std::optional<int> Stream =
      streamArgument(Callee->getName(), Call->getNumArgs());
  if (!Stream)
    return false;
  if (*Stream < 0)
    return true;
  return static_cast<unsigned>(*Stream) < Call->getNumArgs() &&
         isStandardStream(Call->getArg(*Stream));
}

static void guardSlots(GeneratorContext &G, const Stmt *Parent) {
  forEachSlot(Parent, [&](const StmtSlot &Slot) {
    if (G.DistributedLoops.contains(Slot.S))
      return;
    if (!isOutputStatement(Slot.S) ||
        !G.Src.inMainFile(Slot.S->getBeginLoc())) {
      guardSlots(G, Slot.S);
      return;
    }
    std::string Open = "if (" + rt::isOutputRank() + ") { ";
    std::string Close = " }";
    if (Slot.ThenWithElse) {
      Open = "{ " + Open;
      Close += " }";
    }
    G.Edits.insert(G.Src.begin(Slot.S), Open, EditOrder::Open);
    G.Edits.insert(G.Src.end(Slot.S), Close, EditOrder::Close);
  });
}

void guardOutput(GeneratorContext &G, const FunctionDecl *F) {
  if (F->hasBody())
    guardSlots(G, F->getBody());
}

} // namespace autolb
