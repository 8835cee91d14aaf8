//===- NestWork.cpp - nests too small to distribute -----------------------===//

#include "Plan/NestWork.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace autolb {
namespace {

// A call of a math function of the C library (sqrt, exp, fabs): a builtin
// given numbers only, which runs in bounded time. A builtin given a pointer
// (memcpy, strlen) or any other function may do any amount of work.
bool isBoundedCall(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee && Callee->getBuiltinID() != 0 &&
         llvm::all_of(Call->arguments(), [](const Expr *Arg) {
           return Arg->getType()->isArithmeticType();
         });
}

// Whether the operation counts of Body are the work it does: no loop the
// counts take as one pass (while, do, goto) and no call but bounded ones.
bool workIsCounted(const Stmt *Body) {
  return !containsAny(Body, [](const Stmt *S) {
    if (isa<WhileStmt, DoStmt, GotoStmt, IndirectGotoStmt>(S))
      return true;
    const auto *Call = dyn_cast<CallExpr>(S);
    return Call && !isBoundedCall(Call);
  });
}

} // namespace

std::optional<std::string> tooLittleWork(const LoopInfo &D,
                                         double MinOperations) {
  if (!D.TripCount.IsConstant || !D.BodyOperations.IsConstant ||
      !workIsCounted(D.Loop->getBody()))
    return std::nullopt;
  double Operations = D.TripCount.Value * D.BodyOperations.Value;
  if (Operations >= MinOperations)
    return std::nullopt;
  return llvm::formatv("its work is known at compile time, {0:F0} iterations "
                       "of about {1:F0} operations ({2:F0} in all), less than "
                       "one exchange between ranks costs (about {3:F0} "
                       "operations)",
                       D.TripCount.Value, D.BodyOperations.Value, Operations,
                       MinOperations)
      .str();
}

} // namespace autolb
