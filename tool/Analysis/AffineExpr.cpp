//===- AffineExpr.cpp - integer affine forms over variables ---------------===//

#include "Analysis/AffineExpr.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace autolb {
namespace {

std::optional<AffineExpr> add(AffineExpr L, const AffineExpr &R, int64_t Sign) {
  int64_t Scaled;
  if (llvm::MulOverflow(R.Constant, Sign, Scaled) ||
      llvm::AddOverflow(L.Constant, Scaled, L.Constant))
    return std::nullopt;
  for (const auto &[Var, Coeff] : R.Terms) {
    int64_t &Slot = L.Terms[Var];
    if (llvm::MulOverflow(Coeff, Sign, Scaled) ||
        llvm::AddOverflow(Slot, Scaled, Slot))
      return std::nullopt;
    if (Slot == 0)
      L.Terms.erase(Var);
  }
  return L;
}

std::optional<AffineExpr> scale(AffineExpr E, int64_t Factor) {
  if (Factor == 0)
    return AffineExpr();
  if (llvm::MulOverflow(E.Constant, Factor, E.Constant))
    return std::nullopt;
  for (auto &Term : E.Terms)
    if (llvm::MulOverflow(Term.second, Factor, Term.second))
      return std::nullopt;
  return E;
}

} // namespace

bool narrows(QualType From, QualType To, const ASTContext &Ctx) {
  if (To->isBooleanType())
    return !From->isBooleanType();
  return Ctx.getIntWidth(To) < Ctx.getIntWidth(From);
}

std::optional<int64_t> evaluateConstant(const Expr *E, const ASTContext &Ctx) {
  if (E->isValueDependent() || !E->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (E->EvaluateAsInt(Result, Ctx) && Result.Val.isInt() &&
      Result.Val.getInt().getSignificantBits() <= 64)
    return Result.Val.getInt().getSExtValue();
  const Expr *Stripped = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Stripped))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if (Var->getType().isConstQualified() &&
          !Var->getType().isVolatileQualified() && Var->getInit() &&
          !isa<ParmVarDecl>(Var))
        return evaluateConstant(Var->getInit(), Ctx);
  return std::nullopt;
}

std::optional<AffineExpr> buildAffine(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (std::optional<int64_t> C = evaluateConstant(E, Ctx)) {
    AffineExpr Result;
    Result.Constant = *C;
    return Result;
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    // Integer conversions that do not narrow keep the value of an in-range
    // subscript; a narrowing one wraps (`(unsigned char)i` repeats every
    // 256), and anything else (floating point, pointers) is not affine.
    if (Cast->getType()->isIntegerType() &&
        Cast->getSubExpr()->getType()->isIntegerType())
      return narrows(Cast->getSubExpr()->getType(), Cast->getType(), Ctx)
                 ? std::nullopt
                 : buildAffine(Cast->getSubExpr(), Ctx);
    if (Cast->getCastKind() == CK_LValueToRValue)
      return buildAffine(Cast->getSubExpr(), Ctx);
    return std::nullopt;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getType()->isIntegerType() ||
        Var->getType().isVolatileQualified())
      return std::nullopt;
    AffineExpr Result;
    Result.Terms[Var] = 1;
    return Result;
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (Unary->getOpcode() == UO_Plus)
      return buildAffine(Unary->getSubExpr(), Ctx);
    if (Unary->getOpcode() == UO_Minus)
      if (std::optional<AffineExpr> Sub = buildAffine(Unary->getSubExpr(), Ctx))
        return scale(*Sub, -1);
    return std::nullopt;
  }
  const auto *Binary = dyn_cast<BinaryOperator>(E);
  if (!Binary)
    return std::nullopt;
  std::optional<AffineExpr> L = buildAffine(Binary->getLHS(), Ctx);
  if (!L)
    return std::nullopt;
  std::optional<AffineExpr> R = buildAffine(Binary->getRHS(), Ctx);
  if (!R)
    return std::nullopt;
  switch (Binary->getOpcode()) {
  case BO_Add:
    return add(*L, *R, 1);
  case BO_Sub:
    return add(*L, *R, -1);
  case BO_Mul:
    if (L->isConstant())
      return scale(*R, L->Constant);
    if (R->isConstant())
      return scale(*L, R->Constant);
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

std::string affineText(const AffineExpr &E, bool AsWritten) {
  std::string Out;
  for (const auto &[Var, Coeff] : E.Terms) {
    std::string Term = AsWritten ? Var->getNameAsString()
                                 : "(long)(" + Var->getNameAsString() + ")";
    if (Coeff != 1 && Coeff != -1)
      Term = std::to_string(Coeff < 0 ? -Coeff : Coeff) + " * " + Term;
    Out += Out.empty() ? (Coeff < 0 ? "-" : "") : (Coeff < 0 ? " - " : " + ");
    Out += Term;
  }
  if (Out.empty())
    return std::to_string(E.Constant);
  return Out + addedConstantText(E.Constant);
}

std::string addedConstantText(int64_t Constant) {
  if (Constant == 0)
    return "";
  return (Constant < 0 ? " - " : " + ") +
         std::to_string(Constant < 0 ? -Constant : Constant);
}

} // namespace autolb
