//===- ArrayLifetime.cpp - distributed arrays that are freed --------------===//

#include "CodeGen/ArrayLifetime.h"
#include "CodeGen/ReservedNames.h"
#include "Plan/CallSites.h"
#include "Plan/DistributedCode.h"
#include "Plan/ScopeJumps.h"
#include "Support/RuntimeCallBuilder.h"
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
llvm::DenseSet<const VarDecl *> arraysSeenByRunTime(GeneratorContext &G,
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

} // namespace

void forgetFreedArrays(GeneratorContext &G, const FunctionDecl *F) {
  for (const CallExpr *Call : callsOf(F)) {
    if (calleeName(Call) != "free" || Call->getNumArgs() != 1)
      continue;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Call->getArg(0)->IgnoreParenCasts());
    const auto *Array = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Array || !(G.DistributedArrays.contains(Array) ||
                    G.DistributedAliases.contains(Array)))
      continue;
    // Through a macro only when the macro's whole expansion is this call
    // (`#define RELEASE(p) free(p)`): then its invocation is wrapped.
    const SourceManager &SM = G.Src.sourceManager();
    SourceLocation First = Call->getBeginLoc(), Last = Call->getEndLoc();
    if ((First.isMacroID() || Last.isMacroID()) &&
        !(Lexer::isAtStartOfMacroExpansion(First, SM, G.Ctx.getLangOpts()) &&
          Lexer::isAtEndOfMacroExpansion(Last, SM, G.Ctx.getLangOpts()))) {
      G.Remarks.remark(G.Src.begin(Call), "alb-codegen",
                       "'" + Array->getNameAsString() +
                           "' freed inside a macro: not forgotten by the "
                           "run-time (a new array at its address may be "
                           "mistaken for it)");
      continue;
    }
    SourceLocation Begin = SM.getExpansionRange(First).getBegin();
    SourceLocation End = G.Src.endOfToken(SM.getExpansionRange(Last).getEnd());
    std::string Name = applyRenames(G, Array->getName());
    G.Edits.insert(Begin, "(" + rt::arrayForget(Name) + ", ", EditOrder::Open);
    G.Edits.insert(End, ")", EditOrder::Close);
    G.Remarks.remark(Begin, "alb-codegen",
                     "'" + Name +
                         "' forgotten by the run-time before it is freed: "
                         "a new array at its address starts whole");
  }
}

void forgetLocalArraysAtScopeEnd(GeneratorContext &G, const FunctionDecl *F) {
  llvm::DenseSet<const VarDecl *> Seen = arraysSeenByRunTime(G, F);
  struct Blocks : RecursiveASTVisitor<Blocks> {
    GeneratorContext &G;
    std::vector<const CompoundStmt *> Found;
    explicit Blocks(GeneratorContext &G) : G(G) {}
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
    llvm::ArrayRef<const Stmt *> Body(Block->body_begin(), Block->body_end());
    for (size_t I = 0; I < Body.size(); ++I) {
      const auto *Decls = dyn_cast<DeclStmt>(Body[I]);
      if (!Decls)
        continue;
      std::string Slots;
      for (const Decl *D : Decls->decls()) {
        const auto *Array = dyn_cast<VarDecl>(D);
        if (!Array || !Array->hasLocalStorage() || !Seen.contains(Array))
          continue;
        // alloca memory lives until the function returns: the end of the
        // scope of a pointer to it declared in the function's own block.
        bool Alloca = isAllocaCall(Array->getInit());
        if (Alloca && Block != F->getBody())
          G.Remarks.remark(Array->getLocation(), "alb-codegen",
                           "'" + Array->getNameAsString() +
                               "' points to alloca memory but is declared in "
                               "an inner block: not forgotten by the "
                               "run-time when the function returns");
        if (!Array->getType()->isArrayType() &&
            !(Alloca && Block == F->getBody()))
          continue;
        std::string Name = applyRenames(G, Array->getName());
        if (isJumpedIntoScope(Array)) {
          G.Remarks.remark(Array->getLocation(), "alb-codegen",
                           "'" + Name +
                               "' not forgotten by the run-time when its "
                               "scope ends: a jump into its scope prevents "
                               "the cleanup that would do it");
          continue;
        }
        Slots += " " + rt::forgetAtScopeEndDecl(
                           G.Names.fresh("scope_of_" + Name), Name);
        G.Remarks.remark(Array->getLocation(), "alb-codegen",
                         "'" + Name +
                             "' forgotten by the run-time when its scope "
                             "ends: its memory is reused by later calls");
      }
      if (!Slots.empty())
        G.Edits.insert(G.Src.end(Decls), Slots, EditOrder::Close);
    }
  }
}

} // namespace autolb
