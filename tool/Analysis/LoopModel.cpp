//===- LoopModel.cpp - names and printing for the loop data model ---------===//

#include "Analysis/LoopModel.h"
#include "llvm/Support/ErrorHandling.h"

namespace autolb {

bool Dependence::hasConstantDistances() const {
  for (const std::optional<int64_t> &D : Distances)
    if (!D)
      return false;
  return true;
}

std::string Dependence::distanceString() const {
  std::string Out = "(";
  for (size_t I = 0; I < Distances.size(); ++I) {
    if (I)
      Out += ", ";
    Out += Distances[I] ? std::to_string(*Distances[I]) : "*";
  }
  return Out + ")";
}

std::string Dependence::describe() const {
  const std::string &From =
      Kind == DependenceKind::Flow ? SinkText : SourceText;
  const std::string &To = Kind == DependenceKind::Flow ? SourceText : SinkText;
  return dependenceKindName(Kind).str() + " dependence " + From + " -> " + To +
         ", distance " + distanceString();
}

std::string LoopInfo::name() const {
  return InductionVar ? InductionVar->getNameAsString() : "<loop>";
}

const FlatArrayShape *NestInfo::flatArray(const clang::VarDecl *V) const {
  for (const FlatArrayShape &Flat : FlatArrays)
    if (Flat.Array == V)
      return &Flat;
  return nullptr;
}

llvm::StringRef loopKindName(LoopKind Kind) {
  switch (Kind) {
  case LoopKind::DoAll:
    return "doall";
  case LoopKind::DoAcross:
    return "doacross";
  case LoopKind::Sequential:
    return "sequential";
  }
  llvm_unreachable("unknown loop kind");
}

llvm::StringRef dependenceKindName(DependenceKind Kind) {
  switch (Kind) {
  case DependenceKind::Flow:
    return "flow";
  case DependenceKind::Anti:
    return "anti";
  case DependenceKind::Output:
    return "output";
  }
  llvm_unreachable("unknown dependence kind");
}

llvm::StringRef reductionOperatorName(ReductionOperator Op) {
  switch (Op) {
  case ReductionOperator::Sum:
    return "sum";
  case ReductionOperator::Product:
    return "product";
  case ReductionOperator::Min:
    return "min";
  case ReductionOperator::Max:
    return "max";
  }
  llvm_unreachable("unknown reduction operator");
}

llvm::StringRef comparisonSpelling(LoopComparison Cmp) {
  switch (Cmp) {
  case LoopComparison::Less:
    return "<";
  case LoopComparison::LessEqual:
    return "<=";
  case LoopComparison::Greater:
    return ">";
  case LoopComparison::GreaterEqual:
    return ">=";
  }
  llvm_unreachable("unknown comparison");
}

llvm::StringRef arrayStorageName(ArrayStorage Storage) {
  switch (Storage) {
  case ArrayStorage::Array:
    return "array";
  case ArrayStorage::ArrayParameter:
    return "array-parameter";
  case ArrayStorage::PointerToArray:
    return "pointer-to-array";
  case ArrayStorage::PointedToArray:
    return "pointed-to-array";
  case ArrayStorage::Pointer:
    return "pointer";
  case ArrayStorage::Vector:
    return "vector";
  case ArrayStorage::Object:
    return "object";
  }
  llvm_unreachable("unknown array storage");
}

} // namespace autolb
