//===- CountedIndices.cpp - indices bounded by constants in a body --------===//

#include "Analysis/CountedIndices.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// The inclusive range of an integer expression's values.
struct ValueRange {
  int64_t Lo = 0, Hi = 0;
};

std::optional<int64_t> constantValue(const Expr *E, const ASTContext &Ctx) {
  Expr::EvalResult Result;
  if (E->isValueDependent() ||
      !E->EvaluateAsInt(Result, Ctx, Expr::SE_NoSideEffects) ||
      !Result.Val.getInt().isSignedIntN(63))
    return std::nullopt;
  return Result.Val.getInt().getSExtValue();
}

const VarDecl *namedVariable(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// Whether Body uses V only as a value read: every reference to it is
/// converted to its value on the spot.
class OnlyReads : public RecursiveASTVisitor<OnlyReads> {
public:
  explicit OnlyReads(const VarDecl *V) : V(V) {}
  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
    if (Cast->getCastKind() == CK_LValueToRValue && Ref && Ref->getDecl() == V)
      ++Reads;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    Uses += Ref->getDecl() == V;
    return true;
  }
  bool holds() const { return Reads == Uses; }

private:
  const VarDecl *V;
  unsigned Reads = 0, Uses = 0;
};

/// The values of V inside the body of For, when For counts V up from a
/// constant below a constant bound and its body leaves V alone.
std::optional<ValueRange> countedRange(const ForStmt &For, const VarDecl *V,
                                       const ASTContext &Ctx) {
  const Expr *Start = nullptr;
  if (const auto *Decls = dyn_cast_or_null<DeclStmt>(For.getInit());
      Decls && Decls->isSingleDecl() && Decls->getSingleDecl() == V)
    Start = V->getInit();
  else if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(For.getInit());
           Assign && Assign->getOpcode() == BO_Assign &&
           namedVariable(Assign->getLHS()) == V)
    Start = Assign->getRHS();
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For.getCond());
  if (!Start || !Cond ||
      (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_LE) ||
      namedVariable(Cond->getLHS()) != V)
    return std::nullopt;
  const Expr *Inc = For.getInc() ? For.getInc()->IgnoreParens() : nullptr;
  bool CountsUp = false;
  if (const auto *Step = dyn_cast_or_null<UnaryOperator>(Inc))
    CountsUp = Step->isIncrementOp() && namedVariable(Step->getSubExpr()) == V;
  else if (const auto *Add = dyn_cast_or_null<CompoundAssignOperator>(Inc))
    CountsUp = Add->getOpcode() == BO_AddAssign &&
               namedVariable(Add->getLHS()) == V &&
               constantValue(Add->getRHS(), Ctx).value_or(0) > 0;
  std::optional<int64_t> Lo = constantValue(Start, Ctx);
  std::optional<int64_t> Bound = constantValue(Cond->getRHS(), Ctx);
  if (!CountsUp || !Lo || !Bound)
    return std::nullopt;
  OnlyReads Body(V);
  Body.TraverseStmt(const_cast<Stmt *>(For.getBody()));
  if (!Body.holds())
    return std::nullopt;
  int64_t Hi = Cond->getOpcode() == BO_LT ? *Bound - 1 : *Bound;
  return ValueRange{*Lo, std::max(*Lo, Hi)};
}

std::optional<ValueRange> valueRange(const Expr *E,
                                     llvm::ArrayRef<const ForStmt *> Around,
                                     const ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() == CK_IntegralCast &&
        !integerConversionKeepsValues(Cast->getSubExpr()->getType(),
                                      Cast->getType(), Ctx))
      return std::nullopt;
    if (Cast->getCastKind() == CK_IntegralCast ||
        Cast->getCastKind() == CK_LValueToRValue ||
        Cast->getCastKind() == CK_NoOp)
      return valueRange(Cast->getSubExpr(), Around, Ctx);
    return std::nullopt;
  }
  if (std::optional<int64_t> Value = constantValue(E, Ctx))
    return ValueRange{*Value, *Value};
  if (const auto *Op = dyn_cast<BinaryOperator>(E);
      Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub) &&
      Op->getType()->isSignedIntegerType()) {
    std::optional<ValueRange> L = valueRange(Op->getLHS(), Around, Ctx);
    std::optional<ValueRange> R = valueRange(Op->getRHS(), Around, Ctx);
    if (!L || !R)
      return std::nullopt;
    ValueRange Sum;
    bool Overflow = Op->getOpcode() == BO_Add
                        ? llvm::AddOverflow(L->Lo, R->Lo, Sum.Lo) ||
                              llvm::AddOverflow(L->Hi, R->Hi, Sum.Hi)
                        : llvm::SubOverflow(L->Lo, R->Hi, Sum.Lo) ||
                              llvm::SubOverflow(L->Hi, R->Lo, Sum.Hi);
    return Overflow ? std::nullopt : std::optional<ValueRange>(Sum);
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->hasLocalStorage() || isa<ParmVarDecl>(Var) ||
      !Var->getType()->isIntegerType() ||
      Var->getType().isVolatileQualified() ||
      Ctx.getIntWidth(Var->getType()) < Ctx.getIntWidth(Ctx.IntTy))
    return std::nullopt;
  // The innermost loop that counts it: an outer one may assign it too.
  for (const ForStmt *For : llvm::reverse(Around))
    if (std::optional<ValueRange> Range = countedRange(*For, Var, Ctx))
      return Range;
  return std::nullopt;
}

} // namespace

std::optional<uint64_t> countedIndexEnd(const Expr *Index,
                                        llvm::ArrayRef<const ForStmt *> Around,
                                        const ASTContext &Ctx) {
  std::optional<ValueRange> Range = valueRange(Index, Around, Ctx);
  if (!Range || Range->Lo < 0)
    return std::nullopt;
  return static_cast<uint64_t>(Range->Hi) + 1;
}

} // namespace autolb
