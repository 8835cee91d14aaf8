//===- DependenceReasons.cpp - why a dependence blocks a loop -------------===//

#include "Analysis/DependenceReasons.h"
#include "Analysis/LoopKinds.h"
#include <algorithm>
#include <set>
#include <tuple>

using namespace clang;

namespace autolb {

// Why the dependence test had to assume C, with the evidence as notes.
static Reason assumedReason(const CarriedDependence &C,
                            const AnalysisOptions &Opts) {
  const Dependence &D = C.Dep;
  std::string Array = D.Variable->getNameAsString();
  Reason R;
  R.Kind = C.AssumedBecause;
  R.Loc = C.Evidence->Loc;
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
    if (!C.Evidence->DelinearizationRefusal.empty()) {
      R.Kind = ReasonKind::Delinearization;
      R.Message = "'" + Array + "' is not read as an array of rows: " +
                  C.Evidence->DelinearizationRefusal + "; a dependence on '" +
                  Array + "' is assumed";
      R.Notes.push_back({R.Loc, "flat subscript here"});
      break;
    }
    R.Message = "subscript of '" + C.Evidence->Text +
                "' is not affine in the loop indices: a dependence on '" +
                Array + "' is assumed";
    R.Notes.push_back({R.Loc, "non-affine subscript here"});
    break;
  case ReasonKind::AnalysisBudgetExceeded:
    R.Message = "the dependence tests of this nest used up their budget of " +
                std::to_string(Opts.AnalysisBudget) +
                " steps: a dependence between '" + C.Source->Text + "' and '" +
                C.Sink->Text +
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
    if (C.AcrossPointerChange) {
      R.Kind = ReasonKind::LoopCarriedDependence;
      R.Message = "pointer '" + Array +
                  "' changes between iterations: a dependence through it is "
                  "assumed";
      R.Notes.push_back({R.Loc, "access here"});
      break;
    }
    R.Message =
        "pointer '" + Array + "' changes in the loop: a dependence is assumed";
    R.Notes.push_back({R.Loc, "access here"});
    break;
  }
  return R;
}

// A proved dependence: its distance is not constant, or it is but there is
// no inner loop to pipeline over.
static Reason provedReason(const Dependence &D, unsigned Depth, int Pipeline) {
  bool NoPipeline = Pipeline < 0 && hasConstantDistance(D, Depth);
  Reason R;
  R.Kind = NoPipeline ? ReasonKind::NoPipelineLoop
                      : ReasonKind::LoopCarriedDependence;
  R.Message = D.describe();
  R.Message += NoPipeline ? ", and there is no single inner loop to "
                            "pipeline over"
                          : ": the distance is not constant";
  R.Loc = D.SinkLoc;
  R.Notes.push_back({D.SourceLoc, "dependence source '" + D.SourceText + "'"});
  R.Notes.push_back({D.SinkLoc, "dependence sink '" + D.SinkText + "'"});
  return R;
}

// The dependences of Carried that a pipeline cannot honour, flow
// dependences first, then anti, then output.
static std::vector<const CarriedDependence *>
blockingByKind(llvm::ArrayRef<const CarriedDependence *> Carried,
               unsigned Depth, int Pipeline) {
  std::vector<const CarriedDependence *> Blocking;
  for (const CarriedDependence *C : Carried)
    if (!allowsPipeline(C->Dep, Depth, Pipeline))
      Blocking.push_back(C);
  std::vector<const CarriedDependence *> ByKind;
  for (DependenceKind Kind :
       {DependenceKind::Flow, DependenceKind::Anti, DependenceKind::Output})
    for (const CarriedDependence *C : Blocking)
      if (C->Dep.Kind == Kind)
        ByKind.push_back(C);
  return ByKind;
}

void addDependenceReasons(LoopInfo &Loop,
                          llvm::ArrayRef<const CarriedDependence *> Carried,
                          int Pipeline, const AnalysisOptions &Opts) {
  std::set<std::tuple<ReasonKind, const VarDecl *, const VarDecl *>> Explained;
  for (const CarriedDependence *C :
       blockingByKind(Carried, Loop.Depth, Pipeline)) {
    const Dependence &D = C->Dep;
    // A non-canonical loop is already explained by that reason.
    if (D.Assumed && C->AssumedBecause == ReasonKind::NonCanonicalLoop &&
        !Loop.IsCanonical)
      continue;
    Reason R = D.Assumed ? assumedReason(*C, Opts)
                         : provedReason(D, Loop.Depth, Pipeline);
    const VarDecl *First = std::min(D.Variable, C->Sink->Array);
    const VarDecl *Second = std::max(D.Variable, C->Sink->Array);
    if (Explained.insert({R.Kind, First, Second}).second)
      addUniqueReason(Loop.Reasons, std::move(R));
  }
}

} // namespace autolb
