//===- NestAnalysis.cpp - the loop analysis entry points ------------------===//

#include "Analysis/NestAnalysis.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/AliasAnalysis.h"
#include "Analysis/ArrayPrivatization.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/Delinearization.h"
#include "Analysis/DependenceAnalysis.h"
#include "Analysis/LoopNestCollector.h"
#include "Analysis/LoopPragmas.h"
#include "Analysis/MemberReads.h"
#include "Analysis/NestDecision.h"
#include "Analysis/OperationCount.h"
#include "Analysis/ReductionDetection.h"
#include "Analysis/ScalarLiveness.h"
#include "Analysis/StringReads.h"
#include <optional>

using namespace clang;

namespace autolb {

std::vector<NestInfo> analyzeTranslationUnit(ASTContext &Ctx,
                                             const AnalysisOptions &Opts) {
  const SourceManager &SM = Ctx.getSourceManager();
  AliasAnalysis Aliases(Ctx);
  RecordsInArrays InArrays(Ctx);
  StringHandouts Handouts(Ctx);
  CallSummaries Calls(Ctx, Opts.OtherFiles, Opts.LibraryStateReadElsewhere);
  std::vector<NestInfo> Nests;
  for (const FunctionDecl *F : analysedFunctions(Ctx)) {
    std::optional<ScalarLiveness> Liveness;
    for (LoopTree &Tree : collectLoopNests(*F, Ctx)) {
      if (!Liveness)
        Liveness.emplace(*F, Ctx);
      for (LoopInfo &Loop : Tree.Loops)
        Loop.Pragma = pragmaBefore(Loop.Loop->getBeginLoc(), SM);
      NestAccesses Accesses =
          collectAccesses(Tree, Ctx, InArrays, Handouts, Calls);
      delinearizeAccesses(Tree, Accesses, Ctx);
      ReductionInfo Reductions = detectReductions(Tree, Accesses);
      PrivatizationInfo Privatization =
          findPrivateArrays(Tree, Accesses, Reductions, Aliases);
      std::vector<CarriedDependence> Dependences =
          analyzeDependences(Tree, Accesses, Aliases, Opts.AnalysisBudget);
      countOperations(Tree, Ctx);
      for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
        LoopInfo &Loop = Tree.Loops[L];
        Loop.InductionVarLiveOut =
            Loop.IsCanonical && !isa<DeclStmt>(Loop.Loop->getInit()) &&
            Liveness->isLiveAfter(Loop.Loop, Loop.InductionVar);
      }
      decideNest(Tree, Accesses, Dependences, Reductions, Privatization,
                 *Liveness, Opts, Nests);
    }
  }
  return Nests;
}

} // namespace autolb
