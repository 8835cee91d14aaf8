//===- OwnerComputes.cpp - arrays of a distributed loop -------------------===//

#include "Analysis/OwnerComputes.h"
#include "Analysis/IndexVariables.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

using namespace clang;

namespace autolb {
namespace {

// The dimensions where an array's references follow the distributed loop,
// as seen so far; -2 before the first.
struct FollowedDims {
  int Write = -2;
  int Read = -2;
  bool ReadsAgree = true;
  /// Writes `iv + 0` in another dimension than Write's, judged once the
  /// distributed dimension is known.
  std::vector<const ArrayReference *> Across;
};

class ArraySummarizer {
public:
  ArraySummarizer(const LoopTree &Tree, const NestAccesses &Accesses,
                  llvm::ArrayRef<const CarriedDependence *> CarriedByD,
                  unsigned D, int Q)
      : Tree(Tree), Accesses(Accesses), CarriedByD(CarriedByD), D(D), Q(Q) {}

  OwnedArrays summarizeAll(std::vector<Reason> &Why) {
    std::vector<const VarDecl *> Order;
    for (const ArrayReference &Ref : Accesses.Arrays)
      if (isInsideLoop(Ref, Tree, D) &&
          std::find(Order.begin(), Order.end(), Ref.Array) == Order.end())
        Order.push_back(Ref.Array);
    // Temporaries of one iteration are not the nest's arrays.
    llvm::erase_if(Order, [&](const VarDecl *Array) {
      auto Declared = Accesses.DeclaredIn.find(Array);
      return Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
             Tree.encloses(D, Declared->second);
    });
    OwnedArrays Owned;
    Owned.Shift = Shift = commonWriteOffset(Order);
    for (const VarDecl *Array : Order)
      Owned.Arrays.push_back(summarize(Array, Why));
    return Owned;
  }

private:
  // The offset at which every write of a DOALL loop that follows it does
  // so, when all agree (`profile[j - 1]`, `a[i + 1][0]`), else 0: a loop
  // from 1 over an array from 0 then owns the elements it writes. Writes to
  // arrays every rank combines or keeps a copy of do not count.
  int64_t commonWriteOffset(llvm::ArrayRef<const VarDecl *> Order) const {
    if (Q >= 0 || Tree.Loops[D].Kind != LoopKind::DoAll)
      return 0;
    std::optional<int64_t> Common;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (!Ref.IsWrite || !isInsideLoop(Ref, Tree, D) ||
          !llvm::is_contained(Order, Ref.Array) ||
          isReductionTarget(Ref.Array) || isPrivate(Ref.Array))
        continue;
      for (const auto &[Dim, Offset] : alignedDims(Ref)) {
        if (Common && *Common != Offset)
          return 0;
        Common = Offset;
      }
    }
    return Common.value_or(0);
  }

  ArraySummary summarize(const VarDecl *Array, std::vector<Reason> &Why) const {
    ArraySummary S;
    S.Array = Array;
    for (const FlatArrayShape &Flat : Accesses.FlatArrays)
      if (Flat.Array == Array)
        S.RowLengths = Flat.RowLengths;
    FollowedDims Dims;
    if (isReductionTarget(Array) || isPrivate(Array)) {
      // Every rank updates its own copy, combined or copied out after the
      // nest: the array is read whole and not distributed.
      for (const ArrayReference &Ref : Accesses.Arrays)
        if (Ref.Array == Array && isInsideLoop(Ref, Tree, D)) {
          S.Storage = Ref.Storage;
          S.ElementType = Ref.ElementType;
          S.Rank = std::max<unsigned>(S.Rank, Ref.Subscripts.size());
        }
      S.IsRead = S.HasNonDistributedReads = true;
      return S;
    }
    int Preferred = unambiguousDim(Array);
    for (const ArrayReference &Ref : Accesses.Arrays)
      if (Ref.Array == Array && isInsideLoop(Ref, Tree, D))
        addReference(S, Ref, Preferred, Dims, Why);
    chooseDistributedDim(S, Dims, Why);
    if (S.DistributedDim == 1 && S.Rank == 2)
      findTouchedRows(S);
    judgeWritesAcross(S, Dims.Across, Why);
    if (Q >= 0)
      summarizePipeline(S);
    return S;
  }

  // An array reduction over D whose updated elements are known before the
  // nest (all references to the array in D are then its updates).
  bool isReductionTarget(const VarDecl *Array) const {
    for (const Reduction &R : Tree.Loops[D].Reductions)
      if (R.IsArrayElement && R.Variable == Array && !R.Section.empty())
        return true;
    return false;
  }

  bool isPrivate(const VarDecl *Array) const {
    return llvm::any_of(
        Tree.Loops[D].PrivateArrays,
        [&](const PrivateArray &P) { return P.Variable == Array; });
  }

  // The dimensions where Ref is `iv + Shift + c` (iv the induction variable
  // of D), with their c. The owner of an element is the owner of its slice
  // along the distributed dimension, whatever the other subscripts are:
  // `A[i][i]` and `A[i][2 * i]` follow D along dimension 0 (and the
  // diagonal also along dimension 1).
  SmallVector<std::pair<unsigned, int64_t>, 2>
  alignedDims(const ArrayReference &Ref) const {
    const VarDecl *IV = Tree.Loops[D].InductionVar;
    SmallVector<std::pair<unsigned, int64_t>, 2> Dims;
    for (unsigned K = 0; K < Ref.Subscripts.size(); ++K) {
      const std::optional<AffineExpr> &S = Ref.Subscripts[K];
      if (S && S->coefficient(IV) == 1 && S->Terms.size() == 1)
        Dims.push_back({K, S->Constant - Shift});
    }
    return Dims;
  }

  // The dimension where Ref follows D (the preferred one when it follows D
  // in several) and its offset, or -1.
  int alignedDim(const ArrayReference &Ref, int Preferred,
                 int64_t &Offset) const {
    SmallVector<std::pair<unsigned, int64_t>, 2> Dims = alignedDims(Ref);
    if (Dims.empty())
      return -1;
    auto Chosen = Dims.front();
    for (const auto &Dim : Dims)
      if (static_cast<int>(Dim.first) == Preferred)
        Chosen = Dim;
    Offset = Chosen.second;
    return Chosen.first;
  }

  // The dimension along which Array's references in D agree when one of
  // them follows D in several (a diagonal): that of the first write that
  // follows D in one dimension only, else of such a read; -1 if none.
  int unambiguousDim(const VarDecl *Array) const {
    int ReadDim = -1;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != Array || !isInsideLoop(Ref, Tree, D))
        continue;
      SmallVector<std::pair<unsigned, int64_t>, 2> Dims = alignedDims(Ref);
      if (Dims.size() != 1)
        continue;
      if (Ref.IsWrite)
        return Dims.front().first;
      if (ReadDim < 0)
        ReadDim = Dims.front().first;
    }
    return ReadDim;
  }

  // A write must be `iv + 0` in the same dimension as every other write; a
  // read widens the halo of the dimension it follows.
  void addReference(ArraySummary &S, const ArrayReference &Ref, int Preferred,
                    FollowedDims &Dims, std::vector<Reason> &Why) const {
    S.Storage = Ref.Storage;
    S.ElementType = Ref.ElementType;
    S.Rank = std::max<unsigned>(S.Rank, Ref.Subscripts.size());
    int64_t Offset = 0;
    int Dim = alignedDim(Ref, Preferred, Offset);
    if (Ref.IsWrite) {
      S.IsWritten = true;
      if (Dim >= 0 && Offset == 0 && Dims.Write >= 0 && Dims.Write != Dim) {
        Dims.Across.push_back(&Ref);
        return;
      }
      if (Dim >= 0 && Offset != 0)
        addUniqueReason(Why, {ReasonKind::WriteNotOwned,
                              "write to '" + Ref.Text + "' follows '" +
                                  Tree.Loops[D].name() +
                                  "' at an offset its other subscripts "
                                  "or the loop's other writes do not "
                                  "share, so no rank owns all the "
                                  "elements an iteration writes",
                              Ref.Loc,
                              {{Ref.Loc, "write here"}}});
      else if (Dim < 0 || (Dims.Write >= 0 && Dims.Write != Dim))
        addUniqueReason(Why,
                        {ReasonKind::WriteNotOwned,
                         "write to '" + Ref.Text + "' is not indexed by '" +
                             Tree.Loops[D].name() +
                             "' alone in one dimension, so its owner "
                             "rank is unknown",
                         Ref.Loc,
                         {{Ref.Loc, "write here"}}});
      else
        Dims.Write = Dim;
      return;
    }
    S.IsRead = true;
    if (Dim < 0) {
      S.HasNonDistributedReads = true;
      return;
    }
    if (Dims.Read >= 0 && Dims.Read != Dim)
      Dims.ReadsAgree = false;
    Dims.Read = Dim;
    if (Offset < 0)
      S.ReadHaloBelow = std::max<unsigned>(S.ReadHaloBelow, -Offset);
    else
      S.ReadHaloAbove = std::max<unsigned>(S.ReadHaloAbove, Offset);
  }

  // The dimension the array is distributed along: that of its writes, else
  // that of its reads when they agree.
  void chooseDistributedDim(ArraySummary &S, const FollowedDims &Dims,
                            std::vector<Reason> &Why) const {
    if (Dims.Write >= 0)
      S.DistributedDim = Dims.Write;
    else if (Dims.Read >= 0 && Dims.ReadsAgree)
      S.DistributedDim = Dims.Read;
    if (!Dims.ReadsAgree ||
        (S.IsWritten && Dims.Read >= 0 && Dims.Read != Dims.Write))
      S.HasNonDistributedReads = true;
    if (!S.HasNonDistributedReads)
      return;
    S.ReadHaloBelow = S.ReadHaloAbove = 0;
    // In a DOALL nest no iteration reads what another writes, so the array
    // made whole before the nest serves every read; a pipeline's reads must
    // follow its rows.
    if (S.IsWritten && (Q >= 0 || Tree.Loops[D].Kind != LoopKind::DoAll ||
                        S.DistributedDim < 0))
      reportNonLocalRead(S, Why);
    else if (S.IsWritten)
      findSharedSlices(S);
    if (!Dims.ReadsAgree)
      S.DistributedDim = S.IsWritten ? S.DistributedDim : -1;
  }

  // The reads that do not follow the distribution, when each reads an
  // element in a slice every iteration shares: the same affine subscript
  // in the distributed dimension up to a constant, over variables the nest
  // does not write. In a DOALL nest no iteration writes such a slice (it
  // would carry a dependence to the others).
  void findSharedSlices(ArraySummary &S) const {
    const auto Dim = static_cast<unsigned>(S.DistributedDim);
    // A flat array read as rows has no text for a column alone (its
    // subscript as written is the flat one, rows included): the run-time
    // makes the array whole instead.
    if (!S.RowLengths.empty() && Dim > 0)
      return;
    const AffineExpr *Base = nullptr;
    int64_t Lowest = 0, Highest = 0;
    const Expr *First = nullptr, *Last = nullptr;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      int64_t Offset;
      if (Ref.Array != S.Array || Ref.IsWrite || !isInsideLoop(Ref, Tree, D))
        continue;
      if (alignedDim(Ref, S.DistributedDim, Offset) == S.DistributedDim) {
        // A neighbour's slice: its halo was dropped with the others, so
        // only the whole array serves it.
        if (Offset != 0)
          return;
        continue;
      }
      if (Ref.Subscripts.size() != S.Rank || Dim >= Ref.Subscripts.size() ||
          !Ref.Subscripts[Dim] || Dim >= Ref.SubscriptExprs.size())
        return;
      const AffineExpr &Index = *Ref.Subscripts[Dim];
      for (const auto &[Variable, Coefficient] : Index.Terms)
        if (isWrittenInD(Variable))
          return;
      if (Base && Base->Terms != Index.Terms)
        return;
      const Expr *Spelled = Ref.SubscriptExprs[Dim];
      if (isBuiltExpression(Spelled))
        return; // no text to name the slices by
      if (!Base || Index.Constant < Lowest) {
        Lowest = Index.Constant;
        First = Spelled;
      }
      if (!Base || Index.Constant > Highest) {
        Highest = Index.Constant;
        Last = Spelled;
      }
      Base = &Index;
    }
    S.SharedFirst = First;
    S.SharedLast = Last;
  }

  // Writes of an iteration to element i of other slices (`cov[j][i]` beside
  // `cov[i][j]`). In a DOALL nest no other iteration reads or writes those
  // elements, so the run-time may send them to the slices' holders after
  // the nest, provided it knows before the nest which elements each
  // iteration writes: all of one range, the same for every such write.
  void judgeWritesAcross(ArraySummary &S,
                         llvm::ArrayRef<const ArrayReference *> Writes,
                         std::vector<Reason> &Why) const {
    for (const ArrayReference *Ref : Writes) {
      WritesAcross Range;
      std::optional<std::string> Refusal =
          Shift != 0
              ? std::optional<std::string>(
                    "the iterations own shifted slices (element '" +
                    Tree.Loops[D].name() + addedConstantText(Shift) + "')")
              : rangeAcross(S, *Ref, Range);
      if (!Refusal && S.Across &&
          !(S.Across->First == Range.First && S.Across->End == Range.End))
        Refusal = "another write of the array outside them covers other "
                  "slices";
      if (Refusal) {
        S.Across.reset();
        const std::string Name = Tree.Loops[D].name();
        addUniqueReason(Why, {ReasonKind::WriteNotOwned,
                              "write to '" + Ref->Text +
                                  "' lands outside the slices of '" + Name +
                                  "' its rank owns (element '" + Name +
                                  "' of other slices), and " + *Refusal,
                              Ref->Loc,
                              {{Ref->Loc, "write here"}}});
        return;
      }
      if (!S.Across)
        S.Across = std::move(Range);
    }
  }

  // The slices Ref writes element i of, or why they are not known before
  // the nest runs: Ref must be `A[j + c][i]` (or `A[i][j + c]` for an array
  // distributed along its second dimension), j the variable of a loop
  // directly inside D with step 1 and bounds affine in i and in variables D
  // does not change, and Ref must run in every iteration of j.
  std::optional<std::string> rangeAcross(const ArraySummary &S,
                                         const ArrayReference &Ref,
                                         WritesAcross &Out) const {
    if (Q >= 0 || Tree.Loops[D].Kind != LoopKind::DoAll)
      return std::string("the loop is pipelined: such writes reach their "
                         "owners only after a DOALL nest, not while other "
                         "ranks still compute with them");
    if (S.Rank != 2 || Ref.Subscripts.size() != 2)
      return std::string("the array does not have two dimensions");
    const std::optional<AffineExpr> &Slice =
        Ref.Subscripts[static_cast<unsigned>(S.DistributedDim)];
    if (!Slice || Slice->Terms.size() != 1 ||
        Slice->Terms.begin()->second != 1 || Ref.Loop < 0 ||
        Tree.Loops[Ref.Loop].InductionVar != Slice->Terms.begin()->first)
      return std::string("its slice is not the variable of its innermost "
                         "loop plus a constant");
    const unsigned J = static_cast<unsigned>(Ref.Loop);
    const LoopInfo &Inner = Tree.Loops[J];
    if (Inner.Parent != static_cast<int>(D))
      return "its loop '" + Inner.name() + "' is not directly inside '" +
             Tree.Loops[D].name() + "'";
    if (!Inner.IsCanonical || Inner.Step != 1)
      return "its loop '" + Inner.name() + "' does not step by +1";
    if (Ref.Conditional || Accesses.ConditionalLoops.count(J) ||
        Accesses.ContinuedLoops.count(J) ||
        llvm::any_of(Inner.Reasons, [](const Reason &R) {
          return R.Kind == ReasonKind::EarlyExit;
        }))
      return "it may not run in every iteration of '" + Inner.name() +
             "' (a condition, 'continue' or 'break')";
    const std::optional<AffineExpr> &Lower = Tree.LowerAffine[J],
                                    &Upper = Tree.UpperAffine[J];
    if (!Lower || !Upper || !invariantButIV(*Lower) || !invariantButIV(*Upper))
      return "the bounds of '" + Inner.name() + "' are not affine in '" +
             Tree.Loops[D].name() + "' and variables the loop does not change";
    // The values of j: [Lower, Upper) or [Lower, Upper].
    AffineExpr First = *Lower, End = *Upper;
    if (Inner.Comparison == LoopComparison::LessEqual)
      ++End.Constant;
    First.Constant += Slice->Constant;
    End.Constant += Slice->Constant;
    Out = {std::move(First), std::move(End), Ref.Text, Ref.Loc};
    return std::nullopt;
  }

  // The rows an array distributed along its second dimension touches
  // (ArraySummary::RowsFirst and RowsEnd), when every reference's row is
  // `j + c`, j the variable of one loop directly inside D that steps by +1,
  // runs in every iteration of D and has bounds D does not change, and each
  // reference runs in every iteration of j.
  void findTouchedRows(ArraySummary &S) const {
    int RowLoop = -1;
    int64_t Lowest = 0, Highest = 0;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != S.Array || !isInsideLoop(Ref, Tree, D))
        continue;
      if (Ref.Subscripts.size() != 2 || !Ref.Subscripts[0] ||
          Ref.Subscripts[0]->Terms.size() != 1 ||
          Ref.Subscripts[0]->Terms.begin()->second != 1 || Ref.Conditional ||
          Ref.Loop < 0)
        return;
      const AffineExpr &Row = *Ref.Subscripts[0];
      const int L = Ref.Loop;
      if (Tree.Loops[L].InductionVar != Row.Terms.begin()->first ||
          (RowLoop >= 0 && L != RowLoop))
        return;
      Lowest = RowLoop < 0 ? Row.Constant : std::min(Lowest, Row.Constant);
      Highest = RowLoop < 0 ? Row.Constant : std::max(Highest, Row.Constant);
      RowLoop = L;
    }
    if (RowLoop < 0 || !runsInEveryIterationOfD(static_cast<unsigned>(RowLoop)))
      return;
    const auto J = static_cast<unsigned>(RowLoop);
    const LoopInfo &Rows = Tree.Loops[J];
    const std::optional<AffineExpr> &Lower = Tree.LowerAffine[J],
                                    &Upper = Tree.UpperAffine[J];
    if (!Rows.IsCanonical || Rows.Step != 1 || !Lower || !Upper ||
        !invariantInD(*Lower) || !invariantInD(*Upper))
      return;
    S.RowsFirst = *Lower;
    S.RowsFirst->Constant += Lowest;
    S.RowsEnd = *Upper;
    S.RowsEnd->Constant +=
        Highest + (Rows.Comparison == LoopComparison::LessEqual ? 1 : 0);
  }

  // Loop L runs, whole, in every iteration of D: it is directly inside D,
  // not under a condition, and neither it nor D ends an iteration early
  // ('continue') or exits early.
  bool runsInEveryIterationOfD(unsigned L) const {
    auto EndsEarly = [&](unsigned Loop) {
      return Accesses.ContinuedLoops.count(static_cast<int>(Loop)) ||
             llvm::any_of(Tree.Loops[Loop].Reasons, [](const Reason &R) {
               return R.Kind == ReasonKind::EarlyExit;
             });
    };
    return Tree.Loops[L].Parent == static_cast<int>(D) &&
           !Accesses.ConditionalLoops.count(static_cast<int>(L)) &&
           !EndsEarly(L) && !EndsEarly(D);
  }

  // E's variables are not written in D (D's induction variable included).
  bool invariantInD(const AffineExpr &E) const {
    return llvm::all_of(
        E.Terms, [&](const auto &Term) { return !isWrittenInD(Term.first); });
  }

  // E's variables are D's induction variable or not written in D.
  bool invariantButIV(const AffineExpr &E) const {
    const VarDecl *IV = Tree.Loops[D].InductionVar;
    return llvm::all_of(E.Terms, [&](const auto &Term) {
      return Term.first == IV || !isWrittenInD(Term.first);
    });
  }

  void reportNonLocalRead(const ArraySummary &S,
                          std::vector<Reason> &Why) const {
    for (const ArrayReference &Ref : Accesses.Arrays) {
      int64_t Offset;
      if (Ref.Array != S.Array || Ref.IsWrite || !isInsideLoop(Ref, Tree, D) ||
          alignedDim(Ref, S.DistributedDim, Offset) == S.DistributedDim)
        continue;
      addUniqueReason(Why, {ReasonKind::NonLocalRead,
                            "read of '" + Ref.Text +
                                "' does not follow the "
                                "distribution of '" +
                                S.Array->getNameAsString() + "' over '" +
                                Tree.Loops[D].name() + "'",
                            Ref.Loc,
                            {{Ref.Loc, "read here"}}});
      return;
    }
  }

  // V is an induction variable of D or of a loop inside it, declared in
  // one, or assigned in one.
  bool isWrittenInD(const VarDecl *V) const {
    for (unsigned L = 0; L < Tree.Loops.size(); ++L)
      if (Tree.Loops[L].InductionVar == V && Tree.encloses(D, L))
        return true;
    for (const ScalarReference &Ref : Accesses.Scalars)
      if (Ref.Var == V && Ref.IsWrite && Ref.Loop >= 0 &&
          Tree.encloses(D, Ref.Loop))
        return true;
    auto Declared = Accesses.DeclaredIn.find(V);
    return Declared != Accesses.DeclaredIn.end() && Declared->second >= 0 &&
           Tree.encloses(D, Declared->second);
  }

  void summarizePipeline(ArraySummary &S) const {
    const VarDecl *QIV = Tree.Loops[Q].InductionVar;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != S.Array || !isInsideLoop(Ref, Tree, Q))
        continue;
      for (unsigned K = 0; K < Ref.Subscripts.size(); ++K)
        if (Ref.Subscripts[K] && Ref.Subscripts[K]->coefficient(QIV) == 1 &&
            S.PipelinedDim < 0)
          S.PipelinedDim = K;
    }
    unsigned DDepth = Tree.Loops[D].Depth, QDepth = Tree.Loops[Q].Depth;
    for (const CarriedDependence *C : CarriedByD) {
      if (C->Dep.Variable != S.Array)
        continue;
      int64_t Outer = C->Dep.Distances[DDepth].value_or(0);
      int64_t Inner = C->Dep.Distances[QDepth].value_or(0);
      if (C->Dep.Kind == DependenceKind::Flow)
        S.FlowDistance = std::max<unsigned>(S.FlowDistance, Outer);
      if (Inner < 0)
        S.Lag = std::max<unsigned>(S.Lag, -Inner);
    }
    if (S.FlowDistance > 0)
      checkBoundaryWrites(S);
    if (S.IsWritten && S.ReadHaloAbove > 0)
      findAboveReach(S);
  }

  // ArraySummary::BoundaryWriteRefusal: the pipeline sends a row's elements
  // [jb, je) downstream right after block [jb, je), so the block must have
  // written exactly those: every write at `j + 0` in the pipelined
  // dimension, inside the pipelined loop. A write at j - 1 changes element
  // je - 1 in the next block, after it was sent; one at j + 1 writes
  // element je, which the downstream block [jb, je) may read, in a block
  // that does not send it.
  void checkBoundaryWrites(ArraySummary &S) const {
    const std::string Pipe = Tree.Loops[Q].name();
    for (const ArrayReference &Ref : Accesses.Arrays) {
      if (Ref.Array != S.Array || !Ref.IsWrite || !isInsideLoop(Ref, Tree, D))
        continue;
      if (S.PipelinedDim < 0 ||
          pipelinedOffset(Ref, S.PipelinedDim) != std::optional<int64_t>(0)) {
        S.BoundaryWriteRefusal =
            "a pipeline whose write '" + Ref.Text + "' is not at '" + Pipe +
            "' itself inside loop '" + Pipe +
            "' (a block's boundary message carries the elements of its own "
            "columns)";
        return;
      }
    }
  }

  // ArraySummary::AboveReach, or AboveReachRefusal.
  void findAboveReach(ArraySummary &S) const {
    const std::string Pipe = Tree.Loops[Q].name();
    if (S.Rank != 2 || S.DistributedDim < 0) {
      S.AboveReachRefusal =
          "'" + S.Array->getNameAsString() + "' does not have two dimensions";
      return;
    }
    // The elements of a slice are ordered by the other dimension.
    const unsigned Along = S.DistributedDim == 0 ? 1 : 0;
    int64_t Reach = 0;
    for (const ArrayReference &Ref : Accesses.Arrays) {
      int64_t Offset = 0;
      if (Ref.Array != S.Array || !isInsideLoop(Ref, Tree, D) ||
          (!Ref.IsWrite &&
           (alignedDim(Ref, S.DistributedDim, Offset) != S.DistributedDim ||
            Offset <= 0)))
        continue;
      std::optional<int64_t> Column = pipelinedOffset(Ref, Along);
      if (!Column || Ref.Subscripts.size() != 2) {
        S.AboveReachRefusal = std::string(Ref.IsWrite ? "write" : "read") +
                              " '" + Ref.Text + "' is not at '" + Pipe +
                              " + constant' inside loop '" + Pipe + "'";
        return;
      }
      if (Ref.IsWrite && *Column < 0) {
        S.AboveReachRefusal = "write '" + Ref.Text +
                              "' changes an element after the block of '" +
                              Pipe + "' that sends it";
        return;
      }
      if (!Ref.IsWrite)
        Reach = std::max(Reach, *Column);
    }
    S.AboveReach = static_cast<unsigned>(Reach);
  }

  // d when Ref is inside the pipelined loop and its subscript in dimension
  // Along is the pipelined loop's variable plus d.
  std::optional<int64_t> pipelinedOffset(const ArrayReference &Ref,
                                         unsigned Along) const {
    const VarDecl *QIV = Tree.Loops[Q].InductionVar;
    if (!QIV || !isInsideLoop(Ref, Tree, Q) || Along >= Ref.Subscripts.size() ||
        !Ref.Subscripts[Along])
      return std::nullopt;
    const AffineExpr &Column = *Ref.Subscripts[Along];
    if (Column.Terms.size() != 1 || Column.coefficient(QIV) != 1)
      return std::nullopt;
    return Column.Constant;
  }

  const LoopTree &Tree;
  const NestAccesses &Accesses;
  llvm::ArrayRef<const CarriedDependence *> CarriedByD;
  /// The distributed loop, and the loop it is pipelined over or -1.
  unsigned D;
  int Q;
  /// The offset of the elements the iterations own (commonWriteOffset).
  int64_t Shift = 0;
};

} // namespace

OwnedArrays
summarizeArrays(const LoopTree &Tree, const NestAccesses &Accesses,
                llvm::ArrayRef<const CarriedDependence *> CarriedByD,
                unsigned D, int Q, std::vector<Reason> &Why) {
  return ArraySummarizer(Tree, Accesses, CarriedByD, D, Q).summarizeAll(Why);
}

} // namespace autolb
