//===- AnalysisReport.cpp - remarks and JSON for the analysis -------------===//
//
// Remarks: one per distributed loop and per loop inside it, and for every
// other loop one per reason it is not distributed, each followed by notes at
// the evidence. JSON: the schema of docs/analysis-json.md.
//
//===----------------------------------------------------------------------===//

#include "Analysis/NestAnalysis.h"
#include "Analysis/RowTables.h"
#include "Support/Remarks.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include <set>

using namespace clang;

namespace autolb {
namespace {

std::string kindText(LoopKind Kind) {
  switch (Kind) {
  case LoopKind::DoAll:
    return "DOALL";
  case LoopKind::DoAcross:
    return "DOACROSS";
  case LoopKind::Sequential:
    return "sequential";
  }
  return "";
}

std::string reductionText(const Reduction &R) {
  return reductionOperatorName(R.Operator).str() + " reduction into '" +
         R.TargetText + "' (" + R.Type.getAsString() + ")";
}

// "DOALL with sum reduction into 's' (double), array 't' private".
std::string verdict(const LoopInfo &Loop) {
  std::string Text = kindText(Loop.Kind);
  if (Loop.Kind == LoopKind::Sequential)
    return Text;
  std::vector<std::string> With;
  for (const Reduction &R : Loop.Reductions)
    With.push_back(reductionText(R));
  for (const PrivateArray &P : Loop.PrivateArrays)
    With.push_back("array '" + P.Variable->getNameAsString() + "' private");
  for (size_t I = 0; I < With.size(); ++I)
    Text += (I ? ", " : " with ") + With[I];
  return Text;
}

std::vector<const VarDecl *> arrays(const std::vector<PrivateArray> &Arrays) {
  std::vector<const VarDecl *> Vars;
  for (const PrivateArray &P : Arrays)
    Vars.push_back(P.Variable);
  return Vars;
}

const Dependence *firstFlow(const LoopInfo &Loop) {
  for (const Dependence &D : Loop.CarriedDependences)
    if (D.Kind == DependenceKind::Flow)
      return &D;
  return Loop.CarriedDependences.empty() ? nullptr
                                         : &Loop.CarriedDependences.front();
}

bool encloses(const NestInfo &Nest, int Outer, int Inner) {
  for (int L = Inner; L >= 0; L = Nest.Loops[L].Parent)
    if (L == Outer)
      return true;
  return false;
}

/// "when 'A' and 'B' do not overlap (checked at run time; ...)" or "".
std::string aliasCheckClause(const NestInfo &Nest) {
  if (Nest.AliasChecks.empty())
    return "";
  std::string Pairs;
  for (const auto &[First, Second] : Nest.AliasChecks)
    Pairs += std::string(Pairs.empty() ? "" : ", ") + "'" +
             First.Array->getNameAsString() + "' and '" +
             Second.Array->getNameAsString() + "'";
  return " when " + Pairs +
         " do not overlap (checked at run time; otherwise the nest runs "
         "sequentially)";
}

/// ", reading the rows of 'a', 'A.val' whole (made whole ...)", ", writing
/// 'b' by rows ...", both, or "".
std::string rowTablesClause(const NestInfo &Nest) {
  std::vector<std::string> Tables, Containers;
  for (const RowTableRead &Table : Nest.RowTables) {
    std::vector<std::string> &Names = Table.Container ? Containers : Tables;
    std::string Name = "'" + rowTableName(Table) + "'";
    if (!llvm::is_contained(Names, Name))
      Names.push_back(std::move(Name));
  }
  std::vector<std::string> Read, Written;
  if (!Tables.empty())
    Read.push_back("the rows of " + llvm::join(Tables, ", "));
  if (!Containers.empty())
    Read.push_back(llvm::join(Containers, ", "));
  const std::string Var = Nest.distributedLoop()->name();
  for (const RowTableWrite &Table : Nest.WrittenRowTables) {
    const AffineExpr &Offset = Table.RowOffset;
    Written.push_back("'" + rowTableName(Table.Reached) + "' at row " + Var +
                      (Offset.isConstant()
                           ? addedConstantText(Offset.Constant)
                           : " + " + affineText(Offset, /*AsWritten=*/true)));
  }
  std::string Clause;
  if (!Read.empty())
    Clause += ", reading " + llvm::join(Read, " and ") +
              " whole (made whole before each execution, and checked at run "
              "time to hold nothing the nest writes; otherwise the nest runs "
              "sequentially)";
  if (!Written.empty())
    Clause += ", writing " + llvm::join(Written, ", ") +
              " by rows (checked at run time to be distinct rows clear of "
              "the nest's other data; otherwise the nest runs sequentially)";
  return Clause;
}

void reportLoop(const NestInfo &Nest, unsigned Index, RemarkEmitter &Emitter) {
  const LoopInfo &Loop = Nest.Loops[Index];
  SourceLocation Loc = Loop.Loop->getBeginLoc();
  std::string Head = "loop '" + Loop.name() + "' is ";
  if (int(Index) == Nest.DistributedLoop) {
    std::string Text = Head + verdict(Loop);
    if (Loop.Kind == LoopKind::DoAcross) {
      if (const Dependence *D = firstFlow(Loop))
        Text += ": " + D->describe();
      Text += "; distributed, pipelined over '" + Nest.pipelinedLoop()->name() +
              "'";
    } else {
      Text += "; distributed";
    }
    Text += aliasCheckClause(Nest) + rowTablesClause(Nest);
    Emitter.remark(RemarkKind::Passed, Loc, "alb-analysis", Text);
    return;
  }
  if (Nest.Distributed && encloses(Nest, Nest.DistributedLoop, Index)) {
    std::string Outer = Nest.distributedLoop()->name();
    Emitter.remark(
        RemarkKind::Analysis, Loc, "alb-analysis",
        Head + verdict(Loop) +
            (int(Index) == Nest.PipelinedLoop
                 ? "; strip-mined as the pipeline of "
                   "distributed loop '" +
                       Outer + "'"
                 : "; runs inside distributed loop '" + Outer + "'"));
    return;
  }
  if (Loop.Kind != LoopKind::Sequential || Loop.Reasons.empty())
    Emitter.remark(RemarkKind::Analysis, Loc, "alb-analysis",
                   Head + verdict(Loop) + "; not distributed");
  for (const Reason &R : Loop.Reasons) {
    Emitter.remark(RemarkKind::Missed, Loc, ("alb-missed=" + R.name()).str(),
                   "loop '" + Loop.name() +
                       "' is not distributed: " + R.Message);
    for (const ReasonNote &Note : R.Notes)
      Emitter.note(Note.Loc, Note.Message);
  }
}

// --- JSON ---------------------------------------------------------------

llvm::json::Value distances(const Dependence &D) {
  llvm::json::Array Out;
  for (const std::optional<int64_t> &Distance : D.Distances)
    Out.push_back(Distance ? llvm::json::Value(*Distance)
                           : llvm::json::Value(nullptr));
  return Out;
}

llvm::json::Value directions(const Dependence &D) {
  llvm::json::Array Out;
  for (DependenceDirection Dir : D.Directions)
    Out.push_back(Dir == DependenceDirection::Less      ? "<"
                  : Dir == DependenceDirection::Equal   ? "="
                  : Dir == DependenceDirection::Greater ? ">"
                                                        : "*");
  return Out;
}

llvm::json::Value count(const OperationCount &C) {
  return llvm::json::Object{
      {"constant", C.IsConstant}, {"value", C.Value}, {"expr", C.Expression}};
}

llvm::json::Value reduction(const Reduction &R, const SourceManager &SM) {
  return llvm::json::Object{{"var", R.Variable->getNameAsString()},
                            {"target", R.TargetText},
                            {"operator", reductionOperatorName(R.Operator)},
                            {"type", R.Type.getAsString()},
                            {"array_element", R.IsArrayElement},
                            {"reassociates_fp", R.ReassociatesFloatingPoint},
                            {"line", SM.getExpansionLineNumber(R.UpdateLoc)}};
}

llvm::json::Value names(const std::vector<const VarDecl *> &Vars) {
  llvm::json::Array Out;
  for (const VarDecl *V : Vars)
    Out.push_back(V->getNameAsString());
  return Out;
}

/// [["A", "B"], ...]: the pairs of arrays checked for overlap at run time.
llvm::json::Value aliasChecks(const NestInfo &Nest) {
  llvm::json::Array Out;
  for (const auto &[First, Second] : Nest.AliasChecks)
    Out.push_back(llvm::json::Array{First.Array->getNameAsString(),
                                    Second.Array->getNameAsString()});
  return Out;
}

llvm::json::Value reasons(const std::vector<Reason> &Reasons,
                          const SourceManager &SM) {
  llvm::json::Array Out;
  for (const Reason &R : Reasons)
    Out.push_back(llvm::json::Object{
        {"name", R.name()},
        {"message", R.Message},
        {"line", R.Loc.isValid()
                     ? llvm::json::Value(SM.getExpansionLineNumber(R.Loc))
                     : llvm::json::Value(nullptr)}});
  return Out;
}

std::string exprText(const Expr *E, const SourceManager &SM,
                     const LangOptions &LO) {
  if (!E)
    return "";
  CharSourceRange Range = SM.getExpansionRange(E->getSourceRange());
  return Lexer::getSourceText(Range, SM, LO).str();
}

llvm::json::Value loop(const LoopInfo &L, const SourceManager &SM,
                       const LangOptions &LO) {
  llvm::json::Array Distances, Dependences, Reductions;
  std::set<std::string> SeenDistances;
  for (const Dependence &D : L.CarriedDependences) {
    if (SeenDistances.insert(D.distanceString()).second)
      Distances.push_back(distances(D));
    Dependences.push_back(llvm::json::Object{
        {"kind", dependenceKindName(D.Kind)},
        {"array", D.Variable->getNameAsString()},
        {"source", D.SourceText},
        {"sink", D.SinkText},
        {"source_line", SM.getExpansionLineNumber(D.SourceLoc)},
        {"sink_line", SM.getExpansionLineNumber(D.SinkLoc)},
        {"distance", distances(D)},
        {"direction", directions(D)},
        {"assumed", D.Assumed}});
  }
  for (const Reduction &R : L.Reductions)
    Reductions.push_back(reduction(R, SM));
  SourceLocation Loc = L.Loop->getBeginLoc();
  return llvm::json::Object{
      {"var", L.InductionVar ? llvm::json::Value(L.name())
                             : llvm::json::Value(nullptr)},
      {"line", SM.getExpansionLineNumber(Loc)},
      {"column", SM.getExpansionColumnNumber(Loc)},
      {"depth", L.Depth},
      {"parent", L.Parent},
      {"kind", loopKindName(L.Kind)},
      {"canonical", L.IsCanonical},
      {"iv_live_out", L.InductionVarLiveOut},
      {"lower", exprText(L.LowerBound, SM, LO)},
      {"upper", exprText(L.UpperBound, SM, LO)},
      {"comparison", comparisonSpelling(L.Comparison)},
      {"step", L.Step},
      {"pragma", L.Pragma == LoopPragma::Distribute   ? "distribute"
                 : L.Pragma == LoopPragma::Sequential ? "sequential"
                                                      : ""},
      {"distances", std::move(Distances)},
      {"dependences", std::move(Dependences)},
      {"reductions", std::move(Reductions)},
      {"private", names(L.PrivateScalars)},
      {"private_arrays", names(arrays(L.PrivateArrays))},
      {"reason", reasons(L.Reasons, SM)},
      {"trip_count", count(L.TripCount)},
      {"ops_per_iteration", count(L.BodyOperations)}};
}

llvm::json::Value writesAcross(const ArraySummary &A, const SourceManager &SM) {
  if (!A.Across)
    return nullptr;
  return llvm::json::Object{{"write", A.Across->Text},
                            {"line", SM.getExpansionLineNumber(A.Across->Loc)}};
}

/// The rows an array distributed by columns touches, as a reader writes
/// them, or null when unknown.
llvm::json::Value touchedRows(const ArraySummary &A) {
  if (!A.RowsEnd)
    return nullptr;
  return llvm::json::Object{{"first", affineText(*A.RowsFirst, true)},
                            {"end", affineText(*A.RowsEnd, true)}};
}

llvm::json::Value array(const ArraySummary &A, const SourceManager &SM) {
  return llvm::json::Object{{"name", A.Array->getNameAsString()},
                            {"storage", arrayStorageName(A.Storage)},
                            {"element_type", A.ElementType.getAsString()},
                            {"rank", A.Rank},
                            {"read", A.IsRead},
                            {"written", A.IsWritten},
                            {"distributed_dim", A.DistributedDim},
                            {"pipelined_dim", A.PipelinedDim},
                            {"halo_below", A.ReadHaloBelow},
                            {"halo_above", A.ReadHaloAbove},
                            {"flow_distance", A.FlowDistance},
                            {"lag", A.Lag},
                            {"non_distributed_reads", A.HasNonDistributedReads},
                            {"written_outside_owned", writesAcross(A, SM)},
                            {"touched_rows", touchedRows(A)}};
}

llvm::json::Value loopName(const NestInfo &Nest, int Index) {
  if (Index < 0)
    return nullptr;
  return Nest.Loops[Index].name();
}

} // namespace

// ", when 0 < w (checked at run time)" for a flat view that relies on row
// lengths the loop bounds do not prove.
static std::string rowLengthCondition(const FlatArrayShape &Flat) {
  if (Flat.Checks.empty())
    return "";
  std::string Out = ", when ";
  for (const RowLengthCheck &Check : Flat.Checks)
    Out += (&Check == &Flat.Checks.front() ? "" : " and ") + Check.Text;
  return Out + " (checked before each execution of a distributed nest)";
}

void reportRemarks(llvm::ArrayRef<NestInfo> Nests,
                   llvm::ArrayRef<UnanalysedLoop> Unanalysed,
                   RemarkEmitter &Emitter) {
  llvm::DenseSet<const ForStmt *> Reported;
  llvm::DenseSet<const VarDecl *> ReportedFlat;
  for (const NestInfo &Nest : Nests) {
    // Sibling nests of one time loop share the flat arrays of their tree.
    for (const FlatArrayShape &Flat : Nest.FlatArrays)
      if (ReportedFlat.insert(Flat.Array).second)
        Emitter.remark(RemarkKind::Analysis, Flat.Loc, "alb-analysis",
                       "array '" + Flat.Array->getNameAsString() +
                           "' delinearized as " + Flat.ShapeText +
                           rowLengthCondition(Flat));
    for (unsigned I = 0; I < Nest.Loops.size(); ++I)
      if (Reported.insert(Nest.Loops[I].Loop).second)
        reportLoop(Nest, I, Emitter);
  }
  for (const UnanalysedLoop &Loop : Unanalysed)
    Emitter.remark(RemarkKind::Missed, Loop.Loop->getBeginLoc(),
                   ("alb-missed=" + reasonName(ReasonKind::CxxConstruct)).str(),
                   Loop.Message);
}

llvm::json::Value toJSON(llvm::ArrayRef<NestInfo> Nests,
                         llvm::ArrayRef<UnanalysedLoop> Unanalysed,
                         const SourceManager &SM) {
  LangOptions LO;
  LO.C99 = true;
  // json::Value's move may throw, so a growing array copies its elements.
  llvm::json::Array Out;
  Out.reserve(Nests.size());
  for (const NestInfo &Nest : Nests) {
    llvm::json::Array Loops, Reductions, Arrays;
    for (const LoopInfo &L : Nest.Loops)
      Loops.push_back(loop(L, SM, LO));
    for (const Reduction &R : Nest.Reductions)
      Reductions.push_back(reduction(R, SM));
    for (const ArraySummary &A : Nest.Arrays)
      Arrays.push_back(array(A, SM));
    llvm::json::Array FlatArrays;
    for (const FlatArrayShape &Flat : Nest.FlatArrays) {
      llvm::json::Array Checks;
      for (const RowLengthCheck &Check : Flat.Checks)
        Checks.push_back(Check.Text);
      FlatArrays.push_back(
          llvm::json::Object{{"name", Flat.Array->getNameAsString()},
                             {"shape", Flat.ShapeText},
                             {"line", SM.getExpansionLineNumber(Flat.Loc)},
                             {"row_length_checks", std::move(Checks)}});
    }
    const LoopInfo &Root = Nest.root();
    Out.push_back(llvm::json::Object{
        {"function", Nest.Function->getNameAsString()},
        {"line", SM.getExpansionLineNumber(Root.Loop->getBeginLoc())},
        {"decision", Nest.Distributed ? "distributed" : "sequential"},
        {"distributed_loop", loopName(Nest, Nest.DistributedLoop)},
        {"distributed_loop_index", Nest.DistributedLoop},
        {"pipelined_loop", loopName(Nest, Nest.PipelinedLoop)},
        {"pipelined_loop_index", Nest.PipelinedLoop},
        {"owned_shift", Nest.OwnedShift},
        {"enclosing_loops", Nest.NumEnclosingLoops},
        {"reductions", std::move(Reductions)},
        {"private", names(Nest.PrivateScalars)},
        {"private_arrays", names(arrays(Nest.PrivateArrays))},
        {"arrays", std::move(Arrays)},
        {"flat_arrays", std::move(FlatArrays)},
        {"alias_checks", aliasChecks(Nest)},
        {"reasons", reasons(Nest.Reasons, SM)},
        {"loops", std::move(Loops)}});
  }
  llvm::json::Array UnanalysedOut;
  for (const UnanalysedLoop &Loop : Unanalysed)
    UnanalysedOut.push_back(llvm::json::Object{
        {"line", SM.getExpansionLineNumber(Loop.Loop->getBeginLoc())},
        {"where", Loop.Where},
        {"message", Loop.Message}});
  return llvm::json::Object{{"version", 1},
                            {"nests", std::move(Out)},
                            {"unanalysed_loops", std::move(UnanalysedOut)}};
}

} // namespace autolb
