//===- CallSites.cpp - the calls of a function ----------------------------===//

#include "Plan/CallSites.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {

StringRef calleeName(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee && Callee->getIdentifier() ? Callee->getName() : StringRef();
}

namespace {
struct CallCollector : RecursiveASTVisitor<CallCollector> {
  std::vector<const CallExpr *> Calls;
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
};
} // namespace

std::vector<const CallExpr *> callsIn(const Stmt *S) {
  CallCollector Collector;
  if (S)
    Collector.TraverseStmt(const_cast<Stmt *>(S));
  return Collector.Calls;
}

std::vector<const CallExpr *> callsOf(const FunctionDecl *F) {
  return callsIn(F->hasBody() ? F->getBody() : nullptr);
}

} // namespace autolb
