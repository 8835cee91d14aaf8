//===- SubscriptBounds.cpp - the values a subscript takes in a tree -------===//

#include "Analysis/SubscriptBounds.h"
#include "Analysis/AccessSection.h"
#include "Analysis/IndexVariables.h"
#include "Analysis/MinMax.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// Enough for the operands of a few clipped bounds; any subset of the
/// bounds is still a bound.
constexpr unsigned MaxBounds = 8;

class BoundSearch {
public:
  BoundSearch(const LoopTree &Tree, const NestAccesses &Accesses,
              const ArrayReference &Ref)
      : Tree(Tree), Accesses(Accesses), Ref(Ref), Held(Tree) {}

  /// Every bound found of E's smallest (or Largest) value, or why none.
  std::variant<std::vector<AffineExpr>, std::string>
  extremes(const AffineExpr &E, bool Largest) {
    for (const auto &[Var, Coeff] : E.Terms)
      if (!isEliminated(Var, Ref.Loop) && changesInTree(Var))
        return "'" + Var->getNameAsString() + "' in '" + Ref.Text +
               "' changes while the loop runs";
    std::vector<AffineExpr> Open{E}, Found;
    while (!Open.empty()) {
      AffineExpr X = Open.back();
      Open.pop_back();
      std::vector<AffineExpr> Next;
      if (std::optional<std::string> Why = eliminateOne(X, Largest, Next))
        return *Why;
      if (Next.empty()) {
        if (!llvm::is_contained(Found, X))
          Found.push_back(std::move(X));
        continue;
      }
      for (AffineExpr &N : Next)
        if (Open.size() + Found.size() < MaxBounds)
          Open.push_back(std::move(N));
    }
    return Found;
  }

private:
  /// Replaces one variable of X by its bounds, each in Next, or leaves Next
  /// empty when X has no variable left to replace: first a local of the
  /// tree, then the innermost loop's variable.
  std::optional<std::string> eliminateOne(const AffineExpr &X, bool Largest,
                                          std::vector<AffineExpr> &Next) {
    const VarDecl *Local = nullptr;
    int Innermost = -1;
    for (const auto &[Var, Coeff] : X.Terms) {
      if (Coeff == 0)
        continue;
      int L = Tree.loopOfInductionVar(Var, Ref.Loop);
      if (L >= 0) {
        if (Innermost < 0 || Tree.encloses(Innermost, L))
          Innermost = L;
      } else if (isTreeLocal(Var)) {
        Local = Var;
      }
    }
    if (Local)
      return replaceLocal(X, Local, Largest, Next);
    if (Innermost >= 0)
      return replaceLoopVariable(X, Innermost, Largest, Next);
    return std::nullopt;
  }

  std::optional<std::string> replaceLocal(const AffineExpr &X,
                                          const VarDecl *Local, bool Largest,
                                          std::vector<AffineExpr> &Next) {
    const int64_t Coeff = X.Terms.at(Local);
    const bool Lower = (Coeff > 0) != Largest;
    for (const Expr *Bound : Held.valueBounds(Local, Lower))
      if (std::optional<AffineExpr> Affine =
              buildAffine(Bound, Local->getASTContext()))
        Next.push_back(replaced(X, Local, *Affine));
    if (!Next.empty())
      return std::nullopt;
    if (!Held.valueBounds(Local, !Lower).empty())
      return "'" + Local->getNameAsString() + "' is bounded from " +
             (Lower ? "above" : "below") + " only";
    return "'" + Local->getNameAsString() + "' changes while the loop runs";
  }

  std::optional<std::string>
  replaceLoopVariable(const AffineExpr &X, unsigned L, bool Largest,
                      std::vector<AffineExpr> &Next) {
    const LoopInfo &Loop = Tree.Loops[L];
    if (!Loop.IsCanonical || Loop.Step != 1 ||
        (Loop.Comparison != LoopComparison::Less &&
         Loop.Comparison != LoopComparison::LessEqual))
      return "loop '" + Loop.name() + "' does not count up by 1";
    const bool Upper = (X.Terms.at(Loop.InductionVar) > 0) == Largest;
    for (AffineExpr Bound : loopBounds(Loop, Upper)) {
      for (const auto &[Var, Coeff] : Bound.Terms)
        if (!isEliminated(Var, Loop.Parent) && changesInTree(Var))
          return "the bounds of loop '" + Loop.name() +
                 "' change while the distributed loop runs";
      if (Upper && Loop.Comparison == LoopComparison::Less)
        Bound.Constant -= 1;
      // Where the reference reads only if `x != first` (or `x != last`),
      // its range starts one later (or ends one earlier). (Where it reads
      // only if `x == e`, the loop's range still holds e.)
      for (const IndexGuard &Guard : Ref.Guards)
        if (Guard.Var == Loop.InductionVar && !Guard.Equal &&
            Guard.Value == Bound)
          Bound.Constant += Upper ? -1 : 1;
      Next.push_back(replaced(X, Loop.InductionVar, Bound));
    }
    if (Next.empty())
      return "the bounds of loop '" + Loop.name() + "' are not affine";
    return std::nullopt;
  }

  /// The affine bounds of Loop's variable from above (Upper) or below: its
  /// bound, or each operand of a minimum above or of a maximum below.
  std::vector<AffineExpr> loopBounds(const LoopInfo &Loop, bool Upper) const {
    const Expr *Bound = Upper ? Loop.UpperBound : Loop.LowerBound;
    const ASTContext &Ctx = Tree.Function->getASTContext();
    std::vector<AffineExpr> Bounds;
    if (std::optional<AffineExpr> Affine = buildAffine(Bound, Ctx))
      Bounds.push_back(*Affine);
    else if (std::optional<MinMaxOperands> Form = minMaxOperands(Bound, Ctx);
             Form && Form->IsMax != Upper)
      for (const Expr *Operand : {Form->First, Form->Second})
        if (std::optional<AffineExpr> Affine = buildAffine(Operand, Ctx))
          Bounds.push_back(*Affine);
    return Bounds;
  }

  static AffineExpr replaced(const AffineExpr &X, const VarDecl *Var,
                             const AffineExpr &Value) {
    AffineExpr Result = X;
    const int64_t Coeff = Result.Terms.at(Var);
    Result.Terms.erase(Var);
    Result.Constant += Coeff * Value.Constant;
    for (const auto &[V, C] : Value.Terms)
      Result.Terms[V] += Coeff * C;
    for (auto It = Result.Terms.begin(); It != Result.Terms.end();)
      It = It->second == 0 ? Result.Terms.erase(It) : std::next(It);
    return Result;
  }

  /// True for the variable of a loop around From (or From itself) and for
  /// a local of the tree: replaced by their bounds before the end.
  bool isEliminated(const VarDecl *Var, int From) const {
    return Tree.loopOfInductionVar(Var, From) >= 0 || isTreeLocal(Var);
  }

  bool isTreeLocal(const VarDecl *Var) const {
    auto Declared = Accesses.DeclaredIn.find(Var);
    return Declared != Accesses.DeclaredIn.end() && Declared->second >= 0;
  }

  bool changesInTree(const VarDecl *Var) const {
    return changesWhileLoopRuns(Tree, Accesses, TreeRoot, Var);
  }

  const LoopTree &Tree;
  const NestAccesses &Accesses;
  const ArrayReference &Ref;
  IndexVariables Held;
};

} // namespace

std::variant<SubscriptBounds, std::string>
subscriptBounds(const LoopTree &Tree, const NestAccesses &Accesses,
                const ArrayReference &Ref,
                const std::optional<AffineExpr> &Subscript) {
  if (!Subscript)
    return "a subscript of '" + Ref.Text + "' is not affine";
  BoundSearch Search(Tree, Accesses, Ref);
  SubscriptBounds Bounds;
  for (bool Largest : {false, true}) {
    auto Found = Search.extremes(*Subscript, Largest);
    if (auto *Why = std::get_if<std::string>(&Found))
      return *Why;
    (Largest ? Bounds.Highest : Bounds.Lowest) =
        std::move(std::get<std::vector<AffineExpr>>(Found));
  }
  return Bounds;
}

} // namespace autolb
