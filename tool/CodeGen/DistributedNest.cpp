//===- DistributedNest.cpp - the plan and frame of a distributed nest -----===//

#include "CodeGen/DistributedNest.h"
#include "Analysis/AccessCollector.h"
#include "CodeGen/SummarySymbols.h"
#include "Plan/ArrayDescriptor.h"
#include "Plan/DistributedCode.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace autolb {
namespace {

/// A step as a C operand: negative ones in parentheses.
std::string stepOperand(int64_t Step) {
  return Step < 0 ? "(" + std::to_string(Step) + ")" : std::to_string(Step);
}

/// The call recording Update's term, converted to VarType (the
/// reduction's type, double or float), for iteration K in the handle Terms.
std::string termRecording(const GeneratorContext &G, const TermUpdate &Update,
                          llvm::StringRef Terms, llvm::StringRef K,
                          QualType VarType) {
  QualType Type = VarType.getCanonicalType().getUnqualifiedType();
  std::string Term = Update.Term
                         ? "(" + Type.getAsString(G.Ctx.getPrintingPolicy()) +
                               ")(" + G.Src.exprText(Update.Term).str() + ")"
                         : std::string("1");
  return rt::termsRecord(Terms, K, Term,
                         Type->isSpecificBuiltinType(BuiltinType::Float),
                         Update.Subtracts);
}

/// The trip count of the distributed loop from its first value F and its
/// bound B, as C operands.
std::string tripCount(const NestPlan &Plan, const std::string &F,
                      const std::string &B) {
  int64_t Step = Plan.Dist->Step;
  switch (Plan.Dist->Comparison) {
  case LoopComparison::Less:
    return F + " < " + B + " ? " +
           (Step == 1 ? B + " - " + F
                      : "(" + B + " - " + F + " + " + std::to_string(Step - 1) +
                            ") / " + std::to_string(Step)) +
           " : 0";
  case LoopComparison::LessEqual:
    return F + " <= " + B + " ? (" + B + " - " + F + ") / " +
           std::to_string(Step) + " + 1 : 0";
  case LoopComparison::Greater:
    return F + " > " + B + " ? " +
           (Step == -1
                ? F + " - " + B
                : "(" + F + " - " + B + " + " + std::to_string(-Step - 1) +
                      ") / " + std::to_string(-Step)) +
           " : 0";
  case LoopComparison::GreaterEqual:
    return F + " >= " + B + " ? (" + F + " - " + B + ") / " +
           std::to_string(-Step) + " + 1 : 0";
  }
  return "0";
}

std::string identity(ReductionOperator Op) {
  return Op == ReductionOperator::Product ? "1" : "0";
}

bool startsFromIdentity(ReductionOperator Op) {
  return Op == ReductionOperator::Sum || Op == ReductionOperator::Product;
}

/// The syncs of the arrays the nest reads whole, before it runs.
std::string syncsOfArraysReadWhole(const GeneratorContext &G,
                                   const NestPlan &Plan, const std::string &L) {
  if (llvm::any_of(Plan.ReadWhole, [&](const VarDecl *V) {
        return G.DistributedAliases.contains(V) ||
               (G.AliasesDistributed && G.DistributedArrays.contains(V));
      }))
    return L + rt::syncAll() + ";\n";
  std::string Out;
  for (const VarDecl *V : Plan.ReadWhole)
    if (G.DistributedArrays.contains(V))
      Out += L + rt::arraySync(rt::syncBase(V)) + ";\n";
  return Out;
}

/// The slice the first iteration owns: its value, shifted when the writes
/// follow the loop at an offset (NestInfo::OwnedShift).
std::string firstOwnedSlice(const NestPlan &Plan) {
  if (Plan.Nest->OwnedShift == 0)
    return Plan.Names.First;
  return "(" + Plan.Names.First + addedConstantText(Plan.Nest->OwnedShift) +
         ")";
}

/// The hook level when chosen at run time, the bounds as written, the trip
/// count and, for pipelines, the pipelined loop's range.
std::string boundsAndCounts(const GeneratorContext &G, const NestPlan &Plan,
                            const std::string &L, BlockDeclarations &Decls) {
  const NestNames &N = Plan.Names;
  const LoopInfo &D = *Plan.Dist;
  std::string Out;
  if (!Plan.Hook.LevelExpression.empty())
    Out += L + N.Level + " = " + Plan.Hook.LevelExpression +
           "; /* autolb: hook level from the bounds */\n";
  Out += Decls.declare(L, "long", N.First,
                       "(long)(" + G.Src.exprText(D.LowerBound).str() + ")");
  Out += Decls.declare(L, "long", N.Bound,
                       "(long)(" + G.Src.exprText(D.UpperBound).str() + ")");
  Out += Decls.declare(L, "long", N.Count, tripCount(Plan, N.First, N.Bound));
  if (Plan.NeedsTouchedSlices) {
    std::string First = firstOwnedSlice(Plan);
    std::string Last = D.Step > 0 ? First + " + (" + N.Count + " - 1) * " +
                                        std::to_string(D.Step)
                                  : First;
    Out += Decls.declare(L, "long", N.Touched,
                         N.Count + " > 0 ? " + Last + " + 1 : 0");
  }
  if (Plan.Pipeline) {
    const LoopInfo &P = *Plan.Pipe;
    Out += Decls.declare(L, "long", N.PipeFirst,
                         "(long)(" + G.Src.exprText(P.LowerBound).str() + ")");
    Out += Decls.declare(
        L, "long", N.PipeEnd,
        "(long)(" + G.Src.exprText(P.UpperBound).str() + ")" +
            (P.Comparison == LoopComparison::LessEqual ? " + 1" : ""));
  }
  return Out;
}

/// Whether every rank may run all of the nest's iterations on its own copy
/// and hold the results: a DOALL nest whose only combined results are
/// scalar reductions that alb_reduce combines or whose terms each rank then
/// folds alone (array reductions and private arrays' copies assume each
/// rank ran only its share).
bool isReplicable(const NestPlan &Plan) {
  if (Plan.Pipeline || !Plan.PrivateArrays.empty())
    return false;
  return llvm::none_of(Plan.Reductions,
                       [](const ReductionPlan &R) { return R.IsArray; });
}

/// An array Name of the run-time's structs Type, one per entry of
/// Elements: initialized by member name, or in C89 set member by member
/// after a zero initialization.
std::string structArray(const std::string &Type, const std::string &Name,
                        const std::vector<MemberLines> &Elements,
                        const std::string &L, BlockDeclarations &Decls) {
  std::string Out;
  if (Decls.c99()) {
    std::string Break = "\n" + L + "    ";
    Out += L + Type + " " + Name + "[] = {";
    for (size_t I = 0; I < Elements.size(); ++I)
      Out += (I ? "," : "") + Break +
             rt::designatedInitializer(Elements[I], "", Break + " ");
    return Out + "};\n";
  }
  Decls.atStart(Type + " " + Name + "[" + std::to_string(Elements.size()) +
                "] = " + Decls.zeroInitializer(/*OfArray=*/true).str() + ";");
  for (size_t I = 0; I < Elements.size(); ++I)
    Out += rt::memberAssignments(Name + "[" + std::to_string(I) + "]",
                                 Elements[I], L);
  return Out;
}

/// The array descriptors, the row tables written by rows and the nest
/// descriptor: initialized by member name, or in C89 set member by member
/// after a zero initialization.
std::string descriptors(const GeneratorContext &G, const NestPlan &Plan,
                        const std::string &L, BlockDeclarations &Decls) {
  const NestNames &N = Plan.Names;
  const LoopInfo &D = *Plan.Dist;
  std::string Out;
  std::string ArraysRef = "NULL";
  if (!Plan.Arrays.empty()) {
    ArraysRef = N.Arrays;
    std::vector<MemberLines> Elements;
    for (const ArrayFields &A : Plan.Arrays)
      Elements.push_back(rt::arrayMembers(A));
    Out += structArray(rt::arrayTypeName(), N.Arrays, Elements, L, Decls);
  }
  if (!Plan.RowTables.empty()) {
    std::vector<MemberLines> Elements;
    for (const NestPlan::RowTableFields &T : Plan.RowTables)
      Elements.push_back(rt::rowTableMembers(T.Name, T.Rows, T.RowOffset,
                                             T.FirstByte, T.EndByte));
    Out += structArray(rt::rowTableTypeName(), N.RowTables, Elements, L, Decls);
  }
  NestDescFields Desc;
  const SourceManager &SM = G.Ctx.getSourceManager();
  PresumedLoc Where = SM.getPresumedLoc(Plan.Loop->getBeginLoc());
  Desc.File = llvm::sys::path::filename(Where.getFilename()).str();
  Desc.Line = Where.getLine();
  Desc.LoopVar = D.InductionVar->getNameAsString();
  Desc.Pipeline = Plan.Pipeline;
  Desc.Independent = Plan.Independent;
  Desc.PipeFirst = N.PipeFirst;
  Desc.PipeEnd = N.PipeEnd;
  Desc.PipeSkew = Plan.Skew;
  Desc.HookLevel = Plan.Hook.LevelExpression.empty()
                       ? std::to_string(Plan.Hook.Level)
                       : N.Level;
  Desc.OpsPerIteration = D.BodyOperations.Value;
  Desc.ArraysName = ArraysRef;
  Desc.NumArrays = Plan.Arrays.size();
  Desc.Replicable = isReplicable(Plan);
  Desc.Minor = G.MinorNests.contains(Plan.Loop);
  Desc.RowTablesName = N.RowTables;
  Desc.NumRowTables = Plan.RowTables.size();
  if (!Decls.c99()) {
    Decls.atStart(rt::descTypeName() + " " + N.Desc + " = " +
                  Decls.zeroInitializer(/*OfArray=*/false).str() + ";");
    return Out + rt::memberAssignments(N.Desc, rt::descMembers(Desc), L);
  }
  std::string Break = "\n" + L + "    ";
  return Out + L + rt::descTypeName() + " " + N.Desc + " = " +
         rt::designatedInitializer(rt::descMembers(Desc), Break, Break) + ";\n";
}

/// `A[lo0][lo1]` for the subscripts Index; `A[(lo0)*m + (lo1)]` for a
/// flat array.
std::string element(const ArraySectionPlan &S,
                    const std::vector<std::string> &Index) {
  std::string Out = S.ArrayText;
  if (S.RowLengths.empty()) {
    for (const std::string &I : Index)
      Out += "[" + I + "]";
    return Out;
  }
  std::string Flat = "(" + Index.front() + ")";
  for (unsigned K = 0; K < S.RowLengths.size(); ++K)
    Flat = "(" + Flat + " * " + S.RowLengths[K] + " + (" + Index[K + 1] + "))";
  return Out + "[" + Flat + "]";
}

/// The first element and the number of elements of a section, from its
/// first to its last element (none when a range is empty).
std::string sectionBounds(const ArraySectionPlan &S, const std::string &L,
                          BlockDeclarations &Decls) {
  std::string Empty;
  for (unsigned K = 0; K < S.Min.size(); ++K)
    Empty += (K ? " || " : "") + S.Max[K] + " < " + S.Min[K];
  std::string Out = Decls.declare(L, S.TypeName + " *", S.Elements, "0");
  Out += Decls.declare(L, "long", S.Count, "0");
  Out += L + "if (!(" + Empty + ")) {\n";
  Out += L + "  " + S.Elements + " = &" + element(S, S.Min) + ";\n";
  Out += L + "  " + S.Count + " = (long)(&" + element(S, S.Max) + " - " +
         S.Elements + ") + 1;\n";
  Out += L + "}\n";
  return Out;
}

/// The section of an array reduction, restarted from the identity on every
/// rank but the first.
std::string arrayReductionStart(const ReductionPlan &R, const std::string &L,
                                BlockDeclarations &Decls) {
  const ArraySectionPlan &S = R.Section;
  std::string Out = L +
                    "/* autolb: " + reductionOperatorName(R.Operator).str() +
                    " into '" + R.Variable->getNameAsString() +
                    "': every rank updates its own copy of these elements, "
                    "combined after the nest */\n";
  Out += sectionBounds(S, L, Decls);
  Out += L +
         rt::reduceArrayBegin(S.Elements, S.Count, R.TypeConstant,
                              rt::opConstant(R.Operator)) +
         ";\n";
  return Out;
}

/// The sections private arrays write, and the flag of the rank that runs
/// the last iteration.
std::string privateArrayStarts(const NestPlan &Plan, const std::string &L,
                               BlockDeclarations &Decls) {
  if (Plan.PrivateArrays.empty())
    return "";
  std::string Out;
  for (const PrivateArrayPlan &P : Plan.PrivateArrays)
    Out += L + "/* autolb: '" + P.Variable->getNameAsString() +
           "' is private to each iteration: every rank uses its own copy; "
           "the rank that runs the last iteration gives these elements to "
           "all after the nest */\n" +
           sectionBounds(P.Section, L, Decls);
  return Out + Decls.declare(L, "int", Plan.Names.RanLast, "0");
}

/// Reductions restarted from their identity, or their term lists begun.
std::string reductionStarts(const NestPlan &Plan, const std::string &L,
                            BlockDeclarations &Decls) {
  std::string Out;
  for (const ReductionPlan &R : Plan.Reductions) {
    if (R.IsArray) {
      Out += arrayReductionStart(R, L, Decls);
      continue;
    }
    if (R.FoldedInOrder) {
      Out +=
          L +
          rt::termsBegin(R.Terms, R.TypeConstant, rt::opConstant(R.Operator)) +
          "; /* autolb: the terms of " +
          reductionOperatorName(R.Operator).str() + " '" +
          R.Variable->getNameAsString() +
          "', folded in the sequential order after the nest */\n";
      continue;
    }
    if (!startsFromIdentity(R.Operator))
      continue;
    std::string Var = R.Variable->getNameAsString();
    Out +=
        Decls.declare(L, R.TypeName, R.Saved, Var,
                      "/* autolb: " + reductionOperatorName(R.Operator).str() +
                          " from its identity on every rank */");
    Out += L + Var + " = " + identity(R.Operator) + ";\n";
  }
  return Out;
}

/// For a replicable nest under an alias check, the run-time's answer
/// whether this execution runs as written on every rank, asked before the
/// check: the answer needs every tracked array whole, so the check's
/// collectives and syncs would decide nothing (swapped buffers: ~100,000
/// executions of pathfinder dp.c:27 each paid three collectives). Empty
/// when a bound has side effects, which would then run twice.
std::string replicatesBeforeCheck(const GeneratorContext &G,
                                  const NestPlan &Plan) {
  const LoopInfo &D = *Plan.Dist;
  if (!isReplicable(Plan) || D.LowerBound->HasSideEffects(G.Ctx) ||
      D.UpperBound->HasSideEffects(G.Ctx))
    return "";
  std::string Count =
      tripCount(Plan, "(long)(" + G.Src.exprText(D.LowerBound).str() + ")",
                "(long)(" + G.Src.exprText(D.UpperBound).str() + ")");
  return rt::nestReplicates(Plan.Names.Nest, "(" + Count + ")");
}

} // namespace

std::string versioned(const GeneratorContext &G, const NestPlan &Plan,
                      std::string Distributed) {
  if (Plan.AliasCheck.empty())
    return Distributed;
  std::string Indent = G.Src.indentation(Plan.Loop->getBeginLoc());
  std::string L = Indent + "  ";
  std::string AsWritten =
      L + reindented(G, Plan.Loop, L.size()) + "\n" + Indent + "}";
  std::string Out;
  if (std::string Replicates = replicatesBeforeCheck(G, Plan);
      !Replicates.empty())
    Out = "if (" + Replicates +
          ") { /* autolb: too short to pay for distribution, every array "
          "whole: the loop as written, on every rank */\n" +
          AsWritten + "\n" + Indent + "else ";
  std::string Why =
      "the arrays overlap" +
      std::string(Plan.ChecksLowestSlice
                      ? ", or the loop starts below an array's first element"
                      : "") +
      (Plan.CheckedRowLengths.empty()
           ? ""
           : ", or a flat array's rows are too short for its columns") +
      ": the loop as written, on every rank";
  std::string Fallback = L + rt::syncAll() + ";\n" + AsWritten;
  if (!Plan.Nest->OtherFileSymbols.empty()) {
    // The functions of other files it calls may be other code, whose nests
    // could leave arrays distributed before the loop reads them: every
    // execution of a nest ends with every array whole meanwhile.
    Why = "other files' code is not the code summarized, or the arrays "
          "overlap: the loop as written, on every rank, every array whole "
          "after each nest the calls run";
    Fallback = L + rt::syncAll() + ";\n" + L + rt::wholeAfterNests(true) +
               ";\n" + L + reindented(G, Plan.Loop, L.size()) + "\n" + L +
               rt::wholeAfterNests(false) + ";\n" + Indent + "}";
  }
  return Out + "if (" + Plan.AliasCheck + ") " + Distributed + "\n" + Indent +
         "else { /* autolb: " + Why + " */\n" + Fallback;
}

std::string frameOpening(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent, BlockDeclarations &Decls) {
  const NestNames &N = Plan.Names;
  const LoopInfo &D = *Plan.Dist;
  std::string L = (Indent + "  ").str();
  std::string Out = syncsOfArraysReadWhole(G, Plan, L);
  Out += boundsAndCounts(G, Plan, L, Decls);
  if (isReplicable(Plan))
    Out += L + "if (" + rt::nestReplicates(N.Nest, N.Count) +
           ") { /* autolb: too short to pay for distribution: the loop as "
           "written, on every rank */\n" +
           L + "  " + reindented(G, Plan.Loop, L.size() + 2) + "\n" + L +
           "} else {\n";
  Out += descriptors(G, Plan, L, Decls);
  Out += reductionStarts(Plan, L, Decls);
  Out += privateArrayStarts(Plan, L, Decls);
  Out += L +
         rt::nestBegin(N.Nest, N.Desc, firstOwnedSlice(Plan), D.Step, N.Count) +
         ";\n";
  return Out;
}

std::string frameClosing(const GeneratorContext &, const NestPlan &Plan,
                         llvm::StringRef Indent) {
  const NestNames &N = Plan.Names;
  std::string L = (Indent + "  ").str();
  std::string Out = L + rt::nestEnd(N.Nest) + ";\n";
  for (const ReductionPlan &R : Plan.Reductions) {
    std::string Var = R.Variable->getNameAsString();
    if (R.IsArray) {
      Out += L +
             rt::reduceArray(R.Section.Elements, R.Section.Count,
                             R.TypeConstant, rt::opConstant(R.Operator)) +
             ";\n";
      continue;
    }
    if (R.FoldedInOrder) {
      Out += L + rt::termsFold(R.Terms, Var) + ";\n";
      continue;
    }
    Out +=
        L + rt::reduce(Var, R.TypeConstant, rt::opConstant(R.Operator)) + ";";
    if (R.Operator == ReductionOperator::Sum)
      Out += " " + Var + " = " + R.Saved + " + " + Var + ";";
    else if (R.Operator == ReductionOperator::Product)
      Out += " " + Var + " = " + R.Saved + " * " + Var + ";";
    Out += "\n";
  }
  for (const PrivateArrayPlan &P : Plan.PrivateArrays)
    Out += L +
           rt::copyOut(P.Section.Elements, P.Section.Count,
                       "sizeof *" + P.Section.Elements, N.RanLast) +
           ";\n";
  if (!Plan.DeclaresInductionVar)
    Out += L + Plan.Dist->InductionVar->getNameAsString() + " = (" +
           Plan.InductionType + ")(" + N.First + " + " + N.Count + " * " +
           stepOperand(Plan.Dist->Step) +
           "); /* autolb: its value after the loop */\n";
  if (isReplicable(Plan))
    Out += L + "}\n";
  return Out;
}

std::string frameBlock(const NestPlan &Plan, llvm::StringRef Indent,
                       const BlockDeclarations &Decls, llvm::StringRef Body) {
  std::string Out = "{ /* autolb: loop '" + Plan.Dist->name() + "' distributed";
  Out += Plan.Pipeline
             ? ", pipelined over '" + Plan.Pipe->name() + "'"
             : std::string(Plan.Independent ? " (independent iterations)" : "");
  Out += " */\n";
  return Out + Decls.start((Indent + "  ").str()) + Body.str() + Indent.str() +
         "}";
}

std::string valueAt(const NestPlan &Plan, llvm::StringRef K) {
  return "(" + Plan.InductionType + ")(" + Plan.Names.First + " + " + K.str() +
         " * " + stepOperand(Plan.Dist->Step) + ")";
}

std::string inductionValue(const NestPlan &Plan) {
  std::string Name = Plan.Dist->InductionVar->getNameAsString();
  return (Plan.DeclaresInductionVar ? Plan.InductionType + " " : "") + Name +
         " = " + valueAt(Plan, Plan.Names.K) + ";";
}

std::string bodyText(const GeneratorContext &G, const NestPlan &Plan) {
  std::vector<std::pair<const Expr *, std::string>> Recordings;
  for (const ReductionPlan &R : Plan.Reductions)
    for (const TermUpdate &Update : R.TermUpdates)
      Recordings.emplace_back(Update.Update,
                              termRecording(G, Update, R.Terms, Plan.Names.K,
                                            R.Variable->getType()));
  return G.Src.textReplacing(Plan.Loop->getBody(), Recordings);
}

std::string reindented(const GeneratorContext &G, const Stmt *S,
                       unsigned NewIndent) {
  return reindented(G, S, G.Src.text(S), NewIndent);
}

std::string reindented(const GeneratorContext &G, const Stmt *S,
                       llvm::StringRef Text, unsigned NewIndent) {
  unsigned Old = G.Src.indentation(S->getBeginLoc()).size();
  if (NewIndent <= Old || Text.contains("\\\n"))
    return Text.str();
  std::string Pad(NewIndent - Old, ' ');
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    Out += Text[I];
    if (Text[I] == '\n' && I + 1 < Text.size() && Text[I + 1] != '\n')
      Out += Pad;
  }
  return Out;
}

const Stmt *hookShiftTarget(GeneratorContext &G, const HookCandidate &C) {
  if (!C.After || !C.After->Loop)
    return nullptr;
  DynTypedNodeList Parents = G.Ctx.getParents(*C.After->Loop);
  const auto *Sequence =
      Parents.empty() ? nullptr : Parents[0].get<CompoundStmt>();
  if (!Sequence)
    return nullptr;
  auto After = llvm::find(Sequence->body(), C.After->Loop);
  for (const Stmt *Next : llvm::make_range(After + 1, Sequence->body_end()))
    if (runsDistributedCode(G, Next))
      return Next;
  return nullptr;
}

void insertAfterLoop(GeneratorContext &G, const ForStmt *Loop,
                     llvm::StringRef Statement) {
  std::string Indent = G.Src.indentation(Loop->getBeginLoc());
  DynTypedNodeList Parents = G.Ctx.getParents(*Loop);
  if (!Parents.empty() && Parents[0].get<CompoundStmt>()) {
    G.Edits.insert(G.Src.end(Loop), "\n" + Indent + Statement.str(),
                   EditOrder::Close);
    return;
  }
  // The loop is a statement of its own (a loop's or an if's body): braces
  // make it and the statement one.
  std::string Outer =
      Indent.substr(0, Indent.size() >= 2 ? Indent.size() - 2 : 0);
  G.Edits.insert(G.Src.begin(Loop), "{ ", EditOrder::Open);
  G.Edits.insert(G.Src.end(Loop),
                 "\n" + Indent + Statement.str() + "\n" + Outer + "}",
                 EditOrder::Close);
}

void emitOuterHooks(GeneratorContext &G, const NestPlan &Plan) {
  for (const HookCandidate &C : Plan.Hook.OuterHooks) {
    if (!C.After || !C.After->Loop)
      continue;
    std::string Condition = Plan.Names.Nest;
    if (!Plan.Hook.LevelExpression.empty())
      Condition += " && " + Plan.Names.Level + " == " + std::to_string(C.Level);
    std::string Hook = "if (" + Condition + ") " + rt::hook(Plan.Names.Nest) +
                       "; /* autolb: load-balancing hook (level " +
                       std::to_string(C.Level) + ") */";
    if (const Stmt *Next = hookShiftTarget(G, C))
      G.Edits.insert(G.Src.begin(Next),
                     Hook + "\n" + G.Src.indentation(Next->getBeginLoc()),
                     EditOrder::Sync);
    else
      insertAfterLoop(G, C.After->Loop, Hook);
  }
}

void emitSettle(GeneratorContext &G, const NestPlan &Plan) {
  if (!Plan.SettleAfter)
    return;
  insertAfterLoop(G, Plan.SettleAfter->Loop,
                  rt::nestSettle(Plan.Names.Nest) +
                      "; /* autolb: the halo stream of loop '" +
                      Plan.Dist->name() + "' ends here */");
}

void emitFileScopeDecls(GeneratorContext &G, const NestPlan &Plan,
                        const FunctionDecl *F) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  std::string Text =
      rt::nestHandleDecl(Plan.Names.Nest) + " /* autolb: the nest of loop '" +
      Plan.Dist->InductionVar->getNameAsString() + "', line " +
      std::to_string(SM.getPresumedLineNumber(Plan.Loop->getBeginLoc())) +
      " */\n" + weakSummaryDeclarations(G, Plan);
  if (!Plan.Hook.LevelExpression.empty())
    Text += "static int " + Plan.Names.Level + ";\n";
  for (const ReductionPlan &R : Plan.Reductions)
    if (R.FoldedInOrder)
      Text += rt::termsHandleDecl(R.Terms) + " /* autolb: the terms of '" +
              R.Variable->getNameAsString() + "' */\n";
  G.Edits.insert(SM.getExpansionLoc(F->getBeginLoc()), Text,
                 EditOrder::Prologue);
}

} // namespace autolb
