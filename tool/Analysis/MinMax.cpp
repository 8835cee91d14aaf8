//===- MinMax.cpp - the larger or smaller of two values, as written -------===//

#include "Analysis/MinMax.h"
#include "Analysis/AffineExpr.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace autolb {
namespace {

/// E without parentheses, full-expression and temporary wrappers, and the
/// implicit conversions that keep every value (a read, `int` to `long`); a
/// narrowing or sign-changing one stays.
const Expr *withoutValueKeepingCasts(const Expr *E, const ASTContext &Ctx) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E)) {
      E = Full->getSubExpr();
      continue;
    }
    if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = Temporary->getSubExpr();
      continue;
    }
    const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
    if (!Cast)
      return E;
    const bool KeepsValues =
        Cast->getCastKind() == CK_LValueToRValue ||
        Cast->getCastKind() == CK_NoOp ||
        (Cast->getCastKind() == CK_IntegralCast &&
         integerConversionKeepsValues(Cast->getSubExpr()->getType(),
                                      Cast->getType(), Ctx));
    if (!KeepsValues)
      return E;
    E = Cast->getSubExpr();
  }
}

/// An argument bound to `const T &` is a temporary holding its value.
const Expr *argumentValue(const Expr *Arg) {
  Arg = Arg->IgnoreParens();
  if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(Arg))
    return Temporary->getSubExpr()->IgnoreParens();
  return Arg;
}

bool sameValue(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  std::optional<AffineExpr> AffineA = buildAffine(A, Ctx),
                            AffineB = buildAffine(B, Ctx);
  return AffineA && AffineB && *AffineA == *AffineB;
}

/// `a > b ? a : b` (a maximum), `a < b ? a : b` (a minimum), with `>=`,
/// `<=` or the arms swapped.
std::optional<MinMaxOperands> conditionalMinMax(const ConditionalOperator &C,
                                                const ASTContext &Ctx) {
  const auto *Compare = dyn_cast<BinaryOperator>(C.getCond()->IgnoreParens());
  if (!Compare || !Compare->isRelationalOp() ||
      !Compare->getLHS()->getType()->isSignedIntegerType() ||
      !C.getType()->isIntegerType())
    return std::nullopt;
  const Expr *Left = Compare->getLHS(), *Right = Compare->getRHS();
  const Expr *True = C.getTrueExpr(), *False = C.getFalseExpr();
  bool Greater = Compare->getOpcode() == BO_GT || Compare->getOpcode() == BO_GE;
  if (sameValue(True, Left, Ctx) && sameValue(False, Right, Ctx))
    return MinMaxOperands{Greater, True, False};
  if (sameValue(True, Right, Ctx) && sameValue(False, Left, Ctx))
    return MinMaxOperands{!Greater, True, False};
  return std::nullopt;
}

/// `std::max(a, b)` or `std::min(a, b)` of signed integers (an unsigned
/// `d - 1` may wrap to the largest value).
std::optional<MinMaxOperands> standardMinMax(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Callee->isInStdNamespace() || !Callee->getIdentifier() ||
      Call.getNumArgs() != 2 ||
      !Callee->getReturnType().getNonReferenceType()->isSignedIntegerType())
    return std::nullopt;
  llvm::StringRef Name = Callee->getName();
  if (Name != "max" && Name != "min")
    return std::nullopt;
  return MinMaxOperands{Name == "max", argumentValue(Call.getArg(0)),
                        argumentValue(Call.getArg(1))};
}

/// A call of `int imax(int x, int y) { return x > y ? x : y; }`: the
/// arguments in place of the parameters.
std::optional<MinMaxOperands> helperMinMax(const CallExpr &Call,
                                           const ASTContext &Ctx) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || isa<CXXMethodDecl>(Callee) || Call.getNumArgs() != 2 ||
      !Callee->hasBody(Definition) ||
      !isProgramCode(*Definition, Ctx.getSourceManager()) ||
      Definition->getNumParams() != 2 ||
      !Definition->getReturnType()->isIntegerType())
    return std::nullopt;
  const Stmt *Body = Definition->getBody();
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Body = Block->size() == 1 ? Block->body_front() : nullptr;
  const auto *Return = dyn_cast_or_null<ReturnStmt>(Body);
  const auto *Conditional =
      Return && Return->getRetValue()
          ? dyn_cast<ConditionalOperator>(
                withoutValueKeepingCasts(Return->getRetValue(), Ctx))
          : nullptr;
  if (!Conditional)
    return std::nullopt;
  std::optional<MinMaxOperands> Form = conditionalMinMax(*Conditional, Ctx);
  if (!Form)
    return std::nullopt;
  const Expr *Arguments[2];
  for (unsigned I = 0; I < 2; ++I) {
    const ParmVarDecl *Param = Definition->getParamDecl(I);
    const Expr *Arg = Call.getArg(I)->IgnoreParenImpCasts();
    if (!Param->getType()->isIntegerType() ||
        Param->getType().isVolatileQualified() ||
        !Arg->getType()->isIntegerType() || Arg->HasSideEffects(Ctx) ||
        !integerConversionKeepsValues(Arg->getType(), Param->getType(), Ctx))
      return std::nullopt;
    Arguments[I] = Call.getArg(I);
  }
  // Each arm is one parameter, unchanged (the body is one return).
  auto ArgumentOf = [&](const Expr *Arm) -> const Expr * {
    const auto *Ref = dyn_cast<DeclRefExpr>(Arm->IgnoreParenImpCasts());
    for (unsigned I = 0; I < 2; ++I)
      if (Ref && Ref->getDecl() == Definition->getParamDecl(I))
        return Arguments[I];
    return nullptr;
  };
  const Expr *First = ArgumentOf(Form->First),
             *Second = ArgumentOf(Form->Second);
  if (!First || !Second || First == Second)
    return std::nullopt;
  return MinMaxOperands{Form->IsMax, First, Second};
}

/// The maximum or minimum E is, as written, before its operands are judged.
std::optional<MinMaxOperands> minMaxForm(const Expr *E, const ASTContext &Ctx) {
  E = withoutValueKeepingCasts(E, Ctx);
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E))
    return conditionalMinMax(*Conditional, Ctx);
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return std::nullopt;
  if (std::optional<MinMaxOperands> Standard = standardMinMax(*Call))
    return Standard;
  return helperMinMax(*Call, Ctx);
}

} // namespace

std::optional<MinMaxOperands> minMaxOperands(const Expr *E,
                                             const ASTContext &Ctx) {
  std::optional<MinMaxOperands> Form = minMaxForm(E, Ctx);
  if (!Form || !computesWithoutWrapping(Form->First, Ctx) ||
      !computesWithoutWrapping(Form->Second, Ctx))
    return std::nullopt;
  return Form;
}

} // namespace autolb
