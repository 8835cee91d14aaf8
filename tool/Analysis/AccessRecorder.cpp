//===- AccessRecorder.cpp - where the access walk stands ------------------===//

#include "Analysis/AccessRecorder.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ReductionForm.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StringReads.h"
#include "clang/AST/ExprCXX.h"
#include <algorithm>
#include <iterator>

using namespace clang;

namespace autolb {

AccessRecorder::AccessRecorder(LoopTree &Tree, ASTContext &Ctx,
                               NestAccesses &Out, const CallSummaries &Calls)
    : Tree(Tree), Ctx(Ctx), Out(Out), Calls(Calls), Indices(Tree) {
  for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
    LoopIndex[Tree.Loops[L].Loop] = L;
    if (Tree.Loops[L].InductionVar)
      Out.Written.insert(Tree.Loops[L].InductionVar);
  }
}

void AccessRecorder::addReason(int Loop, ReasonKind Kind, std::string Message,
                               SourceLocation Loc, std::string NoteText) {
  addUniqueReason(
      Tree.Loops[Loop].Reasons,
      {Kind, std::move(Message), Loc, {{Loc, std::move(NoteText)}}});
}

/// A read of the element of a range-based for that is a const reference to
/// a number: a read of that number, which the loop read from its container
/// (StmtAccessWalker.h).
static bool isRangeForElementRead(const Stmt *S) {
  const auto *Ref = dyn_cast<DeclRefExpr>(S);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->isCXXForRangeDecl() ||
      !Var->getType()->isLValueReferenceType())
    return false;
  QualType Element = Var->getType().getNonReferenceType();
  return Element.isConstQualified() && Element->isArithmeticType();
}

bool AccessRecorder::cxxConstruct(const Stmt *S) {
  if (boundElementReference(S) || isRangeForElementRead(S))
    return false; // walked as the element it names, or a number read
  if (isStringVariableUse(S))
    return false; // a string's character, size or change (StringReads.h)
  std::optional<std::string> Construct = unanalysedCxxConstruct(S, Ctx);
  if (!Construct)
    return false;
  addReasonToAll(ReasonKind::CxxConstruct,
                 "C++ construct not analysed: " + *Construct, S->getBeginLoc(),
                 *Construct + " here");
  return true;
}

const VarDecl *AccessRecorder::boundElementReference(const Stmt *S) const {
  const VarDecl *R = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    R = dyn_cast<VarDecl>(Ref->getDecl());
  else if (const auto *Decls = dyn_cast<DeclStmt>(S);
           Decls && Decls->isSingleDecl())
    R = dyn_cast<VarDecl>(Decls->getSingleDecl());
  if (!R || !R->getType()->isLValueReferenceType() || !boundElement(R, Ctx))
    return nullptr;
  return R;
}

void AccessRecorder::addReasonToAll(ReasonKind Kind, const std::string &Message,
                                    SourceLocation Loc,
                                    const std::string &NoteText) {
  for (int L = CurLoop; L >= 0; L = Tree.Loops[L].Parent)
    addReason(L, Kind, Message, Loc, NoteText);
}

void AccessRecorder::recordScalar(const VarDecl *Var, bool IsWrite,
                                  SourceLocation Loc) {
  ScalarReference Ref;
  Ref.Var = Var;
  Ref.IsWrite = IsWrite;
  Ref.Order = NextOrder++;
  Ref.Loop = CurLoop;
  Ref.Conditional = CondDepth > 0;
  Ref.Loc = Loc;
  if (CurUpdate && reductionTargetVariable(CurTarget) == Var &&
      isa<DeclRefExpr>(CurTarget->IgnoreParenImpCasts()))
    Ref.Reduction = CurUpdate;
  if (IsWrite)
    Out.Written.insert(Var);
  Out.Scalars.push_back(Ref);
}

void AccessRecorder::recordPointerRead(const VarDecl *Var, SourceLocation Loc) {
  recordScalar(Var, /*IsWrite=*/false, Loc);
  Out.Scalars.back().Reduction.reset();
}

std::size_t
AccessRecorder::recordArray(const Expr *Outer, const VarDecl *Var,
                            ArrayStorage Storage,
                            const std::vector<const Expr *> &Subscripts,
                            std::string Text, bool IsWrite) {
  const bool Updated = CurUpdate && sameExpression(CurTarget, Outer);
  // A read whose subscript is one of several values (an index variable
  // assigned a conditional) reads at one of them: one reference each, so
  // that every dependence and halo of any of them is seen. A write keeps
  // the subscript as written, which no analysis can place.
  std::vector<std::vector<IndexValue>> Choices(1);
  for (const Expr *Subscript : Subscripts) {
    llvm::SmallVector<IndexValue, 2> Values =
        IsWrite || Updated ? llvm::SmallVector<IndexValue, 2>{IndexValue{
                                 Indices.resolve(Subscript), {}}}
                           : Indices.alternatives(Subscript);
    std::vector<std::vector<IndexValue>> Longer;
    for (const std::vector<IndexValue> &Prefix : Choices)
      for (const IndexValue &Value : Values) {
        Longer.push_back(Prefix);
        Longer.back().push_back(Value);
      }
    Choices = std::move(Longer);
  }
  if (Choices.size() > IndexVariables::MaxAlternatives) {
    Choices.assign(1, {});
    for (const Expr *Subscript : Subscripts)
      Choices.front().push_back({Indices.resolve(Subscript), {}});
  }
  const std::size_t First = Out.Arrays.size();
  for (const std::vector<IndexValue> &Chosen : Choices) {
    ArrayReference Ref;
    Ref.Array = Var;
    Ref.Storage = Storage;
    Ref.Ref = Outer;
    Ref.ElementType = Outer->getType();
    Ref.Loc = Outer->getExprLoc();
    for (const IndexValue &Subscript : Chosen) {
      Ref.SubscriptExprs.push_back(Subscript.Value);
      Ref.Subscripts.push_back(buildAffine(Subscript.Value, Ctx));
      Ref.Guards.insert(Ref.Guards.end(), Subscript.Guards.begin(),
                        Subscript.Guards.end());
    }
    Ref.IsWrite = IsWrite;
    Ref.Order = NextOrder++;
    Ref.Loop = CurLoop;
    Ref.Conditional = CondDepth > 0;
    Ref.Text = Text;
    if (Updated)
      Ref.Reduction = CurUpdate;
    Out.Arrays.push_back(std::move(Ref));
  }
  return First;
}

void AccessRecorder::recordRowTableElement(
    const Expr *Outer, const VarDecl *Var,
    const std::vector<const Expr *> &Subscripts, std::string Text, bool IsWrite,
    std::optional<uint64_t> CallColumns) {
  const std::size_t First = recordArray(Outer, Var, ArrayStorage::Pointer,
                                        Subscripts, std::move(Text), IsWrite);
  if (CallColumns)
    for (auto Ref = Out.Arrays.begin() + First; Ref != Out.Arrays.end();
         ++Ref) {
      Ref->Subscripts.push_back(std::nullopt);
      Ref->CallColumns = CallColumns;
      Ref->ElementType = Outer->getType()->getPointeeType();
    }
  std::vector<ArrayReference> &Into =
      IsWrite ? Out.RowTableWrites : Out.RowTableReads;
  std::move(Out.Arrays.begin() + First, Out.Arrays.end(),
            std::back_inserter(Into));
  Out.Arrays.erase(Out.Arrays.begin() + First, Out.Arrays.end());
}

void AccessRecorder::recordCallAccess(const VarDecl *Var, ArrayStorage Storage,
                                      const std::vector<const Expr *> &Known,
                                      unsigned Rank, QualType ElementType,
                                      SourceLocation Loc, std::string Text,
                                      bool IsWrite) {
  ArrayReference Ref;
  Ref.Array = Var;
  Ref.Storage = Storage;
  Ref.ElementType = ElementType;
  Ref.Loc = Loc;
  Ref.SubscriptExprs = Known;
  for (const Expr *Subscript : Known)
    Ref.Subscripts.push_back(buildAffine(Subscript, Ctx));
  Ref.Subscripts.resize(std::max<size_t>(Rank, Known.size()));
  Ref.IsWrite = IsWrite;
  Ref.Order = NextOrder++;
  Ref.Loop = CurLoop;
  Ref.Conditional = CondDepth > 0;
  Ref.Text = std::move(Text);
  Out.Arrays.push_back(std::move(Ref));
}

void AccessRecorder::markDiscarded(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  DiscardedValues.insert(E);
  if (const auto *Binary = dyn_cast<BinaryOperator>(E);
      Binary && Binary->getOpcode() == BO_Comma) {
    markDiscarded(Binary->getLHS());
    markDiscarded(Binary->getRHS());
  } else if (const auto *Cast = dyn_cast<CStyleCastExpr>(E);
             Cast && Cast->getType()->isVoidType()) {
    markDiscarded(Cast->getSubExpr());
  } else if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E)) {
    // C++ temporaries of a statement (`x = std::max(x, a + b)`).
    markDiscarded(Cleanups->getSubExpr());
  }
}

} // namespace autolb
