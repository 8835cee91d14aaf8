//===- ReproducibleReductions.cpp - sums folded in the sequential order ---===//

#include "Plan/ReproducibleReductions.h"
#include "Analysis/ExprQueries.h"
#include "Plan/RuntimeCallBuilder.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace autolb {
namespace {

/// True when U is a whole statement (through parentheses): its value is
/// not used and nothing else in its statement runs around it, so replacing
/// it by a call changes nothing else.
bool isWholeStatement(const PlanContext &G, const Expr *U) {
  const Stmt *Child = U;
  DynTypedNodeList Parents = G.Ctx.getParents(*Child);
  while (Parents.size() == 1 && Parents[0].get<ParenExpr>()) {
    Child = Parents[0].get<ParenExpr>();
    Parents = G.Ctx.getParents(*Child);
  }
  if (Parents.size() != 1)
    return false;
  const Stmt *Parent = Parents[0].get<Stmt>();
  if (!Parent)
    return false;
  if (isa<CompoundStmt>(Parent))
    return true;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return If->getThen() == Child || If->getElse() == Child;
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return For->getBody() == Child;
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return While->getBody() == Child;
  if (const auto *Do = dyn_cast<DoStmt>(Parent))
    return Do->getBody() == Child;
  if (const auto *Label = dyn_cast<LabelStmt>(Parent))
    return Label->getSubStmt() == Child;
  if (const auto *Case = dyn_cast<SwitchCase>(Parent))
    return Case->getSubStmt() == Child;
  return false;
}

std::string typeName(const PlanContext &G, QualType T) {
  return T.getAsString(G.Ctx.getPrintingPolicy());
}

/// Update as a term of a reduction of type VarType, or why it is not one
/// the fold repeats exactly.
std::optional<std::string> asTerm(const PlanContext &G, const Reduction &R,
                                  QualType VarType, const Expr *Update,
                                  TermUpdate &Term) {
  const VarDecl *V = R.Variable;
  const bool Product = R.Operator == ReductionOperator::Product;
  Term.Update = Update;
  auto ComputedIn = [&](QualType T) -> std::optional<std::string> {
    if (G.Ctx.hasSameUnqualifiedType(T, VarType))
      return std::nullopt;
    return "it is computed in '" + typeName(G, T) + "' and rounded to '" +
           typeName(G, VarType) + "' at every update";
  };
  if (const auto *Unary = dyn_cast<UnaryOperator>(Update)) {
    if (Product || !Unary->isIncrementDecrementOp() ||
        referencedVariable(Unary->getSubExpr()) != V)
      return std::string("it is not an update form the fold repeats");
    Term.Subtracts = Unary->isDecrementOp();
    return ComputedIn(Unary->getType());
  }
  if (const auto *Compound = dyn_cast<CompoundAssignOperator>(Update)) {
    BinaryOperatorKind Op = Compound->getOpcode();
    if (referencedVariable(Compound->getLHS()) != V ||
        (Product ? Op != BO_MulAssign
                 : Op != BO_AddAssign && Op != BO_SubAssign))
      return std::string("it is not an update form the fold repeats");
    if (std::optional<std::string> Why =
            ComputedIn(Compound->getComputationResultType()))
      return Why;
    Term.Term = Compound->getRHS();
    Term.Subtracts = Op == BO_SubAssign;
    return std::nullopt;
  }
  const auto *Assign = dyn_cast<BinaryOperator>(Update);
  const auto *Operation =
      Assign && Assign->getOpcode() == BO_Assign &&
              referencedVariable(Assign->getLHS()) == V
          ? dyn_cast<BinaryOperator>(Assign->getRHS()->IgnoreParenImpCasts())
          : nullptr;
  if (!Operation)
    return std::string("it is not an update form the fold repeats");
  BinaryOperatorKind Op = Operation->getOpcode();
  const bool Commutes = Product ? Op == BO_Mul : Op == BO_Add;
  const Expr *Left = Operation->getLHS(), *Right = Operation->getRHS();
  if ((Commutes || (!Product && Op == BO_Sub)) && referencedVariable(Left) == V)
    Term.Term = Right;
  else if (Commutes && referencedVariable(Right) == V)
    Term.Term = Left;
  else
    return std::string("it is not an update form the fold repeats");
  Term.Subtracts = Op == BO_Sub;
  return ComputedIn(Operation->getType());
}

} // namespace

std::optional<FoldRefusal> planTermUpdates(const PlanContext &G,
                                           const Reduction &R,
                                           std::vector<TermUpdate> &Terms) {
  const VarDecl *V = R.Variable;
  QualType VarType = V->getType().getCanonicalType().getUnqualifiedType();
  std::string What = "floating-point " +
                     reductionOperatorName(R.Operator).str() + " '" +
                     V->getNameAsString() + "'";
  if (!VarType->isSpecificBuiltinType(BuiltinType::Double) &&
      !VarType->isSpecificBuiltinType(BuiltinType::Float))
    return FoldRefusal{What + " of type '" + typeName(G, V->getType()) +
                           "' cannot be folded in the sequential order (only "
                           "double and float are)",
                       R.UpdateLoc};
  for (const Expr *Update : R.Updates) {
    if (llvm::any_of(Terms,
                     [&](const TermUpdate &T) { return T.Update == Update; }))
      continue;
    std::string Refusal = What +
                          " cannot be folded in the sequential order: "
                          "its update '" +
                          G.Src.exprText(Update).str() + "' ";
    SourceLocation Where = Update->getExprLoc();
    if (Update->getBeginLoc().isMacroID() || Update->getEndLoc().isMacroID())
      return FoldRefusal{Refusal + "is written in a macro", Where};
    if (!isWholeStatement(G, Update))
      return FoldRefusal{Refusal + "is not a statement of its own (its value "
                                   "or its neighbours in the expression would "
                                   "need the variable)",
                         Where};
    TermUpdate Term;
    if (std::optional<std::string> Why = asTerm(G, R, VarType, Update, Term))
      return FoldRefusal{Refusal + "cannot be repeated exactly: " + *Why,
                         Where};
    Terms.push_back(Term);
  }
  return std::nullopt;
}
} // namespace autolb
