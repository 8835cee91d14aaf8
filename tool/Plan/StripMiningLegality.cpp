//===- StripMiningLegality.cpp - loops whose trip count cannot change ----===//

#include "Plan/StripMiningLegality.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace autolb {
namespace {

/// Signed integer types of at most 64 bits: the trip count, computed in
/// unsigned long long from two such values, is then exact.
bool isNarrowSignedInteger(QualType T) {
  const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
  if (!B)
    return false;
  switch (B->getKind()) {
  case BuiltinType::Char_S:
  case BuiltinType::SChar:
  case BuiltinType::Short:
  case BuiltinType::Int:
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return true;
  default:
    return false;
  }
}

bool addressTaken(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    if (U->getOpcode() == UO_AddrOf && referencedVariable(U->getSubExpr()) == V)
      return true;
  for (const Stmt *Child : S->children())
    if (addressTaken(Child, V))
      return true;
  return false;
}

/// A bound read once instead of at every iteration must have no side
/// effects and read only variables nothing but a direct assignment can
/// change (the analysis rejects those assigned in the loop): locals whose
/// address is never taken, and constants.
std::optional<std::string> impureBound(const Expr *E, const Stmt *FunctionBody,
                                       const std::string &IV) {
  E = E->IgnoreParens();
  if (isa<IntegerLiteral, CharacterLiteral>(E) || isUnevaluatedOperator(E))
    return std::nullopt;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return std::nullopt;
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    std::string Name = Ref->getDecl()->getNameAsString();
    if (!V || V->getType().isVolatileQualified())
      return "the bound of '" + IV + "' reads '" + Name + "'";
    if (V->getType().isConstQualified() && !V->getType()->isPointerType())
      return std::nullopt;
    if (!V->hasLocalStorage())
      return "the bound of '" + IV + "' reads '" + Name +
             "', which is not a local variable";
    if (addressTaken(FunctionBody, V))
      return "the bound of '" + IV + "' reads '" + Name +
             "', whose address is taken";
    return std::nullopt;
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return impureBound(Cast->getSubExpr(), FunctionBody, IV);
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf ||
        U->getOpcode() == UO_Deref)
      return "the bound of '" + IV + "' is not a pure expression";
    return impureBound(U->getSubExpr(), FunctionBody, IV);
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->isCompoundAssignmentOp() ||
        B->getOpcode() == BO_Comma)
      return "the bound of '" + IV + "' is not a pure expression";
    if (auto Why = impureBound(B->getLHS(), FunctionBody, IV))
      return Why;
    return impureBound(B->getRHS(), FunctionBody, IV);
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    for (const Expr *Part : {C->getCond(), C->getTrueExpr(), C->getFalseExpr()})
      if (auto Why = impureBound(Part, FunctionBody, IV))
        return Why;
    return std::nullopt;
  }
  return "the bound of '" + IV + "' is not a pure expression";
}

/// A statement of the body that leaves the loop, skips to its next
/// iteration, or jumps into or around it: the blocks would no longer count
/// the iterations the loop runs. Loops nested in the body own their break
/// and continue, switches their break; goto, labels, return and case labels
/// of an outer switch are refused anywhere.
std::optional<std::string> jumpIn(const Stmt *S, const std::string &IV,
                                  bool InLoop, bool InSwitch) {
  if (!S)
    return std::nullopt;
  if (isa<BreakStmt>(S) && !InLoop && !InSwitch)
    return "a 'break' leaves loop '" + IV + "'";
  if (isa<ContinueStmt>(S) && !InLoop)
    return "a 'continue' skips to the next iteration of loop '" + IV + "'";
  if (isa<ReturnStmt>(S))
    return "a 'return' leaves loop '" + IV + "'";
  if (isa<GotoStmt, IndirectGotoStmt, LabelStmt>(S))
    return "its body contains a 'goto' or a label";
  if (isa<SwitchCase>(S) && !InSwitch)
    return "its body contains a case label of an enclosing switch";
  bool Loop = isa<ForStmt, WhileStmt, DoStmt>(S);
  bool Switch = isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (auto Why = jumpIn(Child, IV, InLoop || Loop, InSwitch || Switch))
      return Why;
  return std::nullopt;
}

} // namespace

std::optional<std::string> stripMiningObstacle(const NestInfo &Nest,
                                               const LoopInfo &L) {
  const ForStmt *F = L.Loop;
  if (!F || !L.IsCanonical || !L.InductionVar || !F->getInit() ||
      !F->getCond() || !F->getInc())
    return "loop '" + L.name() + "' is not canonical";
  std::string IV = L.InductionVar->getNameAsString();
  if (F->getBeginLoc().isMacroID() || F->getRParenLoc().isMacroID())
    return "the header of loop '" + IV + "' comes from a macro";
  if (!isNarrowSignedInteger(L.InductionVar->getType()))
    return "'" + IV + "' is not a signed integer of at most 64 bits";
  const auto *Cmp = dyn_cast<BinaryOperator>(F->getCond()->IgnoreParens());
  if (!Cmp || !isNarrowSignedInteger(Cmp->getLHS()->getType()))
    return "'" + IV +
           "' is not compared as a signed integer of at most 64 bits";
  const Stmt *FunctionBody = Nest.Function ? Nest.Function->getBody() : F;
  if (addressTaken(FunctionBody, L.InductionVar))
    return "the address of '" + IV + "' is taken";
  if (auto Why = impureBound(L.UpperBound, FunctionBody, IV))
    return Why;
  return jumpIn(F->getBody(), IV, false, false);
}

} // namespace autolb
