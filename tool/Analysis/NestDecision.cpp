//===- NestDecision.cpp - which loop to distribute, which to pipeline -----===//

#include "Analysis/NestDecision.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <set>
#include <tuple>

using namespace clang;

namespace autolb {
namespace {

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

void addUnique(std::vector<Reason> &Reasons, Reason R) {
  for (const Reason &Existing : Reasons)
    if (Existing.Kind == R.Kind && Existing.Message == R.Message)
      return;
  Reasons.push_back(std::move(R));
}

class NestDecider {
public:
  NestDecider(LoopTree &Tree, const NestAccesses &Accesses,
              const std::vector<CarriedDependence> &Dependences,
              const ReductionInfo &Reductions, const ScalarLiveness &Liveness,
              const AnalysisOptions &Opts, std::vector<NestInfo> &Out)
      : Tree(Tree), Accesses(Accesses), Dependences(Dependences),
        Reductions(Reductions), Liveness(Liveness), Opts(Opts), Out(Out),
        Carried(Tree.Loops.size()) {}

  void run() {
    assignDependences();
    for (unsigned L = 0; L < Tree.Loops.size(); ++L)
      classify(L);
    walk(0, {}, 0);
  }

private:
  // --- Loop kinds ------------------------------------------------------
  // The extent of the array Ref indexes, when known where the nest runs.
  static std::optional<ArrayExtent> knownExtent(const ArrayReference &Ref) {
    ArrayExtent Extent{Ref.Array, Ref.Storage};
    switch (Ref.Storage) {
    case ArrayStorage::Array:
    case ArrayStorage::PointedToArray:
      return Extent;
    case ArrayStorage::ArrayParameter: {
      QualType Declared = cast<ParmVarDecl>(Ref.Array)->getOriginalType();
      if (Declared->isConstantArrayType() || Declared->isVariableArrayType())
        return Extent;
      return std::nullopt;
    }
    default:
      return std::nullopt;
    }
  }

  // A dependence assumed only because two arrays of known extent may share
  // memory: checked at run time instead.
  bool checkedAtRunTime(const CarriedDependence &C) const {
    return Opts.RuntimeAliasChecks && C.Dep.Assumed &&
           C.AssumedBecause == ReasonKind::PossibleAliasing &&
           knownExtent(*C.Source) && knownExtent(*C.Sink);
  }

  // The run-time checks that distributing loop D relies on.
  std::vector<std::pair<ArrayExtent, ArrayExtent>>
  aliasChecks(unsigned D) const {
    std::vector<std::pair<ArrayExtent, ArrayExtent>> Checks;
    for (const CarriedDependence *C : CheckedAtRunTime) {
      if (!inside(*C->Source, D) || !inside(*C->Sink, D))
        continue;
      std::pair<ArrayExtent, ArrayExtent> Pair{*knownExtent(*C->Source),
                                               *knownExtent(*C->Sink)};
      std::pair<ArrayExtent, ArrayExtent> Swapped{Pair.second, Pair.first};
      if (llvm::find(Checks, Pair) == Checks.end() &&
          llvm::find(Checks, Swapped) == Checks.end())
        Checks.push_back(Pair);
    }
    return Checks;
  }

  void assignDependences() {
    for (const CarriedDependence &C : Dependences) {
      if (checkedAtRunTime(C)) {
        CheckedAtRunTime.push_back(&C);
        continue;
      }
      unsigned Carrier = Tree.chainTo(C.Source->Loop)[C.Dep.CarrierDepth];
      const auto &InReduction = Reductions.ArrayReductionRefs[Carrier];
      if (InReduction.count(C.Source) && InReduction.count(C.Sink))
        continue;
      Carried[Carrier].push_back(&C);
      Tree.Loops[Carrier].CarriedDependences.push_back(C.Dep);
    }
  }

  int pipelineLoop(unsigned L) const {
    if (Tree.Children[L].size() != 1)
      return -1;
    unsigned Child = Tree.Children[L].front();
    return Tree.Loops[Child].IsCanonical ? int(Child) : -1;
  }

  bool constantAt(const Dependence &D, unsigned Depth) const {
    return D.Distances.size() > Depth && D.Distances[Depth].has_value();
  }

  void classify(unsigned L) {
    LoopInfo &Loop = Tree.Loops[L];
    unsigned Depth = Loop.Depth;
    int Pipeline = pipelineLoop(L);
    bool Pipelinable = Loop.IsCanonical;
    for (const CarriedDependence *C : Carried[L])
      Pipelinable &= !C->Dep.Assumed && constantAt(C->Dep, Depth) &&
                     Pipeline >= 0 && constantAt(C->Dep, Depth + 1);
    bool HasOtherReasons = !Loop.Reasons.empty();
    if (Carried[L].empty())
      Loop.Kind = LoopKind::DoAll;
    else if (Pipelinable)
      Loop.Kind = LoopKind::DoAcross;
    else
      Loop.Kind = LoopKind::Sequential;
    if (HasOtherReasons || !Loop.IsCanonical)
      Loop.Kind = LoopKind::Sequential;
    if (!Carried[L].empty() && !Pipelinable)
      addDependenceReasons(L, Pipeline);
  }

  Reason assumedReason(const CarriedDependence &C) const {
    const Dependence &D = C.Dep;
    std::string Array = D.Variable->getNameAsString();
    Reason R;
    R.Kind = C.AssumedBecause;
    R.Loc = C.Evidence->Ref->getExprLoc();
    switch (C.AssumedBecause) {
    case ReasonKind::PossibleAliasing: {
      std::string Other = C.Sink->Array->getNameAsString();
      R.Message =
          "'" + Array + "' and '" + Other + "' may refer to the same memory";
      R.Notes.push_back({D.SourceLoc, "access to '" + Array + "' here"});
      R.Notes.push_back({D.SinkLoc, "access to '" + Other + "' here"});
      R.Notes.push_back({R.Loc, "declare '" + Array + "' and '" + Other +
                                    "' 'restrict' if they never overlap"});
      break;
    }
    case ReasonKind::NonCanonicalLoop:
      R.Kind = ReasonKind::NonAffineSubscript;
      R.Message = "subscript of '" + C.Evidence->Text +
                  "' uses the variable of a non-canonical loop: a dependence "
                  "on '" +
                  Array + "' is assumed";
      R.Notes.push_back({R.Loc, "subscript here"});
      break;
    case ReasonKind::NonAffineSubscript:
      R.Message = "subscript of '" + C.Evidence->Text +
                  "' is not affine in the loop indices: a dependence on '" +
                  Array + "' is assumed";
      R.Notes.push_back({R.Loc, "non-affine subscript here"});
      break;
    case ReasonKind::AnalysisBudgetExceeded:
      R.Message = "the dependence tests of this nest used up their budget of " +
                  std::to_string(Opts.AnalysisBudget) +
                  " steps: a dependence between '" + C.Source->Text +
                  "' and '" + C.Sink->Text +
                  "' is assumed (raise the limit with --analysis-budget=N)";
      R.Notes.push_back({R.Loc, "reference here"});
      break;
    case ReasonKind::LoopCarriedDependence:
      R.Message = "the distance between '" + C.Source->Text + "' and '" +
                  C.Sink->Text +
                  "' depends on a run-time value: a dependence is assumed";
      R.Notes.push_back({R.Loc, "symbolic subscript here"});
      break;
    default:
      R.Message = "pointer '" + Array +
                  "' changes in the loop: a dependence is assumed";
      R.Notes.push_back({R.Loc, "access here"});
      break;
    }
    return R;
  }

  // Reasons from the dependences that stop L from running in parallel or as
  // a pipeline: one per array and kind, flow dependences first.
  void addDependenceReasons(unsigned L, int Pipeline) {
    LoopInfo &Loop = Tree.Loops[L];
    unsigned Depth = Loop.Depth;
    std::vector<const CarriedDependence *> Blocking;
    for (const CarriedDependence *C : Carried[L])
      if (C->Dep.Assumed || Pipeline < 0 || !constantAt(C->Dep, Depth) ||
          !constantAt(C->Dep, Depth + 1))
        Blocking.push_back(C);
    std::vector<const CarriedDependence *> ByKind;
    for (DependenceKind Kind :
         {DependenceKind::Flow, DependenceKind::Anti, DependenceKind::Output})
      for (const CarriedDependence *C : Blocking)
        if (C->Dep.Kind == Kind)
          ByKind.push_back(C);
    std::set<std::tuple<ReasonKind, const VarDecl *, const VarDecl *>>
        Explained;
    for (const CarriedDependence *C : ByKind) {
      const Dependence &D = C->Dep;
      // A non-canonical loop is already explained by that reason.
      if (D.Assumed && C->AssumedBecause == ReasonKind::NonCanonicalLoop &&
          !Loop.IsCanonical)
        continue;
      Reason R;
      if (D.Assumed) {
        R = assumedReason(*C);
      } else {
        bool NoPipeline = Pipeline < 0 && constantAt(D, Depth);
        R.Kind = NoPipeline ? ReasonKind::NoPipelineLoop
                            : ReasonKind::LoopCarriedDependence;
        R.Message = D.describe();
        R.Message += NoPipeline ? ", and there is no single inner loop to "
                                  "pipeline over"
                                : ": the distance is not constant";
        R.Loc = D.SinkLoc;
        R.Notes.push_back(
            {D.SourceLoc, "dependence source '" + D.SourceText + "'"});
        R.Notes.push_back({D.SinkLoc, "dependence sink '" + D.SinkText + "'"});
      }
      const VarDecl *First = std::min(D.Variable, C->Sink->Array);
      const VarDecl *Second = std::max(D.Variable, C->Sink->Array);
      if (Explained.insert({R.Kind, First, Second}).second)
        addUnique(Loop.Reasons, std::move(R));
    }
  }

  // --- Distribution ----------------------------------------------------
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

  bool inside(const ArrayReference &Ref, unsigned L) const {
    return Ref.Loop >= 0 && Tree.encloses(L, Ref.Loop);
  }

  // The dimensions where Ref is `iv + c` (iv the induction variable of L),
  // with their c. The owner of an element is the owner of its slice along
  // the distributed dimension, whatever the other subscripts are: `A[i][i]`
  // and `A[i][2 * i]` follow L along dimension 0 (and the diagonal also
  // along dimension 1).
  SmallVector<std::pair<unsigned, int64_t>, 2>
  alignedDims(const ArrayReference &Ref, unsigned L) const {
    const VarDecl *IV = Tree.Loops[L].InductionVar;
    SmallVector<std::pair<unsigned, int64_t>, 2> Dims;
    for (unsigned K = 0; K < Ref.Subscripts.size(); ++K) {
      const std::optional<AffineExpr> &S = Ref.Subscripts[K];
      if (S && S->coefficient(IV) == 1 && S->Terms.size() == 1)
        Dims.push_back({K, S->Constant});
    }
    return Dims;
  }

  // The dimension where Ref follows L (the preferred one when it follows L
  // in several) and its offset, or -1.
  int alignedDim(const ArrayReference &Ref, unsigned L, int Preferred,
                 int64_t &Offset) const {
    SmallVector<std::pair<unsigned, int64_t>, 2> Dims = alignedDims(Ref, L);
    if (Dims.empty())
      return -1;
    auto Chosen = Dims.front();
    for (const auto &Dim : Dims)
      if (static_cast<int>(Dim.first) == Preferred)
        Chosen = Dim;
    Offset = Chosen.second;
    return Chosen.first;
  }

  // The dimension along which Array's references in loop D agree when one
  // of them follows D in several (a diagonal): that of the first write
  // that follows D in one dimension only, else of such a read; -1 if none.
  int unambiguousDim(const VarDecl *Array, unsigned D) const {
    int ReadDim = -1;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != Array || !inside(Ref, D))
        continue;
      SmallVector<std::pair<unsigned, int64_t>, 2> Dims = alignedDims(Ref, D);
      if (Dims.size() != 1)
        continue;
      if (Ref.IsWrite)
        return Dims.front().first;
      if (ReadDim < 0)
        ReadDim = Dims.front().first;
    }
    return ReadDim;
  }

  std::vector<ArraySummary> summarizeArrays(unsigned D, int Q,
                                            std::vector<Reason> &Why) const {
    std::vector<ArraySummary> Arrays;
    std::vector<const VarDecl *> Order;
    for (const ArrayReference &Ref : Accesses.Arrays)
      if (inside(Ref, D) &&
          std::find(Order.begin(), Order.end(), Ref.Array) == Order.end())
        Order.push_back(Ref.Array);
    for (const VarDecl *Array : Order) {
      auto Declared = Accesses.DeclaredIn.find(Array);
      if (Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
          Tree.encloses(D, Declared->second))
        continue; // A temporary of one iteration.
      ArraySummary S;
      S.Array = Array;
      int WriteDim = -2, ReadDim = -2;
      bool ReadDimsAgree = true;
      int Preferred = unambiguousDim(Array, D);
      for (const ArrayReference &Ref : Accesses.Arrays) {
        if (Ref.Array != Array || !inside(Ref, D))
          continue;
        S.Storage = Ref.Storage;
        S.ElementType = Ref.Ref->getType();
        S.Rank = std::max<unsigned>(S.Rank, Ref.Subscripts.size());
        int64_t Offset = 0;
        int Dim = alignedDim(Ref, D, Preferred, Offset);
        if (Ref.IsWrite) {
          S.IsWritten = true;
          if (Dim < 0 || Offset != 0 || (WriteDim >= 0 && WriteDim != Dim)) {
            addUnique(Why, {ReasonKind::WriteNotOwned,
                            "write to '" + Ref.Text + "' is not indexed by '" +
                                Tree.Loops[D].name() +
                                "' alone in one dimension, so its owner "
                                "rank is unknown",
                            Ref.Ref->getExprLoc(),
                            {{Ref.Ref->getExprLoc(), "write here"}}});
            continue;
          }
          WriteDim = Dim;
          continue;
        }
        S.IsRead = true;
        if (Dim < 0) {
          S.HasNonDistributedReads = true;
          continue;
        }
        if (ReadDim >= 0 && ReadDim != Dim)
          ReadDimsAgree = false;
        ReadDim = Dim;
        if (Offset < 0)
          S.ReadHaloBelow = std::max<unsigned>(S.ReadHaloBelow, -Offset);
        else
          S.ReadHaloAbove = std::max<unsigned>(S.ReadHaloAbove, Offset);
      }
      if (WriteDim >= 0)
        S.DistributedDim = WriteDim;
      else if (ReadDim >= 0 && ReadDimsAgree)
        S.DistributedDim = ReadDim;
      if (!ReadDimsAgree ||
          (S.IsWritten && ReadDim >= 0 && ReadDim != WriteDim))
        S.HasNonDistributedReads = true;
      if (S.HasNonDistributedReads) {
        S.ReadHaloBelow = S.ReadHaloAbove = 0;
        // In a DOALL nest no iteration reads what another writes, so the
        // array made whole before the nest serves every read; a pipeline's
        // reads must follow its rows.
        if (S.IsWritten &&
            (Q >= 0 || Tree.Loops[D].Kind != LoopKind::DoAll ||
             S.DistributedDim < 0))
          reportNonLocalRead(S, D, Why);
        if (!ReadDimsAgree)
          S.DistributedDim = S.IsWritten ? S.DistributedDim : -1;
      }
      if (Q >= 0)
        summarizePipeline(S, D, Q);
      Arrays.push_back(S);
    }
    return Arrays;
  }

  void reportNonLocalRead(const ArraySummary &S, unsigned D,
                          std::vector<Reason> &Why) const {
    for (const ArrayReference &Ref : Accesses.Arrays) {
      int64_t Offset;
      if (Ref.Array != S.Array || Ref.IsWrite || !inside(Ref, D) ||
          alignedDim(Ref, D, S.DistributedDim, Offset) == S.DistributedDim)
        continue;
      addUnique(Why, {ReasonKind::NonLocalRead,
                      "read of '" + Ref.Text +
                          "' does not follow the "
                          "distribution of '" +
                          S.Array->getNameAsString() + "' over '" +
                          Tree.Loops[D].name() + "'",
                      Ref.Ref->getExprLoc(),
                      {{Ref.Ref->getExprLoc(), "read here"}}});
      return;
    }
  }

  void summarizePipeline(ArraySummary &S, unsigned D, unsigned Q) const {
    const VarDecl *QIV = Tree.Loops[Q].InductionVar;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != S.Array || !inside(Ref, Q))
        continue;
      for (unsigned K = 0; K < Ref.Subscripts.size(); ++K)
        if (Ref.Subscripts[K] && Ref.Subscripts[K]->coefficient(QIV) == 1 &&
            S.PipelinedDim < 0)
          S.PipelinedDim = K;
    }
    unsigned DDepth = Tree.Loops[D].Depth, QDepth = Tree.Loops[Q].Depth;
    for (const CarriedDependence *C : Carried[D]) {
      if (C->Dep.Variable != S.Array)
        continue;
      int64_t Outer = C->Dep.Distances[DDepth].value_or(0);
      int64_t Inner = C->Dep.Distances[QDepth].value_or(0);
      if (C->Dep.Kind == DependenceKind::Flow)
        S.FlowDistance = std::max<unsigned>(S.FlowDistance, Outer);
      if (Inner < 0)
        S.Lag = std::max<unsigned>(S.Lag, -Inner);
    }
  }

  // Whether L can be the distributed loop; Why receives the reasons it
  // cannot beyond those already on the loop.
  bool distributable(unsigned L, std::vector<Reason> &Why,
                     std::vector<ArraySummary> &Arrays) {
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
    if (Loop.Kind == LoopKind::Sequential)
      return false;
    for (const Reduction &R : Loop.Reductions)
      if (R.IsArrayElement)
        Why.push_back({ReasonKind::ArrayReduction,
                       "reduction into array element '" + R.TargetText +
                           "' across iterations would need every rank's "
                           "copy of '" +
                           R.Variable->getNameAsString() + "'",
                       R.UpdateLoc,
                       {{R.UpdateLoc, "reduction update here"}}});
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
    int Q = Loop.Kind == LoopKind::DoAcross ? pipelineLoop(L) : -1;
    Arrays = summarizeArrays(L, Q, Why);
    return Why.empty();
  }

  // Each rank would leave V with the value of its own last iteration.
  static Reason lastValueUsed(const VarDecl *V, std::string Message) {
    return {
        ReasonKind::LastValueUsedAfterLoop,
        std::move(Message),
        V->getLocation(),
        {{V->getLocation(), "'" + V->getNameAsString() + "' declared here"}}};
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

  // Statements of the loops around L run on every rank: they must not touch
  // an array that only the owner ranks of L's iterations keep up to date.
  void walk(unsigned L, const std::vector<unsigned> &Enclosing,
            unsigned OwnRoot) {
    std::vector<ArraySummary> Arrays;
    std::vector<Reason> Why;
    if (distributable(L, Why, Arrays))
      return emit(Enclosing, OwnRoot, L, std::move(Arrays));
    for (Reason &R : Why)
      addUnique(Tree.Loops[L].Reasons, std::move(R));
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

  // Parallel loops inside a loop that cannot run on every rank.
  void blockInner(unsigned L, const Reason &Cause) {
    for (unsigned Inner = L + 1; Inner < Tree.Loops.size(); ++Inner) {
      LoopInfo &Loop = Tree.Loops[Inner];
      if (!Tree.encloses(L, Inner) || Loop.Kind == LoopKind::Sequential)
        continue;
      addUnique(Loop.Reasons,
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

  void emit(const std::vector<unsigned> &Enclosing, unsigned OwnRoot,
            int Distributed, std::vector<ArraySummary> Arrays) {
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
    if (Distributed >= 0) {
      const LoopInfo &D = Tree.Loops[Distributed];
      Nest.Distributed = true;
      Nest.DistributedLoop = NewIndex[Distributed];
      if (D.Kind == LoopKind::DoAcross)
        Nest.PipelinedLoop = NewIndex[pipelineLoop(Distributed)];
      for (const Reduction &R : D.Reductions)
        Nest.Reductions.push_back(R);
      Nest.PrivateScalars = D.PrivateScalars;
      Nest.Arrays = std::move(Arrays);
      Nest.AliasChecks = aliasChecks(Distributed);
    } else {
      for (unsigned Old : Order)
        for (const Reason &R : Tree.Loops[Old].Reasons)
          addUnique(Nest.Reasons, R);
    }
    Out.push_back(std::move(Nest));
  }

  LoopTree &Tree;
  const NestAccesses &Accesses;
  const std::vector<CarriedDependence> &Dependences;
  const ReductionInfo &Reductions;
  const ScalarLiveness &Liveness;
  const AnalysisOptions &Opts;
  std::vector<NestInfo> &Out;
  std::vector<std::vector<const CarriedDependence *>> Carried;
  /// Dependences between arrays that may alias, left to a run-time check.
  std::vector<const CarriedDependence *> CheckedAtRunTime;
};

} // namespace

void decideNest(LoopTree &Tree, const NestAccesses &Accesses,
                const std::vector<CarriedDependence> &Dependences,
                const ReductionInfo &Reductions, const ScalarLiveness &Liveness,
                const AnalysisOptions &Opts, std::vector<NestInfo> &Out) {
  NestDecider(Tree, Accesses, Dependences, Reductions, Liveness, Opts, Out)
      .run();
}

} // namespace autolb
