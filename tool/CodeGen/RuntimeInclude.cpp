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

/// The functions of Candidates this file may call many times: a call in a
/// loop, or a reference other than a direct call (its address, called
/// through it). One walk of the unit for all of them.
class RepeatedCallFinder : public RecursiveASTVisitor<RepeatedCallFinder> {
public:
  RepeatedCallFinder(
      ASTContext &Ctx,
      const llvm::SmallPtrSetImpl<const FunctionDecl *> &Candidates)
      : Ctx(Ctx), Candidates(Candidates) {}

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && Candidates.contains(Callee->getCanonicalDecl())) {
      DirectCallees.insert(Call->getCallee()->IgnoreParenImpCasts());
      if (!Repeated.contains(Callee->getCanonicalDecl()) &&
          inLoopOfItsFunction(Ctx, Call))
        Repeated.insert(Callee->getCanonicalDecl());
    }
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Referenced = dyn_cast<FunctionDecl>(Ref->getDecl());
    if (Referenced && Candidates.contains(Referenced->getCanonicalDecl()))
      References.push_back(Ref);
    return true;
  }

  llvm::SmallPtrSet<const FunctionDecl *, 4> repeated() {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const DeclRefExpr *Ref : References)
      if (!DirectCallees.count(Ref))
        Repeated.insert(cast<FunctionDecl>(Ref->getDecl())->getCanonicalDecl());
    return Repeated;
  }

private:
  ASTContext &Ctx;
  const llvm::SmallPtrSetImpl<const FunctionDecl *> &Candidates;
  llvm::SmallPtrSet<const Expr *, 4> DirectCallees;
  std::vector<const DeclRefExpr *> References;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Repeated;
};

/// A nest that may summarize data: it writes no array (its only results
/// are scalar reductions), reads some, and runs once per call of its
/// function. It does when this file also calls that function outside
/// loops only (a helper called per point may hold most of the work).
/// Every array it reads was then computed by replicated code, unless
/// another nest of the program writes it.
bool maySummarizeData(GeneratorContext &G, const NestPlan &Nest) {
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
  return !inLoopOfItsFunction(G.Ctx, Nest.Dist->Loop);
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
  std::vector<const NestPlan *> Candidates;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Functions;
  for (const NestPlan &Nest : Nests)
    if (maySummarizeData(G, Nest)) {
      Candidates.push_back(&Nest);
      Functions.insert(Nest.Nest->Function->getCanonicalDecl());
    }
  llvm::SmallPtrSet<const FunctionDecl *, 4> Repeated;
  if (!Candidates.empty())
    Repeated = RepeatedCallFinder(G.Ctx, Functions).repeated();
  size_t Summarizing = 0;
  for (const NestPlan *Candidate : Candidates) {
    const NestPlan &Nest = *Candidate;
    if (Repeated.contains(Nest.Nest->Function->getCanonicalDecl()))
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
