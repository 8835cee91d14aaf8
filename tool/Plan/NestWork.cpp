//===- NestWork.cpp - nests too small to distribute -----------------------===//

#include "Plan/NestWork.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace autolb {

namespace {

/// True when Loop may do work its operation count leaves out: a loop other
/// than a `for` (counted as one pass), a `goto` (it may jump back), or a
/// call or constructor that may loop (counted as a few operations).
bool mayDoUncountedWork(const ForStmt *Loop) {
  return containsAny(Loop, [](const Stmt *S) {
    if (isa<WhileStmt, DoStmt, CXXForRangeStmt, GotoStmt, IndirectGotoStmt,
            CXXNewExpr>(S))
      return true;
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(S))
      return !Construct->getConstructor()->isTrivial();
    const auto *Call = dyn_cast<CallExpr>(S);
    if (!Call)
      return false;
    const FunctionDecl *Callee = Call->getDirectCallee();
    return !Callee || !Callee->getIdentifier() ||
           !isPureMathFunction(Callee->getName());
  });
}

} // namespace

std::optional<std::string> tooLittleWork(const LoopInfo &D,
                                         double MinOperations) {
  if (!D.TripCount.IsConstant || !D.BodyOperations.IsConstant)
    return std::nullopt;
  double Operations = D.TripCount.Value * D.BodyOperations.Value;
  if (Operations >= MinOperations || mayDoUncountedWork(D.Loop))
    return std::nullopt;
  return llvm::formatv("its work is known at compile time, {0:F0} iterations "
                       "of about {1:F0} operations ({2:F0} in all), less than "
                       "one exchange between ranks costs (about {3:F0} "
                       "operations)",
                       D.TripCount.Value, D.BodyOperations.Value, Operations,
                       MinOperations)
      .str();
}

std::optional<std::string> tooLittleWorkPerRow(const LoopInfo &D,
                                               const std::string &Table,
                                               double MinOperations) {
  const double Operations = D.BodyOperations.Value;
  if (Operations >= MinOperations || mayDoUncountedWork(D.Loop))
    return std::nullopt;
  return llvm::formatv("each iteration writes a row of '{0}', which the "
                       "run-time checks before the loop and sends to every "
                       "rank after it, about {1:F0} operations' worth per "
                       "row, more than an iteration's about {2:F0} "
                       "operations{3}",
                       Table, MinOperations, Operations,
                       D.BodyOperations.IsConstant
                           ? ""
                           : " (estimated with 100 iterations for each loop "
                             "whose trip count is not known)")
      .str();
}

} // namespace autolb
