//===- ProgramStreams.cpp - files and stdin of replicated code ------------===//

#include "CodeGen/ProgramStreams.h"
#include "CodeGen/OutputEmitter.h"
#include "Plan/CallSites.h"
#include "Plan/RuntimeCallBuilder.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace autolb {

void redirectFileOpens(GeneratorContext &G, const FunctionDecl *F) {
  for (const CallExpr *Call : callsOf(F)) {
    StringRef Callee = calleeName(Call);
    std::string Replacement = Callee == "fopen"     ? rt::fopenName()
                              : Callee == "freopen" ? rt::freopenName()
                                                    : "";
    if (Replacement.empty())
      continue;
    // Only a callee spelled in the file can be renamed (not one a macro
    // of a header expands to).
    SourceLocation Name =
        Call->getCallee()->IgnoreParenImpCasts()->getExprLoc();
    if (!Name.isFileID() || !G.Src.inMainFile(Name))
      continue;
    renameCallee(G, Call, Replacement);
    G.Remarks.remark(RemarkKind::Analysis, Name, "alb-codegen",
                     "'" + Callee.str() + "' replaced by '" + Replacement +
                         "': files opened for writing are written by the "
                         "output rank only");
  }
}

/// True when E names the stream `stdin`.
static bool isStdin(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl()->getIdentifier() &&
         Ref->getDecl()->getName() == "stdin";
}

/// True when Call reads standard input.
static bool readsStdin(const ASTContext &Ctx, const CallExpr *Call) {
  enum Where { Never, Always, FirstArg, LastArg, Fd0 };
  Where W = llvm::StringSwitch<Where>(calleeName(Call))
                .Cases("scanf", "vscanf", "getchar", "gets", Always)
                .Cases("getc", "fgetc", "fscanf", "vfscanf", FirstArg)
                .Cases("fgets", "fread", "getline", "getdelim", LastArg)
                .Case("read", Fd0)
                .Default(Never);
  if (W == Never || W == Always || Call->getNumArgs() == 0)
    return W == Always;
  if (W == FirstArg)
    return isStdin(Call->getArg(0));
  if (W == LastArg)
    return isStdin(Call->getArg(Call->getNumArgs() - 1));
  std::optional<llvm::APSInt> Fd = Call->getArg(0)->getIntegerConstantExpr(Ctx);
  return Fd && *Fd == 0;
}

const CallExpr *firstStdinRead(const GeneratorContext &G,
                               llvm::ArrayRef<const FunctionDecl *> Functions) {
  for (const FunctionDecl *F : Functions)
    for (const CallExpr *Call : callsOf(F))
      if (readsStdin(G.Ctx, Call))
        return Call;
  return nullptr;
}

} // namespace autolb
