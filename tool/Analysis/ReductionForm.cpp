//===- ReductionForm.cpp - is an update in reduction form -----------------===//

#include "Analysis/ReductionForm.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StmtSearch.h"

using namespace clang;

namespace autolb {

const VarDecl *reductionTargetVariable(const Expr *Target) {
  Target = Target->IgnoreParenImpCasts();
  if (const VarDecl *Vector = subscriptedVector(Target))
    return Vector;
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target))
    Target = Sub->getBase()->IgnoreParenImpCasts();
  if (const VarDecl *Pointer = pointerToWholeArray(Target))
    return Pointer;
  return referencedVariable(Target);
}

namespace {

// `x op e` or `e op x` (commutative op) with e free of x: returns e.
const Expr *otherOperand(const BinaryOperator *Op, const Expr *Target,
                         bool Commutative) {
  if (sameExpression(Op->getLHS(), Target))
    return Op->getRHS();
  if (Commutative && sameExpression(Op->getRHS(), Target))
    return Op->getLHS();
  return nullptr;
}

// `fmax(x, e)`, `fmin(e, x)`, `std::max(x, e)` and the like; TargetFirst
// says whether x is the first argument. Like fmax(x, e), std::max(x, e)
// keeps x of equal values and skips a NaN e.
std::optional<ReductionOperator> minMaxOfCall(const Expr *E, const Expr *Target,
                                              const Expr *&Other,
                                              bool &TargetFirst) {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || Call->getNumArgs() != 2 || !Call->getDirectCallee())
    return std::nullopt;
  StringRef Name = Call->getDirectCallee()->getName();
  Name.consume_front("__builtin_");
  std::optional<ReductionOperator> Op;
  const bool Std = isStdMinMax(*Call->getDirectCallee());
  if (Name == "fmax" || Name == "fmaxf" || Name == "fmaxl" ||
      (Std && Name == "max"))
    Op = ReductionOperator::Max;
  else if (Name == "fmin" || Name == "fminf" || Name == "fminl" ||
           (Std && Name == "min"))
    Op = ReductionOperator::Min;
  else
    return std::nullopt;
  TargetFirst = sameExpression(Call->getArg(0), Target);
  if (TargetFirst)
    Other = Call->getArg(1);
  else if (sameExpression(Call->getArg(1), Target))
    Other = Call->getArg(0);
  else
    return std::nullopt;
  return Op;
}

// `c ? a : b` where c compares x and e and the branches pick one of them.
std::optional<ReductionOperator>
minMaxOfSelect(const Expr *E, const Expr *Target, const Expr *&Other) {
  const auto *Select = dyn_cast<ConditionalOperator>(E);
  if (!Select)
    return std::nullopt;
  const auto *Cmp =
      dyn_cast<BinaryOperator>(Select->getCond()->IgnoreParenImpCasts());
  if (!Cmp || !Cmp->isRelationalOp())
    return std::nullopt;
  const Expr *True = Select->getTrueExpr(), *False = Select->getFalseExpr();
  bool Greater = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
  // `l > r ? l : r` is max(l, r); `l > r ? r : l` is min(l, r).
  bool PicksLeft;
  if (sameExpression(True, Cmp->getLHS()) &&
      sameExpression(False, Cmp->getRHS()))
    PicksLeft = true;
  else if (sameExpression(True, Cmp->getRHS()) &&
           sameExpression(False, Cmp->getLHS()))
    PicksLeft = false;
  else
    return std::nullopt;
  if (sameExpression(Cmp->getLHS(), Target))
    Other = Cmp->getRHS();
  else if (sameExpression(Cmp->getRHS(), Target))
    Other = Cmp->getLHS();
  else
    return std::nullopt;
  return Greater == PicksLeft ? ReductionOperator::Max : ReductionOperator::Min;
}

bool mentionsTarget(const Expr *E, const Expr *Target) {
  const VarDecl *V = reductionTargetVariable(Target);
  return !V || mentionsVariable(E, V);
}

/// The one statement of a branch: S itself, or the only statement of a
/// compound statement.
const Stmt *onlyStatement(const Stmt *S) {
  const auto *Block = dyn_cast_or_null<CompoundStmt>(S);
  if (!Block)
    return S;
  return Block->size() == 1 ? Block->body_front() : nullptr;
}

bool sameType(QualType A, QualType B) {
  return A.getCanonicalType().getUnqualifiedType() ==
         B.getCanonicalType().getUnqualifiedType();
}

/// Whether converting a From to a To keeps every value: a narrowing store
/// (`int m = a` of a long a) makes the combination of partial results
/// differ from the sequential one.
bool convertsExactly(QualType From, QualType To, const ASTContext &Ctx) {
  if (sameType(From, To))
    return true;
  if (From->isIntegerType() && To->isIntegerType())
    return integerConversionKeepsValues(From, To, Ctx);
  if (From->isIntegerType() && To->isRealFloatingType())
    return Ctx.getIntWidth(From) <
           static_cast<uint64_t>(llvm::APFloat::semanticsPrecision(
               Ctx.getFloatTypeSemantics(To)));
  if (From->isRealFloatingType() && To->isRealFloatingType())
    return Ctx.getFloatingTypeOrder(To, From) >= 0;
  return false;
}

} // namespace

std::optional<ReductionUpdate> conditionalMinMax(const IfStmt *If,
                                                 const ASTContext &Ctx) {
  if (If->getInit() || If->getConditionVariable() || If->getElse() ||
      If->isConsteval())
    return std::nullopt;
  const auto *Assign =
      dyn_cast_or_null<BinaryOperator>(onlyStatement(If->getThen()));
  const auto *Cmp =
      dyn_cast<BinaryOperator>(If->getCond()->IgnoreParenImpCasts());
  if (!Assign || Assign->getOpcode() != BO_Assign || !Cmp ||
      !Cmp->isRelationalOp())
    return std::nullopt;
  const Expr *Target = Assign->getLHS();
  const Expr *Value = Assign->getRHS();
  if (!isa<DeclRefExpr>(Target->IgnoreParenImpCasts()) ||
      !Target->getType()->isArithmeticType())
    return std::nullopt;
  // `e > x` and `x < e` store e when it is the greater: a maximum.
  bool ValueOnLeft;
  if (sameExpression(Cmp->getLHS(), Value) &&
      sameExpression(Cmp->getRHS(), Target))
    ValueOnLeft = true;
  else if (sameExpression(Cmp->getLHS(), Target) &&
           sameExpression(Cmp->getRHS(), Value))
    ValueOnLeft = false;
  else
    return std::nullopt;
  if (mentionsTarget(Value, Target) || mayDifferWhenRepeated(Value, Ctx) ||
      !convertsExactly(Value->IgnoreParenImpCasts()->getType(),
                       Target->getType(), Ctx))
    return std::nullopt;
  const bool Strict = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_LT;
  const bool Floating = Target->getType()->isRealFloatingType();
  // `>=` keeps the last of equal values, which the combination, keeping
  // the earlier partial result, does not.
  if (Floating && !Strict)
    return std::nullopt;
  const bool ValueGreater =
      (Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE) == ValueOnLeft;
  ReductionUpdate Update;
  Update.Update = Assign;
  Update.Operator =
      ValueGreater ? ReductionOperator::Max : ReductionOperator::Min;
  Update.CombinesInIterationOrder = Floating;
  return Update;
}

std::optional<ReductionUpdate> reductionForm(const Expr *E, const Expr *&Target,
                                             bool &OrderDependent) {
  OrderDependent = false;
  const Expr *Inner = E->IgnoreParens();
  if (const auto *Unary = dyn_cast<UnaryOperator>(Inner)) {
    if (!Unary->isIncrementDecrementOp())
      return std::nullopt;
    Target = Unary->getSubExpr();
    return ReductionUpdate{E, ReductionOperator::Sum};
  }
  const auto *Assign = dyn_cast<BinaryOperator>(Inner);
  if (!Assign || !Assign->isAssignmentOp())
    return std::nullopt;
  Target = Assign->getLHS();
  const Expr *Rhs = Assign->getRHS()->IgnoreParenImpCasts();
  const Expr *Other = nullptr;
  std::optional<ReductionOperator> Op;
  bool TargetFirst = false, IsCall = false;
  switch (Assign->getOpcode()) {
  case BO_AddAssign:
  case BO_SubAssign:
    Op = ReductionOperator::Sum;
    Other = Rhs;
    break;
  case BO_MulAssign:
    Op = ReductionOperator::Product;
    Other = Rhs;
    break;
  case BO_Assign:
    if (const auto *Bin = dyn_cast<BinaryOperator>(Rhs)) {
      if (Bin->getOpcode() == BO_Add || Bin->getOpcode() == BO_Sub) {
        Other = otherOperand(Bin, Target, Bin->getOpcode() == BO_Add);
        Op = ReductionOperator::Sum;
      } else if (Bin->getOpcode() == BO_Mul) {
        Other = otherOperand(Bin, Target, true);
        Op = ReductionOperator::Product;
      }
    } else if ((Op = minMaxOfCall(Rhs, Target, Other, TargetFirst))) {
      IsCall = true;
    } else {
      Op = minMaxOfSelect(Rhs, Target, Other);
    }
    break;
  default:
    return std::nullopt;
  }
  if (!Op || !Other || mentionsTarget(Other, Target))
    return std::nullopt;
  const bool Floating = Target->getType()->isRealFloatingType();
  const bool MinMax =
      *Op == ReductionOperator::Min || *Op == ReductionOperator::Max;
  // An update converted back to the target's type at every step: the
  // truncation of `int s; s += 2.5` does not let partial sums combine (a
  // wrap to a narrower integer does), nor does a narrowing store let a
  // maximum (`int m = a > m ? a : m` of a long a). A floating sum rounded
  // to float is reassociated like any (ReductionDetection.cpp).
  QualType Computed =
      isa<CompoundAssignOperator>(Assign)
          ? cast<CompoundAssignOperator>(Assign)->getComputationResultType()
          : Rhs->getType();
  if (MinMax ? !sameType(Computed, Target->getType())
             : Target->getType()->isIntegerType() &&
                   Computed->isRealFloatingType())
    return std::nullopt;
  // Of equal values (-0.0 and +0.0) fmin and fmax return their first
  // argument, so `fmax(x, e)` keeps the earlier one, as the run-time's
  // combination does, and `fmax(e, x)` the later; a NaN x stays with `?:`
  // but not with fmax.
  if (Floating && MinMax && !(IsCall && TargetFirst)) {
    OrderDependent = true;
    return std::nullopt;
  }
  ReductionUpdate Update{E, *Op};
  Update.CombinesInIterationOrder = Floating && MinMax;
  return Update;
}

} // namespace autolb
