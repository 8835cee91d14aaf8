//===- MainRewriter.cpp - start and stop the run-time in main -------------===//

#include "CodeGen/MainRewriter.h"
#include "Analysis/CxxConstructs.h"
#include "CodeGen/DeclarationBlocks.h"
#include "Plan/DistributionPropagation.h"
#include "Plan/RuntimeCallBuilder.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace autolb {
namespace {

/// Whether code of the program may run after main returns or exit() is
/// called, when the run-time has stopped and syncs no longer can: handlers
/// registered with atexit and friends, destructor functions, C++
/// destructors of static objects, or anything a function that is neither
/// defined in the file nor a known library function may have registered.
struct AtExitFinder : RecursiveASTVisitor<AtExitFinder> {
  explicit AtExitFinder(const GeneratorContext &G) : G(G) {}

  bool Found = false;

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->hasAttr<DestructorAttr>() && G.Src.inMainFile(F->getLocation()))
      Found = true;
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (!V->hasLocalStorage() && V->needsDestruction(G.Ctx) &&
        G.Src.inMainFile(V->getLocation()))
      Found = true;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl());
    if (!F || !G.Src.inMainFile(Ref->getLocation()))
      return true;
    const FunctionDecl *Definition = nullptr;
    bool Defined =
        F->hasBody(Definition) && G.Src.inMainFile(Definition->getLocation());
    StringRef Name = F->getIdentifier() ? F->getName() : "";
    if (Name == "atexit" || Name == "at_quick_exit" || Name == "on_exit" ||
        (!Defined && !isKnownLibraryFunction(*F)))
      Found = true;
    return true;
  }

private:
  const GeneratorContext &G;
};

/// What runs before the program ends: every array made whole when program
/// code may still read them afterwards, then the run-time stopped. Without
/// such code nothing reads the arrays again: the whole-array transfer at
/// the end would be wasted.
std::string shutdown(const GeneratorContext &G) {
  return (arraysReadAfterExit(G) ? rt::syncAll() + "; " : std::string()) +
         rt::finalize() + "; ";
}

} // namespace

bool arraysReadAfterExit(const GeneratorContext &G) {
  AtExitFinder Finder(G);
  if (G.hasDistributedCode())
    Finder.TraverseDecl(G.Ctx.getTranslationUnitDecl());
  return Finder.Found;
}

namespace {

/// The statements that leave main: returns and direct `exit()` calls.
struct ExitCollector : RecursiveASTVisitor<ExitCollector> {
  std::vector<const ReturnStmt *> Returns;
  std::vector<StmtSlot> Exits;

  // A lambda's body runs where it is called, not where it is written.
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    return traverseLambdaCaptures(*this, Lambda);
  }
  bool VisitReturnStmt(ReturnStmt *R) {
    Returns.push_back(R);
    return true;
  }
  bool VisitStmt(Stmt *S) {
    forEachSlot(S, [&](const StmtSlot &Slot) {
      const auto *Call = dyn_cast<CallExpr>(Slot.S);
      if (Call && Call->getDirectCallee() &&
          Call->getDirectCallee()->getIdentifier() &&
          Call->getDirectCallee()->getName() == "exit")
        Exits.push_back(Slot);
    });
    return true;
  }
};

class MainRewriter {
public:
  MainRewriter(GeneratorContext &G, const FunctionDecl *Main)
      : G(G), Main(Main), Body(cast<CompoundStmt>(Main->getBody())) {}

  void run() {
    std::string Argc, Argv;
    if (!parameters(Argc, Argv))
      return;
    std::string Indent = bodyIndentation();
    std::string Start;
    if (G.Options.NoHooks)
      Start += "\n" + Indent + rt::staticDistributionPrologue() +
               "; /* autolb: --no-hooks, static distribution */";
    Start += "\n" + Indent + rt::init(Argc, Argv) +
             "; /* autolb: start the run-time */";
    if (G.StdinRead) {
      Start += "\n" + Indent + rt::replicateStdin() +
               "; /* autolb: every rank reads rank 0's stdin */";
      G.Remarks.remark(RemarkKind::Analysis, G.Src.begin(G.StdinRead),
                       "alb-codegen",
                       "standard input is read to its end at start-up and "
                       "replicated to every rank (interactive input is read "
                       "up to end-of-file first)");
    }
    G.Edits.insert(G.Src.endOfToken(Body->getLBracLoc()),
                   Start + blockBeforeDeclarations(G, Body, 0, Indent),
                   EditOrder::Open);

    ExitCollector Collector;
    Collector.TraverseStmt(const_cast<CompoundStmt *>(Body));
    for (const ReturnStmt *R : Collector.Returns)
      rewriteReturn(R);
    if (Body->body_empty() || !isa<ReturnStmt>(Body->body_back()))
      G.Edits.insert(G.Src.sourceManager().getExpansionLoc(Body->getRBracLoc()),
                     Indent + shutdown(G) + "/* autolb: stop the run-time */\n",
                     EditOrder::Close);
  }

private:
  /// Names of argc/argv, adding parameters to `main()`/`main(void)`.
  bool parameters(std::string &Argc, std::string &Argv) {
    if (Main->getNumParams() >= 2) {
      // `int main(int, char **)`: the run-time's start needs the names.
      for (auto [Index, Name] : {std::pair{0u, &Argc}, std::pair{1u, &Argv}}) {
        const ParmVarDecl *Param = Main->getParamDecl(Index);
        if (Param->getIdentifier()) {
          *Name = Param->getName().str();
          continue;
        }
        SourceLocation End = Param->getEndLoc();
        if (End.isInvalid() || End.isMacroID() || !G.Src.inMainFile(End))
          return cannotStart();
        *Name = G.Names.fresh(Index == 0 ? "argc" : "argv");
        G.Edits.insert(G.Src.endOfToken(End), " " + *Name, EditOrder::Open);
      }
      return true;
    }
    FunctionTypeLoc FTL = Main->getFunctionTypeLoc();
    if (Main->getNumParams() != 0 || !FTL ||
        !G.Src.inMainFile(FTL.getLParenLoc()))
      return cannotStart();
    Argc = G.Names.fresh("argc");
    Argv = G.Names.fresh("argv");
    G.Edits.replace(G.Src.endOfToken(FTL.getLParenLoc()),
                    G.Src.sourceManager().getExpansionLoc(FTL.getRParenLoc()),
                    "int " + Argc + ", char **" + Argv);
    return true;
  }

  // The generated code calls the run-time, which then never starts: no
  // program is better than one that does not run as written.
  bool cannotStart() {
    G.Remarks.error(Main->getLocation(),
                    "cannot add the run-time's start to 'main': name its "
                    "parameters argc and argv");
    return false;
  }

  std::string bodyIndentation() const {
    if (!Body->body_empty())
      return G.Src.indentation(Body->body_front()->getBeginLoc());
    return "  ";
  }

  void rewriteReturn(const ReturnStmt *R) {
    const Expr *Value = R->getRetValue();
    if (!Value || Value->isIntegerConstantExpr(G.Ctx) ||
        !G.Src.inMainFile(Value->getBeginLoc())) {
      G.Edits.insert(G.Src.begin(R), "{ " + shutdown(G), EditOrder::Open);
      G.Edits.insert(G.Src.end(R), " }", EditOrder::Close);
      return;
    }
    std::string Status = G.Names.fresh("status");
    SourceLocation ValueBegin = G.Src.begin(Value);
    SourceLocation ValueEnd = G.Src.endOfToken(
        G.Src.sourceManager().getExpansionRange(Value->getEndLoc()).getEnd());
    G.Edits.replace(G.Src.begin(R), ValueBegin, "{ int " + Status + " = (");
    G.Edits.replace(ValueEnd, G.Src.end(R),
                    "); " + shutdown(G) + "return " + Status + "; }");
  }

  GeneratorContext &G;
  const FunctionDecl *Main;
  const CompoundStmt *Body;
};

} // namespace

void stopBeforeExits(GeneratorContext &G, const FunctionDecl *F) {
  if (!F->hasBody())
    return;
  ExitCollector Collector;
  Collector.TraverseStmt(F->getBody());
  for (const StmtSlot &Exit : Collector.Exits) {
    if (!G.Src.inMainFile(Exit.S->getBeginLoc()))
      continue;
    G.Edits.insert(G.Src.begin(Exit.S), "{ " + shutdown(G), EditOrder::Open);
    G.Edits.insert(G.Src.end(Exit.S), " }", EditOrder::Close);
  }
}

void rewriteMain(GeneratorContext &G, const FunctionDecl *Main) {
  if (Main->hasBody() && isa<CompoundStmt>(Main->getBody()))
    MainRewriter(G, Main).run();
}

} // namespace autolb
