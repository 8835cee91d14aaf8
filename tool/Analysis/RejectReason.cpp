//===- RejectReason.cpp - stable names of the reject reasons --------------===//

#include "Analysis/RejectReason.h"
#include "llvm/Support/ErrorHandling.h"

namespace autolb {

llvm::StringRef reasonName(ReasonKind Kind) {
  switch (Kind) {
  case ReasonKind::NonCanonicalLoop:
    return "NonCanonicalLoop";
  case ReasonKind::UnknownCall:
    return "UnknownCall";
  case ReasonKind::EarlyExit:
    return "EarlyExit";
  case ReasonKind::VolatileAccess:
    return "VolatileAccess";
  case ReasonKind::InlineAssembly:
    return "InlineAssembly";
  case ReasonKind::AddressTakenInductionVariable:
    return "AddressTakenInductionVariable";
  case ReasonKind::PointerArithmetic:
    return "PointerArithmetic";
  case ReasonKind::UnsupportedAccess:
    return "UnsupportedAccess";
  case ReasonKind::NonAffineSubscript:
    return "NonAffineSubscript";
  case ReasonKind::PossibleAliasing:
    return "PossibleAliasing";
  case ReasonKind::ScalarRecurrence:
    return "ScalarRecurrence";
  case ReasonKind::LastValueUsedAfterLoop:
    return "LastValueUsedAfterLoop";
  case ReasonKind::LoopCarriedDependence:
    return "LoopCarriedDependence";
  case ReasonKind::AnalysisBudgetExceeded:
    return "AnalysisBudgetExceeded";
  case ReasonKind::ArrayReduction:
    return "ArrayReduction";
  case ReasonKind::WriteNotOwned:
    return "WriteNotOwned";
  case ReasonKind::NonLocalRead:
    return "NonLocalRead";
  case ReasonKind::NoPipelineLoop:
    return "NoPipelineLoop";
  case ReasonKind::MarkedSequential:
    return "MarkedSequential";
  case ReasonKind::NotMarked:
    return "NotMarked";
  }
  llvm_unreachable("unknown reason kind");
}

llvm::StringRef Reason::name() const { return reasonName(Kind); }

} // namespace autolb
