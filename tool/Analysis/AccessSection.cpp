//===- AccessSection.cpp - the elements a reference touches over a loop ---===//

#include "Analysis/AccessSection.h"

using namespace clang;

namespace autolb {
namespace {

class SectionBuilder {
public:
  SectionBuilder(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D)
      : Tree(Tree), Accesses(Accesses), D(D) {}

  std::variant<ArraySection, std::string> build(const ArrayReference &Target) {
    Guards = &Target.Guards;
    ArraySection Section;
    for (const std::optional<AffineExpr> &Subscript : Target.Subscripts) {
      SectionRange Range;
      if (!Subscript && Target.CallColumns &&
          &Subscript == &Target.Subscripts.back()) {
        Range.Max.Constant = static_cast<int64_t>(*Target.CallColumns) - 1;
        Section.push_back(std::move(Range));
        continue;
      }
      if (!Subscript)
        return "a subscript of '" + Target.Text + "' is not affine";
      Range.Min.Constant = Range.Max.Constant = Subscript->Constant;
      for (const auto &[Var, Coeff] : Subscript->Terms) {
        int Loop = Tree.loopOfInductionVar(Var, Target.Loop);
        if (Loop < 0 || !Tree.encloses(D, Loop)) {
          if (changesWhileDRuns(Var))
            return "'" + Var->getNameAsString() + "' in '" + Target.Text +
                   "' changes while the loop runs";
          Range.Min.Terms[Var] += Coeff;
          Range.Max.Terms[Var] += Coeff;
          continue;
        }
        std::optional<std::string> Why = addLoopRange(Range, Loop, Coeff);
        if (Why)
          return *Why;
      }
      dropZeroTerms(Range.Min);
      dropZeroTerms(Range.Max);
      Section.push_back(std::move(Range));
    }
    return Section;
  }

private:
  // Adds Coeff times the range of loop L's variable: its first value and its
  // last one, `bound - 1` for `<` and `bound` for `<=`.
  std::optional<std::string> addLoopRange(SectionRange &Range, unsigned L,
                                          int64_t Coeff) {
    if (std::optional<std::string> Why =
            addVariableExtreme(Range.Min, L, Coeff, /*Largest=*/Coeff < 0))
      return Why;
    return addVariableExtreme(Range.Max, L, Coeff, /*Largest=*/Coeff > 0);
  }

  // Adds Coeff times the largest (or smallest) value of loop L's variable
  // to Sum.
  std::optional<std::string> addVariableExtreme(AffineExpr &Sum, unsigned L,
                                                int64_t Coeff, bool Largest) {
    const LoopInfo &Loop = Tree.Loops[L];
    if (!Loop.IsCanonical || Loop.Step != 1 ||
        (Loop.Comparison != LoopComparison::Less &&
         Loop.Comparison != LoopComparison::LessEqual))
      return "loop '" + Loop.name() + "' does not count up by 1";
    const std::optional<AffineExpr> &Lower = Tree.LowerAffine[L];
    const std::optional<AffineExpr> &Upper = Tree.UpperAffine[L];
    if (!Lower || !Upper)
      return "the bounds of loop '" + Loop.name() + "' are not affine";
    AffineExpr Extreme = *Lower;
    if (Largest) {
      Extreme = *Upper;
      if (Loop.Comparison == LoopComparison::Less)
        Extreme.Constant -= 1;
    }
    // Where the reference reads only if `x != first` (or `x != last`), its
    // range starts one later (or ends one earlier). (Where it reads only if
    // `x == e`, the loop's range still holds e, and bounds the same.)
    for (const IndexGuard &Guard : *Guards)
      if (Guard.Var == Loop.InductionVar && !Guard.Equal &&
          Guard.Value == Extreme)
        Extreme.Constant += Largest ? -1 : 1;
    return addBoundExtreme(Sum, Extreme, Coeff, L);
  }

  // Adds Coeff times loop L's bound E to Sum; E's variables must not change
  // while D runs.
  std::optional<std::string> addBoundExtreme(AffineExpr &Sum,
                                             const AffineExpr &E, int64_t Coeff,
                                             unsigned L) {
    Sum.Constant += Coeff * E.Constant;
    for (const auto &[Var, C] : E.Terms) {
      if (changesWhileDRuns(Var))
        return "the bounds of loop '" + Tree.Loops[L].name() +
               "' change while the distributed loop runs";
      Sum.Terms[Var] += Coeff * C;
    }
    return std::nullopt;
  }

  static void dropZeroTerms(AffineExpr &E) {
    for (auto It = E.Terms.begin(); It != E.Terms.end();)
      It = It->second == 0 ? E.Terms.erase(It) : std::next(It);
  }

  bool changesWhileDRuns(const VarDecl *V) const {
    return changesWhileLoopRuns(Tree, Accesses, D, V);
  }

  const LoopTree &Tree;
  const NestAccesses &Accesses;
  unsigned D;
  /// Those of the reference being bounded.
  const std::vector<IndexGuard> *Guards = nullptr;
};

} // namespace

std::variant<ArraySection, std::string>
accessSection(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D,
              const ArrayReference &Ref) {
  return SectionBuilder(Tree, Accesses, D).build(Ref);
}

bool changesWhileLoopRuns(const LoopTree &Tree, const NestAccesses &Accesses,
                          unsigned D, const VarDecl *V) {
  auto Declared = Accesses.DeclaredIn.find(V);
  if (Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
      Tree.encloses(D, Declared->second))
    return true;
  for (unsigned L = 0; L < Tree.Loops.size(); ++L)
    if (Tree.encloses(D, L) && Tree.Loops[L].InductionVar == V)
      return true;
  for (const ScalarReference &Ref : Accesses.Scalars)
    if (Ref.Var == V && Ref.IsWrite && Ref.Loop >= 0 &&
        Tree.encloses(D, Ref.Loop))
      return true;
  return false;
}

} // namespace autolb
