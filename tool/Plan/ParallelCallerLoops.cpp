//===- ParallelCallerLoops.cpp - loops whose calls are the parallelism ----===//

#include "Plan/ParallelCallerLoops.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/StmtSearch.h"
#include "Plan/CallSites.h"
#include "Plan/DistributedCode.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace autolb {
namespace {

/// Whether the body of F subscripts an array with an index that reads P.
bool subscriptsWith(const FunctionDecl *F, const ParmVarDecl *P) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const ParmVarDecl *P;
    bool Found = false;
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *Sub) {
      Found = Found || mentionsVariable(Sub->getIdx(), P);
      return !Found;
    }
  } Find;
  Find.P = P;
  if (F->hasBody())
    Find.TraverseStmt(F->getBody());
  return Find.Found;
}

/// Whether Call passes Callee data chosen by the variable IV: an address
/// built from it (`feature[i]`, `&a[i]`, `a + i*n`), or a value the callee
/// uses as a subscript.
bool passesIterationData(const CallExpr *Call, const FunctionDecl *Callee,
                         const VarDecl *IV) {
  for (unsigned A = 0; A < Call->getNumArgs(); ++A) {
    const Expr *Arg = Call->getArg(A);
    if (!mentionsVariable(Arg, IV))
      continue;
    if (Arg->getType()->isPointerType() || Arg->getType()->isArrayType())
      return true;
    if (A < Callee->getNumParams() &&
        subscriptsWith(Callee, Callee->getParamDecl(A)))
      return true;
  }
  return false;
}

/// Whether only its calls keep Loop sequential: every reason is an unknown
/// call or pointers that may alias (which a run-time check could settle),
/// and each call in its body is to pure math or to a function of the file
/// (whose effects could be known), not to I/O or unknown code.
bool sequentialOnlyForCalls(const PlanContext &G, const LoopInfo &Loop) {
  if (!Loop.IsCanonical || !Loop.InductionVar || Loop.Reasons.empty())
    return false;
  for (const Reason &R : Loop.Reasons)
    if (R.Kind != ReasonKind::UnknownCall &&
        R.Kind != ReasonKind::PossibleAliasing)
      return false;
  for (const CallExpr *Call : callsIn(Loop.Loop->getBody())) {
    const FunctionDecl *Direct = Call->getDirectCallee();
    if (Direct && isPureMathFunction(Direct->getName()))
      continue;
    if (!definedCallee(Call, G))
      return false;
  }
  return true;
}

} // namespace

std::vector<CallPerIteration>
callsPerParallelIteration(const PlanContext &G,
                          llvm::ArrayRef<NestInfo> Nests) {
  std::vector<CallPerIteration> Calls;
  llvm::SmallPtrSet<const ForStmt *, 16> Seen;
  for (const NestInfo &Nest : Nests)
    for (const LoopInfo &Loop : Nest.Loops) {
      if (!Seen.insert(Loop.Loop).second || !sequentialOnlyForCalls(G, Loop))
        continue;
      for (const CallExpr *Call : callsIn(Loop.Loop->getBody()))
        if (const FunctionDecl *Callee = definedCallee(Call, G))
          if (passesIterationData(Call, Callee, Loop.InductionVar))
            Calls.push_back({&Loop, Call, Callee});
    }
  return Calls;
}

std::vector<CallPerIteration> callsInDistributedLoop(const PlanContext &G,
                                                     const LoopInfo &Loop) {
  std::vector<CallPerIteration> Calls;
  for (const CallExpr *Call : callsIn(Loop.Loop->getBody()))
    if (const FunctionDecl *Callee = definedCallee(Call, G))
      Calls.push_back({&Loop, Call, Callee});
  return Calls;
}

} // namespace autolb
