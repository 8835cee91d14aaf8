//===- MinorNests.cpp - nests whose distribution cannot pay ---------------===//

#include "CodeGen/MinorNests.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {
namespace {

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Whether a loop of its function holds Loop: then it may run many times
/// per call (a `for`, range `for`, `while` or `do` statement around it).
bool inLoopOfItsFunction(ASTContext &Ctx, const Stmt *Loop) {
  DynTypedNodeList Parents = Ctx.getParents(*Loop);
  while (!Parents.empty()) {
    const DynTypedNode &P = Parents[0];
    if (const auto *S = P.get<Stmt>(); S && isLoop(S))
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
/// function. It does when this file calls that function in no loop (a
/// helper called per point may hold most of the work).
bool maySummarizeData(GeneratorContext &G, const NestPlan &Nest) {
  if (Nest.Pipeline || !Nest.PrivateArrays.empty() ||
      !Nest.WritesSentToOwners.empty() || !Nest.RowTables.empty())
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

/// Whether Loop runs a number of iterations written as constants: a `for`
/// from an integer constant to a comparison with one (`k < 3`).
bool hasConstantTripCount(ASTContext &Ctx, const Stmt *Loop) {
  const auto *For = dyn_cast<ForStmt>(Loop);
  const auto *Cond =
      For && For->getCond()
          ? dyn_cast<BinaryOperator>(For->getCond()->IgnoreParenImpCasts())
          : nullptr;
  if (!Cond || !Cond->isRelationalOp())
    return false;
  const Expr *Start = nullptr;
  if (const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit())) {
    if (const auto *Var = Init->isSingleDecl()
                              ? dyn_cast<VarDecl>(Init->getSingleDecl())
                              : nullptr)
      Start = Var->getInit();
  } else if (const auto *Init =
                 dyn_cast_or_null<BinaryOperator>(For->getInit())) {
    if (Init->isAssignmentOp())
      Start = Init->getRHS();
  }
  auto IsConstant = [&](const Expr *E) {
    return E && !E->isValueDependent() && E->isIntegerConstantExpr(Ctx);
  };
  return IsConstant(Start) &&
         (IsConstant(Cond->getLHS()) || IsConstant(Cond->getRHS()));
}

/// How many loops nest in S, S included when it is one, counting only
/// those whose trip counts are not constants: `for (i < n) for (k < 3)`
/// does the work of one loop over n. The loops of the program's functions
/// S calls count too: a helper called per point may hold the work.
unsigned loopDepth(ASTContext &Ctx, const Stmt *S,
                   llvm::SmallPtrSetImpl<const FunctionDecl *> &Entered) {
  unsigned Inner = 0;
  for (const Stmt *Child : S->children())
    if (Child)
      Inner = std::max(Inner, loopDepth(Ctx, Child, Entered));
  const auto *Call = dyn_cast<CallExpr>(S);
  const FunctionDecl *Definition = nullptr;
  if (Call && Call->getDirectCallee() &&
      Call->getDirectCallee()->hasBody(Definition) &&
      !Ctx.getSourceManager().isInSystemHeader(Definition->getLocation()) &&
      Entered.insert(Definition).second) {
    Inner = std::max(Inner, loopDepth(Ctx, Definition->getBody(), Entered));
    Entered.erase(Definition);
  }
  return Inner + (isLoop(S) && !hasConstantTripCount(Ctx, S) ? 1 : 0);
}

unsigned loopDepth(ASTContext &Ctx, const Stmt *S) {
  llvm::SmallPtrSet<const FunctionDecl *, 4> Entered;
  return loopDepth(Ctx, S, Entered);
}

/// Whether Loop runs on every call of its function: no `if`, `switch`,
/// conditional or logical operator of the function holds it (`if (n <= 8)`
/// around a print of a small matrix).
bool runsOnEveryCall(ASTContext &Ctx, const Stmt *Loop) {
  DynTypedNodeList Parents = Ctx.getParents(*Loop);
  while (!Parents.empty()) {
    const DynTypedNode &P = Parents[0];
    if (P.get<IfStmt>() || P.get<SwitchStmt>() ||
        P.get<AbstractConditionalOperator>())
      return false;
    if (const auto *Binary = P.get<BinaryOperator>())
      if (Binary->isLogicalOp())
        return false;
    if (P.get<FunctionDecl>())
      return true;
    Parents = Ctx.getParents(P);
  }
  return true;
}

/// The loops of S that no other loop of S holds (S itself if it is one).
void outermostLoops(const Stmt *S, std::vector<const Stmt *> &Loops) {
  if (isLoop(S)) {
    Loops.push_back(S);
    return;
  }
  for (const Stmt *Child : S->children())
    if (Child)
      outermostLoops(Child, Loops);
}

/// The variables Loop's condition reads, but the loops' own variables: the
/// extents it runs over ('n' of `j < n`, 'm' of `d <= n + m`).
void collectConditionVariables(const Stmt *S,
                               llvm::SmallPtrSetImpl<const VarDecl *> &Vars) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      Vars.insert(Var->getCanonicalDecl());
  for (const Stmt *Child : S->children())
    if (Child)
      collectConditionVariables(Child, Vars);
}

const Expr *loopCondition(const Stmt *Loop) {
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    return For->getCond();
  if (const auto *While = dyn_cast<WhileStmt>(Loop))
    return While->getCond();
  if (const auto *Do = dyn_cast<DoStmt>(Loop))
    return Do->getCond();
  return nullptr;
}

/// Whether a loop of S runs over an extent of Extents: the deeper nest
/// then repeats over the same data what the distributed one does once.
bool runsOverAnyOf(const Stmt *S,
                   const llvm::SmallPtrSetImpl<const VarDecl *> &Extents) {
  return containsAny(S, [&](const Stmt *Loop) {
    const Expr *Cond = isLoop(Loop) ? loopCondition(Loop) : nullptr;
    if (!Cond)
      return false;
    llvm::SmallPtrSet<const VarDecl *, 4> Read;
    collectConditionVariables(Cond, Read);
    return llvm::any_of(Read, [&](const VarDecl *Var) {
      return Extents.contains(Var);
    });
  });
}

/// Whether S calls only functions and constructors the system headers
/// declare (std::max, a vector's operator[]): any other call may run
/// distributed nests, or hold the work.
bool callsStandardLibraryOnly(const SourceManager &SM, const Stmt *S) {
  auto IsStandard = [&](const FunctionDecl *F) {
    return F && SM.isInSystemHeader(F->getLocation());
  };
  return !containsAny(S, [&](const Stmt *Node) {
    if (const auto *Call = dyn_cast<CallExpr>(Node))
      return !IsStandard(Call->getDirectCallee());
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Node))
      return !IsStandard(Construct->getConstructor());
    return false;
  });
}

/// The loop nest outweighing Nest (see the file comment), or null.
const Stmt *
outweighingNest(GeneratorContext &G, const NestPlan &Nest,
                const llvm::SmallPtrSetImpl<const Stmt *> &Distributed) {
  const Stmt *Loop = Nest.Dist->Loop;
  if (inLoopOfItsFunction(G.Ctx, Loop))
    return nullptr;
  llvm::SmallPtrSet<const VarDecl *, 4> Extents;
  if (const Expr *Cond = loopCondition(Loop))
    collectConditionVariables(Cond, Extents);
  Extents.erase(Nest.Dist->InductionVar->getCanonicalDecl());
  std::vector<const Stmt *> Loops;
  outermostLoops(Nest.Nest->Function->getBody(), Loops);
  const unsigned Depth = loopDepth(G.Ctx, Loop);
  for (const Stmt *Other : Loops)
    if (loopDepth(G.Ctx, Other) > Depth &&
        !containsAny(Other,
                     [&](const Stmt *S) { return Distributed.contains(S); }) &&
        runsOverAnyOf(Other, Extents) &&
        callsStandardLibraryOnly(G.Ctx.getSourceManager(), Other) &&
        runsOnEveryCall(G.Ctx, Other))
      return Other;
  return nullptr;
}

} // namespace

llvm::SmallPtrSet<const ForStmt *, 4>
findMinorNests(GeneratorContext &G, llvm::ArrayRef<NestPlan> Nests) {
  llvm::SmallPtrSet<const Stmt *, 8> Distributed;
  for (const NestPlan &Nest : Nests)
    Distributed.insert(Nest.Dist->Loop);
  std::vector<const NestPlan *> Summarizing;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Functions;
  for (const NestPlan &Nest : Nests)
    if (maySummarizeData(G, Nest)) {
      Summarizing.push_back(&Nest);
      Functions.insert(Nest.Nest->Function->getCanonicalDecl());
    }
  llvm::SmallPtrSet<const FunctionDecl *, 4> Repeated;
  if (!Summarizing.empty())
    Repeated = RepeatedCallFinder(G.Ctx, Functions).repeated();
  const SourceManager &SM = G.Ctx.getSourceManager();
  llvm::SmallPtrSet<const ForStmt *, 4> Minor;
  for (const NestPlan &Nest : Nests) {
    const std::string Name =
        "loop '" + Nest.Dist->InductionVar->getNameAsString() + "'";
    const char *Consequence =
        "; when each nest the program distributes only summarizes data or "
        "is outweighed by a replicated nest, the program runs on rank 0 "
        "alone";
    if (llvm::is_contained(Summarizing, &Nest) &&
        !Repeated.contains(Nest.Nest->Function->getCanonicalDecl())) {
      Minor.insert(Nest.Loop);
      G.Remarks.remark(RemarkKind::Analysis, Nest.Dist->Loop->getBeginLoc(),
                       "alb-codegen",
                       Name +
                           " only reads arrays, once per call, and this file "
                           "calls its function in no loop: it summarizes "
                           "data that replicated code computed" +
                           Consequence);
      continue;
    }
    const Stmt *Outweighing = outweighingNest(G, Nest, Distributed);
    if (!Outweighing)
      continue;
    Minor.insert(Nest.Loop);
    G.Remarks.remark(
        RemarkKind::Analysis, Nest.Dist->Loop->getBeginLoc(), "alb-codegen",
        Name + " runs once per call beside the loop nest at line " +
            std::to_string(
                SM.getExpansionLineNumber(Outweighing->getBeginLoc())) +
            ", which stays replicated on every rank, runs over the same "
            "extent and nests " +
            std::to_string(loopDepth(G.Ctx, Outweighing)) +
            " loops deep against " +
            std::to_string(loopDepth(G.Ctx, Nest.Dist->Loop)) +
            ": distributing it saves less than the replicated nest costs" +
            Consequence);
  }
  return Minor;
}

} // namespace autolb
