//===- RuntimeInclude.cpp - where the run-time's header goes --------------===//

#include "CodeGen/RuntimeInclude.h"
#include "CodeGen/MainRewriter.h"
#include "Plan/RuntimeCallBuilder.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {
namespace {

/// In preprocessed input, the start of the line of the program's first own
/// top-level declaration after system-header declarations; invalid when the
/// main file holds no system-header declaration (not preprocessed).
SourceLocation afterExpandedHeaders(const GeneratorContext &G,
                                    bool &DeclaresFile) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  bool SawSystemDecl = false;
  for (const Decl *D : G.Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation Loc = SM.getExpansionLoc(D->getBeginLoc());
    if (Loc.isInvalid() || !SM.isWrittenInMainFile(Loc))
      continue;
    if (SM.isInSystemHeader(Loc)) {
      SawSystemDecl = true;
      if (const auto *Typedef = dyn_cast<TypedefDecl>(D))
        DeclaresFile |= Typedef->getName() == "FILE";
      continue;
    }
    if (!SawSystemDecl)
      return SourceLocation();
    return SM.translateLineCol(SM.getMainFileID(),
                               SM.getSpellingLineNumber(Loc), 1);
  }
  return SourceLocation();
}

/// Whether a loop of its function holds Loop: then it may run many times
/// per call (a `for`, `while` or `do` statement around it).
bool inLoopOfItsFunction(ASTContext &Ctx, const Stmt *Loop) {
  DynTypedNodeList Parents = Ctx.getParents(*Loop);
  while (!Parents.empty()) {
    const DynTypedNode &P = Parents[0];
    if (P.get<ForStmt>() || P.get<WhileStmt>() || P.get<DoStmt>())
      return true;
    if (P.get<FunctionDecl>())
      return false;
    Parents = Ctx.getParents(P);
  }
  return false;
}

/// Whether this file may call Function many times: a call in a loop, or a
/// reference other than a direct call (its address, called through it).
class RepeatedCallFinder : public RecursiveASTVisitor<RepeatedCallFinder> {
public:
  RepeatedCallFinder(ASTContext &Ctx, const FunctionDecl *Function)
      : Ctx(Ctx), Function(Function->getCanonicalDecl()) {}

  bool VisitCallExpr(CallExpr *Call) {
    if (Call->getDirectCallee() &&
        Call->getDirectCallee()->getCanonicalDecl() == Function) {
      DirectCallees.insert(Call->getCallee()->IgnoreParenImpCasts());
      Repeated = Repeated || inLoopOfItsFunction(Ctx, Call);
    }
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Referenced = dyn_cast<FunctionDecl>(Ref->getDecl());
    if (Referenced && Referenced->getCanonicalDecl() == Function)
      References.push_back(Ref);
    return true;
  }

  bool repeated() {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const DeclRefExpr *Ref : References)
      Repeated = Repeated || !DirectCallees.count(Ref);
    return Repeated;
  }

private:
  ASTContext &Ctx;
  const FunctionDecl *Function;
  llvm::SmallPtrSet<const Expr *, 4> DirectCallees;
  std::vector<const DeclRefExpr *> References;
  bool Repeated = false;
};

/// A nest that summarizes data: it writes no array (its only results are
/// scalar reductions), reads some, and runs once per call of its function,
/// which this file calls outside loops only (a helper called per point
/// may hold most of the work).
/// Every array it reads was then computed by replicated code, unless
/// another nest of the program writes it.
bool summarizesData(GeneratorContext &G, const NestPlan &Nest) {
  if (Nest.Pipeline || !Nest.PrivateArrays.empty() ||
      !Nest.WritesSentToOwners.empty())
    return false;
  if (Nest.Arrays.empty() && !Nest.ReadsRowTables)
    return false;
  for (const ArrayFields &A : Nest.Arrays)
    if (A.Written)
      return false;
  for (const ReductionPlan &R : Nest.Reductions)
    if (R.IsArray)
      return false;
  return !inLoopOfItsFunction(G.Ctx, Nest.Dist->Loop) &&
         !RepeatedCallFinder(G.Ctx, Nest.Nest->Function).repeated();
}

} // namespace

void includeRuntimeHeader(GeneratorContext &G, const RoutedCalls &Routed,
                          llvm::ArrayRef<NestPlan> Nests) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  std::string Lines;
  bool DeclaresFile = false;
  SourceLocation Where = afterExpandedHeaders(G, DeclaresFile);
  if (Where.isValid()) {
    Lines += rt::expandedHeadersDefine() + "\n";
    if (DeclaresFile)
      Lines += rt::inputDeclaresFileDefine() + "\n";
  } else {
    Where = SM.getLocForStartOfFile(SM.getMainFileID());
  }
  Lines += rt::includeLine() + "\n";
  if (G.Options.NoHooks)
    Lines += rt::staticDistributionDeclaration() + "\n";
  // Walks the whole unit: once, and only when exit is routed.
  bool SyncAtExit = Routed.Exit.routed() && arraysReadAfterExit(G);
  for (const RoutedCall *Call : Routed.all()) {
    if (Call->routed()) {
      Lines += rt::routeCallDefine(Call->Name, SyncAtExit) + "\n";
      continue;
    }
    G.Remarks.remark(RemarkKind::Analysis, Call->Blocker->getLocation(),
                     "alb-codegen",
                     "calls to '" + Call->Name.str() +
                         "' are not routed through the run-time: the "
                         "program also declares this name; only the calls "
                         "written directly in this file are handled");
  }
  size_t Summarizing = 0;
  for (const NestPlan &Nest : Nests) {
    if (!summarizesData(G, Nest))
      continue;
    ++Summarizing;
    G.Remarks.remark(
        RemarkKind::Analysis, Nest.Dist->Loop->getBeginLoc(), "alb-codegen",
        "loop '" + Nest.Dist->InductionVar->getNameAsString() +
            "' only reads arrays, once per call, and this file calls its "
            "function outside loops: when no nest of the program writes "
            "arrays, replicated code computed all it reads and the program "
            "runs on rank 0 alone");
  }
  Lines += rt::registerFileDefinition(Nests.size(), Summarizing) + "\n";
  G.Edits.insert(Where, Lines, EditOrder::Include);
}

} // namespace autolb
