//===- ArrayLifetime.cpp - distributed arrays whose storage ends ----------===//

#include "Plan/ArrayLifetime.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/StableVectors.h"
#include "Plan/CallSites.h"
#include "Plan/DistributedCode.h"
#include "Plan/ScopeJumps.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace autolb {
namespace {

bool isAllocaCall(const Expr *E) {
  const auto *Call = E ? dyn_cast<CallExpr>(E->IgnoreParenCasts()) : nullptr;
  if (!Call)
    return false;
  llvm::StringRef Name = calleeName(Call);
  return Name == "alloca" || Name == "__builtin_alloca" ||
         Name == "__builtin_alloca_with_align";
}

/// Local arrays a distributed nest may describe: those the nests name, and
/// those passed to a function of the file (which may describe its
/// parameter).
llvm::DenseSet<const VarDecl *> arraysSeenByRunTime(const PlanContext &G,
                                                    const FunctionDecl *F) {
  llvm::DenseSet<const VarDecl *> Seen;
  for (const auto &[Array, Dim] : G.DistributedDims)
    Seen.insert(Array);
  Seen.insert(G.DistributedArrays.begin(), G.DistributedArrays.end());
  struct ArgumentRefs : RecursiveASTVisitor<ArgumentRefs> {
    llvm::DenseSet<const VarDecl *> &Out;
    explicit ArgumentRefs(llvm::DenseSet<const VarDecl *> &Out) : Out(Out) {}
    bool VisitDeclRefExpr(DeclRefExpr *Ref) {
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        Out.insert(Var);
      return true;
    }
  } Refs(Seen);
  for (const CallExpr *Call : callsOf(F))
    if (!possibleCallees(Call, G).empty())
      for (const Expr *Arg : Call->arguments())
        Refs.TraverseStmt(const_cast<Expr *>(Arg));
  return Seen;
}

std::vector<FreedArray> freedArrays(const PlanContext &G,
                                    const FunctionDecl *F) {
  // The releases of a distributed array: `free(A)`, `delete[] A`.
  std::vector<std::pair<const Expr *, const Expr *>> Releases;
  for (const CallExpr *Call : callsOf(F))
    if (calleeName(Call) == "free" && Call->getNumArgs() == 1)
      Releases.push_back({Call, Call->getArg(0)});
  struct Deletes : RecursiveASTVisitor<Deletes> {
    std::vector<std::pair<const Expr *, const Expr *>> &Out;
    explicit Deletes(decltype(Out) Out) : Out(Out) {}
    bool VisitCXXDeleteExpr(CXXDeleteExpr *Delete) {
      Out.push_back({Delete, Delete->getArgument()});
      return true;
    }
  };
  Deletes(Releases).TraverseStmt(F->getBody());
  std::vector<FreedArray> Frees;
  for (const auto &[Release, Pointer] : Releases) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Pointer->IgnoreParenCasts());
    const auto *Array = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Array || !(G.DistributedArrays.contains(Array) ||
                    G.DistributedAliases.contains(Array)))
      continue;
    // Through a macro only when the macro's whole expansion is this
    // release (`#define RELEASE(p) free(p)`): then its invocation is
    // wrapped.
    const SourceManager &SM = G.Src.sourceManager();
    SourceLocation First = Release->getBeginLoc(), Last = Release->getEndLoc();
    bool InsideMacro =
        (First.isMacroID() || Last.isMacroID()) &&
        !(Lexer::isAtStartOfMacroExpansion(First, SM, G.Ctx.getLangOpts()) &&
          Lexer::isAtEndOfMacroExpansion(Last, SM, G.Ctx.getLangOpts()));
    Frees.push_back({Release, Array, InsideMacro});
  }
  return Frees;
}

std::vector<ScopeEnd> scopeEnds(const PlanContext &G, const FunctionDecl *F) {
  std::vector<ScopeEnd> Ends;
  llvm::DenseSet<const VarDecl *> Seen = arraysSeenByRunTime(G, F);
  struct Blocks : RecursiveASTVisitor<Blocks> {
    const PlanContext &G;
    std::vector<const CompoundStmt *> Found;
    explicit Blocks(const PlanContext &G) : G(G) {}
    // A lambda's body runs where it is called, not where it is written.
    bool TraverseLambdaExpr(LambdaExpr *Lambda) {
      return traverseLambdaCaptures(*this, Lambda);
    }
    // Arrays private to an iteration of a distributed loop are never
    // described, and their scope ends on one rank only.
    bool TraverseForStmt(ForStmt *S) {
      return G.DistributedLoops.contains(S) ||
             RecursiveASTVisitor::TraverseForStmt(S);
    }
    bool VisitCompoundStmt(CompoundStmt *S) { return Found.push_back(S), true; }
  } Scopes(G);
  Scopes.TraverseStmt(F->getBody());
  for (const CompoundStmt *Block : Scopes.Found) {
    for (const Stmt *S : Block->body()) {
      const auto *Decls = dyn_cast<DeclStmt>(S);
      if (!Decls)
        continue;
      for (const Decl *D : Decls->decls()) {
        const auto *Array = dyn_cast<VarDecl>(D);
        if (!Array || !Array->hasLocalStorage() || !Seen.contains(Array))
          continue;
        // alloca memory lives until the function returns: the end of the
        // scope of a pointer to it declared in the function's own block.
        bool Alloca = isAllocaCall(Array->getInit());
        if (Alloca && Block != F->getBody())
          Ends.push_back({Decls, Array, ScopeEnd::Outcome::AllocaInInnerBlock});
        if (!Array->getType()->isArrayType() &&
            !isArrayLikeVectorType(Array->getType()) &&
            !(Alloca && Block == F->getBody()))
          continue;
        Ends.push_back({Decls, Array,
                        isJumpedIntoScope(Array)
                            ? ScopeEnd::Outcome::JumpedInto
                            : ScopeEnd::Outcome::Forgotten});
      }
    }
  }
  return Ends;
}

} // namespace

FunctionLifetimes planLifetimes(const PlanContext &G, const FunctionDecl *F) {
  return {freedArrays(G, F), scopeEnds(G, F)};
}

} // namespace autolb
