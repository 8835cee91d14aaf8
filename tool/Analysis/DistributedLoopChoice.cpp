//===- DistributedLoopChoice.cpp - the loop each nest distributes ---------===//

#include "Analysis/DistributedLoopChoice.h"
#include "Analysis/OwnerComputes.h"
#include "Analysis/RowTables.h"
#include "Analysis/RuntimeAliasChecks.h"
#include "Analysis/StableVectors.h"
#include <algorithm>

using namespace clang;

namespace autolb {
namespace {

// Reasons a loop cannot run on every rank, so neither can what it holds.
bool isStructural(ReasonKind Kind) {
  switch (Kind) {
  case ReasonKind::UnknownCall:
  case ReasonKind::EarlyExit:
  case ReasonKind::VolatileAccess:
  case ReasonKind::InlineAssembly:
  case ReasonKind::AddressTakenInductionVariable:
  case ReasonKind::PointerArithmetic:
  case ReasonKind::UnsupportedAccess:
    return true;
  default:
    return false;
  }
}

// Each rank would leave V with the value of its own last iteration.
Reason lastValueUsed(const VarDecl *V, std::string Message) {
  return {ReasonKind::LastValueUsedAfterLoop,
          std::move(Message),
          V->getLocation(),
          {{V->getLocation(), "'" + V->getNameAsString() + "' declared here"}}};
}

class DistributedLoopChoice {
public:
  DistributedLoopChoice(LoopTree &Tree, const NestAccesses &Accesses,
                        const DependencesByLoop &ByLoop,
                        const ScalarLiveness &Liveness,
                        const AnalysisOptions &Opts, std::vector<NestInfo> &Out)
      : Tree(Tree), Accesses(Accesses), ByLoop(ByLoop), Liveness(Liveness),
        Opts(Opts), Out(Out) {}

  // Statements of the loops around L run on every rank: they must not touch
  // an array that only the owner ranks of L's iterations keep up to date.
  void walk(unsigned L, const std::vector<unsigned> &Enclosing,
            unsigned OwnRoot) {
    OwnedArrays Arrays;
    std::vector<Reason> Why;
    if (distributable(L, Why, Arrays))
      return emit(Enclosing, OwnRoot, L, std::move(Arrays));
    for (Reason &R : Why)
      addUniqueReason(Tree.Loops[L].Reasons, std::move(R));
    const std::vector<Reason> &Own = Tree.Loops[L].Reasons;
    auto Structural = std::find_if(Own.begin(), Own.end(), [](const Reason &R) {
      return isStructural(R.Kind);
    });
    if (Structural != Own.end()) {
      blockInner(L, *Structural);
      return emit(Enclosing, OwnRoot, -1, {});
    }
    const std::vector<unsigned> &Children = Tree.Children[L];
    if (Children.empty())
      return emit(Enclosing, OwnRoot, -1, {});
    if (Children.size() == 1)
      return walk(Children.front(), Enclosing, OwnRoot);
    std::vector<unsigned> Chain = Tree.chainTo(L);
    for (unsigned Child : Children)
      walk(Child, Chain, Child);
  }

private:
  // Whether L can be the distributed loop; Why receives the reasons it
  // cannot beyond those already on the loop.
  bool distributable(unsigned L, std::vector<Reason> &Why,
                     OwnedArrays &Arrays) const {
    const LoopInfo &Loop = Tree.Loops[L];
    addPragmaReasons(L, Why);
    if (Loop.Kind == LoopKind::Sequential)
      return false;
    for (const Reduction &R : Loop.Reductions)
      if (R.IsArrayElement && R.Section.empty())
        Why.push_back({ReasonKind::ArrayReduction,
                       "reduction into array element '" + R.TargetText +
                           "' across iterations cannot be combined after "
                           "the loop: " +
                           R.SectionRefusal,
                       R.UpdateLoc,
                       {{R.UpdateLoc, "reduction update here"}}});
    if (Loop.Kind == LoopKind::DoAcross)
      for (const PrivateArray &P : Loop.PrivateArrays)
        Why.push_back({ReasonKind::ArrayPrivatization,
                       "array '" + P.Variable->getNameAsString() +
                           "' would be private to each iteration, but a "
                           "pipelined loop runs its iterations interleaved",
                       Loop.Loop->getForLoc(),
                       {}});
    addLastValueReasons(L, Why);
    int Q = Loop.Kind == LoopKind::DoAcross ? pipelineLoop(Tree, L) : -1;
    Arrays = summarizeArrays(Tree, Accesses, ByLoop.Carried[L], L, Q, Why);
    addUncheckableAliasReasons(L, Why);
    addReplicatedRowReadReasons(L, Why);
    std::vector<RowTableRead> ReadOnly;
    rowTablesWrittenIn(Tree, Accesses, L, ReadOnly, Why);
    return Why.empty();
  }

  // A table of row pointers read outside L is read on every rank, where
  // nothing makes its rows whole after L wrote some of them: the generated
  // code syncs the rows only before the nest that reads them.
  // A vector of vectors, or a vector member, is read through operator
  // calls, before which replicated code makes every array whole
  // (SyncPlacement.cpp).
  void addReplicatedRowReadReasons(unsigned L, std::vector<Reason> &Why) const {
    for (const ArrayReference &Read : Accesses.RowTableReads)
      if (!isInsideLoop(Read, Tree, L) &&
          !isNumericVectorTableType(Read.Array->getType()) &&
          !subscriptedMemberContainer(Read.Ref)) {
        Why.push_back({ReasonKind::UnsupportedAccess,
                       "'" + Read.Array->getNameAsString() +
                           "' is an array of row pointers, read outside the "
                           "loop by every rank ('" +
                           Read.Text +
                           "'), where nothing would make its rows whole",
                       Read.Loc,
                       {{Read.Loc, "read here"}}});
        return;
      }
  }

  // Arrays that may share memory, left to a run-time check, which cannot
  // name one of them before L: a pointer that L changes.
  void addUncheckableAliasReasons(unsigned L, std::vector<Reason> &Why) const {
    for (const auto &[First, Second] :
         aliasChecksFor(Tree, Accesses, ByLoop.CheckedAtRunTime, L))
      for (const ArrayExtent *Unnamed : {&First, &Second})
        if (!hasRange(*Unnamed)) {
          std::string Name = Unnamed->Array->getNameAsString();
          Why.push_back({ReasonKind::PossibleAliasing,
                         "'" + First.Array->getNameAsString() + "' and '" +
                             Second.Array->getNameAsString() +
                             "' may refer to the same memory, and pointer '" +
                             Name + "' changes in the loop, so a run-time "
                             "check before it cannot tell",
                         Tree.Loops[L].Loop->getForLoc(),
                         {}});
          break;
        }
  }

  bool underSequentialPragma(unsigned L, std::string &Where) const {
    for (int A = L; A >= 0; A = Tree.Loops[A].Parent)
      if (Tree.Loops[A].Pragma == LoopPragma::Sequential) {
        Where = Tree.Loops[A].name();
        return true;
      }
    return false;
  }

  bool subtreeMarked(unsigned L) const {
    for (unsigned Child : Tree.Children[L])
      if (Tree.Loops[Child].Pragma == LoopPragma::Distribute ||
          subtreeMarked(Child))
        return true;
    return false;
  }

  // `#pragma autolb sequential` on L or around it; `distribute` on another
  // loop of its subtree, or on none when only marked loops are distributed.
  void addPragmaReasons(unsigned L, std::vector<Reason> &Why) const {
    const LoopInfo &Loop = Tree.Loops[L];
    SourceLocation Loc = Loop.Loop->getForLoc();
    std::string Where;
    if (underSequentialPragma(L, Where))
      Why.push_back({ReasonKind::MarkedSequential,
                     Where == Loop.name()
                         ? "marked '#pragma autolb sequential'"
                         : "enclosing loop '" + Where +
                               "' is marked '#pragma autolb sequential'",
                     Loc,
                     {}});
    if (Opts.OnlyMarked && Loop.Pragma != LoopPragma::Distribute)
      Why.push_back({ReasonKind::NotMarked,
                     "not marked '#pragma autolb distribute' (only marked "
                     "loops are distributed)",
                     Loc,
                     {}});
    else if (!Opts.OnlyMarked && Loop.Pragma != LoopPragma::Distribute &&
             subtreeMarked(L))
      Why.push_back({ReasonKind::NotMarked,
                     "a loop inside it is marked '#pragma autolb distribute'",
                     Loc,
                     {}});
  }

  // Variables whose value after L would depend on which rank ran its last
  // iteration: private scalars and the variables of inner loops.
  void addLastValueReasons(unsigned L, std::vector<Reason> &Why) const {
    const LoopInfo &Loop = Tree.Loops[L];
    for (const VarDecl *V : Loop.PrivateScalars)
      if (Liveness.isLiveAfter(Loop.Loop, V))
        Why.push_back(lastValueUsed(
            V, "scalar '" + V->getNameAsString() +
                   "' is private to each iteration but its last value is "
                   "used outside the loop"));
    for (unsigned Inner = L + 1; Inner < Tree.Loops.size(); ++Inner)
      if (const VarDecl *V = innerVariableLiveAfter(L, Inner))
        Why.push_back(lastValueUsed(
            V, "the last value of '" + V->getNameAsString() +
                   "', the variable of inner loop '" +
                   Tree.Loops[Inner].name() + "', is used after the loop"));
  }

  // The induction variable of Inner, a loop inside L, when it outlives L and
  // may be read after it.
  const VarDecl *innerVariableLiveAfter(unsigned L, unsigned Inner) const {
    const LoopInfo &Loop = Tree.Loops[Inner];
    const VarDecl *V = Loop.InductionVar;
    if (!V || !Tree.encloses(L, Inner) || isa<DeclStmt>(Loop.Loop->getInit()))
      return nullptr;
    auto Declared = Accesses.DeclaredIn.find(V);
    if (Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
        Tree.encloses(L, Declared->second))
      return nullptr;
    return Liveness.isLiveAfter(Tree.Loops[L].Loop, V) ? V : nullptr;
  }

  // Parallel loops inside a loop that cannot run on every rank.
  void blockInner(unsigned L, const Reason &Cause) {
    for (unsigned Inner = L + 1; Inner < Tree.Loops.size(); ++Inner) {
      LoopInfo &Loop = Tree.Loops[Inner];
      if (!Tree.encloses(L, Inner) || Loop.Kind == LoopKind::Sequential)
        continue;
      addUniqueReason(Loop.Reasons,
                      {Cause.Kind,
                       "enclosing loop '" + Tree.Loops[L].name() +
                           "' cannot run on every rank: " + Cause.Message,
                       Cause.Loc, Cause.Notes});
    }
  }

  void appendSubtree(unsigned L, std::vector<unsigned> &Order) const {
    Order.push_back(L);
    for (unsigned Child : Tree.Children[L])
      appendSubtree(Child, Order);
  }

  // The nest of the loops Enclosing and the subtree of OwnRoot, renumbered
  // in pre-order, distributed over loop Distributed (-1: not distributed).
  void emit(const std::vector<unsigned> &Enclosing, unsigned OwnRoot,
            int Distributed, OwnedArrays Arrays) {
    NestInfo Nest;
    Nest.Function = Tree.Function;
    std::vector<unsigned> Order = Enclosing;
    appendSubtree(OwnRoot, Order);
    std::vector<int> NewIndex(Tree.Loops.size(), -1);
    for (unsigned I = 0; I < Order.size(); ++I)
      NewIndex[Order[I]] = I;
    for (unsigned Old : Order) {
      LoopInfo Loop = Tree.Loops[Old];
      Loop.Parent = Loop.Parent < 0 ? -1 : NewIndex[Loop.Parent];
      Nest.Loops.push_back(std::move(Loop));
    }
    Nest.NumEnclosingLoops = Enclosing.size();
    for (const FlatArrayShape &Flat : Accesses.FlatArrays)
      if (llvm::any_of(Accesses.Arrays, [&](const ArrayReference &Ref) {
            return Ref.Array == Flat.Array && isInsideLoop(Ref, Tree, OwnRoot);
          }))
        Nest.FlatArrays.push_back(Flat);
    if (Distributed >= 0) {
      const LoopInfo &D = Tree.Loops[Distributed];
      Nest.Distributed = true;
      Nest.DistributedLoop = NewIndex[Distributed];
      if (D.Kind == LoopKind::DoAcross)
        Nest.PipelinedLoop = NewIndex[pipelineLoop(Tree, Distributed)];
      for (const Reduction &R : D.Reductions)
        Nest.Reductions.push_back(R);
      Nest.PrivateScalars = D.PrivateScalars;
      Nest.PrivateArrays = D.PrivateArrays;
      Nest.Arrays = std::move(Arrays.Arrays);
      Nest.OwnedShift = Arrays.Shift;
      Nest.AliasChecks =
          aliasChecksFor(Tree, Accesses, ByLoop.CheckedAtRunTime, Distributed);
      Nest.RowTables = rowTablesReadIn(Tree, Accesses, Distributed);
      std::vector<Reason> Unused;
      Nest.WrittenRowTables = rowTablesWrittenIn(Tree, Accesses, Distributed,
                                                 Nest.RowTables, Unused);
      Nest.OtherFileSymbols = Accesses.OtherFileSymbols;
      if (!Nest.RowTables.empty())
        writtenInLoop(Tree, Accesses, Distributed, Nest.WrittenExtents,
                      Nest.WrittenScalars);
      if (!Nest.WrittenRowTables.empty())
        writtenInLoop(Tree, Accesses, Distributed, Nest.AccessedExtents,
                      Nest.AccessedScalars, /*ReadsToo=*/true);
    } else {
      for (unsigned Old : Order)
        for (const Reason &R : Tree.Loops[Old].Reasons)
          addUniqueReason(Nest.Reasons, R);
    }
    Out.push_back(std::move(Nest));
  }

  LoopTree &Tree;
  const NestAccesses &Accesses;
  const DependencesByLoop &ByLoop;
  const ScalarLiveness &Liveness;
  const AnalysisOptions &Opts;
  std::vector<NestInfo> &Out;
};

} // namespace

void chooseDistributedLoops(LoopTree &Tree, const NestAccesses &Accesses,
                            const DependencesByLoop &ByLoop,
                            const ScalarLiveness &Liveness,
                            const AnalysisOptions &Opts,
                            std::vector<NestInfo> &Out) {
  DistributedLoopChoice(Tree, Accesses, ByLoop, Liveness, Opts, Out)
      .walk(0, {}, 0);
}

} // namespace autolb
