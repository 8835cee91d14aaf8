//===- ArrayPrivatization.cpp - scratch arrays private to an iteration ----===//

#include "Analysis/ArrayPrivatization.h"
#include "Analysis/AccessSection.h"
#include "Analysis/ExprQueries.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace clang;

namespace autolb {
namespace {

using Refs = std::vector<const ArrayReference *>;
/// The references of each array, arrays in the order of their first one.
using RefsByArray = llvm::MapVector<const VarDecl *, Refs>;

class PrivatizationFinder {
public:
  PrivatizationFinder(LoopTree &Tree, const NestAccesses &Accesses,
                      const ReductionInfo &Reductions,
                      const AliasAnalysis &Aliases, PrivatizationInfo &Info)
      : Tree(Tree), Accesses(Accesses), Reductions(Reductions),
        Aliases(Aliases), Info(Info) {}

  void run() {
    Info.Refused.assign(Tree.Loops.size(), {});
    for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
      if (!Tree.Loops[L].IsCanonical)
        continue;
      RefsByArray ByArray;
      for (const ArrayReference &Ref : Accesses.Arrays)
        if (isInsideLoop(Ref, Tree, L))
          ByArray[Ref.Array].push_back(&Ref);
      for (const auto &[Array, ArrayRefs] : ByArray)
        if (isCandidate(L, Array, ArrayRefs))
          decide(L, ByArray, Array, ArrayRefs);
    }
  }

private:
  // Written first and then read in each iteration of L, at the same
  // elements in every iteration, and not already private (declared inside
  // L) or an array reduction over L. An array read first carries a value
  // from the previous iteration (a time loop's grid), and one only written
  // is an output: their dependences explain the loop.
  bool isCandidate(unsigned L, const VarDecl *Array, const Refs &ArrayRefs) {
    auto Declared = Accesses.DeclaredIn.find(Array);
    if (Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
        Tree.encloses(L, Declared->second))
      return false;
    if (!ArrayRefs.front()->IsWrite ||
        llvm::all_of(ArrayRefs,
                     [](const ArrayReference *Ref) { return Ref->IsWrite; }))
      return false;
    for (const ArrayReference *Ref : ArrayRefs) {
      if (Reductions.ArrayReductionRefs[L].count(Ref))
        return false;
      for (const std::optional<AffineExpr> &Subscript : Ref->Subscripts) {
        if (!Subscript)
          return false;
        for (const auto &Term : Subscript->Terms)
          if (Tree.loopOfInductionVar(Term.first, Ref->Loop) == int(L))
            return false;
      }
    }
    return true;
  }

  void decide(unsigned L, const RefsByArray &ByArray, const VarDecl *Array,
              const Refs &ArrayRefs) {
    PrivateArray P;
    P.Variable = Array;
    std::optional<PrivatizationRefusal> Why =
        sharesMemory(ByArray, Array, ArrayRefs.front());
    for (const ArrayReference *Ref : ArrayRefs) {
      if (Why)
        break;
      if (Ref->IsWrite) {
        Why = addWrite(L, *Ref, P);
        continue;
      }
      if (!llvm::any_of(ArrayRefs, [&](const ArrayReference *W) {
            return W->IsWrite && W->Order < Ref->Order && covers(L, *W, *Ref);
          }))
        Why = PrivatizationRefusal{
            "'" + Ref->Text +
                "' may read an element that no earlier write of the same "
                "iteration of '" +
                Tree.Loops[L].name() + "' wrote",
            Ref->Loc};
    }
    if (Why) {
      Why->Message = "array '" + Array->getNameAsString() +
                     "' is reused by every iteration and cannot be made "
                     "private to one: " +
                     Why->Message;
      Info.Refused[L].emplace(Array, std::move(*Why));
      return;
    }
    Tree.Loops[L].PrivateArrays.push_back(std::move(P));
  }

  std::optional<PrivatizationRefusal>
  sharesMemory(const RefsByArray &ByArray, const VarDecl *Array,
               const ArrayReference *Evidence) const {
    std::string Name = Array->getNameAsString();
    if (Array->getType()->isPointerType() && Accesses.Written.count(Array))
      return PrivatizationRefusal{"pointer '" + Name + "' changes in the loop",
                                  Evidence->Loc};
    for (const auto &Other : ByArray)
      if (Other.first != Array && Aliases.mayAlias(Array, Other.first))
        return PrivatizationRefusal{"'" + Name + "' and '" +
                                        Other.first->getNameAsString() +
                                        "' may refer to the same memory",
                                    Evidence->Loc};
    return std::nullopt;
  }

  // W must write the same section in every iteration of L; P's section
  // grows to hold it.
  std::optional<PrivatizationRefusal>
  addWrite(unsigned L, const ArrayReference &W, PrivateArray &P) const {
    auto Refuse = [&](std::string Message) {
      return PrivatizationRefusal{"'" + W.Text + "' " + std::move(Message),
                                  W.Loc};
    };
    if (W.Conditional)
      return Refuse("is written under a condition");
    if (!W.Ref)
      return Refuse("is written by a call");
    if (W.Storage == ArrayStorage::Vector)
      return Refuse("is an element of a std::vector, whose private copy "
                    "would be a second vector");
    for (int Loop = W.Loop; Loop >= 0; Loop = Tree.Loops[Loop].Parent) {
      std::string Name = "'" + Tree.Loops[Loop].name() + "'";
      if (Accesses.ContinuedLoops.count(Loop))
        return Refuse("is written in loop " + Name +
                      ", which has a 'continue'");
      if (unsigned(Loop) == L)
        break;
      if (!Tree.Loops[Loop].IsCanonical)
        return Refuse("is written in loop " + Name +
                      ", which is not canonical");
      if (Accesses.ConditionalLoops.count(Loop))
        return Refuse("is written in loop " + Name +
                      ", which runs under a condition");
      if (llvm::any_of(Tree.Loops[Loop].Reasons, [](const Reason &R) {
            return R.Kind == ReasonKind::EarlyExit;
          }))
        return Refuse("is written in loop " + Name + ", which may end early");
    }
    std::variant<ArraySection, std::string> Section =
        accessSection(Tree, Accesses, L, W);
    if (auto *Message = std::get_if<std::string>(&Section))
      return Refuse("writes elements that cannot be bounded before the loop: " +
                    *Message);
    if (!P.ArrayBase) {
      P.ArrayBase = subscriptedArray(W.Ref);
      P.ElementType = W.ElementType;
      P.Section = std::move(std::get<ArraySection>(Section));
      return std::nullopt;
    }
    if (!widen(P.Section, std::get<ArraySection>(Section)))
      return Refuse("and the other writes of '" +
                    P.Variable->getNameAsString() +
                    "' do not make one section with bounds known before the "
                    "loop");
    return std::nullopt;
  }

  // Section grows to hold Other where each bound differs by a constant.
  static bool widen(ArraySection &Section, const ArraySection &Other) {
    if (Section.size() != Other.size())
      return false;
    for (unsigned D = 0; D < Section.size(); ++D)
      if (Section[D].Min.Terms != Other[D].Min.Terms ||
          Section[D].Max.Terms != Other[D].Max.Terms)
        return false;
    for (unsigned D = 0; D < Section.size(); ++D) {
      Section[D].Min.Constant =
          std::min(Section[D].Min.Constant, Other[D].Min.Constant);
      Section[D].Max.Constant =
          std::max(Section[D].Max.Constant, Other[D].Max.Constant);
    }
    return true;
  }

  // Whether W, which runs before R in every iteration of L where R runs
  // (both inside their deepest common loop C), wrote the element R reads:
  // each loop between C and W is matched with one between C and R over the
  // same bounds, and then the subscripts are the same.
  bool covers(unsigned L, const ArrayReference &W,
              const ArrayReference &R) const {
    std::vector<unsigned> ChainW = Tree.chainTo(W.Loop);
    std::vector<unsigned> ChainR = Tree.chainTo(R.Loop);
    unsigned Common = 0;
    while (Common < ChainW.size() && Common < ChainR.size() &&
           ChainW[Common] == ChainR[Common])
      ++Common;
    unsigned C = ChainW[Common - 1];
    if (!Tree.encloses(L, C) || W.Subscripts.size() != R.Subscripts.size())
      return false;
    std::vector<unsigned> OwnW(ChainW.begin() + Common, ChainW.end());
    std::vector<unsigned> OwnR(ChainR.begin() + Common, ChainR.end());
    llvm::DenseMap<const VarDecl *, const VarDecl *> Matched;
    for (unsigned D = 0; D < W.Subscripts.size(); ++D) {
      const AffineExpr &SW = *W.Subscripts[D], &SR = *R.Subscripts[D];
      AffineExpr Renamed;
      Renamed.Constant = SW.Constant;
      for (const auto &[Var, Coeff] : SW.Terms) {
        int Own = ownLoop(OwnW, Var);
        if (Own < 0) {
          if (!sameInBoth(L, C, Var))
            return false;
          Renamed.Terms[Var] += Coeff;
          continue;
        }
        const VarDecl *Partner = partner(L, C, Own, OwnR, SR, Coeff, Matched);
        if (!Partner)
          return false;
        Renamed.Terms[Partner] += Coeff;
      }
      if (!(Renamed == SR))
        return false;
    }
    // A loop of W's that no subscript uses might run no iteration.
    return Matched.size() == OwnW.size();
  }

  // The loop of Chain whose variable is V, or -1.
  int ownLoop(const std::vector<unsigned> &Chain, const VarDecl *V) const {
    for (unsigned Loop : Chain)
      if (Tree.Loops[Loop].InductionVar == V)
        return Loop;
    return -1;
  }

  // V has the same value at W and at R: the variable of C or of a loop
  // around it, or a variable that does not change while L runs.
  bool sameInBoth(unsigned L, unsigned C, const VarDecl *V) const {
    int Loop = Tree.loopOfInductionVar(V, C);
    if (Loop >= 0)
      return Tree.Loops[Loop].IsCanonical;
    return !changesWhileLoopRuns(Tree, Accesses, L, V);
  }

  // The variable of the loop of OwnR matched with W's loop Own, whose
  // variable appears with Coeff in a subscript of W: the one that appears
  // with Coeff in R's subscript SR, over the same bounds, matched with no
  // other loop. Null when there is none or several.
  const VarDecl *
  partner(unsigned L, unsigned C, unsigned Own,
          const std::vector<unsigned> &OwnR, const AffineExpr &SR,
          int64_t Coeff,
          llvm::DenseMap<const VarDecl *, const VarDecl *> &Matched) const {
    const VarDecl *WVar = Tree.Loops[Own].InductionVar;
    auto Known = Matched.find(WVar);
    if (Known != Matched.end())
      return Known->second;
    const VarDecl *Found = nullptr;
    for (const auto &[Var, C2] : SR.Terms) {
      int Loop = ownLoop(OwnR, Var);
      if (C2 != Coeff || Loop < 0 || !sameRange(L, C, Own, Loop))
        continue;
      if (Found)
        return nullptr;
      Found = Var;
    }
    if (!Found || llvm::any_of(Matched, [&](const auto &Pair) {
          return Pair.second == Found;
        }))
      return nullptr;
    Matched[WVar] = Found;
    return Found;
  }

  // Loops A and B run over the same values: same step and comparison, the
  // same affine bounds over variables that have the same value at both.
  bool sameRange(unsigned L, unsigned C, unsigned A, unsigned B) const {
    const LoopInfo &LA = Tree.Loops[A], &LB = Tree.Loops[B];
    if (!LA.IsCanonical || !LB.IsCanonical || LA.Step != LB.Step ||
        LA.Comparison != LB.Comparison || !Tree.LowerAffine[A] ||
        !Tree.UpperAffine[A] || !(Tree.LowerAffine[A] == Tree.LowerAffine[B]) ||
        !(Tree.UpperAffine[A] == Tree.UpperAffine[B]))
      return false;
    for (const AffineExpr *Bound :
         {&*Tree.LowerAffine[A], &*Tree.UpperAffine[A]})
      for (const auto &Term : Bound->Terms)
        if (!sameInBoth(L, C, Term.first))
          return false;
    return true;
  }

  LoopTree &Tree;
  const NestAccesses &Accesses;
  const ReductionInfo &Reductions;
  const AliasAnalysis &Aliases;
  PrivatizationInfo &Info;
};

} // namespace

PrivatizationInfo findPrivateArrays(LoopTree &Tree,
                                    const NestAccesses &Accesses,
                                    const ReductionInfo &Reductions,
                                    const AliasAnalysis &Aliases) {
  PrivatizationInfo Info;
  PrivatizationFinder(Tree, Accesses, Reductions, Aliases, Info).run();
  return Info;
}

} // namespace autolb
