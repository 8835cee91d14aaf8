//===- NestPlanner.cpp - whether and how a nest is generated --------------===//

#include "Analysis/AccessCollector.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/OtherFileSummaries.h"
#include "Analysis/StmtSearch.h"
#include "Plan/ArrayDescriptor.h"
#include "Plan/HaloStreaming.h"
#include "Plan/NestPlan.h"
#include "Plan/PointerValues.h"
#include "Plan/RowTableChecks.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace autolb {
namespace {

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
std::optional<Reason> checkLoop(const PlanContext &G, const LoopInfo &L,
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
  // The generated code evaluates the bounds once per execution, and again
  // where it runs the loop as written.
  auto ReadsArgumentsOnly = [&](const CallExpr &Call) {
    const FunctionDecl *Callee = Call.getDirectCallee();
    return G.Calls && Callee && G.Calls->effectsOf(Callee).pure();
  };
  if (mayDifferWhenRepeated(L.LowerBound, G.Ctx, ReadsArgumentsOnly) ||
      mayDifferWhenRepeated(L.UpperBound, G.Ctx, ReadsArgumentsOnly))
    return unsupported(ReasonKind::UnsupportedLoopShape,
                       "loop '" + Name +
                           "' whose bounds may change when evaluated again "
                           "(a call or an assignment in them)");
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
bool isPureDeclaration(const PlanContext &G, const Stmt *S) {
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

/// Whether S assigns V, increments it, takes its address or binds a
/// reference to it.
bool changesVariable(const Stmt *S, const VarDecl *V) {
  auto Names = [&](const Expr *E) { return referencedVariable(E) == V; };
  return containsAny(S, [&](const Stmt *Sub) {
    if (const auto *B = dyn_cast<BinaryOperator>(Sub); B && B->isAssignmentOp())
      return Names(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(Sub);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      return Names(U->getSubExpr());
    if (const auto *D = dyn_cast<DeclStmt>(Sub))
      return llvm::any_of(D->decls(), [&](const Decl *Declared) {
        const auto *R = dyn_cast<VarDecl>(Declared);
        return R && R->getType()->isReferenceType() && R->getInit() &&
               Names(R->getInit());
      });
    return false;
  });
}

std::optional<Reason> planPipeline(const PlanContext &G, const NestInfo &Nest,
                                   NestPlan &Plan) {
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
  // Each block runs the declarations again: a scalar the pipelined loop
  // updates (a running sum along the row) would start over at every block.
  for (const Stmt *S : Plan.PipePrologue)
    for (const Decl *D : cast<DeclStmt>(S)->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D);
          Var && changesVariable(Pipe.Loop, Var))
        return unsupported(ReasonKind::PipelinePrologue,
                           "a distributed loop whose scalar '" +
                               Var->getNameAsString() +
                               "', declared before the pipelined loop, "
                               "carries a value along it");
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
    if (!A.BoundaryWriteRefusal.empty())
      return unsupported(ReasonKind::PipelineShape, A.BoundaryWriteRefusal);
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

/// The descriptor's fields for the writes of iteration i outside its own
/// slice (ArraySummary::Across), and the remark about them.
void planWritesAcross(const NestPlan &Plan, const ArraySummary &A,
                      ArrayFields &Fields, NestPlan::SentToOwners &Sent) {
  const VarDecl *IV = Plan.Dist->InductionVar;
  auto Split = [&](const AffineExpr &E, std::string &Coef, std::string &Rest) {
    AffineExpr Invariant = E;
    Invariant.Terms.erase(IV);
    Coef = std::to_string(E.coefficient(IV));
    Rest = affineText(Invariant);
  };
  Split(A.Across->First, Fields.CrossFirstCoef, Fields.CrossFirst);
  Split(A.Across->End, Fields.CrossEndCoef, Fields.CrossEnd);
  AffineExpr Last = A.Across->End;
  --Last.Constant;
  bool ByRows = A.DistributedDim == 0;
  std::string Name = IV->getNameAsString();
  Sent.Array = A.Array;
  Sent.Loc = A.Across->Loc;
  Sent.Message =
      "writes to '" + A.Array->getNameAsString() + "' outside the " +
      (ByRows ? "rows" : "columns") + " iteration '" + Name + "' owns ('" +
      A.Across->Text + "': " + (ByRows ? "column " : "row ") + Name + " of " +
      (ByRows ? "rows " : "columns ") + affineText(A.Across->First, true) +
      " to " + affineText(Last, true) +
      ") are sent to their owners after each execution of the "
      "loop";
}

/// A type the generated code can spell: an arithmetic type, a typedef, a
/// struct, union or enum with a tag (not an anonymous one), or a pointer to
/// one of these.
bool hasNameInScope(QualType Type) {
  if (isa<TypedefType>(Type.getTypePtr()) ||
      (Type->isArithmeticType() && !Type->isEnumeralType()))
    return true;
  if (Type->isPointerType())
    return hasNameInScope(Type->getPointeeType());
  const TagDecl *Tag = Type->getAsTagDecl();
  return Tag && Tag->getIdentifier();
}

Reason unspelledRowLength(const VarDecl *Array) {
  return unsupported(ReasonKind::UnsupportedArrayShape,
                     "flat array '" + Array->getNameAsString() +
                         "' whose row length is spelled inside a macro");
}

/// The section plan of the elements of Section in the array Variable that
/// ArrayBase names, of type Type; the names come later. Nothing when the
/// array is flat and a row length cannot be spelled.
std::optional<ArraySectionPlan>
planSection(const PlanContext &G, const NestInfo &Nest, const VarDecl *Variable,
            const Expr *ArrayBase, const ArraySection &Section, QualType Type) {
  ArraySectionPlan P;
  if (const FlatArrayShape *Flat = Nest.flatArray(Variable)) {
    std::optional<std::vector<std::string>> Lengths =
        rowLengthTexts(G, Flat->RowLengths);
    if (!Lengths)
      return std::nullopt;
    P.RowLengths = std::move(*Lengths);
  }
  std::string Base = G.Src.exprText(ArrayBase).str();
  P.ArrayText =
      isa<DeclRefExpr, ParenExpr>(ArrayBase) ? Base : "(" + Base + ")";
  for (const SectionRange &Range : Section) {
    P.Min.push_back(affineText(Range.Min));
    P.Max.push_back(affineText(Range.Max));
  }
  P.TypeName = Type.getUnqualifiedType().getAsString(G.Ctx.getPrintingPolicy());
  return P;
}

/// A sum or product into array elements (min and max would need their own
/// identities for every type): each rank updates its own copy of the
/// section, combined after the nest.
std::optional<Reason> planArrayReduction(const PlanContext &G,
                                         const NestInfo &Nest,
                                         const Reduction &R, NestPlan &Plan) {
  if (R.Operator != ReductionOperator::Sum &&
      R.Operator != ReductionOperator::Product)
    return unsupported(ReasonKind::UnsupportedReduction,
                       "a " + reductionOperatorName(R.Operator).str() +
                           " reduction into array element '" + R.TargetText +
                           "'");
  std::optional<std::string> Constant = rt::typeConstant(R.Type);
  if (!Constant)
    return unsupported(ReasonKind::UnsupportedReduction,
                       "a reduction into '" + R.TargetText + "' of type '" +
                           R.Type.getAsString(G.Ctx.getPrintingPolicy()) + "'");
  ReductionPlan P;
  P.Variable = R.Variable;
  P.Operator = R.Operator;
  P.TypeConstant = *Constant;
  P.TypeName =
      R.Type.getUnqualifiedType().getAsString(G.Ctx.getPrintingPolicy());
  P.Reassociates = R.Type->isRealFloatingType();
  if (P.Reassociates && G.Options.ReproducibleReductions)
    return Reason{ReasonKind::ReproducibleReductionUnsupported,
                  "--reproducible-reductions: the floating-point reduction "
                  "into array element '" +
                      R.TargetText +
                      "' cannot be folded in the sequential order",
                  clang::SourceLocation(),
                  {ReasonNote{R.UpdateLoc, "updated here"}}};
  P.IsArray = true;
  std::optional<ArraySectionPlan> Section =
      planSection(G, Nest, R.Variable, R.ArrayBase, R.Section, R.Type);
  if (!Section)
    return unspelledRowLength(R.Variable);
  P.Section = std::move(*Section);
  Plan.Reductions.push_back(std::move(P));
  return std::nullopt;
}

std::optional<Reason> planReductions(const PlanContext &G, const NestInfo &Nest,
                                     NestPlan &Plan) {
  for (const Reduction &R : Nest.Reductions) {
    if (R.IsArrayElement) {
      std::optional<Reason> Why = planArrayReduction(G, Nest, R, Plan);
      if (Why)
        return Why;
      continue;
    }
    if (!R.Variable)
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
      Same->CombinesInIterationOrder |= R.CombinesInIterationOrder;
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
    P.CombinesInIterationOrder = R.CombinesInIterationOrder;
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
std::optional<Reason> planLoops(PlanContext &G, const NestInfo &Nest,
                                NestPlan &Plan) {
  if (std::optional<Reason> Why = checkLoop(
          G, *Plan.Dist, Plan.DeclaresInductionVar, Plan.InductionType))
    return Why;
  Plan.Pipeline = Plan.Dist->Kind == LoopKind::DoAcross;
  if (Plan.Pipeline)
    if (std::optional<Reason> Why = planPipeline(G, Nest, Plan))
      return Why;
  if (std::optional<Reason> Why = planReductions(G, Nest, Plan))
    return Why;
  for (const PrivateArray &P : Nest.PrivateArrays) {
    // Its copy-out ships the last iteration's elements to every rank.
    if (std::optional<Reason> Why = pointerValuesIn(
            G.Ctx, P.Variable, P.ElementType, G.StoredAddresses))
      return Why;
    if (!hasNameInScope(P.ElementType))
      return unsupported(ReasonKind::UnsupportedArrayShape,
                         "private array '" + P.Variable->getNameAsString() +
                             "', whose element type has no name,");
    std::optional<ArraySectionPlan> Section =
        planSection(G, Nest, P.Variable, P.ArrayBase, P.Section, P.ElementType);
    if (!Section)
      return unspelledRowLength(P.Variable);
    Plan.PrivateArrays.push_back({P.Variable, std::move(*Section)});
  }
  return std::nullopt;
}

/// Fresh names for the first element and the number of elements of a
/// section of Array, in nest S.
void nameSection(PlanContext &G, const VarDecl *Array, const std::string &S,
                 ArraySectionPlan &Section) {
  Section.Elements = G.Names.fresh(Array->getName().str() + "_elems" + S);
  Section.Count = G.Names.fresh(Array->getName().str() + "_count" + S);
}

} // namespace

/// True where every summary of another file's function that the nest
/// relies on is the code linked: its weak symbol resolved, to the address
/// of the function this file calls (the same on every rank). Empty when it
/// relies on none; nullopt when a function's name is not declared at file
/// scope before the loop, where the check names it.
static std::optional<std::string> linkedSummariesCheck(const PlanContext &G,
                                                       const NestInfo &Nest,
                                                       const NestPlan &Plan) {
  std::vector<std::string> Resolved;
  const SourceManager &SM = G.Ctx.getSourceManager();
  for (const std::string &Symbol : Nest.OtherFileSymbols) {
    llvm::StringRef Name = summarizedFunctionName(Symbol);
    auto Found =
        G.Ctx.getTranslationUnitDecl()->lookup(&G.Ctx.Idents.get(Name));
    if (llvm::none_of(Found, [&](const NamedDecl *D) {
          return isa<FunctionDecl>(D) &&
                 SM.isBeforeInTranslationUnit(D->getLocation(),
                                              Plan.Loop->getBeginLoc());
        }))
      return std::nullopt;
    Resolved.push_back("&" + Symbol + " != 0 && " + Symbol +
                       " == (void (*)(void))&" + Name.str());
  }
  return Resolved.empty() ? "" : "(" + llvm::join(Resolved, " && ") + ")";
}

/// The run-time check of the arrays the analysis took as disjoint, of the
/// row tables the nest reads, and of the other files' code it relies on:
/// the row syncs go to Syncs, the conditions the ranks agree on to Agreed.
static std::optional<Reason> planAliasCheck(const PlanContext &G,
                                            const NestInfo &Nest,
                                            NestPlan &Plan,
                                            std::vector<std::string> &Syncs,
                                            std::vector<std::string> &Agreed) {
  for (const auto &[First, Second] : Nest.AliasChecks) {
    std::vector<std::vector<std::string>> A = addressRanges(G, Nest, First),
                                          B = addressRanges(G, Nest, Second);
    if (A.empty() || B.empty())
      return unsupported(ReasonKind::PossibleAliasing,
                         "'" + First.Array->getNameAsString() + "' and '" +
                             Second.Array->getNameAsString() +
                             "' may refer to the same memory, and the size "
                             "of one is not known where the loop runs");
    // Disjoint when some alternative of each has only disjoint ranges. Two
    // pointers compare sections with sections and blocks with blocks.
    std::vector<std::string> Passing;
    for (unsigned I = 0; I < A.size(); ++I)
      for (unsigned J = 0; J < B.size(); ++J) {
        if (A.size() == B.size() && A.size() > 1 && I != J)
          continue;
        std::vector<std::string> Pairs;
        for (const std::string &RangeA : A[I])
          for (const std::string &RangeB : B[J])
            Pairs.push_back(rt::disjoint(RangeA, RangeB));
        Passing.push_back(llvm::join(Pairs, " && "));
      }
    Agreed.push_back(Passing.size() == 1
                         ? Passing.front()
                         : "((" + llvm::join(Passing, ") || (") + "))");
  }
  if (std::optional<Reason> Why = planRowTables(G, Nest, Plan, Syncs, Agreed))
    return Why;
  std::optional<std::string> Linked = linkedSummariesCheck(G, Nest, Plan);
  if (!Linked)
    return unsupported(ReasonKind::UnknownCall,
                       "a function of another file it calls is not declared "
                       "at file scope before the loop, where the run-time "
                       "check of the code linked names it");
  Plan.AliasCheck = *Linked;
  return std::nullopt;
}

/// The run-time keeps an array's slices from its first element on, but a
/// loop may start below it through a pointer into an array (`p[i - 1]`
/// from i = 0 with p = x + 1). The nest then runs distributed only when
/// its lowest slice is at least 0: a check before it unless its bound
/// proves that (a refusal when the bound refutes it).
static std::optional<Reason>
planLowestSliceCheck(const PlanContext &G, const NestInfo &Nest, NestPlan &Plan,
                     std::vector<std::string> &Agreed) {
  const LoopInfo &D = *Plan.Dist;
  const Expr *Lowest = D.Step > 0 ? D.LowerBound : D.UpperBound;
  const int64_t Offset =
      Nest.OwnedShift + (D.Comparison == LoopComparison::Greater ? 1 : 0);
  if (Expr::EvalResult Value; Lowest->EvaluateAsInt(Value, G.Ctx)) {
    if (Value.Val.getInt().getExtValue() + Offset >= 0)
      return std::nullopt;
    return unsupported(ReasonKind::WriteNotOwned,
                       "a loop whose lowest slice lies below the first "
                       "element of its arrays");
  }
  Agreed.push_back("(long)(" + G.Src.exprText(Lowest).str() + ")" +
                   addedConstantText(Offset) + " >= 0");
  Plan.ChecksLowestSlice = true;
  return std::nullopt;
}

// The row lengths the delinearized view of the nest's flat arrays relies
// on and the loop bounds do not prove: AliasCheck tests them.
static void planRowLengthChecks(const NestInfo &Nest, NestPlan &Plan,
                                std::vector<std::string> &Agreed) {
  for (const FlatArrayShape &Flat : Nest.FlatArrays)
    for (const RowLengthCheck &Check : Flat.Checks) {
      if (llvm::is_contained(Plan.CheckedRowLengths, Check.Text))
        continue;
      Agreed.push_back(affineText(Check.Excess) + " < 0");
      Plan.CheckedRowLengths.push_back(Check.Text);
    }
}

// Completes AliasCheck: the row tables are made whole before the checks read
// them, and every rank takes the branch all of them agree on, in one
// collective call (each costs a message round at every execution, which a
// wavefront of short nests pays a thousand times).
static void agreeOnChecks(NestPlan &Plan, std::vector<std::string> Syncs,
                          const std::vector<std::string> &Agreed) {
  if (Syncs.empty() && Agreed.empty())
    return;
  Syncs.push_back(Agreed.empty() ? "1"
                                 : rt::allRanks(llvm::join(Agreed, " && ")));
  std::string Check =
      Syncs.size() == 1 ? Syncs.front() : "(" + llvm::join(Syncs, ", ") + ")";
  Plan.AliasCheck =
      Plan.AliasCheck.empty() ? Check : Plan.AliasCheck + " && " + Check;
}

std::optional<Reason> planNest(PlanContext &G, const NestInfo &Nest,
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
           {&N.RowTables, "rows"},
           {&N.Desc, "desc"},
           {&N.First, "first"},
           {&N.Bound, "bound"},
           {&N.Count, "count"},
           {&N.Touched, "touched"},
           {&N.KLo, "klo"},
           {&N.KHi, "khi"},
           {&N.K, "k"},
           {&N.Lo, "lo"},
           {&N.Hi, "hi"},
           {&N.Level, "level"},
           {&N.Block, "b"},
           {&N.BlockStart, "jb"},
           {&N.JLo, "jlo"},
           {&N.JHi, "jhi"},
           {&N.PipeFirst, "pfirst"},
           {&N.PipeEnd, "pend"}})
    *Field = G.Names.fresh(Base + S);
  for (ReductionPlan &R : Plan.Reductions) {
    if (R.IsArray)
      nameSection(G, R.Variable, S, R.Section);
    else if (R.FoldedInOrder)
      R.Terms = G.Names.fresh(R.Variable->getName().str() + "_terms" + S);
    else
      R.Saved = G.Names.fresh(R.Variable->getName().str() + S);
  }
  for (PrivateArrayPlan &P : Plan.PrivateArrays)
    nameSection(G, P.Variable, S, P.Section);
  if (!Plan.PrivateArrays.empty())
    N.RanLast = G.Names.fresh("ranlast" + S);

  bool Halos = false;
  std::vector<const ArraySummary *> Described;
  for (const ArraySummary &A : Nest.Arrays) {
    if (!A.IsWritten && isRowPointerTable(A))
      continue;
    if (A.DistributedDim < 0 || A.HasNonDistributedReads) {
      if (A.IsWritten && (A.DistributedDim < 0 || Plan.Pipeline))
        return atLoop(Plan, unsupported(ReasonKind::UnsupportedArrayShape,
                                        "array '" + A.Array->getNameAsString() +
                                            "' written but not along the "
                                            "distributed dimension"));
      // The run-time makes the slices every iteration reads whole.
      if (!A.SharedFirst)
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
    // The run-time ships the slices of the arrays a nest writes; one it only
    // reads stays whole, as every nest writing it stays sequential here.
    if (A.IsWritten)
      if (std::optional<Reason> Why = pointerValuesIn(
              G.Ctx, A.Array, copiedElementType(A.Array), G.StoredAddresses))
        return atLoop(Plan, std::move(*Why));
    if (A.HasNonDistributedReads && A.SharedFirst) {
      StringRef First = G.Src.exprText(A.SharedFirst),
                Last = G.Src.exprText(A.SharedLast);
      Fields.SharedFirst = "(long)(" + First.str() + ")";
      Fields.SharedEnd = "(long)(" + Last.str() + ") + 1";
      Plan.SharedSlices.push_back(
          (First == Last ? "slice '" + First.str()
                         : "slices '" + First.str() + "' to '" + Last.str()) +
          "' of '" + Fields.Name + "'");
    }
    if (A.Across) {
      // The run-time needs every slice the writes reach within the extent.
      if (needsTouchedSlices(G, A))
        return atLoop(Plan,
                      unsupported(ReasonKind::UnsupportedArrayShape,
                                  "array '" + A.Array->getNameAsString() +
                                      "', written outside the slices its "
                                      "iterations own, whose first dimension "
                                      "has no known size,"));
      NestPlan::SentToOwners Sent;
      planWritesAcross(Plan, A, Fields, Sent);
      Plan.WritesSentToOwners.push_back(std::move(Sent));
    }
    Plan.NeedsTouchedSlices |= needsTouchedSlices(G, A);
    Halos |= A.ReadHaloBelow || A.ReadHaloAbove;
    Plan.Arrays.push_back(std::move(Fields));
    Described.push_back(&A);
  }
  std::vector<std::string> Syncs, Agreed;
  if (std::optional<Reason> Why = planAliasCheck(G, Nest, Plan, Syncs, Agreed))
    return atLoop(Plan, std::move(*Why));
  if (std::optional<Reason> Why = planLowestSliceCheck(G, Nest, Plan, Agreed))
    return atLoop(Plan, std::move(*Why));
  planRowLengthChecks(Nest, Plan, Agreed);
  agreeOnChecks(Plan, std::move(Syncs), Agreed);
  planHaloStreaming(G, Nest, Described, Plan);
  Plan.Independent = !Plan.Pipeline && !Halos &&
                     llvm::none_of(Plan.Reductions, [](const ReductionPlan &R) {
                       return R.CombinesInIterationOrder;
                     });
  Plan.Hook = chooseHook(Nest, Plan.Independent, G.Options.NoHooks);
  if (Plan.Hook.StripMined) {
    N.StripLeft = G.Names.fresh("stripleft" + S);
    N.StripBlock = G.Names.fresh("stripb" + S);
    N.StripRun = G.Names.fresh("striprun" + S);
  }
  return std::nullopt;
}

} // namespace autolb
