//===- LoopNestCollector.cpp - loop nests and their canonical form --------===//

#include "Analysis/LoopNestCollector.h"
#include "Analysis/ExprQueries.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace autolb {
namespace {

class CanonicalFormParser {
public:
  CanonicalFormParser(LoopInfo &Loop, const ASTContext &Ctx)
      : Loop(Loop), Ctx(Ctx) {}

  void parse() {
    const ForStmt *For = Loop.Loop;
    if (!parseInit(For->getInit())) {
      reject(For->getInit() ? For->getInit()->getBeginLoc() : For->getForLoc(),
             "the loop does not start by assigning its induction variable");
      return;
    }
    if (!isIntegerExpr(Loop.LowerBound)) {
      reject(Loop.LowerBound->getBeginLoc(),
             "the initial value of '" + Loop.InductionVar->getNameAsString() +
                 "' is not an integer");
      return;
    }
    if (!For->getCond() || !parseCondition(For->getCond())) {
      reject(For->getCond() ? For->getCond()->getBeginLoc() : For->getForLoc(),
             "the loop condition is not a comparison '<', '<=', '>' or '>=' "
             "of '" +
                 Loop.InductionVar->getNameAsString() + "'");
      return;
    }
    if (ConditionRejected)
      return;
    if (!For->getInc() || !parseIncrement(For->getInc())) {
      reject(For->getInc() ? For->getInc()->getBeginLoc() : For->getForLoc(),
             "the loop does not step '" + Loop.InductionVar->getNameAsString() +
                 "' by a constant");
      return;
    }
    bool Upward = Loop.Comparison == LoopComparison::Less ||
                  Loop.Comparison == LoopComparison::LessEqual;
    if ((Loop.Step > 0) != Upward) {
      reject(For->getInc()->getBeginLoc(),
             "the step moves '" + Loop.InductionVar->getNameAsString() +
                 "' away from its bound");
      return;
    }
    Loop.IsCanonical = true;
  }

private:
  void reject(SourceLocation Loc, std::string Message) {
    Loop.IsCanonical = false;
    Loop.Reasons.push_back({ReasonKind::NonCanonicalLoop,
                            std::move(Message),
                            Loc,
                            {{Loc, "loop header here"}}});
  }

  static bool isIntegerExpr(const Expr *E) {
    return E->IgnoreParenImpCasts()->getType()->isIntegerType();
  }

  // The condition has the canonical shape but must not be trusted.
  void rejectCondition(const BinaryOperator *Cmp, std::string Message) {
    reject(Cmp->getBeginLoc(), std::move(Message));
    ConditionRejected = true;
  }

  bool parseInit(const Stmt *Init) {
    if (!Init)
      return false;
    if (const auto *Decls = dyn_cast<DeclStmt>(Init)) {
      if (!Decls->isSingleDecl())
        return false;
      const auto *Var = dyn_cast<VarDecl>(Decls->getSingleDecl());
      if (!Var || !Var->getInit() || !Var->getType()->isIntegerType())
        return false;
      Loop.InductionVar = Var;
      Loop.LowerBound = Var->getInit();
      return true;
    }
    const auto *Assign = dyn_cast<BinaryOperator>(Init);
    if (!Assign || Assign->getOpcode() != BO_Assign)
      return false;
    const VarDecl *Var = referencedVariable(Assign->getLHS());
    if (!Var || !Var->getType()->isIntegerType())
      return false;
    Loop.InductionVar = Var;
    Loop.LowerBound = Assign->getRHS();
    return true;
  }

  bool parseCondition(const Expr *Cond) {
    const auto *Cmp = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
    if (!Cmp || !Cmp->isRelationalOp())
      return false;
    BinaryOperatorKind Op = Cmp->getOpcode();
    const Expr *Bound;
    if (referencedVariable(Cmp->getLHS()) == Loop.InductionVar) {
      Bound = Cmp->getRHS();
    } else if (referencedVariable(Cmp->getRHS()) == Loop.InductionVar) {
      Bound = Cmp->getLHS();
      Op = BinaryOperator::reverseComparisonOp(Op);
    } else {
      return false;
    }
    switch (Op) {
    case BO_LT:
      Loop.Comparison = LoopComparison::Less;
      break;
    case BO_LE:
      Loop.Comparison = LoopComparison::LessEqual;
      break;
    case BO_GT:
      Loop.Comparison = LoopComparison::Greater;
      break;
    case BO_GE:
      Loop.Comparison = LoopComparison::GreaterEqual;
      break;
    default:
      return false;
    }
    Loop.UpperBound = Bound;
    std::string Name = Loop.InductionVar->getNameAsString();
    // The comparison runs in the operands' common type: a floating or an
    // unsigned one (for a signed variable) changes which values pass.
    QualType Common = Cmp->getLHS()->getType();
    if (!isIntegerExpr(Bound) || !Common->isIntegerType()) {
      rejectCondition(Cmp, "the bound of '" + Name + "' is not an integer");
      return true;
    }
    if (Common->isUnsignedIntegerType() &&
        Loop.InductionVar->getType()->isSignedIntegerType()) {
      rejectCondition(Cmp, "'" + Name +
                               "' is compared as an unsigned value "
                               "with its bound");
      return true;
    }
    return true;
  }

  bool parseIncrement(const Expr *Inc) {
    Inc = Inc->IgnoreParens();
    if (const auto *Unary = dyn_cast<UnaryOperator>(Inc)) {
      if (referencedVariable(Unary->getSubExpr()) != Loop.InductionVar ||
          !Unary->isIncrementDecrementOp())
        return false;
      Loop.Step = Unary->isIncrementOp() ? 1 : -1;
      return true;
    }
    const auto *Binary = dyn_cast<BinaryOperator>(Inc);
    if (!Binary || referencedVariable(Binary->getLHS()) != Loop.InductionVar)
      return false;
    std::optional<int64_t> Step;
    switch (Binary->getOpcode()) {
    case BO_AddAssign:
      Step = evaluateConstant(Binary->getRHS(), Ctx);
      break;
    case BO_SubAssign:
      if ((Step = evaluateConstant(Binary->getRHS(), Ctx)))
        Step = -*Step;
      break;
    case BO_Assign: {
      const auto *Sum =
          dyn_cast<BinaryOperator>(Binary->getRHS()->IgnoreParenImpCasts());
      if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub))
        return false;
      if (referencedVariable(Sum->getLHS()) == Loop.InductionVar) {
        Step = evaluateConstant(Sum->getRHS(), Ctx);
        if (Step && Sum->getOpcode() == BO_Sub)
          Step = -*Step;
      } else if (Sum->getOpcode() == BO_Add &&
                 referencedVariable(Sum->getRHS()) == Loop.InductionVar) {
        Step = evaluateConstant(Sum->getLHS(), Ctx);
      }
      break;
    }
    default:
      return false;
    }
    if (!Step || *Step == 0)
      return false;
    Loop.Step = *Step;
    return true;
  }

  LoopInfo &Loop;
  const ASTContext &Ctx;
  bool ConditionRejected = false;
};

class NestWalker {
public:
  NestWalker(const FunctionDecl &F, ASTContext &Ctx,
             std::vector<LoopTree> &Trees)
      : F(F), Ctx(Ctx), Trees(Trees) {}

  void walk(const Stmt *S, int Parent) {
    if (!S)
      return;
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      if (Parent < 0) {
        Trees.emplace_back();
        Trees.back().Function = &F;
      }
      LoopTree &Tree = Trees.back();
      unsigned Index = Tree.Loops.size();
      Tree.Loops.emplace_back();
      Tree.Children.emplace_back();
      LoopInfo &Loop = Tree.Loops.back();
      Loop.Loop = For;
      Loop.Parent = Parent;
      Loop.Depth = Parent < 0 ? 0 : Tree.Loops[Parent].Depth + 1;
      if (Parent >= 0)
        Tree.Children[Parent].push_back(Index);
      CanonicalFormParser(Loop, Ctx).parse();
      walk(For->getBody(), Index);
      return;
    }
    // A lambda's loops run when it is called, not here (CxxConstructs.h).
    if (isa<LambdaExpr>(S))
      return;
    for (const Stmt *Child : S->children())
      walk(Child, Parent);
  }

private:
  const FunctionDecl &F;
  ASTContext &Ctx;
  std::vector<LoopTree> &Trees;
};

struct Bounds {
  std::optional<int64_t> Lo, Hi;
};

// Interval of an affine bound given the ranges of enclosing induction
// variables; any other variable makes the interval unknown.
Bounds boundsOf(const LoopTree &Tree, const std::optional<AffineExpr> &E,
                int Parent) {
  if (!E)
    return {};
  Bounds B{E->Constant, E->Constant};
  for (const auto &[Var, Coeff] : E->Terms) {
    int Loop = Tree.loopOfInductionVar(Var, Parent);
    if (Loop < 0 || !Tree.Loops[Loop].IsCanonical)
      return {};
    const deptest::VariableRange &R = Tree.Ranges[Loop];
    std::optional<int64_t> Low = Coeff > 0 ? R.Lower : R.Upper;
    std::optional<int64_t> High = Coeff > 0 ? R.Upper : R.Lower;
    B.Lo = B.Lo && Low ? std::optional<int64_t>(*B.Lo + Coeff * *Low)
                       : std::nullopt;
    B.Hi = B.Hi && High ? std::optional<int64_t>(*B.Hi + Coeff * *High)
                        : std::nullopt;
  }
  return B;
}

} // namespace

bool LoopTree::encloses(unsigned A, unsigned B) const {
  for (int L = B; L >= 0; L = Loops[L].Parent)
    if (unsigned(L) == A)
      return true;
  return false;
}

int LoopTree::loopOfInductionVar(const VarDecl *V, int From) const {
  for (int L = From; L >= 0; L = Loops[L].Parent)
    if (Loops[L].InductionVar == V)
      return L;
  return -1;
}

std::vector<unsigned> LoopTree::chainTo(unsigned Loop) const {
  std::vector<unsigned> Chain;
  for (int L = Loop; L >= 0; L = Loops[L].Parent)
    Chain.insert(Chain.begin(), L);
  return Chain;
}

void computeRanges(LoopTree &Tree, const ASTContext &Ctx) {
  Tree.LowerAffine.assign(Tree.Loops.size(), std::nullopt);
  Tree.UpperAffine.assign(Tree.Loops.size(), std::nullopt);
  Tree.Ranges.clear();
  for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
    const LoopInfo &Loop = Tree.Loops[L];
    deptest::VariableRange Range;
    if (Loop.IsCanonical) {
      Tree.LowerAffine[L] = buildAffine(Loop.LowerBound, Ctx);
      Tree.UpperAffine[L] = buildAffine(Loop.UpperBound, Ctx);
      Bounds Start = boundsOf(Tree, Tree.LowerAffine[L], Loop.Parent);
      Bounds End = boundsOf(Tree, Tree.UpperAffine[L], Loop.Parent);
      int64_t Adjust = 0;
      if (Loop.Comparison == LoopComparison::Less)
        Adjust = -1;
      else if (Loop.Comparison == LoopComparison::Greater)
        Adjust = 1;
      if (End.Lo)
        *End.Lo += Adjust;
      if (End.Hi)
        *End.Hi += Adjust;
      if (Loop.Step > 0)
        Range = {Start.Lo, End.Hi};
      else
        Range = {End.Lo, Start.Hi};
    }
    Tree.Ranges.push_back(Range);
  }
}

std::vector<LoopTree> collectLoopNests(const FunctionDecl &F, ASTContext &Ctx) {
  std::vector<LoopTree> Trees;
  NestWalker(F, Ctx, Trees).walk(F.getBody(), -1);
  for (LoopTree &Tree : Trees)
    computeRanges(Tree, Ctx);
  return Trees;
}

} // namespace autolb
