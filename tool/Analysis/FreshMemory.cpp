//===- FreshMemory.cpp - does an expression yield newly allocated memory? -===//

#include "Analysis/FreshMemory.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// Calls Visit on S and everything below it.
void forEachStmt(const Stmt *S, llvm::function_ref<void(const Stmt *)> Visit) {
  if (!S)
    return;
  Visit(S);
  for (const Stmt *Child : S->children())
    forEachStmt(Child, Visit);
}

/// Allocation functions whose code is elsewhere, by name: the C library's
/// and the wrappers of libraries (xmalloc, polybench_alloc_data, ...).
bool isAllocatorName(StringRef Name) {
  return Name.contains("alloc") && !Name.contains("realloc");
}

} // namespace

bool FreshMemory::storesFreshMemory(const CallExpr *Call, const VarDecl *&P) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Callee->getName() != "posix_memalign" ||
      Call->getNumArgs() != 3)
    return false;
  const auto *AddrOf =
      dyn_cast<UnaryOperator>(Call->getArg(0)->IgnoreParenCasts());
  if (!AddrOf || AddrOf->getOpcode() != UO_AddrOf)
    return false;
  P = referencedVariableThroughCasts(AddrOf->getSubExpr());
  return P != nullptr;
}

bool FreshMemory::isAllocation(const Expr *E) {
  if (const auto *Block = dyn_cast<StmtExpr>(E->IgnoreParenCasts()))
    return yieldsFreshVariable(Block);
  // Placement new constructs in memory the program already has.
  if (const auto *New = dyn_cast<CXXNewExpr>(E->IgnoreParenCasts()))
    return New->getNumPlacementArgs() == 0;
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee)
    return false;
  if (const FunctionDecl *Definition = Callee->getDefinition())
    return returnsFreshMemory(Definition);
  return isAllocatorName(Callee->getName());
}

bool FreshMemory::yieldsFreshVariable(const StmtExpr *Block) {
  const CompoundStmt *Body = Block->getSubStmt();
  const auto *Value =
      Body->body_empty() ? nullptr : dyn_cast<Expr>(Body->body_back());
  const VarDecl *V = Value ? referencedVariableThroughCasts(Value) : nullptr;
  const auto *F = V ? dyn_cast<FunctionDecl>(V->getDeclContext()) : nullptr;
  if (!F)
    return false;
  bool DeclaredInside = false;
  for (const Stmt *S : Body->body())
    if (const auto *Decls = dyn_cast<DeclStmt>(S))
      DeclaredInside |= llvm::is_contained(Decls->decls(), V);
  return DeclaredInside && holdsOnlyFreshMemory(V, F);
}

bool FreshMemory::isFreshOrNull(const Expr *E) {
  return isAllocation(E) ||
         E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull);
}

bool FreshMemory::returnsFreshMemory(const FunctionDecl *F) {
  auto [It, New] = Judged.try_emplace(F, false);
  if (!New)
    return It->second;
  bool Fresh = F->getReturnType()->isPointerType();
  bool SawReturn = false;
  forEachStmt(F->getBody(), [&](const Stmt *S) {
    const auto *Return = dyn_cast<ReturnStmt>(S);
    if (!Return || !Fresh)
      return;
    SawReturn = true;
    const Expr *Value = Return->getRetValue();
    if (!Value || isFreshOrNull(Value))
      return;
    const VarDecl *V = referencedVariableThroughCasts(Value);
    Fresh = V && holdsOnlyFreshMemory(V, F);
  });
  Fresh &= SawReturn;
  Judged[F] = Fresh;
  return Fresh;
}

bool FreshMemory::holdsOnlyFreshMemory(const VarDecl *V,
                                       const FunctionDecl *F) {
  if (!V->isLocalVarDecl() || V->isStaticLocal() || V->getDeclContext() != F ||
      !V->getType()->isPointerType())
    return false;
  if (V->getInit() && !isFreshOrNull(V->getInit()))
    return false;
  bool Fresh = true;
  const Expr *StoredThroughCall = nullptr;
  forEachStmt(F->getBody(), [&](const Stmt *S) {
    if (const auto *Call = dyn_cast<CallExpr>(S)) {
      const VarDecl *P = nullptr;
      if (storesFreshMemory(Call, P) && P == V)
        StoredThroughCall = Call->getArg(0)->IgnoreParenCasts();
    } else if (const auto *Op = dyn_cast<BinaryOperator>(S)) {
      if (Op->isAssignmentOp() &&
          referencedVariableThroughCasts(Op->getLHS()) == V)
        Fresh &= Op->getOpcode() == BO_Assign && isFreshOrNull(Op->getRHS());
    } else if (const auto *Op = dyn_cast<UnaryOperator>(S)) {
      if ((Op->getOpcode() == UO_AddrOf || Op->isIncrementDecrementOp()) &&
          Op != StoredThroughCall &&
          referencedVariableThroughCasts(Op->getSubExpr()) == V)
        Fresh = false;
    }
  });
  return Fresh;
}

} // namespace autolb
