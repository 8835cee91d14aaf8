//===- DistributedNest.cpp - the plan and frame of a distributed nest -----===//

#include "CodeGen/DistributedNest.h"
#include "Analysis/AccessCollector.h"
#include "CodeGen/ArrayDescriptor.h"
#include "CodeGen/DistributedCode.h"
#include "CodeGen/StatementSlots.h"
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

bool isUpward(LoopComparison C) {
  return C == LoopComparison::Less || C == LoopComparison::LessEqual;
}

/// Whether Loop's initialization is `T iv = lb` (Declares) or `iv = lb`.
std::optional<bool> declaresInductionVar(const ForStmt *Loop,
                                         const VarDecl *IV) {
  const Stmt *Init = Loop->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
    if (DS->isSingleDecl() && DS->getSingleDecl() == IV)
      return true;
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Init))
    if (Assign->getOpcode() == BO_Assign)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        if (Ref->getDecl() == IV)
          return false;
  return std::nullopt;
}

/// A nest the generator cannot rewrite because of What; the planner puts
/// the location of the distributed loop in it.
Reason unsupported(ReasonKind Kind, std::string What) {
  return Reason{Kind,
                "code generation for " + What + " is not supported yet",
                clang::SourceLocation(),
                {}};
}

/// True when the loop's header, or the braces of its body, come from a
/// macro expansion: the generated code replaces them. Macros inside the
/// body, also one that ends it (`A[i] = x / SCALE(2);`), are copied as
/// written and expand as before.
bool headerOrBracesFromMacro(const ForStmt *Loop) {
  if (Loop->getBeginLoc().isMacroID() || Loop->getRParenLoc().isMacroID())
    return true;
  const auto *Braces = dyn_cast<CompoundStmt>(Loop->getBody());
  return Braces && (Braces->getLBracLoc().isMacroID() ||
                    Braces->getRBracLoc().isMacroID());
}

/// Common checks of a loop the generated code rewrites.
std::optional<Reason> checkLoop(const GeneratorContext &G, const LoopInfo &L,
                                bool &Declares, std::string &Type) {
  std::string Name = L.InductionVar ? L.InductionVar->getNameAsString()
                                    : std::string("<loop>");
  if (!L.IsCanonical || !L.InductionVar || !L.LowerBound || !L.UpperBound ||
      !L.Loop || L.Step == 0)
    return unsupported(ReasonKind::UnsupportedLoopShape,
                       "loop '" + Name + "' that is not canonical");
  if (isUpward(L.Comparison) != (L.Step > 0))
    return unsupported(ReasonKind::UnsupportedLoopShape,
                       "loop '" + Name +
                           "' whose step moves away from its bound");
  if (headerOrBracesFromMacro(L.Loop) ||
      !G.Src.inMainFile(L.Loop->getBeginLoc()) ||
      !G.Src.inMainFile(G.Src.end(L.Loop)))
    return unsupported(ReasonKind::LoopInMacro,
                       "loop '" + Name +
                           "' whose header or braces come from a macro");
  if (!L.InductionVar->getType()->isIntegerType())
    return unsupported(ReasonKind::UnsupportedLoopShape,
                       "loop '" + Name +
                           "' with a non-integer induction variable");
  std::optional<bool> D = declaresInductionVar(L.Loop, L.InductionVar);
  if (!D)
    return unsupported(ReasonKind::UnsupportedLoopShape,
                       "loop '" + Name + "' whose initialization is not '" +
                           Name + " = ...'");
  Declares = *D;
  Type = L.InductionVar->getType().getAsString(G.Ctx.getPrintingPolicy());
  return std::nullopt;
}

/// `T x = e;` with scalar variables and initializers that have no side
/// effects and read no array: running it once per block instead of once per
/// iteration changes nothing.
bool isPureDeclaration(const GeneratorContext &G, const Stmt *S) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS)
    return false;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->getType()->isScalarType() || V->getType()->isPointerType() ||
        V->isStaticLocal())
      return false;
    const Expr *Init = V->getInit();
    if (!Init)
      continue;
    if (Init->HasSideEffects(G.Ctx) || containsAny(Init, [](const Stmt *Sub) {
          const auto *U = dyn_cast<UnaryOperator>(Sub);
          const auto *M = dyn_cast<MemberExpr>(Sub);
          return isa<ArraySubscriptExpr>(Sub) ||
                 (U && U->getOpcode() == UO_Deref) || (M && M->isArrow());
        }))
      return false;
  }
  return true;
}

std::optional<Reason> planPipeline(const GeneratorContext &G,
                                   const NestInfo &Nest, NestPlan &Plan) {
  if (Nest.PipelinedLoop < 0 ||
      static_cast<size_t>(Nest.PipelinedLoop) >= Nest.Loops.size())
    return unsupported(ReasonKind::PipelineShape,
                       "a DOACROSS loop without a pipelined loop");
  const LoopInfo &Pipe = Nest.Loops[Nest.PipelinedLoop];
  Plan.Pipe = &Pipe;
  if (Pipe.Parent != Nest.DistributedLoop)
    return unsupported(ReasonKind::PipelineShape,
                       "a pipelined loop not directly inside the "
                       "distributed loop");
  const Stmt *Body = Plan.Loop->getBody();
  if (const auto *C = dyn_cast<CompoundStmt>(Body)) {
    Body = C->body_empty() ? nullptr : C->body_back();
    for (const Stmt *S : C->body())
      if (S != Body)
        Plan.PipePrologue.push_back(S);
  }
  if (Body != Pipe.Loop)
    return unsupported(ReasonKind::PipelineEpilogue,
                       "a distributed loop whose body has statements "
                       "after the pipelined loop");
  for (const Stmt *S : Plan.PipePrologue)
    if (!isPureDeclaration(G, S))
      return unsupported(ReasonKind::PipelinePrologue,
                         "a distributed loop whose body has statements "
                         "other than declarations of scalars before the "
                         "pipelined loop");
  if (std::optional<Reason> Why =
          checkLoop(G, Pipe, Plan.DeclaresPipeVar, Plan.PipeType))
    return Why;
  if (Pipe.Step != 1)
    return unsupported(ReasonKind::PipelineShape,
                       "pipelined loop '" +
                           Pipe.InductionVar->getNameAsString() +
                           "' with a step other than +1");
  if (mentionsVariable(Pipe.LowerBound, Plan.Dist->InductionVar) ||
      mentionsVariable(Pipe.UpperBound, Plan.Dist->InductionVar))
    return unsupported(ReasonKind::PipelineShape,
                       "pipelined loop '" +
                           Pipe.InductionVar->getNameAsString() +
                           "' whose bounds depend on the distributed loop");
  // The pipeline's range is evaluated once, before the distributed loop.
  for (const Stmt *S : Plan.PipePrologue)
    for (const Decl *D : cast<DeclStmt>(S)->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D);
          Var && (mentionsVariable(Pipe.LowerBound, Var) ||
                  mentionsVariable(Pipe.UpperBound, Var)))
        return unsupported(ReasonKind::PipelineShape,
                           "pipelined loop '" +
                               Pipe.InductionVar->getNameAsString() +
                               "' whose bounds use '" + Var->getNameAsString() +
                               "', declared inside the distributed loop");
  if (!Nest.Reductions.empty())
    return unsupported(ReasonKind::ReductionInPipeline,
                       "a reduction in a pipelined nest");
  for (const ArraySummary &A : Nest.Arrays)
    Plan.Skew = std::max(Plan.Skew, A.Lag);
  return std::nullopt;
}

/// Why a reduction cannot be folded in the sequential order, with a note
/// at the update concerned.
Reason foldRefused(const FoldRefusal &Refusal) {
  return Reason{ReasonKind::ReproducibleReductionUnsupported,
                "--reproducible-reductions: " + Refusal.Why,
                clang::SourceLocation(),
                {ReasonNote{Refusal.Where, "updated here"}}};
}

std::optional<Reason> planReductions(const GeneratorContext &G,
                                     const NestInfo &Nest, NestPlan &Plan) {
  for (const Reduction &R : Nest.Reductions) {
    if (R.IsArrayElement || !R.Variable)
      return unsupported(ReasonKind::UnsupportedReduction,
                         "a reduction into '" + R.TargetText +
                             "' that is not a scalar");
    auto Same = llvm::find_if(Plan.Reductions, [&](const ReductionPlan &P) {
      return P.Variable == R.Variable;
    });
    if (Same != Plan.Reductions.end()) {
      if (Same->Operator != R.Operator)
        return unsupported(ReasonKind::UnsupportedReduction,
                           "'" + R.TargetText + "' reduced with two operators");
      if (Same->FoldedInOrder)
        if (std::optional<FoldRefusal> Refusal =
                planTermUpdates(G, R, Same->TermUpdates))
          return foldRefused(*Refusal);
      continue;
    }
    QualType Type = R.Variable->getType();
    std::optional<std::string> Constant = rt::typeConstant(Type);
    if (!Constant)
      return unsupported(ReasonKind::UnsupportedReduction,
                         "a reduction of type '" +
                             Type.getAsString(G.Ctx.getPrintingPolicy()) + "'");
    ReductionPlan P;
    P.Variable = R.Variable;
    P.Operator = R.Operator;
    P.TypeConstant = *Constant;
    P.TypeName =
        Type.getUnqualifiedType().getAsString(G.Ctx.getPrintingPolicy());
    P.Reassociates = Type->isRealFloatingType() &&
                     (R.Operator == ReductionOperator::Sum ||
                      R.Operator == ReductionOperator::Product);
    if (P.Reassociates && G.Options.ReproducibleReductions) {
      P.FoldedInOrder = true;
      if (std::optional<FoldRefusal> Refusal =
              planTermUpdates(G, R, P.TermUpdates))
        return foldRefused(*Refusal);
    }
    Plan.Reductions.push_back(std::move(P));
  }
  return std::nullopt;
}

/// Why, located at the distributed loop unless it has evidence elsewhere.
Reason atLoop(const NestPlan &Plan, Reason Why) {
  if (Why.Loc.isInvalid())
    Why.Loc = Plan.Loop->getBeginLoc();
  return Why;
}

/// The checks of the loops and reductions, before any name is generated.
std::optional<Reason> planLoops(GeneratorContext &G, const NestInfo &Nest,
                                NestPlan &Plan) {
  if (std::optional<Reason> Why = checkLoop(
          G, *Plan.Dist, Plan.DeclaresInductionVar, Plan.InductionType))
    return Why;
  Plan.Pipeline = Plan.Dist->Kind == LoopKind::DoAcross;
  if (Plan.Pipeline)
    if (std::optional<Reason> Why = planPipeline(G, Nest, Plan))
      return Why;
  return planReductions(G, Nest, Plan);
}

std::string tripCount(const NestPlan &Plan) {
  const NestNames &N = Plan.Names;
  int64_t Step = Plan.Dist->Step;
  std::string F = N.First, B = N.Bound;
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

} // namespace

/// The run-time check of the arrays the analysis took as disjoint.
static std::optional<Reason> planAliasCheck(const GeneratorContext &G,
                                            const NestInfo &Nest,
                                            NestPlan &Plan) {
  std::vector<std::string> Checks;
  for (const auto &[First, Second] : Nest.AliasChecks) {
    std::optional<std::string> A = addressRange(G, First),
                               B = addressRange(G, Second);
    if (!A || !B)
      return unsupported(ReasonKind::PossibleAliasing,
                         "'" + First.Array->getNameAsString() + "' and '" +
                             Second.Array->getNameAsString() +
                             "' may refer to the same memory, and the size "
                             "of one is not known where the loop runs");
    Checks.push_back(rt::disjoint(*A, *B));
  }
  if (!Checks.empty())
    Plan.AliasCheck = rt::allRanks(llvm::join(Checks, " && "));
  return std::nullopt;
}

std::optional<Reason> planNest(GeneratorContext &G, const NestInfo &Nest,
                               NestPlan &Plan) {
  Plan.Nest = &Nest;
  Plan.Dist = Nest.distributedLoop();
  Plan.Loop = Plan.Dist->Loop;
  if (std::optional<Reason> Why = planLoops(G, Nest, Plan))
    return atLoop(Plan, std::move(*Why));

  unsigned Id = G.NextNestId++;
  std::string S = std::to_string(Id);
  NestNames &N = Plan.Names;
  for (auto [Field, Base] :
       std::initializer_list<std::pair<std::string *, const char *>>{
           {&N.Nest, "nest"},
           {&N.Arrays, "arrays"},
           {&N.Desc, "desc"},
           {&N.First, "first"},
           {&N.Bound, "bound"},
           {&N.Count, "count"},
           {&N.Touched, "touched"},
           {&N.KLo, "klo"},
           {&N.KHi, "khi"},
           {&N.K, "k"},
           {&N.Level, "level"},
           {&N.Block, "b"},
           {&N.BlockStart, "jb"},
           {&N.JLo, "jlo"},
           {&N.JHi, "jhi"},
           {&N.PipeFirst, "pfirst"},
           {&N.PipeEnd, "pend"}})
    *Field = G.Names.fresh(Base + S);
  for (ReductionPlan &R : Plan.Reductions) {
    if (R.FoldedInOrder)
      R.Terms = G.Names.fresh(R.Variable->getName().str() + "_terms" + S);
    else
      R.Saved = G.Names.fresh(R.Variable->getName().str() + S);
  }

  bool Halos = false;
  for (const ArraySummary &A : Nest.Arrays) {
    if (A.DistributedDim < 0 || A.HasNonDistributedReads) {
      if (A.IsWritten && (A.DistributedDim < 0 || Plan.Pipeline))
        return atLoop(Plan, unsupported(ReasonKind::UnsupportedArrayShape,
                                        "array '" + A.Array->getNameAsString() +
                                            "' written but not along the "
                                            "distributed dimension"));
      Plan.ReadWhole.push_back(A.Array);
      // A written array is also described: its slices change holders.
      if (!A.IsWritten)
        continue;
    }
    ArrayFields Fields;
    if (std::optional<std::string> What =
            describeArray(G, A, N.Touched, Plan.Pipeline, Fields))
      return atLoop(Plan,
                    unsupported(ReasonKind::UnsupportedArrayShape, *What));
    Plan.NeedsTouchedSlices |= needsTouchedSlices(G, A);
    Halos |= A.ReadHaloBelow || A.ReadHaloAbove;
    Plan.Arrays.push_back(std::move(Fields));
  }
  if (std::optional<Reason> Why = planAliasCheck(G, Nest, Plan))
    return atLoop(Plan, std::move(*Why));
  Plan.Independent = !Plan.Pipeline && !Halos;
  Plan.Hook = chooseHook(Nest, Plan.Independent, G.Options.NoHooks);
  if (Plan.Hook.StripMined) {
    N.StripLeft = G.Names.fresh("stripleft" + S);
    N.StripBlock = G.Names.fresh("stripb" + S);
    N.StripRun = G.Names.fresh("striprun" + S);
  }
  return std::nullopt;
}

std::string versioned(const GeneratorContext &G, const NestPlan &Plan,
                      std::string Distributed) {
  if (Plan.AliasCheck.empty())
    return Distributed;
  std::string Indent = G.Src.indentation(Plan.Loop->getBeginLoc());
  std::string L = Indent + "  ";
  return "if (" + Plan.AliasCheck + ") " + Distributed + "\n" + Indent +
         "else { /* autolb: the arrays overlap: the loop as written, on every "
         "rank */\n" +
         L + rt::syncAll() + ";\n" + L + reindented(G, Plan.Loop, L.size()) +
         "\n" + Indent + "}";
}

std::string frameOpening(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent) {
  const NestNames &N = Plan.Names;
  const LoopInfo &D = *Plan.Dist;
  std::string L = (Indent + "  ").str();
  std::string Out = "{ /* autolb: loop '" + D.InductionVar->getNameAsString() +
                    "' distributed";
  Out += Plan.Pipeline
             ? ", pipelined over '" +
                   Plan.Pipe->InductionVar->getNameAsString() + "'"
             : std::string(Plan.Independent ? " (independent iterations)" : "");
  Out += " */\n";
  bool SyncAll = llvm::any_of(Plan.ReadWhole, [&](const VarDecl *V) {
    return G.DistributedAliases.contains(V);
  });
  if (SyncAll)
    Out += L + rt::syncAll() + ";\n";
  else
    for (const VarDecl *V : Plan.ReadWhole)
      if (G.DistributedArrays.contains(V))
        Out += L + rt::arraySync(V->getName()) + ";\n";
  if (!Plan.Hook.LevelExpression.empty())
    Out += L + N.Level + " = " + Plan.Hook.LevelExpression +
           "; /* autolb: hook level from the bounds */\n";
  Out += L + "long " + N.First + " = (long)(" +
         G.Src.exprText(D.LowerBound).str() + ");\n";
  Out += L + "long " + N.Bound + " = (long)(" +
         G.Src.exprText(D.UpperBound).str() + ");\n";
  Out += L + "long " + N.Count + " = " + tripCount(Plan) + ";\n";
  if (Plan.NeedsTouchedSlices) {
    std::string Last = D.Step > 0 ? N.First + " + (" + N.Count + " - 1) * " +
                                        std::to_string(D.Step)
                                  : N.First;
    Out += L + "long " + N.Touched + " = " + N.Count + " > 0 ? " + Last +
           " + 1 : 0;\n";
  }
  if (Plan.Pipeline) {
    const LoopInfo &P = *Plan.Pipe;
    Out += L + "long " + N.PipeFirst + " = (long)(" +
           G.Src.exprText(P.LowerBound).str() + ");\n";
    Out += L + "long " + N.PipeEnd + " = (long)(" +
           G.Src.exprText(P.UpperBound).str() + ")" +
           (P.Comparison == LoopComparison::LessEqual ? " + 1" : "") + ";\n";
  }
  std::string ArraysRef = "NULL";
  if (!Plan.Arrays.empty()) {
    ArraysRef = N.Arrays;
    Out += L + rt::arrayTypeName() + " " + N.Arrays + "[] = {";
    for (size_t I = 0; I < Plan.Arrays.size(); ++I)
      Out += (I ? ",\n" : "\n") + L + "    " +
             rt::arrayInitializer(Plan.Arrays[I], "\n" + L + "    ");
    Out += "};\n";
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
  Out += L + rt::descTypeName() + " " + N.Desc + " = " +
         rt::descInitializer(Desc, "\n" + L + "    ") + ";\n";
  for (const ReductionPlan &R : Plan.Reductions) {
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
    Out += L + R.TypeName + " " + R.Saved + " = " + Var +
           "; /* autolb: " + reductionOperatorName(R.Operator).str() +
           " from its identity on every rank */\n";
    Out += L + Var + " = " + identity(R.Operator) + ";\n";
  }
  Out += L + rt::nestBegin(N.Nest, N.Desc, N.First, D.Step, N.Count) + ";\n";
  return Out;
}

std::string frameClosing(const GeneratorContext &, const NestPlan &Plan,
                         llvm::StringRef Indent) {
  const NestNames &N = Plan.Names;
  std::string L = (Indent + "  ").str();
  std::string Out = L + rt::nestEnd(N.Nest) + ";\n";
  for (const ReductionPlan &R : Plan.Reductions) {
    std::string Var = R.Variable->getNameAsString();
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
  if (!Plan.DeclaresInductionVar)
    Out += L + Plan.Dist->InductionVar->getNameAsString() + " = (" +
           Plan.InductionType + ")(" + N.First + " + " + N.Count + " * " +
           stepOperand(Plan.Dist->Step) +
           "); /* autolb: its value after the loop */\n";
  return Out + Indent.str() + "}";
}

std::string inductionValue(const NestPlan &Plan) {
  std::string Name = Plan.Dist->InductionVar->getNameAsString();
  std::string Value = "(" + Plan.InductionType + ")(" + Plan.Names.First +
                      " + " + Plan.Names.K + " * " +
                      stepOperand(Plan.Dist->Step) + ");";
  return (Plan.DeclaresInductionVar ? Plan.InductionType + " " : "") + Name +
         " = " + Value;
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

void emitOuterHooks(GeneratorContext &G, const NestPlan &Plan) {
  for (const HookCandidate &C : Plan.Hook.OuterHooks) {
    if (!C.After || !C.After->Loop)
      continue;
    const ForStmt *Loop = C.After->Loop;
    std::string Condition = Plan.Names.Nest;
    if (!Plan.Hook.LevelExpression.empty())
      Condition += " && " + Plan.Names.Level + " == " + std::to_string(C.Level);
    std::string Hook = "if (" + Condition + ") " + rt::hook(Plan.Names.Nest) +
                       "; /* autolb: load-balancing hook (level " +
                       std::to_string(C.Level) + ") */";
    if (const Stmt *Next = hookShiftTarget(G, C)) {
      G.Edits.insert(G.Src.begin(Next),
                     Hook + "\n" + G.Src.indentation(Next->getBeginLoc()),
                     EditOrder::Sync);
      continue;
    }
    DynTypedNodeList Parents = G.Ctx.getParents(*Loop);
    bool InSequence = !Parents.empty() && Parents[0].get<CompoundStmt>();
    if (InSequence) {
      G.Edits.insert(G.Src.end(Loop),
                     "\n" + G.Src.indentation(Loop->getBeginLoc()) + Hook,
                     EditOrder::Close);
      continue;
    }
    std::string Indent = G.Src.indentation(Loop->getBeginLoc());
    std::string Outer =
        Indent.substr(0, Indent.size() >= 2 ? Indent.size() - 2 : 0);
    G.Edits.insert(G.Src.begin(Loop), "{ ", EditOrder::Open);
    G.Edits.insert(G.Src.end(Loop), "\n" + Indent + Hook + "\n" + Outer + "}",
                   EditOrder::Close);
  }
}

void emitFileScopeDecls(GeneratorContext &G, const NestPlan &Plan,
                        const FunctionDecl *F) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  std::string Text =
      rt::nestHandleDecl(Plan.Names.Nest) + " /* autolb: the nest of loop '" +
      Plan.Dist->InductionVar->getNameAsString() + "', line " +
      std::to_string(SM.getPresumedLineNumber(Plan.Loop->getBeginLoc())) +
      " */\n";
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
