//===- ProgramPlanner.cpp - which nests the generator rewrites ------------===//

#include "Plan/ProgramPlanner.h"
#include "Analysis/AliasAnalysis.h"
#include "Analysis/CxxConstructs.h"
#include "Plan/ArrayDescriptor.h"
#include "Plan/CallSites.h"
#include "Plan/DistributedCode.h"
#include "Plan/DistributionPropagation.h"
#include "Plan/NestWork.h"
#include "Plan/ParallelCallerLoops.h"
#include "Plan/ScopeJumps.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <map>
#include <set>

using namespace clang;

namespace autolb {
namespace {

std::vector<const FunctionDecl *> mainFileFunctions(PlanContext &G) {
  std::vector<const FunctionDecl *> Functions;
  for (const FunctionDecl *F : analysedFunctions(G.Ctx))
    if (G.Src.inMainFile(F->getLocation()))
      Functions.push_back(F);
  return Functions;
}

Reason refusal(ReasonKind Kind, const NestPlan &Plan, std::string Message,
               std::vector<ReasonNote> Notes = {}) {
  return Reason{Kind, std::move(Message), Plan.Loop->getBeginLoc(),
                std::move(Notes)};
}

/// Records what the planned nests distribute, and propagates it through
/// calls and pointers.
void registerPlans(PlanContext &G, const ProgramPlan &Plan) {
  G.DistributedLoops.clear();
  G.StripMinedLoops.clear();
  G.DistributingFunctions.clear();
  G.DistributedArrays.clear();
  G.DistributedAliases.clear();
  G.DistributedDims.clear();
  for (const NestPlan &Nest : Plan.Nests) {
    G.DistributedLoops.insert(Nest.Loop);
    if (Nest.Hook.StripMined)
      G.StripMinedLoops.insert(Nest.Hook.StripMined->Loop);
    G.DistributingFunctions.insert(Nest.Nest->Function);
    for (const ArraySummary &A : Nest.Nest->Arrays) {
      if (!A.Array)
        continue;
      // Every declaration of the array names it (`extern double a[];` in a
      // header, then its definition; a block-scope `extern`).
      for (const VarDecl *Declaration : A.Array->redecls()) {
        if (A.IsWritten)
          G.DistributedArrays.insert(Declaration);
        // The arrays planNest describes to the run-time.
        if (A.DistributedDim < 0 || (A.HasNonDistributedReads && !A.IsWritten))
          continue;
        auto [It, Inserted] =
            G.DistributedDims.try_emplace(Declaration, A.DistributedDim);
        if (!Inserted && It->second != A.DistributedDim)
          It->second = -1;
      }
    }
  }
  propagateDistribution(G, Plan.Functions);
}

/// Moves the planned nests for which Why has a reason to Plan.Refused.
bool refuseNests(
    ProgramPlan &Plan,
    llvm::function_ref<std::optional<Reason>(const NestPlan &)> Why) {
  size_t Before = Plan.Nests.size();
  llvm::erase_if(Plan.Nests, [&](const NestPlan &Nest) {
    std::optional<Reason> Refused = Why(Nest);
    if (Refused)
      Plan.Refused.push_back({Nest.Nest, std::move(*Refused)});
    return Refused.has_value();
  });
  return Plan.Nests.size() != Before;
}

/// Nests that describe a pointer that may point into an array replicated
/// code reads under its own name (that read would get no sync), or a local
/// array the run-time could not forget when its scope ends (ScopeJumps.h).
/// (A pointer into another distributed array is described: the run-time
/// releases overlapping records, and AliasesDistributed makes replicated
/// reads sync every array.) A pointer loaded from memory
/// (`double *w = p->weights`) can point into a declared array only when
/// one's address may be stored; other names for its memory are pointers,
/// and reads through those sync (PointerTargetTypes).
bool refuseAliasedNests(const AliasAnalysis &Aliases, ProgramPlan &Plan) {
  return refuseNests(Plan, [&](const NestPlan &Nest) -> std::optional<Reason> {
    for (const ArraySummary &A : Nest.Nest->Arrays) {
      if (!A.Array)
        continue;
      std::string Name = "'" + A.Array->getNameAsString() + "' ";
      bool WholeBlocks = Aliases.pointsOnlyToWholeAllocations(A.Array);
      if (isJumpedIntoScope(A.Array))
        return refusal(ReasonKind::ArrayScopeEnteredByJump, Nest,
                       Name + "is declared in a block that a jump enters, "
                              "where the run-time could not be told that it "
                              "ends");
      if (A.IsWritten && A.Array->getType()->isPointerType() &&
          !isa<ParmVarDecl>(A.Array) && !WholeBlocks &&
          !Aliases.pointsOnlyToFreshMemory(A.Array) &&
          !(Aliases.holdsOnlyLoadedPointers(A.Array) &&
            !Aliases.declaredArrayAddressMayBeStored(
                Nest.Nest->OtherFileSymbols)))
        return refusal(
            ReasonKind::PointerMayPointIntoArray, Nest,
            Name + "may point into an array that is read under another name " +
                (Aliases.holdsOnlyLoadedPointers(A.Array)
                     ? "(it is loaded from memory, where the address of a "
                       "declared array may be stored: one that is not "
                       "'static', or whose address this file passes on)"
                     : "(it is given a value other than an allocation or a "
                       "pointer loaded from memory)"));
    }
    return std::nullopt;
  });
}

/// True when a planned nest describes a pointer that may point into another
/// distributed array. Pointers to whole heap blocks (swapped buffers) name
/// each block by its start, under which the run-time tracks it whatever the
/// name.
bool describesAliases(const PlanContext &G, const AliasAnalysis &Aliases,
                      const ProgramPlan &Plan) {
  return llvm::any_of(Plan.Nests, [&](const NestPlan &Nest) {
    return llvm::any_of(Nest.Nest->Arrays, [&](const ArraySummary &A) {
      return A.Array && G.DistributedAliases.contains(A.Array) &&
             !Aliases.pointsOnlyToWholeAllocations(A.Array);
    });
  });
}

/// The element types planned nests write through pointers that other code
/// may reach under another name: parameters, pointers not only given fresh
/// memory, pointers whose value is stored in memory (a row table's rows).
std::vector<QualType>
typesWrittenThroughUnnamedPointers(const AliasAnalysis &Aliases,
                                   const ProgramPlan &Plan) {
  std::vector<QualType> Types;
  for (const NestPlan &Nest : Plan.Nests)
    for (const ArraySummary &A : Nest.Nest->Arrays)
      if (A.Array && A.IsWritten && A.Array->getType()->isPointerType() &&
          (!Aliases.pointsOnlyToFreshMemory(A.Array) ||
           Aliases.pointerValueMayBeStored(A.Array))) {
        QualType Element = copiedElementType(A.Array).getCanonicalType();
        if (!llvm::is_contained(Types, Element))
          Types.push_back(Element);
      }
  return Types;
}

/// The element types planned nests write into declared arrays.
std::vector<QualType> typesWrittenIntoDeclaredArrays(const ProgramPlan &Plan) {
  std::vector<QualType> Types;
  for (const NestPlan &Nest : Plan.Nests)
    for (const ArraySummary &A : Nest.Nest->Arrays)
      if (A.Array && A.IsWritten && A.Array->getType()->isArrayType()) {
        QualType Element = copiedElementType(A.Array).getCanonicalType();
        if (!llvm::is_contained(Types, Element))
          Types.push_back(Element);
      }
  return Types;
}

/// Nests whose work per execution is known and too little, or whose rows
/// cost more than their iterations' work (NestWork.h), unless `#pragma
/// autolb distribute` asks for the loop: the user's choice.
bool refuseNestsWithTooLittleWork(const PlanContext &G, ProgramPlan &Plan) {
  return refuseNests(Plan, [&](const NestPlan &Nest) -> std::optional<Reason> {
    if (Nest.Dist->Pragma == LoopPragma::Distribute)
      return std::nullopt;
    if (std::optional<std::string> Why =
            tooLittleWork(*Nest.Dist, G.Options.MinNestOperations))
      return refusal(ReasonKind::TooLittleWork, Nest, *Why);
    for (const NestPlan::RowTableFields &Table : Nest.RowTables)
      if (std::optional<std::string> Why = tooLittleWorkPerRow(
              *Nest.Dist, Table.Name, G.Options.MinNestOperations))
        return refusal(ReasonKind::TooLittleWork, Nest, *Why);
    return std::nullopt;
  });
}

/// Every function the seeds run, themselves or through the calls they
/// make, with the cause of the first seed that reached it.
template <typename Cause>
std::map<const FunctionDecl *, Cause>
reachedThroughCalls(const PlanContext &G,
                    std::vector<std::pair<const FunctionDecl *, Cause>> Work) {
  std::map<const FunctionDecl *, Cause> Reached;
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

/// Refuses the nests of the functions in Reached, with the reason Explain
/// gives for their cause.
template <typename Cause>
bool refuseNestsOf(
    ProgramPlan &Plan, const std::map<const FunctionDecl *, Cause> &Reached,
    llvm::function_ref<Reason(const NestPlan &, const Cause &)> Explain) {
  return refuseNests(Plan, [&](const NestPlan &Nest) -> std::optional<Reason> {
    auto Found = Reached.find(Nest.Nest->Function);
    if (Found == Reached.end())
      return std::nullopt;
    return Explain(Nest, Found->second);
  });
}

/// The nests of functions called inside an expression that also reads
/// distributed data (DistributedCode.h): the nests of the callee and of
/// every function it calls, since a sync cannot be placed between the call
/// and the read.
bool refuseNestsCalledAmidDistributedData(PlanContext &G, ProgramPlan &Plan) {
  std::vector<std::pair<const FunctionDecl *, CallAmidDistributedData>> Seeds;
  for (const FunctionDecl *F : Plan.Functions)
    for (const CallAmidDistributedData &C : callsAmidDistributedData(G, F))
      Seeds.push_back({C.Callee, C});
  return refuseNestsOf<CallAmidDistributedData>(
      Plan, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Nest, const CallAmidDistributedData &Why) {
        return refusal(ReasonKind::CalledAmidDistributedRead, Nest,
                       "'" + Why.Callee->getNameAsString() +
                           "' runs it and is called inside " +
                           (Why.InMacroStatement
                                ? "a statement one macro spells "
                                : "an expression ") +
                           "that also reads '" +
                           Why.Array->getNameAsString() +
                           "', where no sync could follow the call",
                       {{Why.Call->getBeginLoc(), "called here"}});
      });
}

/// The nests of constructor and destructor functions, which run before
/// main starts the run-time or after it stops it, and of every function
/// they call.
bool refuseNestsRunOutsideMain(PlanContext &G, ProgramPlan &Plan) {
  std::vector<std::pair<const FunctionDecl *, const FunctionDecl *>> Seeds;
  for (const FunctionDecl *F : Plan.Functions)
    if (F->hasAttr<ConstructorAttr>() || F->hasAttr<DestructorAttr>())
      Seeds.push_back({F, F});
  return refuseNestsOf<const FunctionDecl *>(
      Plan, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Nest, const FunctionDecl *const &Runner) {
        return refusal(ReasonKind::RunOutsideMain, Nest,
                       "'" + Runner->getNameAsString() + "' runs it and is a " +
                           (Runner->hasAttr<ConstructorAttr>()
                                ? "constructor, run before main starts "
                                : "destructor, run after main stops ") +
                           "the run-time",
                       {{Runner->getLocation(), "declared here"}});
      });
}

/// The nests of functions that code outside the file may run
/// (DistributedCode.h), and of every function they call.
bool refuseNestsRunFromOutside(PlanContext &G, ProgramPlan &Plan) {
  std::vector<std::pair<const FunctionDecl *, FunctionPassedOutside>> Seeds;
  for (const FunctionDecl *F : Plan.Functions)
    for (const FunctionPassedOutside &P : functionsPassedOutside(G, F))
      Seeds.push_back({P.Function, P});
  return refuseNestsOf<FunctionPassedOutside>(
      Plan, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Nest, const FunctionPassedOutside &Why) {
        std::string Callee = calleeName(Why.Call).str();
        return refusal(
            ReasonKind::RunFromOutsideFile, Nest,
            "'" + Why.Function->getNameAsString() +
                "' runs it and its address is passed to " +
                (Callee.empty() ? "a call through a pointer"
                                : "'" + Callee + "'") +
                ", outside this file, whose code would read without a sync "
                "what the nest leaves distributed",
            {{Why.Call->getBeginLoc(), "passed here"}});
      });
}

/// The nests of functions called once per iteration of a parallel caller
/// loop (ParallelCallerLoops.h), and of every function they call.
bool refuseNestsCalledPerParallelIteration(PlanContext &G,
                                           llvm::ArrayRef<NestInfo> Nests,
                                           ProgramPlan &Plan) {
  std::vector<std::pair<const FunctionDecl *, CallPerIteration>> Seeds;
  for (const CallPerIteration &C : callsPerParallelIteration(G, Nests))
    Seeds.push_back({C.Callee, C});
  std::set<const LoopInfo *> Distributed;
  for (const NestPlan &Nest : Plan.Nests) {
    Distributed.insert(Nest.Dist);
    for (const CallPerIteration &C : callsInDistributedLoop(G, *Nest.Dist))
      Seeds.push_back({C.Callee, C});
  }
  const SourceManager &SM = G.Ctx.getSourceManager();
  return refuseNestsOf<CallPerIteration>(
      Plan, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Nest, const CallPerIteration &Why) {
        const std::string Loop = "'" + Why.Loop->name() + "'";
        const std::string Line = std::to_string(
            SM.getExpansionLineNumber(Why.Loop->Loop->getForLoc()));
        const std::string Runs =
            "'" + Why.Callee->getNameAsString() + "' runs it and is called ";
        if (Distributed.count(Why.Loop))
          return refusal(ReasonKind::ParallelCallerLoop, Nest,
                         Runs + "in distributed loop " + Loop + " (line " +
                             Line + "), whose iterations each run on one rank",
                         {{Why.Call->getBeginLoc(), "called here"}});
        return refusal(
            ReasonKind::ParallelCallerLoop, Nest,
            Runs + "once per iteration of loop " + Loop + " (line " + Line +
                ") with data chosen by " + Loop +
                ", which only its calls (or pointers that may alias) keep "
                "sequential: that loop is the work to distribute, a "
                "distributed execution per call would cost more in messages "
                "than it saves",
            {{Why.Call->getBeginLoc(), "called here"}});
      });
}

/// The nests of the functions another file calls once per iteration of a
/// loop (with data chosen by its variable), and of what they call: that
/// loop is the work to distribute, which the other file's output does
/// where this file's runs the function as written.
bool refuseNestsCalledPerIterationElsewhere(PlanContext &G, ProgramPlan &Plan) {
  std::vector<std::pair<const FunctionDecl *, std::string>> Seeds;
  for (const FunctionDecl *F : Plan.Functions)
    if (auto Call =
            F->getIdentifier()
                ? G.Options.CalledPerIterationElsewhere.find(F->getName().str())
                : G.Options.CalledPerIterationElsewhere.end();
        Call != G.Options.CalledPerIterationElsewhere.end())
      Seeds.push_back({F, "'" + Call->first + "' runs it and is called at " +
                              Call->second});
  return refuseNestsOf<std::string>(
      Plan, reachedThroughCalls(G, std::move(Seeds)),
      [&](const NestPlan &Nest, const std::string &Called) {
        return refusal(
            ReasonKind::ParallelCallerLoop, Nest,
            Called + " once per iteration of a loop, with data chosen by the "
                     "loop's variable: that loop is the work to distribute, "
                     "which autolb does where this file runs the function as "
                     "written; a distributed execution per call would cost "
                     "more in messages than it saves");
      });
}

/// Nests that read a table of row pointers (its rows whole everywhere,
/// with no sync before the nest) whose rows may lie in an array another
/// distributed nest writes, by C's aliasing rules: those rows could be
/// sliced when the nest reads them.
bool refuseNestsReadingRowsOthersWrite(PlanContext &G, ProgramPlan &Plan) {
  std::vector<std::pair<const NestPlan *, const ArraySummary *>> Written;
  for (const NestPlan &Nest : Plan.Nests)
    for (const ArraySummary &A : Nest.Nest->Arrays)
      if (A.Array && A.IsWritten)
        Written.push_back({&Nest, &A});
  return refuseNests(Plan, [&](const NestPlan &Nest) -> std::optional<Reason> {
    for (const ArraySummary &Table : Nest.Nest->Arrays) {
      if (Table.IsWritten || !isRowPointerTable(Table))
        continue;
      QualType Row = copiedElementType(Table.Array);
      while (Row->isPointerType())
        Row = Row->getPointeeType();
      for (const auto &[Other, A] : Written)
        if (Other->Nest != Nest.Nest &&
            typesMayShareMemory(Row, copiedElementType(A->Array), G.Ctx))
          return refusal(ReasonKind::UnsupportedArrayShape, Nest,
                         "the rows of '" + Table.Array->getNameAsString() +
                             "' may lie in '" + A->Array->getNameAsString() +
                             "', which another distributed nest writes: "
                             "they would not be made whole before this one");
    }
    return std::nullopt;
  });
}

} // namespace

ProgramPlan planProgram(PlanContext &G, llvm::ArrayRef<NestInfo> Nests) {
  ProgramPlan Plan;
  Plan.Functions = mainFileFunctions(G);
  G.StoredAddresses = findAddressStores(G.Ctx);
  CallSummaries Calls(G.Ctx);
  G.Calls = &Calls;
  for (const NestInfo &Nest : Nests) {
    if (!Nest.Distributed || !Nest.distributedLoop() || !Nest.Function)
      continue;
    NestPlan Planned;
    if (std::optional<Reason> Why = planNest(G, Nest, Planned))
      Plan.Refused.push_back({&Nest, std::move(*Why)});
    else
      Plan.Nests.push_back(std::move(Planned));
  }
  CallSummaries WithOtherFiles(G.Ctx, G.Options.OtherFiles,
                               G.Options.LibraryStateReadElsewhere);
  AliasAnalysis Aliases(G.Ctx, &WithOtherFiles);
  G.Aliases = &Aliases;
  for (const FunctionDecl *F : Plan.Functions)
    if (Aliases.isAddressTaken(F))
      G.IndirectlyCallable.insert(F);
  refuseNestsWithTooLittleWork(G, Plan);
  refuseNestsCalledPerParallelIteration(G, Nests, Plan);
  refuseNestsCalledPerIterationElsewhere(G, Plan);
  registerPlans(G, Plan);
  while (refuseAliasedNests(Aliases, Plan) ||
         refuseNestsRunFromOutside(G, Plan) ||
         refuseNestsRunOutsideMain(G, Plan) ||
         refuseNestsCalledAmidDistributedData(G, Plan) ||
         refuseNestsReadingRowsOthersWrite(G, Plan))
    registerPlans(G, Plan);
  G.AliasesDistributed = describesAliases(G, Aliases, Plan);
  G.PointerTargetTypes = typesWrittenThroughUnnamedPointers(Aliases, Plan);
  if (Aliases.declaredArrayAddressMayBeStored())
    G.StoredArrayTargetTypes = typesWrittenIntoDeclaredArrays(Plan);
  std::vector<std::pair<const FunctionDecl *, const CallExpr *>> Seeds;
  for (const NestPlan &Nest : Plan.Nests)
    for (const CallPerIteration &C : callsInDistributedLoop(G, *Nest.Dist))
      Seeds.push_back({C.Callee, C.Call});
  for (const auto &[F, Call] : reachedThroughCalls(G, std::move(Seeds)))
    G.CalledInDistributedLoops.insert(F->getCanonicalDecl());
  for (const FunctionDecl *F : Plan.Functions) {
    Plan.Syncs.push_back(planSyncs(G, F));
    Plan.Lifetimes.push_back(planLifetimes(G, F));
    Plan.Output.push_back(planOutput(G, F));
  }
  Plan.Routed = planRoutedCalls(G);
  G.Aliases = nullptr;
  G.Calls = nullptr;
  return Plan;
}

void recordRefusals(std::vector<NestInfo> &Nests, const ProgramPlan &Plan) {
  for (const NestRefusal &Refused : Plan.Refused) {
    NestInfo &Nest = Nests[Refused.Nest - Nests.data()];
    Nest.Loops[Nest.DistributedLoop].Reasons.push_back(Refused.Why);
    Nest.Reasons.push_back(Refused.Why);
    Nest.Distributed = false;
    Nest.DistributedLoop = -1;
    Nest.PipelinedLoop = -1;
  }
}

} // namespace autolb
