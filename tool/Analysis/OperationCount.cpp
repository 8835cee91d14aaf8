//===- OperationCount.cpp - operations per loop iteration -----------------===//

#include "Analysis/OperationCount.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <cmath>

using namespace clang;

namespace autolb {
namespace {

constexpr double UnknownTripCount = 100;
constexpr unsigned CallCost = 10;
constexpr unsigned LoopOverhead = 2;

std::string numberText(double V) {
  return std::to_string(static_cast<long long>(std::llround(V)));
}

// Source text of a bound as written, on one line; a macro stays a macro so
// that the expression compiles wherever the macro is defined.
std::string boundText(const Expr *E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = SM.getExpansionRange(E->getSourceRange());
  std::string Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts()).str();
  for (char &C : Text)
    if (C == '\n' || C == '\r' || C == '\t')
      C = ' ';
  return Text;
}

OperationCount product(const OperationCount &A, const OperationCount &B) {
  OperationCount R;
  R.IsConstant = A.IsConstant && B.IsConstant;
  R.Value = A.Value * B.Value;
  if (R.IsConstant)
    R.Expression = numberText(R.Value);
  else
    R.Expression = (A.IsConstant ? A.Expression : "(" + A.Expression + ")") +
                   "*" +
                   (B.IsConstant ? B.Expression : "(" + B.Expression + ")");
  return R;
}

OperationCount sum(const OperationCount &A, const OperationCount &B) {
  OperationCount R;
  R.IsConstant = A.IsConstant && B.IsConstant;
  R.Value = A.Value + B.Value;
  if (R.IsConstant)
    R.Expression = numberText(R.Value);
  else if (A.IsConstant && A.Value == 0)
    R.Expression = B.Expression;
  else if (B.IsConstant && B.Value == 0)
    R.Expression = A.Expression;
  else
    R.Expression = A.Expression + "+" + B.Expression;
  return R;
}

OperationCount constant(double V) {
  OperationCount R;
  R.Value = V;
  R.Expression = numberText(V);
  return R;
}

OperationCount tripCount(const LoopInfo &Loop, const ASTContext &Ctx) {
  if (!Loop.IsCanonical) {
    OperationCount R;
    R.IsConstant = false;
    R.Value = UnknownTripCount;
    R.Expression = numberText(UnknownTripCount);
    return R;
  }
  int64_t Step = Loop.Step > 0 ? Loop.Step : -Loop.Step;
  bool Inclusive = Loop.Comparison == LoopComparison::LessEqual ||
                   Loop.Comparison == LoopComparison::GreaterEqual;
  bool Upward = Loop.Step > 0;
  std::optional<int64_t> Lo = evaluateConstant(Loop.LowerBound, Ctx);
  std::optional<int64_t> Hi = evaluateConstant(Loop.UpperBound, Ctx);
  if (Lo && Hi) {
    int64_t Span = Upward ? *Hi - *Lo : *Lo - *Hi;
    if (Inclusive)
      ++Span;
    return constant(Span <= 0 ? 0 : double((Span + Step - 1) / Step));
  }
  std::string Lower = "(" + boundText(Loop.LowerBound, Ctx) + ")";
  std::string Upper = "(" + boundText(Loop.UpperBound, Ctx) + ")";
  std::string Span = Upward ? Upper + "-" + Lower : Lower + "-" + Upper;
  if (Inclusive)
    Span += "+1";
  if (Step != 1)
    Span = "(" + Span + "+" + std::to_string(Step - 1) + ")/" +
           std::to_string(Step);
  OperationCount R;
  R.IsConstant = false;
  R.Value = UnknownTripCount;
  R.Expression = Span;
  return R;
}

// Operations of S that run once per iteration of the loop whose body holds
// it; inner `for` loops are counted separately.
unsigned straightLineOperations(const Stmt *S) {
  if (!S || isa<ForStmt>(S))
    return 0;
  unsigned Count = 0;
  if (const auto *Unary = dyn_cast<UnaryOperator>(S)) {
    if (Unary->getOpcode() != UO_Plus && Unary->getOpcode() != UO_AddrOf &&
        Unary->getOpcode() != UO_Extension)
      Count = 1;
  } else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(S)) {
    // One reference however many subscripts it has.
    Count = 1;
    const Expr *Base = Sub;
    while ((Sub = dyn_cast<ArraySubscriptExpr>(Base->IgnoreParenImpCasts()))) {
      Count += straightLineOperations(Sub->getIdx());
      Base = Sub->getBase();
    }
    return Count + straightLineOperations(Base);
  } else if (isa<BinaryOperator>(S) || isa<AbstractConditionalOperator>(S)) {
    Count = 1;
  } else if (isa<CallExpr>(S)) {
    Count = CallCost;
  } else if (isa<UnaryExprOrTypeTraitExpr>(S)) {
    return 0;
  }
  for (const Stmt *Child : S->children())
    Count += straightLineOperations(Child);
  return Count;
}

} // namespace

void countOperations(LoopTree &Tree, const ASTContext &Ctx) {
  // Children come after their parent in pre-order: fill from the back.
  for (int L = Tree.Loops.size() - 1; L >= 0; --L) {
    LoopInfo &Loop = Tree.Loops[L];
    Loop.TripCount = tripCount(Loop, Ctx);
    OperationCount Body =
        constant(straightLineOperations(Loop.Loop->getBody()));
    for (unsigned Child : Tree.Children[L]) {
      const LoopInfo &Inner = Tree.Loops[Child];
      OperationCount PerIteration =
          sum(Inner.BodyOperations, constant(LoopOverhead));
      Body = sum(Body, product(PerIteration, Inner.TripCount));
    }
    Loop.BodyOperations = Body;
  }
}

} // namespace autolb
