//===- RuntimeAliasChecks.cpp - aliasing left to a run-time test ----------===//

#include "Analysis/RuntimeAliasChecks.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {

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

bool isCheckedAtRunTime(const CarriedDependence &C,
                        const AnalysisOptions &Opts) {
  return Opts.RuntimeAliasChecks && C.Dep.Assumed &&
         C.AssumedBecause == ReasonKind::PossibleAliasing &&
         knownExtent(*C.Source) && knownExtent(*C.Sink);
}

std::vector<std::pair<ArrayExtent, ArrayExtent>>
aliasChecksFor(const LoopTree &Tree,
               llvm::ArrayRef<const CarriedDependence *> CheckedAtRunTime,
               unsigned D) {
  std::vector<std::pair<ArrayExtent, ArrayExtent>> Checks;
  for (const CarriedDependence *C : CheckedAtRunTime) {
    if (!isInsideLoop(*C->Source, Tree, D) || !isInsideLoop(*C->Sink, Tree, D))
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

} // namespace autolb
