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
  case ReasonKind::OutputCall:
    return "OutputCall";
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
  case ReasonKind::Delinearization:
    return "Delinearization";
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
  case ReasonKind::ArrayPrivatization:
    return "ArrayPrivatization";
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
  case ReasonKind::UnsupportedLoopShape:
    return "UnsupportedLoopShape";
  case ReasonKind::LoopInMacro:
    return "LoopInMacro";
  case ReasonKind::PipelineShape:
    return "PipelineShape";
  case ReasonKind::PipelinePrologue:
    return "PipelinePrologue";
  case ReasonKind::PipelineEpilogue:
    return "PipelineEpilogue";
  case ReasonKind::ReductionInPipeline:
    return "ReductionInPipeline";
  case ReasonKind::UnsupportedReduction:
    return "UnsupportedReduction";
  case ReasonKind::UnsupportedArrayShape:
    return "UnsupportedArrayShape";
  case ReasonKind::ReproducibleReductionUnsupported:
    return "ReproducibleReductionUnsupported";
  case ReasonKind::ArrayScopeEnteredByJump:
    return "ArrayScopeEnteredByJump";
  case ReasonKind::PointerMayPointIntoArray:
    return "PointerMayPointIntoArray";
  case ReasonKind::CalledAmidDistributedRead:
    return "CalledAmidDistributedRead";
  case ReasonKind::RunFromOutsideFile:
    return "RunFromOutsideFile";
  case ReasonKind::RunOutsideMain:
    return "RunOutsideMain";
  case ReasonKind::PointerValues:
    return "PointerValues";
  case ReasonKind::ParallelCallerLoop:
    return "ParallelCallerLoop";
  case ReasonKind::CxxConstruct:
    return "CxxConstruct";
  case ReasonKind::TooLittleWork:
    return "TooLittleWork";
  }
  llvm_unreachable("unknown reason kind");
}

llvm::StringRef Reason::name() const { return reasonName(Kind); }

void addUniqueReason(std::vector<Reason> &Reasons, Reason R) {
  for (const Reason &Existing : Reasons)
    if (Existing.Kind == R.Kind && Existing.Message == R.Message)
      return;
  Reasons.push_back(std::move(R));
}

} // namespace autolb
