//===- ScopeJumps.cpp - jumps into a variable's scope ---------------------===//

#include "Plan/ScopeJumps.h"
#include "Analysis/CxxConstructs.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace autolb {
namespace {

/// Labels, gotos, switches and their cases under some statements.
struct JumpSites : RecursiveASTVisitor<JumpSites> {
  llvm::DenseSet<const Stmt *> Targets; // labels and cases
  llvm::DenseSet<const Stmt *> Sources; // gotos and switches
  bool AddressOfLabel = false;

  // A lambda's body runs where it is called, not where it is written.
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    return traverseLambdaCaptures(*this, Lambda);
  }
  bool VisitLabelStmt(LabelStmt *S) { return Targets.insert(S), true; }
  bool VisitSwitchCase(SwitchCase *S) { return Targets.insert(S), true; }
  bool VisitGotoStmt(GotoStmt *S) { return Sources.insert(S), true; }
  bool VisitSwitchStmt(SwitchStmt *S) { return Sources.insert(S), true; }
  bool VisitAddrLabelExpr(AddrLabelExpr *) { return AddressOfLabel = true; }
};

/// True when a jump from outside Region lands inside it: a declaration with
/// a cleanup at the start of Region would then be invalid C.
bool jumpsInto(llvm::ArrayRef<const Stmt *> Region, const FunctionDecl *F) {
  JumpSites Inside, All;
  for (const Stmt *S : Region)
    Inside.TraverseStmt(const_cast<Stmt *>(S));
  All.TraverseStmt(F->getBody());
  if (All.AddressOfLabel)
    return true;
  for (const Stmt *Source : All.Sources) {
    if (Inside.Sources.contains(Source))
      continue;
    if (const auto *Goto = dyn_cast<GotoStmt>(Source)) {
      if (Inside.Targets.contains(Goto->getLabel()->getStmt()))
        return true;
      continue;
    }
    for (const SwitchCase *Case = cast<SwitchStmt>(Source)->getSwitchCaseList();
         Case; Case = Case->getNextSwitchCase())
      if (Inside.Targets.contains(Case))
        return true;
  }
  return false;
}

/// The statements after Array's declaration in the block that declares it;
/// false when it is not declared directly in a block.
bool statementsAfterDeclaration(const VarDecl *Array,
                                llvm::ArrayRef<const Stmt *> &After) {
  const auto *F = dyn_cast<FunctionDecl>(Array->getDeclContext());
  if (!F || !F->getBody())
    return false;
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *Array;
    llvm::ArrayRef<const Stmt *> After;
    bool Found = false;
    bool VisitCompoundStmt(CompoundStmt *Block) {
      llvm::ArrayRef<const Stmt *> Body(Block->body_begin(), Block->body_end());
      for (size_t I = 0; I < Body.size(); ++I)
        if (const auto *Decls = dyn_cast<DeclStmt>(Body[I]))
          if (llvm::is_contained(Decls->decls(), Array)) {
            After = Body.drop_front(I + 1);
            Found = true;
          }
      return !Found;
    }
  } Search;
  Search.Array = Array;
  Search.TraverseStmt(F->getBody());
  After = Search.After;
  return Search.Found;
}

} // namespace

bool isJumpedIntoScope(const VarDecl *Array) {
  if (!Array->hasLocalStorage() || isa<ParmVarDecl>(Array))
    return false;
  llvm::ArrayRef<const Stmt *> After;
  return statementsAfterDeclaration(Array, After) &&
         jumpsInto(After, cast<FunctionDecl>(Array->getDeclContext()));
}

} // namespace autolb
