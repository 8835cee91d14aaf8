//===- DependenceAnalysis.cpp - dependences between array references ------===//

#include "Analysis/DependenceAnalysis.h"
#include "Analysis/DependenceSolver.h"
#include <map>

using namespace clang;

namespace autolb {
namespace {

using deptest::Dir;

DependenceDirection toModel(Dir D) {
  switch (D) {
  case Dir::Less:
    return DependenceDirection::Less;
  case Dir::Equal:
    return DependenceDirection::Equal;
  case Dir::Greater:
    return DependenceDirection::Greater;
  case Dir::Any:
    break;
  }
  return DependenceDirection::Any;
}

Dir reverse(Dir D) {
  return D == Dir::Less ? Dir::Greater : D == Dir::Greater ? Dir::Less : D;
}

DependenceKind kindOf(const ArrayReference &Source,
                      const ArrayReference &Sink) {
  if (Source.IsWrite)
    return Sink.IsWrite ? DependenceKind::Output : DependenceKind::Flow;
  return DependenceKind::Anti;
}

class PairAnalysis {
public:
  PairAnalysis(const LoopTree &Tree, const NestAccesses &Accesses,
               AnalysisBudget &Budget, std::vector<CarriedDependence> &Out)
      : Tree(Tree), Accesses(Accesses), Budget(Budget), Out(Out) {}

  /// R1 comes before R2 in evaluation order (or is R2).
  void analyze(const ArrayReference &R1, const ArrayReference &R2,
               bool Aliased) {
    std::vector<unsigned> Chain1 = Tree.chainTo(R1.Loop);
    std::vector<unsigned> Chain2 = Tree.chainTo(R2.Loop);
    unsigned Common = 0;
    while (Common < Chain1.size() && Common < Chain2.size() &&
           Chain1[Common] == Chain2[Common])
      ++Common;
    if (Common == 0)
      return;

    deptest::DependenceProblem P;
    P.NumCommon = Common;
    auto It = Accesses.DeclaredIn.find(R1.Array);
    if (!Aliased && It != Accesses.DeclaredIn.end() && It->second >= 0)
      P.NumForcedEqual =
          std::min<unsigned>(Common, Tree.Loops[It->second].Depth + 1);
    for (unsigned L : Chain1)
      P.SourceRanges.push_back(normalizedRange(L));
    for (unsigned L : Chain2)
      P.SinkRanges.push_back(normalizedRange(L));
    addBoundConstraints(Chain1, 0, Chain1.size() + Chain2.size(), P);
    addBoundConstraints(Chain2, Chain1.size(), Chain1.size() + Chain2.size(),
                        P);

    // A pointer changed only outside an inner loop (swapped buffers) has
    // one value while that loop runs: the references are tested exactly
    // within one iteration of the loops that change it, and a dependence is
    // assumed across their iterations.
    unsigned Stable = Common;
    if (!Aliased && R1.Array->getType()->isPointerType() &&
        Accesses.Written.count(R1.Array)) {
      Stable = firstLoopNotChanging(R1.Array, Chain1, Common);
      if (Stable < Common) {
        recordChangingPointer(R1, R2, Chain1, Common, Stable);
        P.NumForcedEqual = std::max(P.NumForcedEqual, Stable);
      }
    }

    bool Assumed = false;
    ReasonKind Because = ReasonKind::LoopCarriedDependence;
    const ArrayReference *Evidence = nullptr;
    auto GiveUp = [&](ReasonKind Kind, const ArrayReference &Ref) {
      if (!Assumed) {
        Assumed = true;
        Because = Kind;
        Evidence = &Ref;
      }
    };
    if (Aliased) {
      GiveUp(ReasonKind::PossibleAliasing, R1.IsWrite ? R1 : R2);
    } else if (R1.Subscripts.size() != R2.Subscripts.size()) {
      GiveUp(ReasonKind::NonAffineSubscript, R2);
    } else if (R1.Array->getType()->isPointerType() &&
               Accesses.Written.count(R1.Array) && Stable == Common) {
      GiveUp(ReasonKind::PointerArithmetic, R1);
    } else {
      for (unsigned D = 0; D < R1.Subscripts.size(); ++D) {
        deptest::SubscriptPair Pair;
        AffineExpr Sym1, Sym2;
        const VarDecl *NonCanonicalIV = nullptr;
        if (!split(R1, D, Chain1, Pair.SourceCoeffs, Pair.SourceConstant, Sym1,
                   NonCanonicalIV)) {
          GiveUp(NonCanonicalIV ? ReasonKind::NonCanonicalLoop
                                : ReasonKind::NonAffineSubscript,
                 R1);
          continue;
        }
        if (!split(R2, D, Chain2, Pair.SinkCoeffs, Pair.SinkConstant, Sym2,
                   NonCanonicalIV)) {
          GiveUp(NonCanonicalIV ? ReasonKind::NonCanonicalLoop
                                : ReasonKind::NonAffineSubscript,
                 R2);
          continue;
        }
        if (!(Sym1 == Sym2)) {
          // Affine, but the distance depends on a run-time value.
          GiveUp(ReasonKind::LoopCarriedDependence, R2);
          continue;
        }
        P.Dimensions.push_back(std::move(Pair));
      }
    }

    deptest::DependenceResult Result = deptest::testDependence(P, Budget);
    if (!Result.MayDepend)
      return;
    if (Result.BudgetExceeded)
      GiveUp(ReasonKind::AnalysisBudgetExceeded, R2);
    record(R1, R2, Result, Chain1, Common, Assumed, Because, Evidence);
  }

private:
  // The first of the Common loops of Chain whose body writes Pointer
  // nowhere (Common if each does).
  unsigned firstLoopNotChanging(const VarDecl *Pointer,
                                const std::vector<unsigned> &Chain,
                                unsigned Common) const {
    unsigned First = 0;
    for (const ScalarReference &S : Accesses.Scalars) {
      if (S.Var != Pointer || !S.IsWrite)
        continue;
      if (S.Loop < 0)
        return Common;
      std::vector<unsigned> Around = Tree.chainTo(S.Loop);
      while (First < Common && First < Around.size() &&
             Around[First] == Chain[First])
        ++First;
    }
    return First;
  }

  // The dependence assumed between R1 and R2 across the iterations of the
  // first Stable loops, which change the pointer.
  void recordChangingPointer(const ArrayReference &R1, const ArrayReference &R2,
                             const std::vector<unsigned> &Chain,
                             unsigned Common, unsigned Stable) {
    deptest::DependenceResult Assumed;
    Assumed.MayDepend = true;
    Assumed.Distances.assign(Common, std::nullopt);
    for (unsigned Carrier = 0; Carrier < Stable; ++Carrier)
      for (Dir D : {Dir::Less, Dir::Greater}) {
        std::vector<Dir> Vector(Common, Dir::Any);
        std::fill_n(Vector.begin(), Carrier, Dir::Equal);
        Vector[Carrier] = D;
        Assumed.DirectionVectors.push_back(std::move(Vector));
      }
    size_t First = Out.size();
    record(R1, R2, Assumed, Chain, Common, /*Assumed=*/true,
           ReasonKind::PointerArithmetic, &R1);
    for (size_t K = First; K < Out.size(); ++K)
      Out[K].AcrossPointerChange = true;
  }

  // Loops with a step other than +-1 and a constant start are tested over
  // their iteration number k (iv = Start + Step * k), so that `i += 2` never
  // meets odd elements; this is the start, if so.
  std::optional<int64_t> strideStart(unsigned L) const {
    const LoopInfo &Loop = Tree.Loops[L];
    if (Loop.Step == 1 || Loop.Step == -1 || !Tree.LowerAffine[L] ||
        !Tree.LowerAffine[L]->isConstant())
      return std::nullopt;
    return Tree.LowerAffine[L]->Constant;
  }

  // The range of a loop's variable for the test: iteration numbers for
  // strided loops, values negated for downward loops, so that every loop
  // runs upwards.
  deptest::VariableRange normalizedRange(unsigned L) const {
    deptest::VariableRange R = Tree.Ranges[L];
    int64_t Step = Tree.Loops[L].Step;
    if (std::optional<int64_t> Start = strideStart(L)) {
      deptest::VariableRange Iterations;
      Iterations.Lower = 0;
      if (Step > 0 && R.Upper)
        Iterations.Upper = (*R.Upper - *Start) / Step;
      else if (Step < 0 && R.Lower)
        Iterations.Upper = (*Start - *R.Lower) / -Step;
      return Iterations;
    }
    if (Step > 0)
      return R;
    deptest::VariableRange Negated;
    if (R.Upper)
      Negated.Lower = -*R.Upper;
    if (R.Lower)
      Negated.Upper = -*R.Lower;
    return Negated;
  }

  // Bounds of upward unit-step loops that depend on outer loops of the same
  // chain (triangular nests) become constraints for the exact test; the
  // variables of Chain start at Offset among NumVars.
  void addBoundConstraints(const std::vector<unsigned> &Chain, size_t Offset,
                           size_t NumVars,
                           deptest::DependenceProblem &P) const {
    for (size_t Pos = 0; Pos < Chain.size(); ++Pos) {
      unsigned L = Chain[Pos];
      const LoopInfo &Loop = Tree.Loops[L];
      if (!Loop.IsCanonical || Loop.Step != 1)
        continue;
      bool Strict = Loop.Comparison == LoopComparison::Less;
      // Lower: iv - bound >= 0; upper: bound - iv (- 1 if strict) >= 0.
      addBound(Tree.LowerAffine[L], Loop, Offset + Pos, Offset, NumVars, 1, 0,
               P);
      addBound(Tree.UpperAffine[L], Loop, Offset + Pos, Offset, NumVars, -1,
               Strict ? -1 : 0, P);
    }
  }

  void addBound(const std::optional<AffineExpr> &Bound, const LoopInfo &Loop,
                size_t Var, size_t Offset, size_t NumVars, int64_t Sign,
                int64_t Adjust, deptest::DependenceProblem &P) const {
    if (!Bound || Bound->isConstant())
      return; // Constant bounds are in the ranges already.
    deptest::Inequality C;
    C.Coeffs.assign(NumVars, 0);
    C.Coeffs[Var] = Sign;
    C.Constant = -Sign * Bound->Constant + Adjust;
    for (const auto &[BoundVar, Coeff] : Bound->Terms) {
      int Outer = Tree.loopOfInductionVar(BoundVar, Loop.Parent);
      if (Outer < 0 || !Tree.Loops[Outer].IsCanonical ||
          Tree.Loops[Outer].Step != 1)
        return; // Symbolic or normalised: Banerjee's ranges must do.
      C.Coeffs[Offset + Tree.Loops[Outer].Depth] -= Sign * Coeff;
    }
    P.Constraints.push_back(std::move(C));
  }

  // Splits subscript D of Ref into coefficients of the loops of Chain and a
  // symbolic part over invariant variables; false if it is not affine in
  // them.
  bool split(const ArrayReference &Ref, unsigned D,
             const std::vector<unsigned> &Chain, std::vector<int64_t> &Coeffs,
             int64_t &Constant, AffineExpr &Symbolic,
             const VarDecl *&NonCanonicalIV) const {
    const std::optional<AffineExpr> &Subscript = Ref.Subscripts[D];
    if (!Subscript)
      return false;
    Coeffs.assign(Chain.size(), 0);
    Constant = Subscript->Constant;
    for (const auto &[Var, Coeff] : Subscript->Terms) {
      int L = Tree.loopOfInductionVar(Var, Ref.Loop);
      if (L >= 0) {
        if (!Tree.Loops[L].IsCanonical) {
          NonCanonicalIV = Var;
          return false;
        }
        unsigned Depth = Tree.Loops[L].Depth;
        int64_t Step = Tree.Loops[L].Step;
        if (std::optional<int64_t> Start = strideStart(L)) {
          Coeffs[Depth] = Coeff * Step;
          Constant += Coeff * *Start;
        } else {
          Coeffs[Depth] = Step > 0 ? Coeff : -Coeff;
        }
        continue;
      }
      if (Accesses.Written.count(Var))
        return false;
      Symbolic.Terms[Var] = Coeff;
    }
    return true;
  }

  // Distances are reported in units of the induction variable.
  int64_t ivUnitsPerTestUnit(unsigned L) const {
    int64_t Step = Tree.Loops[L].Step;
    return strideStart(L) ? (Step > 0 ? Step : -Step) : 1;
  }

  void record(const ArrayReference &R1, const ArrayReference &R2,
              const deptest::DependenceResult &Result,
              const std::vector<unsigned> &Chain, unsigned Common, bool Assumed,
              ReasonKind Because, const ArrayReference *Evidence) {
    // Group the direction vectors by orientation and carrying loop (the
    // first that is not '='); an Any entry stands for three vectors, so it
    // carries the dependence both ways and lets later loops carry it too.
    std::map<std::pair<bool, unsigned>, std::vector<Dir>> Groups;
    auto Merge = [&](const std::vector<Dir> &Vector, unsigned Carrier,
                     Dir CarrierDir) {
      bool Reversed = CarrierDir == Dir::Greater;
      if (Reversed && &R1 == &R2)
        return;
      auto [Slot, Inserted] = Groups.try_emplace({Reversed, Carrier});
      std::vector<Dir> &Merged = Slot->second;
      if (Inserted) {
        Merged = Vector;
        Merged[Carrier] = CarrierDir;
        return;
      }
      for (unsigned K = 0; K < Common; ++K) {
        Dir D = K == Carrier ? CarrierDir : Vector[K];
        if (Merged[K] != D)
          Merged[K] = Dir::Any;
      }
    };
    for (std::vector<Dir> Vector : Result.DirectionVectors) {
      for (unsigned Carrier = 0; Carrier < Common; ++Carrier) {
        Dir D = Vector[Carrier];
        if (D == Dir::Equal)
          continue;
        if (D != Dir::Greater)
          Merge(Vector, Carrier, Dir::Less);
        if (D != Dir::Less)
          Merge(Vector, Carrier, Dir::Greater);
        if (D != Dir::Any)
          break;
        Vector[Carrier] = Dir::Equal; // The third of the three vectors.
      }
    }
    for (const auto &[Key, Merged] : Groups) {
      auto [Reversed, Carrier] = Key;
      const ArrayReference &Source = Reversed ? R2 : R1;
      const ArrayReference &Sink = Reversed ? R1 : R2;
      CarriedDependence C;
      C.Source = &Source;
      C.Sink = &Sink;
      C.AssumedBecause = Because;
      C.Evidence = Evidence;
      Dependence &Dep = C.Dep;
      Dep.Kind = kindOf(Source, Sink);
      Dep.Variable = Source.Array;
      Dep.SourceText = Source.Text;
      Dep.SinkText = Sink.Text;
      Dep.SourceLoc = Source.Loc;
      Dep.SinkLoc = Sink.Loc;
      Dep.CarrierDepth = Carrier;
      Dep.Assumed = Assumed;
      for (unsigned K = 0; K < Common; ++K) {
        Dir D = Reversed ? reverse(Merged[K]) : Merged[K];
        Dep.Directions.push_back(toModel(D));
        std::optional<int64_t> Distance;
        if (D == Dir::Equal)
          Distance = 0;
        else if (Result.Distances[K])
          Distance = (Reversed ? -*Result.Distances[K] : *Result.Distances[K]) *
                     ivUnitsPerTestUnit(Chain[K]);
        Dep.Distances.push_back(Distance);
      }
      Out.push_back(std::move(C));
    }
  }

  const LoopTree &Tree;
  const NestAccesses &Accesses;
  AnalysisBudget &Budget;
  std::vector<CarriedDependence> &Out;
};

} // namespace

std::vector<CarriedDependence> analyzeDependences(const LoopTree &Tree,
                                                  const NestAccesses &Accesses,
                                                  const AliasAnalysis &Aliases,
                                                  uint64_t BudgetSteps) {
  std::vector<CarriedDependence> Out;
  AnalysisBudget Budget(BudgetSteps);
  PairAnalysis Pairs(Tree, Accesses, Budget, Out);
  const std::vector<ArrayReference> &Refs = Accesses.Arrays;
  for (size_t I = 0; I < Refs.size(); ++I) {
    if (Refs[I].Loop < 0)
      continue;
    for (size_t J = I; J < Refs.size(); ++J) {
      if (Refs[J].Loop < 0 || !(Refs[I].IsWrite || Refs[J].IsWrite))
        continue;
      if (Refs[I].Array == Refs[J].Array) {
        Pairs.analyze(Refs[I], Refs[J], /*Aliased=*/false);
        continue;
      }
      if (Aliases.mayAlias(Refs[I].Array, Refs[J].Array))
        Pairs.analyze(Refs[I], Refs[J], /*Aliased=*/true);
    }
  }
  // A table written by rows: its rows are distinct and clear of all other
  // memory when the nest runs distributed (RowTables.h).
  const std::vector<ArrayReference> &Rows = Accesses.RowTableWrites;
  for (size_t I = 0; I < Rows.size(); ++I)
    for (size_t J = I; J < Rows.size(); ++J)
      if (Rows[I].Array == Rows[J].Array && Rows[I].Loop >= 0 &&
          Rows[J].Loop >= 0 && (Rows[I].IsWrite || Rows[J].IsWrite))
        Pairs.analyze(Rows[I], Rows[J], /*Aliased=*/false);
  return Out;
}

} // namespace autolb
