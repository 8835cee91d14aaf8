//===- ReductionDetection.cpp - private scalars and reductions ------------===//

#include "Analysis/ReductionDetection.h"
#include "Analysis/AccessSection.h"
#include "Analysis/ExprQueries.h"
#include "llvm/ADT/STLExtras.h"
#include <map>

using namespace clang;

namespace autolb {
namespace {

class ScalarClassifier {
public:
  ScalarClassifier(LoopTree &Tree, const NestAccesses &Accesses)
      : Tree(Tree), Accesses(Accesses) {}

  void run() {
    for (unsigned L = 0; L < Tree.Loops.size(); ++L)
      classifyLoop(L);
  }

private:
  bool declaredInside(const VarDecl *V, unsigned L) const {
    auto It = Accesses.DeclaredIn.find(V);
    return It != Accesses.DeclaredIn.end() && It->second >= 0 &&
           Tree.encloses(L, It->second);
  }

  std::vector<const ScalarReference *> refsIn(const VarDecl *V,
                                              unsigned L) const {
    std::vector<const ScalarReference *> Refs;
    for (const ScalarReference &Ref : Accesses.Scalars)
      if (Ref.Var == V && Ref.Loop >= 0 && Tree.encloses(L, Ref.Loop))
        Refs.push_back(&Ref);
    return Refs;
  }

  bool isPrivate(const VarDecl *V, unsigned L) const {
    std::vector<const ScalarReference *> Refs = refsIn(V, L);
    if (Refs.empty())
      return true;
    const ScalarReference *First = Refs.front();
    if (First->Loop == int(L))
      return First->IsWrite && !First->Conditional;
    // Every reference sits in a child loop that writes V first. The
    // references of one child are consecutive: checking the child once per
    // reference would be exponential in the depth.
    int Checked = -1;
    for (const ScalarReference *Ref : Refs) {
      if (Ref->Loop == int(L))
        return false;
      unsigned Child = Ref->Loop;
      while (Tree.Loops[Child].Parent != int(L))
        Child = Tree.Loops[Child].Parent;
      if (int(Child) == Checked)
        continue;
      Checked = Child;
      if (!isPrivate(V, Child))
        return false;
    }
    return true;
  }

  std::optional<Reduction> asReduction(const VarDecl *V, unsigned L) const {
    std::optional<Reduction> Result;
    for (const ScalarReference *Ref : refsIn(V, L)) {
      if (!Ref->Reduction)
        return std::nullopt;
      if (!Result) {
        Result.emplace();
        Result->Variable = V;
        Result->TargetText = V->getNameAsString();
        Result->Operator = Ref->Reduction->Operator;
        Result->Type = V->getType();
        Result->Update = Ref->Reduction->Update;
        Result->UpdateLoc = Ref->Reduction->Update->getExprLoc();
        Result->LoopDepth = Tree.Loops[L].Depth;
      } else if (Result->Operator != Ref->Reduction->Operator) {
        return std::nullopt;
      }
      if (!llvm::is_contained(Result->Updates, Ref->Reduction->Update))
        Result->Updates.push_back(Ref->Reduction->Update);
      Result->CombinesInIterationOrder |=
          Ref->Reduction->CombinesInIterationOrder;
    }
    if (Result)
      Result->ReassociatesFloatingPoint = V->getType()->isRealFloatingType();
    return Result;
  }

  void classifyLoop(unsigned L) {
    LoopInfo &Loop = Tree.Loops[L];
    llvm::DenseSet<const VarDecl *> Seen;
    for (const ScalarReference &Ref : Accesses.Scalars) {
      if (!Ref.IsWrite || Ref.Loop < 0 || !Tree.encloses(L, Ref.Loop) ||
          !Seen.insert(Ref.Var).second || declaredInside(Ref.Var, L))
        continue;
      // A non-canonical loop's own variable is explained by that reason.
      if (Ref.Var == Loop.InductionVar && !Loop.IsCanonical)
        continue;
      const VarDecl *V = Ref.Var;
      if (std::optional<Reduction> R = asReduction(V, L)) {
        Loop.Reductions.push_back(*R);
        continue;
      }
      if (isPrivate(V, L)) {
        Loop.PrivateScalars.push_back(V);
        continue;
      }
      Reason Recurrence{
          ReasonKind::ScalarRecurrence,
          "scalar '" + V->getNameAsString() +
              "' is carried from one iteration to the next (neither "
              "private nor a reduction)",
          Ref.Loc,
          {{Ref.Loc, "'" + V->getNameAsString() + "' is assigned here"}}};
      for (const ScalarReference *Write : refsIn(V, L))
        if (Write->OrderDependentMinMax) {
          Recurrence.Notes.push_back(
              {Write->Loc,
               "a floating-point minimum or maximum written with '?:' or "
               "as 'fmax(e, x)' depends on the order of the iterations for "
               "NaN or signed zeros; 'fmin(x, e)'/'fmax(x, e)' make a "
               "reduction"});
          break;
        }
      Loop.Reasons.push_back(std::move(Recurrence));
    }
  }

  LoopTree &Tree;
  const NestAccesses &Accesses;
};

// Array elements updated only in reduction form, at one location that does
// not move with the loop.
class ArrayReductionFinder {
public:
  ArrayReductionFinder(LoopTree &Tree, const NestAccesses &Accesses,
                       ReductionInfo &Info)
      : Tree(Tree), Accesses(Accesses), Info(Info) {}

  void run() {
    Info.ArrayReductionRefs.assign(Tree.Loops.size(), {});
    for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
      std::map<const VarDecl *, std::vector<const ArrayReference *>> ByArray;
      for (const ArrayReference &Ref : Accesses.Arrays)
        if (Ref.Loop >= 0 && Tree.encloses(L, Ref.Loop))
          ByArray[Ref.Array].push_back(&Ref);
      for (const auto &[Array, Refs] : ByArray)
        check(L, Refs);
    }
  }

private:
  bool invariantIn(const ArrayReference &Ref, unsigned L) const {
    for (const std::optional<AffineExpr> &Subscript : Ref.Subscripts) {
      if (!Subscript)
        return false;
      for (const auto &[Var, Coeff] : Subscript->Terms) {
        int IVLoop = Tree.loopOfInductionVar(Var, Ref.Loop);
        if (IVLoop == int(L))
          return false;
        if (IVLoop >= 0 ? !Tree.Loops[IVLoop].IsCanonical
                        : Accesses.Written.count(Var) != 0)
          return false;
      }
    }
    return true;
  }

  void check(unsigned L, const std::vector<const ArrayReference *> &Refs) {
    const ArrayReference *First = Refs.front();
    bool AnyWrite = false;
    for (const ArrayReference *Ref : Refs) {
      if (!Ref->Reduction ||
          Ref->Reduction->Operator != First->Reduction->Operator ||
          !sameExpression(Ref->Ref, First->Ref) || !invariantIn(*Ref, L))
        return;
      AnyWrite |= Ref->IsWrite;
    }
    if (!AnyWrite)
      return;
    Reduction R;
    R.Variable = First->Array;
    R.TargetText = First->Text;
    R.IsArrayElement = true;
    R.Operator = First->Reduction->Operator;
    R.Type = First->ElementType;
    R.Update = First->Reduction->Update;
    R.UpdateLoc = First->Reduction->Update->getExprLoc();
    R.ReassociatesFloatingPoint = R.Type->isRealFloatingType();
    R.LoopDepth = Tree.Loops[L].Depth;
    R.ArrayBase = subscriptedArray(First->Ref);
    std::variant<ArraySection, std::string> Section =
        accessSection(Tree, Accesses, L, *First);
    if (auto *Why = std::get_if<std::string>(&Section))
      R.SectionRefusal = *Why;
    else if (!variesInside(*First, L))
      R.SectionRefusal = "'" + First->Text +
                         "' is a single element, not a section of the "
                         "array";
    else
      R.Section = std::move(std::get<ArraySection>(Section));
    Tree.Loops[L].Reductions.push_back(R);
    for (const ArrayReference *Ref : Refs)
      Info.ArrayReductionRefs[L].insert(Ref);
  }

  // Some subscript of Ref uses the variable of a loop inside L.
  bool variesInside(const ArrayReference &Ref, unsigned L) const {
    for (const std::optional<AffineExpr> &Subscript : Ref.Subscripts)
      for (const auto &Term : Subscript->Terms) {
        int Loop = Tree.loopOfInductionVar(Term.first, Ref.Loop);
        if (Loop >= 0 && Tree.encloses(L, Loop))
          return true;
      }
    return false;
  }

  LoopTree &Tree;
  const NestAccesses &Accesses;
  ReductionInfo &Info;
};

} // namespace

ReductionInfo detectReductions(LoopTree &Tree, const NestAccesses &Accesses) {
  ReductionInfo Info;
  ArrayReductionFinder(Tree, Accesses, Info).run();
  ScalarClassifier(Tree, Accesses).run();
  return Info;
}

} // namespace autolb
