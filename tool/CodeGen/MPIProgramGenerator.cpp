//===- MPIProgramGenerator.cpp - sequential C to SPMD MPI C ---------------===//

#include "CodeGen/MPIProgramGenerator.h"
#include "CodeGen/DistributedNest.h"
#include "CodeGen/DoallEmitter.h"
#include "CodeGen/GeneratorContext.h"
#include "CodeGen/InterposedNames.h"
#include "CodeGen/LifetimeEmitter.h"
#include "CodeGen/LineDirectives.h"
#include "CodeGen/MainRewriter.h"
#include "CodeGen/MinorNests.h"
#include "CodeGen/OutputEmitter.h"
#include "CodeGen/PipelineEmitter.h"
#include "CodeGen/PragmaLines.h"
#include "CodeGen/ProgramStreams.h"
#include "CodeGen/ReservedNames.h"
#include "CodeGen/RuntimeInclude.h"
#include "CodeGen/StripMining.h"
#include "CodeGen/SummarySymbols.h"
#include "CodeGen/SyncEmitter.h"
#include "Plan/DistributedCode.h"
#include "Plan/ProgramPlanner.h"
#include "Plan/RuntimeCallBuilder.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace autolb {

/// The location remarks about a loop point at.
static SourceLocation loopLocation(const LoopInfo &L) {
  return L.Loop ? L.Loop->getBeginLoc() : SourceLocation();
}

static std::string loopName(const LoopInfo &L) {
  return L.InductionVar ? L.InductionVar->getNameAsString() : "<loop>";
}

/// "its arrays that may share memory do not overlap", naming also the
/// records read through pointers or references that the check compares
/// with the arrays written.
static std::string overlapClause(const NestInfo &Nest) {
  auto IsObject = [](const std::pair<ArrayExtent, ArrayExtent> &Pair) {
    return Pair.first.Storage == ArrayStorage::Object;
  };
  if (llvm::none_of(Nest.AliasChecks, IsObject))
    return "its arrays that may share memory do not overlap";
  if (llvm::all_of(Nest.AliasChecks, IsObject))
    return "the records it reads members of do not overlap the arrays it "
           "writes";
  return "its arrays that may share memory, and the records it reads "
         "members of and the arrays it writes, do not overlap";
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
  if (Plan.ReadsRowTables)
    Message +=
        ", after making whole the rows it reads through tables of "
        "row pointers or the containers of const records, when it "
        "writes none of them" +
        (Plan.Nest->AliasChecks.empty() ? std::string()
                                        : " and " + overlapClause(*Plan.Nest)) +
        " (a check on every rank before each execution; otherwise the "
        "loop runs as written on every rank)";
  else if (!Plan.Nest->AliasChecks.empty())
    Message += ", when " + overlapClause(*Plan.Nest) +
               " (a check on every rank before each execution; otherwise the "
               "loop runs as written on every rank)";
  for (const NestPlan::RowTableFields &Table : Plan.RowTables)
    Message += ", writing '" + Table.Name +
               "' by rows (each iteration its own row, sent to every rank "
               "after each execution), when those rows are distinct and "
               "clear of the other memory the loop uses (a check on every "
               "rank before each execution; otherwise the loop runs as "
               "written on every rank)";
  if (Plan.ChecksLowestSlice)
    Message += ", when its lowest iteration does not reach below the first "
               "element of its arrays (a check before each execution: a "
               "pointer into an array may; otherwise the loop runs as "
               "written on every rank)";
  if (!Plan.CheckedRowLengths.empty())
    Message += ", when " + llvm::join(Plan.CheckedRowLengths, " and ") +
               " (a check before each execution: the loop bounds do not "
               "prove the rows of its flat arrays long enough for their "
               "columns; otherwise the loop runs as written on every rank)";
  if (!Plan.Nest->OtherFileSymbols.empty())
    Message += ", where the functions of other files it calls are linked as "
               "their code was summarized (" +
               std::to_string(Plan.Nest->OtherFileSymbols.size()) +
               (Plan.Nest->OtherFileSymbols.size() == 1 ? " symbol" : " symbols") +
               " that autolb's output of their files defines, declared weak "
               "here; otherwise the loop runs as written on every rank)";
  G.Remarks.remark(RemarkKind::Passed, Loc, "alb-codegen", Message);
  if (int64_t Shift = Plan.Nest->OwnedShift)
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                     "iteration '" + loopName(*Plan.Dist) + "' owns element '" +
                         loopName(*Plan.Dist) + addedConstantText(Shift) +
                         "' of the arrays it distributes: every write "
                         "follows the loop at that offset");
  for (const std::string &Slices : Plan.SharedSlices)
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                     Slices + " made whole before each execution of the loop "
                              "(every iteration reads it), not all of the "
                              "array");
  for (const NestPlan::HaloAbove &Halo : Plan.HalosAbove)
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen", Halo.Message);
  for (const NestPlan::SentToOwners &Sent : Plan.WritesSentToOwners)
    G.Remarks.remark(RemarkKind::Analysis, Sent.Loc, "alb-codegen",
                     Sent.Message);
  G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-hooks",
                   Plan.Hook.Explanation);
  for (const HookCandidate &C : Plan.Hook.OuterHooks)
    if (const Stmt *Next = hookShiftTarget(G, C))
      G.Remarks.note(Next->getBeginLoc(),
                     "the level " + std::to_string(C.Level) +
                         " hook goes before this statement, which "
                         "communicates anyway, instead of right after loop '" +
                         loopName(*C.After) + "'");
  for (const PrivateArrayPlan &P : Plan.PrivateArrays)
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-private",
                     "array '" + P.Variable->getNameAsString() +
                         "' privatized: every iteration writes it before "
                         "reading it, so every rank uses its own copy; the "
                         "rank that ran the last iteration gives its copy of "
                         "the elements the loop writes to all after the loop");
  for (const ReductionPlan &R : Plan.Reductions) {
    if (R.FoldedInOrder) {
      G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-reduction",
                       "floating-point " +
                           reductionOperatorName(R.Operator).str() + " '" +
                           R.Variable->getNameAsString() +
                           "' folded in the sequential order on every rank "
                           "from the terms each iteration records: the "
                           "sequential program's result, bit for bit");
      continue;
    }
    std::string Tolerance =
        R.TypeConstant == "ALB_TYPE_FLOAT" ? "1e-4" : "1e-9";
    if (R.IsArray) {
      G.Remarks.remark(
          RemarkKind::Analysis, Loc, "alb-reduction",
          reductionOperatorName(R.Operator).str() + " into array '" +
              R.Variable->getNameAsString() +
              "': every rank updates its own copy of the elements it may "
              "touch, combined after the loop" +
              (R.Reassociates ? "; floating-point, reassociated across "
                                "ranks; results may differ within a "
                                "relative tolerance of " +
                                    Tolerance
                              : std::string()));
      continue;
    }
    if (R.CombinesInIterationOrder)
      G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-reduction",
                       "floating-point " +
                           reductionOperatorName(R.Operator).str() + " '" +
                           R.Variable->getNameAsString() +
                           "' combined in the order of the iterations: each "
                           "rank runs one block of them, the blocks in rank "
                           "order, so that of equal values (-0.0, +0.0) the "
                           "first is kept, as sequentially");
    if (!R.Reassociates)
      continue;
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-reduction",
                     "floating-point " +
                         reductionOperatorName(R.Operator).str() + " '" +
                         R.Variable->getNameAsString() +
                         "' reassociated across ranks; results may differ "
                         "within a relative tolerance of " +
                         Tolerance);
  }
}

std::string generateMPIProgram(GeneratorContext &G, const ProgramPlan &Plan) {
  llvm::ArrayRef<const FunctionDecl *> Functions = Plan.Functions;
  if (refuseInterposingDefinitions(G))
    return "";
  renameReservedNames(G);
  G.MinorNests = findMinorNests(G, Plan.Nests);
  for (const NestPlan &Nest : Plan.Nests) {
    std::string Text = withPragmaLinesAsComments(
        applyRenames(G, versioned(G, Nest,
                                  Nest.Pipeline ? emitPipeline(G, Nest)
                                                : emitDoall(G, Nest))),
        G.Ctx.getLangOpts());
    G.Edits.replace(G.Src.begin(Nest.Loop), G.Src.end(Nest.Loop), Text);
    // After a strip-mined loop's closing text, the settle, then a hook
    // after the same loop: the stream has ended when the balancer runs.
    if (Nest.Hook.StripMined)
      emitStripMinedLoop(G, Nest);
    emitSettle(G, Nest);
    emitOuterHooks(G, Nest);
    emitFileScopeDecls(G, Nest, Nest.Nest->Function);
    reportNest(G, Nest);
  }
  for (llvm::ArrayRef<OutputCall> Calls : Plan.Output)
    emitOutputGuards(G, Calls);
  for (size_t I = 0; I < Functions.size(); ++I)
    emitSyncs(G, Functions[I], Plan.Syncs[I]);
  for (const FunctionDecl *F : Functions)
    redirectFileOpens(G, F);
  for (const FunctionLifetimes &Lifetimes : Plan.Lifetimes)
    emitLifetimes(G, Lifetimes, Plan.Routed.Free);
  G.StdinRead = firstStdinRead(G, Functions);
  for (const FunctionDecl *F : Functions) {
    if (!Plan.Routed.Exit.routed())
      stopBeforeExits(G, F);
    if (F->isMain())
      rewriteMain(G, F);
  }
  defineSummarySymbols(G, Functions);
  commentOutPragmaLines(G);

  includeRuntimeHeader(G, Plan.Routed, Plan.Nests);
  SourceManager &SM = G.Ctx.getSourceManager();
  SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
  if (!G.Edits.isConsistent()) {
    G.Remarks.error(FileStart, "internal error: overlapping code generator "
                               "edits; the input is written unchanged");
    return SM.getBufferData(SM.getMainFileID()).str();
  }
  return resolveOutputLineDirectives(G, G.Edits.apply());
}

} // namespace autolb
