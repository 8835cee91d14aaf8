//===- AliasAnalysis.cpp - may two array bases share memory? --------------===//

#include "Analysis/AliasAnalysis.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace autolb {
namespace {

class CallFinder : public RecursiveASTVisitor<CallFinder> {
public:
  CallFinder(llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>>
                 &Calls,
             llvm::DenseMap<const FunctionDecl *, bool> &AddressTaken,
             FreshMemory &Fresh)
      : Calls(Calls), AddressTaken(AddressTaken), Fresh(Fresh) {}

  bool VisitCallExpr(CallExpr *Call) {
    const VarDecl *Stored = nullptr;
    if (FreshMemory::storesFreshMemory(Call, Stored))
      FreshStores.insert(Call->getArg(0)->IgnoreParenCasts());
    if (const FunctionDecl *Callee = Call->getDirectCallee()) {
      Calls[Callee->getCanonicalDecl()].push_back(Call);
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts()))
        Callees.insert(Ref);
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (!Callees.count(Ref))
        AddressTaken[F->getCanonicalDecl()] = true;
    return true;
  }
  // Variables given a value other than fresh memory after their
  // declaration: `p = q`, `p += k`, `p++`, `&p` (stored through, unless
  // by posix_memalign).
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp() &&
        !(Op->getOpcode() == BO_Assign && Fresh.isFreshOrNull(Op->getRHS())))
      noteStored(Op->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if ((Op->getOpcode() == UO_AddrOf && !FreshStores.contains(Op)) ||
        Op->isIncrementDecrementOp())
      noteStored(Op->getSubExpr());
    return true;
  }

  llvm::DenseSet<const VarDecl *> StoredOtherwise;

private:
  void noteStored(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        StoredOtherwise.insert(Var);
  }

  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls;
  llvm::DenseMap<const FunctionDecl *, bool> &AddressTaken;
  FreshMemory &Fresh;
  llvm::DenseSet<const DeclRefExpr *> Callees;
  llvm::DenseSet<const Expr *> FreshStores;
};

// The variable an argument passes: `A`, `*A` (PolyBench's POLYBENCH_ARRAY),
// `&A[0]`.
const VarDecl *passedVar(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (const auto *Unary = dyn_cast<UnaryOperator>(Arg))
    if (Unary->getOpcode() == UO_Deref)
      Arg = Unary->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

} // namespace

AliasAnalysis::AliasAnalysis(ASTContext &Ctx) : Fresh(Ctx) {
  CallFinder Finder(Calls, AddressTaken, Fresh);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  StoredOtherwise = std::move(Finder.StoredOtherwise);
}

bool AliasAnalysis::isAddressTaken(const FunctionDecl *F) const {
  return AddressTaken.lookup(F->getCanonicalDecl());
}

bool AliasAnalysis::isDistinctObject(const VarDecl *V) const {
  if (isa<ParmVarDecl>(V))
    return false;
  if (V->getType()->isArrayType())
    return true;
  // A static local may hold memory of an earlier call, passed back in.
  return V->isLocalVarDecl() && !V->isStaticLocal() &&
         pointsOnlyToFreshMemory(V);
}

bool AliasAnalysis::pointsOnlyToFreshMemory(const VarDecl *V) const {
  if (isa<ParmVarDecl>(V) || !V->getType()->isPointerType() ||
      StoredOtherwise.contains(V))
    return false;
  const Expr *Init = V->getInit();
  return !Init || Fresh.isFreshOrNull(Init);
}

bool AliasAnalysis::distinctAtEveryCall(const ParmVarDecl *A,
                                        const ParmVarDecl *B) const {
  const auto *F = dyn_cast<FunctionDecl>(A->getDeclContext());
  if (!F || F != B->getDeclContext() || F->isExternallyVisible())
    return false;
  F = F->getCanonicalDecl();
  if (isAddressTaken(F))
    return false;
  auto It = Calls.find(F);
  if (It == Calls.end() || It->second.empty())
    return false;
  unsigned IA = A->getFunctionScopeIndex(), IB = B->getFunctionScopeIndex();
  for (const CallExpr *Call : It->second) {
    if (IA >= Call->getNumArgs() || IB >= Call->getNumArgs())
      return false;
    const VarDecl *VA = passedVar(Call->getArg(IA));
    const VarDecl *VB = passedVar(Call->getArg(IB));
    if (!VA || !VB || VA == VB || !isDistinctObject(VA) ||
        !isDistinctObject(VB))
      return false;
  }
  return true;
}

bool AliasAnalysis::mayAlias(const VarDecl *A, const VarDecl *B) const {
  if (A == B)
    return true;
  if (A->getType().isRestrictQualified() || B->getType().isRestrictQualified())
    return false;
  bool DistinctA = isDistinctObject(A), DistinctB = isDistinctObject(B);
  if (DistinctA && DistinctB)
    return false;
  // A pointer parameter cannot point to a local created in this call.
  auto IsLocalObject = [](const VarDecl *V, bool Distinct) {
    return Distinct && V->isLocalVarDecl();
  };
  if ((IsLocalObject(A, DistinctA) && isa<ParmVarDecl>(B)) ||
      (IsLocalObject(B, DistinctB) && isa<ParmVarDecl>(A)))
    return false;
  const auto *PA = dyn_cast<ParmVarDecl>(A);
  const auto *PB = dyn_cast<ParmVarDecl>(B);
  if (PA && PB && distinctAtEveryCall(PA, PB))
    return false;
  return true;
}

} // namespace autolb
