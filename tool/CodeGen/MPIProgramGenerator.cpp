//===- MPIProgramGenerator.cpp - sequential C to SPMD MPI C ---------------===//

#include "CodeGen/MPIProgramGenerator.h"
#include "Analysis/AliasAnalysis.h"
#include "CodeGen/ArrayLifetime.h"
#include "CodeGen/CallSites.h"
#include "CodeGen/ConsistencyPlacement.h"
#include "CodeGen/DistributedCode.h"
#include "CodeGen/DistributedNest.h"
#include "CodeGen/DoallEmitter.h"
#include "CodeGen/GeneratorContext.h"
#include "CodeGen/MainRewriter.h"
#include "CodeGen/OutputGuard.h"
#include "CodeGen/PipelineEmitter.h"
#include "CodeGen/PragmaLines.h"
#include "CodeGen/ProgramStreams.h"
#include "CodeGen/ReservedNames.h"
#include "CodeGen/RuntimeCallBuilder.h"
#include "CodeGen/StripMining.h"
#include <map>

using namespace clang;

namespace autolb {

/// Function definitions of the main file, in source order.
static std::vector<const FunctionDecl *>
mainFileFunctions(GeneratorContext &G) {
  std::vector<const FunctionDecl *> Functions;
  for (const Decl *D : G.Ctx.getTranslationUnitDecl()->decls())
    if (const auto *F = dyn_cast<FunctionDecl>(D))
      if (F->doesThisDeclarationHaveABody() &&
          G.Src.inMainFile(F->getLocation()))
        Functions.push_back(F);
  return Functions;
}

/// The location remarks about a loop point at.
static SourceLocation loopLocation(const LoopInfo &L) {
  return L.Loop ? L.Loop->getBeginLoc() : SourceLocation();
}

static std::string loopName(const LoopInfo &L) {
  return L.InductionVar ? L.InductionVar->getNameAsString() : "<loop>";
}

/// Plans every nest the analysis distributed; those that cannot be
/// generated stay sequential with a remark.
static std::vector<NestPlan> planNests(GeneratorContext &G,
                                       llvm::ArrayRef<NestInfo> Nests) {
  std::vector<NestPlan> Plans;
  for (const NestInfo &Nest : Nests) {
    const LoopInfo *Dist = Nest.distributedLoop();
    if (!Nest.Distributed || !Dist || !Nest.Function)
      continue;
    NestPlan Plan;
    if (std::optional<std::string> Why = planNest(G, Nest, Plan)) {
      if (Plan.Refusal) {
        G.Remarks.remark(loopLocation(*Dist), "alb-codegen-missed",
                         "loop '" + loopName(*Dist) +
                             "' not distributed (--reproducible-reductions): " +
                             Plan.Refusal->Why);
        G.Remarks.note(Plan.Refusal->Where, "updated here");
        continue;
      }
      G.Remarks.remark(loopLocation(*Dist), "alb-codegen-missed",
                       "loop '" + loopName(*Dist) +
                           "' not distributed: code generation for " + *Why +
                           " is not supported yet");
      continue;
    }
    Plans.push_back(std::move(Plan));
  }
  return Plans;
}

/// Records what the planned nests distribute, and propagates it through
/// calls and pointers.
static void registerPlans(GeneratorContext &G, llvm::ArrayRef<NestPlan> Plans,
                          llvm::ArrayRef<const FunctionDecl *> Functions) {
  G.DistributedLoops.clear();
  G.StripMinedLoops.clear();
  G.DistributingFunctions.clear();
  G.DistributedArrays.clear();
  G.DistributedAliases.clear();
  G.DistributedDims.clear();
  for (const NestPlan &Plan : Plans) {
    G.DistributedLoops.insert(Plan.Loop);
    if (Plan.Hook.StripMined)
      G.StripMinedLoops.insert(Plan.Hook.StripMined->Loop);
    G.DistributingFunctions.insert(Plan.Nest->Function);
    for (const ArraySummary &A : Plan.Nest->Arrays) {
      if (!A.Array)
        continue;
      if (A.IsWritten)
        G.DistributedArrays.insert(A.Array);
      // The arrays planNest describes to the run-time.
      if (A.DistributedDim < 0 || A.HasNonDistributedReads)
        continue;
      auto [It, Inserted] =
          G.DistributedDims.try_emplace(A.Array, A.DistributedDim);
      if (!Inserted && It->second != A.DistributedDim)
        It->second = -1;
    }
  }
  propagateDistribution(G, Functions);
}

/// Removes the nests that describe an array which may point into another
/// distributed array (the run-time would track the same memory twice), or a
/// pointer that may point into an array replicated code reads under its own
/// name (that read would get no sync), or a local array the run-time could
/// not forget when its scope ends (ArrayLifetime.h).
static bool removeAliasedNests(GeneratorContext &G,
                               const AliasAnalysis &Aliases,
                               std::vector<NestPlan> &Plans) {
  size_t Before = Plans.size();
  llvm::erase_if(Plans, [&](const NestPlan &Plan) {
    for (const ArraySummary &A : Plan.Nest->Arrays) {
      if (!A.Array)
        continue;
      std::string Why;
      if (G.DistributedAliases.contains(A.Array))
        Why = "shares memory with another distributed array";
      else if (isJumpedIntoScope(A.Array))
        Why = "is declared in a block that a jump enters, where the run-time "
              "could not be told that it ends";
      else if (A.IsWritten && A.Array->getType()->isPointerType() &&
               !isa<ParmVarDecl>(A.Array) &&
               !Aliases.pointsOnlyToFreshMemory(A.Array))
        Why = "may point into an array that is read under another name (it "
              "is given a value other than an allocation)";
      else
        continue;
      G.Remarks.remark(loopLocation(*Plan.Dist), "alb-codegen-missed",
                       "loop '" + loopName(*Plan.Dist) +
                           "' not distributed: '" + A.Array->getNameAsString() +
                           "' " + Why);
      return true;
    }
    return false;
  });
  return Plans.size() != Before;
}

/// Every function the seeds run, themselves or through the calls they
/// make, with the reason of the first seed that reached it.
template <typename Reason>
static std::map<const FunctionDecl *, Reason>
reachedThroughCalls(const GeneratorContext &G,
                    std::vector<std::pair<const FunctionDecl *, Reason>> Work) {
  std::map<const FunctionDecl *, Reason> Reached;
  while (!Work.empty()) {
    auto [F, Why] = Work.back();
    Work.pop_back();
    if (!Reached.emplace(F, Why).second)
      continue;
    for (const CallExpr *Call : callsOf(F))
      for (const FunctionDecl *Callee : possibleCallees(Call, G))
        Work.push_back({Callee, Why});
  }
  return Reached;
}

/// Removes the plans of nests in the functions of Reached; Explain tells
/// the user why.
template <typename Reason>
static bool removeNestsOf(
    std::vector<NestPlan> &Plans,
    const std::map<const FunctionDecl *, Reason> &Reached,
    llvm::function_ref<void(const NestPlan &, const Reason &)> Explain) {
  size_t Before = Plans.size();
  llvm::erase_if(Plans, [&](const NestPlan &Plan) {
    auto Found = Reached.find(Plan.Nest->Function);
    if (Found == Reached.end())
      return false;
    Explain(Plan, Found->second);
    return true;
  });
  return Plans.size() != Before;
}

/// Keeps sequential the nests of functions called inside an expression
/// that also reads distributed data (DistributedCode.h): the nests of the
/// callee and of every function it calls, since a sync cannot be placed
/// between the call and the read.
static bool removeNestsCalledAmidDistributedData(
    GeneratorContext &G, std::vector<NestPlan> &Plans,
    llvm::ArrayRef<const FunctionDecl *> Functions) {
  std::vector<std::pair<const FunctionDecl *, CallAmidDistributedData>> Seeds;
  for (const FunctionDecl *F : Functions)
    for (const CallAmidDistributedData &C : callsAmidDistributedData(G, F))
      Seeds.push_back({C.Callee, C});
  return removeNestsOf<CallAmidDistributedData>(
      Plans, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Plan, const CallAmidDistributedData &Why) {
        G.Remarks.remark(
            loopLocation(*Plan.Dist), "alb-codegen-missed",
            "loop '" + loopName(*Plan.Dist) + "' not distributed: '" +
                Why.Callee->getNameAsString() +
                "' runs it and is called inside an expression that also "
                "reads '" +
                Why.Array->getNameAsString() +
                "', where no sync could follow the call");
        G.Remarks.note(Why.Call->getBeginLoc(), "called here");
      });
}

/// Keeps sequential the nests of functions that code outside the file may
/// run (DistributedCode.h), and of every function they call.
static bool
removeNestsRunFromOutside(GeneratorContext &G, std::vector<NestPlan> &Plans,
                          llvm::ArrayRef<const FunctionDecl *> Functions) {
  std::vector<std::pair<const FunctionDecl *, FunctionPassedOutside>> Seeds;
  for (const FunctionDecl *F : Functions)
    for (const FunctionPassedOutside &P : functionsPassedOutside(G, F))
      Seeds.push_back({P.Function, P});
  return removeNestsOf<FunctionPassedOutside>(
      Plans, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Plan, const FunctionPassedOutside &Why) {
        std::string Callee = calleeName(Why.Call).str();
        G.Remarks.remark(
            loopLocation(*Plan.Dist), "alb-codegen-missed",
            "loop '" + loopName(*Plan.Dist) + "' not distributed: '" +
                Why.Function->getNameAsString() +
                "' runs it and its address is passed to " +
                (Callee.empty() ? "a call through a pointer"
                                : "'" + Callee + "'") +
                ", outside this file, whose code would read without a sync "
                "what the nest leaves distributed");
        G.Remarks.note(Why.Call->getBeginLoc(), "passed here");
      });
}

static void reportNest(GeneratorContext &G, const NestPlan &Plan) {
  SourceLocation Loc = loopLocation(*Plan.Dist);
  std::string Message = "loop '" + loopName(*Plan.Dist) + "' distributed";
  if (Plan.Pipeline)
    Message += " and pipelined over '" + loopName(*Plan.Pipe) +
               "', strip-mined with the run-time's block size (" +
               std::to_string(Plan.Arrays.size()) + " arrays, lag " +
               std::to_string(Plan.Skew) + ")";
  else
    Message += std::string(" as DOALL") +
               (Plan.Independent ? " with independent iterations" : "") + " (" +
               std::to_string(Plan.Arrays.size()) + " arrays)";
  G.Remarks.remark(Loc, "alb-codegen", Message);
  G.Remarks.remark(Loc, "alb-hooks", Plan.Hook.Explanation);
  for (const HookCandidate &C : Plan.Hook.OuterHooks)
    if (const Stmt *Next = hookShiftTarget(G, C))
      G.Remarks.note(Next->getBeginLoc(),
                     "the level " + std::to_string(C.Level) +
                         " hook goes before this statement, which "
                         "communicates anyway, instead of right after loop '" +
                         loopName(*C.After) + "'");
  for (const ReductionPlan &R : Plan.Reductions) {
    if (R.FoldedInOrder) {
      G.Remarks.remark(Loc, "alb-reduction",
                       "floating-point " +
                           reductionOperatorName(R.Operator).str() + " '" +
                           R.Variable->getNameAsString() +
                           "' folded in the sequential order on every rank "
                           "from the terms each iteration records: the "
                           "sequential program's result, bit for bit");
      continue;
    }
    if (!R.Reassociates)
      continue;
    bool Float = R.TypeConstant == "ALB_TYPE_FLOAT";
    G.Remarks.remark(Loc, "alb-reduction",
                     "floating-point " +
                         reductionOperatorName(R.Operator).str() + " '" +
                         R.Variable->getNameAsString() +
                         "' reassociated across ranks; results may differ "
                         "within a relative tolerance of " +
                         (Float ? "1e-4" : "1e-9"));
  }
}

std::string generateMPIProgram(ASTContext &Ctx, llvm::ArrayRef<NestInfo> Nests,
                               const CodeGenOptions &Options,
                               RemarkEmitter &Remarks) {
  GeneratorContext G(Ctx, Options, Remarks);
  std::vector<const FunctionDecl *> Functions = mainFileFunctions(G);
  std::vector<NestPlan> Plans = planNests(G, Nests);
  AliasAnalysis Aliases(Ctx);
  for (const FunctionDecl *F : Functions)
    if (Aliases.isAddressTaken(F))
      G.IndirectlyCallable.insert(F);
  registerPlans(G, Plans, Functions);
  while (removeAliasedNests(G, Aliases, Plans) ||
         removeNestsRunFromOutside(G, Plans, Functions) ||
         removeNestsCalledAmidDistributedData(G, Plans, Functions))
    registerPlans(G, Plans, Functions);
  renameReservedNames(G);
  for (const NestPlan &Plan : Plans) {
    std::string Text = applyRenames(G, Plan.Pipeline ? emitPipeline(G, Plan)
                                                     : emitDoall(G, Plan));
    G.Edits.replace(G.Src.begin(Plan.Loop), G.Src.end(Plan.Loop), Text);
    emitOuterHooks(G, Plan);
    if (Plan.Hook.StripMined)
      emitStripMinedLoop(G, Plan);
    emitFileScopeDecls(G, Plan, Plan.Nest->Function);
    reportNest(G, Plan);
  }
  for (const FunctionDecl *F : Functions)
    guardOutput(G, F);
  for (const FunctionDecl *F : Functions)
    placeSyncs(G, F);
  for (const FunctionDecl *F : Functions)
    redirectFileOpens(G, F);
  for (const FunctionDecl *F : Functions) {
    forgetFreedArrays(G, F);
    forgetLocalArraysAtScopeEnd(G, F);
  }
  G.StdinRead = firstStdinRead(G, Functions);
  for (const FunctionDecl *F : Functions) {
    stopBeforeExits(G, F);
    if (F->isMain())
      rewriteMain(G, F);
  }
  commentOutPragmaLines(G);

  SourceManager &SM = Ctx.getSourceManager();
  SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
  std::string Includes = rt::includeLine() + "\n";
  if (Options.NoHooks)
    Includes += rt::staticDistributionInclude() + "\n";
  G.Edits.insert(FileStart, Includes, EditOrder::Prologue);
  if (!G.Edits.isConsistent()) {
    Remarks.error(FileStart, "internal error: overlapping code generator "
                             "edits; the input is written unchanged");
    return SM.getBufferData(SM.getMainFileID()).str();
  }
  return G.Edits.apply();
}

} // namespace autolb
