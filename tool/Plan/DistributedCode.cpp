//===- DistributedCode.cpp - which statements communicate -----------------===//

#include "Plan/DistributedCode.h"
#include "Analysis/StmtSearch.h"
#include "Plan/CallSites.h"
#include "Plan/DistributionPropagation.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace autolb {

const FunctionDecl *definedCallee(const CallExpr *Call, const PlanContext &G) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return nullptr;
  const FunctionDecl *Definition = nullptr;
  if (!Callee->hasBody(Definition) ||
      !G.Src.inMainFile(Definition->getLocation()))
    return nullptr;
  return Definition;
}

std::vector<const FunctionDecl *> possibleCallees(const CallExpr *Call,
                                                  const PlanContext &G) {
  if (Call->getDirectCallee()) {
    if (const FunctionDecl *Callee = definedCallee(Call, G))
      return {Callee};
    return {};
  }
  std::vector<const FunctionDecl *> Callees;
  for (const FunctionDecl *F : G.IndirectlyCallable)
    if (F->getNumParams() == Call->getNumArgs() || F->isVariadic())
      Callees.push_back(F);
  return Callees;
}

bool runsDistributedCode(const PlanContext &G, const Stmt *S) {
  return containsAny(S, [&](const Stmt *Sub) {
    if (G.DistributedLoops.contains(Sub))
      return true;
    const auto *Call = dyn_cast<CallExpr>(Sub);
    return Call &&
           llvm::any_of(possibleCallees(Call, G),
                        [&](const FunctionDecl *Callee) {
                          return G.DistributingFunctions.contains(Callee);
                        });
  });
}

/// A distributed array or alias mentioned in E outside the subtree Skip.
static const VarDecl *distributedOutside(const PlanContext &G, const Stmt *E,
                                         const Stmt *Skip) {
  if (!E || E == Skip)
    return nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (G.DistributedArrays.contains(V) || G.DistributedAliases.contains(V))
        return V;
  for (const Stmt *Child : E->children())
    if (const VarDecl *V = distributedOutside(G, Child, Skip))
      return V;
  return nullptr;
}

std::vector<CallAmidDistributedData>
callsAmidDistributedData(PlanContext &G, const FunctionDecl *F) {
  std::vector<CallAmidDistributedData> Found;
  for (const CallExpr *Call : callsOf(F))
    for (const FunctionDecl *Callee : possibleCallees(Call, G)) {
      if (!G.DistributingFunctions.contains(Callee))
        continue;
      const Stmt *Top = Call;
      bool InMacroStatement = false;
      for (const Stmt *Up = Call;;) {
        DynTypedNodeList Parents = G.Ctx.getParents(*Up);
        Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
        if (!Up)
          break;
        if (isa<Expr>(Up) && isa<Expr>(Top)) {
          Top = Up;
        } else if (G.Src.isMacroStatement(Up)) {
          Top = Up;
          InMacroStatement = true;
        }
      }
      if (const VarDecl *V = distributedOutside(G, Top, Call))
        Found.push_back({Call, Callee, V, InMacroStatement});
    }
  return Found;
}

std::vector<FunctionPassedOutside>
functionsPassedOutside(const PlanContext &G, const FunctionDecl *F) {
  std::vector<FunctionPassedOutside> Found;
  for (const CallExpr *Call : callsOf(F)) {
    if (!possibleCallees(Call, G).empty())
      continue;
    llvm::SmallPtrSet<const FunctionDecl *, 4> Passed;
    for (const Expr *Arg : Call->arguments())
      containsAny(Arg, [&](const Stmt *S) {
        const auto *E = dyn_cast<Expr>(S);
        if (!E || !E->getType()->isFunctionPointerType())
          return false;
        const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        const auto *Named =
            Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
        for (const FunctionDecl *Callable : G.IndirectlyCallable)
          if (!Named ||
              Named->getCanonicalDecl() == Callable->getCanonicalDecl())
            Passed.insert(Callable);
        return false;
      });
    for (const FunctionDecl *Callable : Passed)
      Found.push_back({Call, Callable});
  }
  return Found;
}

bool isCallToAnotherFile(const PlanContext &G, const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee && !Callee->hasBody() && Callee->getIdentifier() &&
         !Callee->getBuiltinID() && !isKnownLibraryFunction(*Callee) &&
         !G.Ctx.getSourceManager().isInSystemHeader(Callee->getLocation());
}

bool callsAnotherFile(const PlanContext &G, const Stmt *S) {
  return containsAny(S, [&](const Stmt *Sub) {
    const auto *Call = dyn_cast<CallExpr>(Sub);
    return Call && isCallToAnotherFile(G, Call);
  });
}

} // namespace autolb
