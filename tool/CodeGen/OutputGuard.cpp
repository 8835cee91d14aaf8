//===- OutputGuard.cpp - program output on one rank only ------------------===//

#include "CodeGen/OutputGuard.h"
#include "Plan/StatementSlots.h"
#include "Support/RuntimeCallBuilder.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
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

/// The output call S is (a statement `printf(...);` or `(void)printf(...)`).
static const CallExpr *outputCall(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  if (const auto *Cast = dyn_cast<CStyleCastExpr>(E))
    if (Cast->getType()->isVoidType())
      E = Cast->getSubExpr()->IgnoreParenImpCasts();
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || !Call->getDirectCallee())
    return nullptr;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee->getIdentifier())
    return nullptr;
  std::optional<int> Stream =
      streamArgument(Callee->getName(), Call->getNumArgs());
  if (!Stream)
    return nullptr;
  if (*Stream < 0)
    return Call;
  return static_cast<unsigned>(*Stream) < Call->getNumArgs() &&
                 isStandardStream(Call->getArg(*Stream))
             ? Call
             : nullptr;
}

bool isOutputStatement(const Stmt *S) { return outputCall(S) != nullptr; }

static bool argumentsHaveSideEffects(const GeneratorContext &G,
                                     const CallExpr *Call) {
  for (const Expr *Arg : Call->arguments())
    if (Arg->HasSideEffects(G.Ctx))
      return true;
  return false;
}

/// Renames `printf(...)`, `fprintf(stdout, ...)` or `putchar(c)` to the
/// run-time's variant, which evaluates its arguments on every rank, prints on
/// the output rank only and has the same value everywhere. False, and
/// nothing renamed, for the other output functions and for a callee spelled
/// by a macro.
static bool renameToRuntimeVariant(GeneratorContext &G, const CallExpr *Call) {
  StringRef Name = Call->getDirectCallee()->getName();
  if (Name != "printf" && Name != "fprintf" && Name != "putchar")
    return false;
  const auto *Callee =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Callee || !Callee->getLocation().isFileID() ||
      !G.Src.inMainFile(Callee->getLocation()))
    return false;
  G.Edits.replace(Callee->getLocation(),
                  G.Src.endOfToken(Callee->getLocation()),
                  rt::outputVariant(Name));
  return true;
}

namespace {
/// Output calls inside expressions (their value is used) of replicated
/// code.
struct NestedOutputCalls : RecursiveASTVisitor<NestedOutputCalls> {
  explicit NestedOutputCalls(const GeneratorContext &G) : G(G) {}
  const GeneratorContext &G;
  std::vector<const CallExpr *> Calls;
  bool TraverseForStmt(ForStmt *For) {
    return G.DistributedLoops.contains(For) ||
           RecursiveASTVisitor::TraverseForStmt(For);
  }
  bool TraverseCallExpr(CallExpr *Call) {
    if (outputCall(Call)) {
      Calls.push_back(Call);
      return true;
    }
    return RecursiveASTVisitor::TraverseCallExpr(Call);
  }
};
} // namespace

static void guardSlots(GeneratorContext &G, const Stmt *Parent) {
  forEachSlot(Parent, [&](const StmtSlot &Slot) {
    if (G.DistributedLoops.contains(Slot.S))
      return;
    const CallExpr *Call = outputCall(Slot.S);
    if (!Call || !G.Src.inMainFile(Slot.S->getBeginLoc())) {
      guardSlots(G, Slot.S);
      return;
    }
    G.GuardedStatements.insert(Call);
    if (argumentsHaveSideEffects(G, Call) && renameToRuntimeVariant(G, Call))
      return;
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
  if (!F->hasBody())
    return;
  guardSlots(G, F->getBody());
  NestedOutputCalls Nested(G);
  Nested.TraverseStmt(F->getBody());
  for (const CallExpr *Call : Nested.Calls) {
    if (G.GuardedStatements.contains(Call) ||
        !G.Src.inMainFile(Call->getBeginLoc()))
      continue;
    renameToRuntimeVariant(G, Call);
  }
}

} // namespace autolb
