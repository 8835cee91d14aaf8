//===- RuntimeAliasChecks.cpp - aliasing left to a run-time test ----------===//

#include "Analysis/RuntimeAliasChecks.h"
#include "Analysis/AccessSection.h"
#include "Analysis/SubscriptBounds.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {

static bool wholeExtentKnown(const ArrayReference &Ref) {
  switch (Ref.Storage) {
  case ArrayStorage::Array:
  case ArrayStorage::PointedToArray:
  case ArrayStorage::Vector:
    return true;
  default:
    // An array parameter's declared size binds nothing: it is a pointer,
    // and may be given a smaller array or a pointer into one.
    return false;
  }
}

static bool sameSection(const ArraySection &A, const ArraySection &B) {
  return A.size() == B.size() &&
         llvm::all_of(llvm::zip(A, B), [](const auto &Pair) {
           const auto &[X, Y] = Pair;
           return X.Min == Y.Min && X.Max == Y.Max;
         });
}

// Of bounds each valid, the one with the fewest variables (a constant
// first): usually the tightest, its loop variables cancelled.
static const AffineExpr &simplestBound(const std::vector<AffineExpr> &Bounds) {
  return *llvm::min_element(Bounds,
                            [](const AffineExpr &A, const AffineExpr &B) {
                              return A.Terms.size() < B.Terms.size();
                            });
}

// The elements Ref touches over the whole tree: accessSection's, or where
// a loop's bounds change while the tree runs (a diagonal's rows, from
// std::max(1, d - m)), per dimension the bounds of its subscript over every
// iteration (SubscriptBounds.h), which hold more elements than it touches
// but none less.
static std::optional<ArraySection> treeSection(const LoopTree &Tree,
                                               const NestAccesses &Accesses,
                                               const ArrayReference &Ref) {
  auto Section = accessSection(Tree, Accesses, TreeRoot, Ref);
  if (auto *Bounded = std::get_if<ArraySection>(&Section))
    return std::move(*Bounded);
  ArraySection Widened;
  for (const std::optional<AffineExpr> &Subscript : Ref.Subscripts) {
    auto Found = subscriptBounds(Tree, Accesses, Ref, Subscript);
    const auto *Bounds = std::get_if<SubscriptBounds>(&Found);
    if (!Bounds || Bounds->Lowest.empty() || Bounds->Highest.empty())
      return std::nullopt;
    Widened.push_back(
        {simplestBound(Bounds->Lowest), simplestBound(Bounds->Highest)});
  }
  return Widened;
}

// The sections that the references to Array in the tree touch, or none
// when one cannot be bounded before the tree runs.
static std::vector<ArraySection> touchedSections(const LoopTree &Tree,
                                                 const NestAccesses &Accesses,
                                                 const VarDecl *Array) {
  std::vector<ArraySection> Touched;
  if (changesWhileLoopRuns(Tree, Accesses, TreeRoot, Array))
    return {};
  for (const ArrayReference &Ref : Accesses.Arrays) {
    if (Ref.Array != Array || !isInsideLoop(Ref, Tree, TreeRoot))
      continue;
    std::optional<ArraySection> Bounded = treeSection(Tree, Accesses, Ref);
    if (!Bounded || Bounded->empty())
      return {};
    if (llvm::none_of(Touched, [&](const ArraySection &Known) {
          return sameSection(Known, *Bounded);
        }))
      Touched.push_back(std::move(*Bounded));
  }
  return Touched;
}

bool visibleAt(const LoopTree &Tree, const NestAccesses &Accesses,
               const VarDecl *V, unsigned L) {
  auto Declared = Accesses.DeclaredIn.find(V);
  if (Declared == Accesses.DeclaredIn.end() || Declared->second < 0)
    return true;
  ASTContext &Ctx = V->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange Loop = Tree.Loops[L].Loop->getSourceRange();
  DynTypedNodeList Parents = Ctx.getParents(*V);
  while (!Parents.empty()) {
    if (const auto *Block = Parents[0].get<CompoundStmt>())
      return !SM.isBeforeInTranslationUnit(Loop.getBegin(),
                                           Block->getBeginLoc()) &&
             !SM.isBeforeInTranslationUnit(Block->getEndLoc(),
                                           Loop.getEnd());
    if (Parents[0].get<ForStmt>())
      return false; // declared in a loop's header, visible only inside it
    Parents = Ctx.getParents(Parents[0]);
  }
  return false;
}

ArrayExtent checkedExtent(const LoopTree &Tree, const NestAccesses &Accesses,
                          const ArrayReference &Ref, unsigned L) {
  ArrayExtent Extent;
  Extent.Array = Ref.Array;
  Extent.Storage = Ref.Storage;
  Extent.Whole = wholeExtentKnown(Ref);
  if (Extent.Whole)
    return Extent;
  Extent.Touched = touchedSections(Tree, Accesses, Ref.Array);
  // Rows behind a table of row pointers lie in other blocks.
  Extent.InAllocation = Ref.Array->getType()->isPointerType() &&
                        !Ref.Array->getType()->getPointeeType()->isPointerType() &&
                        !changesWhileLoopRuns(Tree, Accesses, L, Ref.Array) &&
                        visibleAt(Tree, Accesses, Ref.Array, L);
  return Extent;
}

bool hasRange(const ArrayExtent &Extent) {
  return Extent.Whole || !Extent.Touched.empty() || Extent.InAllocation;
}

/// The first write of Array in the tree: its extent is that of Array.
static const ArrayReference &firstWrite(const NestAccesses &Accesses,
                                        const VarDecl *Array) {
  return *llvm::find_if(Accesses.Arrays, [&](const ArrayReference &Ref) {
    return Ref.IsWrite && Ref.Array == Array;
  });
}

/// True when each array whose writes may change Check's member has a range
/// to compare before loop L.
static bool writesHaveRanges(const LoopTree &Tree, const NestAccesses &Accesses,
                             const ObjectReadCheck &Check, unsigned L) {
  return llvm::all_of(Check.WrittenArrays, [&](const VarDecl *Array) {
    return hasRange(
        checkedExtent(Tree, Accesses, firstWrite(Accesses, Array), L));
  });
}

void judgeObjectChecks(LoopTree &Tree, const NestAccesses &Accesses,
                       const AnalysisOptions &Opts) {
  for (const ObjectReadCheck &Check : Accesses.ObjectChecks)
    for (int L = Check.Loop; L >= 0; L = Tree.Loops[L].Parent)
      if (!Opts.RuntimeAliasChecks ||
          !writesHaveRanges(Tree, Accesses, Check, L))
        addUniqueReason(Tree.Loops[L].Reasons, Check.Why);
}

bool isCheckedAtRunTime(const CarriedDependence &C, const LoopTree &Tree,
                        const NestAccesses &Accesses,
                        const AnalysisOptions &Opts) {
  if (!Opts.RuntimeAliasChecks || !C.Dep.Assumed ||
      C.AssumedBecause != ReasonKind::PossibleAliasing)
    return false;
  unsigned Carrier = Tree.chainTo(C.Source->Loop)[C.Dep.CarrierDepth];
  return hasRange(checkedExtent(Tree, Accesses, *C.Source, Carrier)) &&
         hasRange(checkedExtent(Tree, Accesses, *C.Sink, Carrier));
}

std::vector<std::pair<ArrayExtent, ArrayExtent>>
aliasChecksFor(const LoopTree &Tree, const NestAccesses &Accesses,
               llvm::ArrayRef<const CarriedDependence *> CheckedAtRunTime,
               unsigned D) {
  std::vector<std::pair<ArrayExtent, ArrayExtent>> Checks;
  for (const CarriedDependence *C : CheckedAtRunTime) {
    if (!isInsideLoop(*C->Source, Tree, D) && !isInsideLoop(*C->Sink, Tree, D))
      continue;
    std::pair<ArrayExtent, ArrayExtent> Pair{
        checkedExtent(Tree, Accesses, *C->Source, D),
        checkedExtent(Tree, Accesses, *C->Sink, D)};
    std::pair<ArrayExtent, ArrayExtent> Swapped{Pair.second, Pair.first};
    if (llvm::find(Checks, Pair) == Checks.end() &&
        llvm::find(Checks, Swapped) == Checks.end())
      Checks.push_back(std::move(Pair));
  }
  for (const ObjectReadCheck &Check : Accesses.ObjectChecks) {
    if (!Tree.encloses(D, Check.Loop) ||
        !writesHaveRanges(Tree, Accesses, Check, D))
      continue;
    // The whole object: its bytes are what a write may reach.
    ArrayExtent Object;
    Object.Array = Check.Object;
    Object.Storage = ArrayStorage::Object;
    Object.Whole = true;
    for (const VarDecl *Array : Check.WrittenArrays) {
      std::pair<ArrayExtent, ArrayExtent> Pair{
          Object,
          checkedExtent(Tree, Accesses, firstWrite(Accesses, Array), D)};
      if (!llvm::is_contained(Checks, Pair))
        Checks.push_back(std::move(Pair));
    }
  }
  return Checks;
}

} // namespace autolb
