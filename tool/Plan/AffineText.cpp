//===- AffineText.cpp - affine forms as C text ----------------------------===//

#include "Plan/AffineText.h"
#include "clang/AST/Decl.h"

namespace autolb {

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
  if (E.Constant)
    Out += (E.Constant < 0 ? " - " : " + ") +
           std::to_string(E.Constant < 0 ? -E.Constant : E.Constant);
  return Out;
}

} // namespace autolb
