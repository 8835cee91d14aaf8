//===- ExprAccessWalker.cpp - the references an expression makes ---------===//

#include "Analysis/ExprAccessWalker.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/MemberReads.h"
#include "Analysis/ReductionForm.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StringReads.h"

using namespace clang;

namespace autolb {

void ExprAccessWalker::expr(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (raisesExceptionFlags(E) && Calls.stateReads().ExceptionFlags &&
      ExceptionFlagsLoops.insert(CurLoop).second)
    addReasonToAll(ReasonKind::UnknownCall,
                   "the program reads the floating-point exception flags "
                   "(fetestexcept), which each rank's arithmetic raises for "
                   "its own iterations only",
                   E->getExprLoc(), "floating-point arithmetic here");
  if (subscriptedVector(E))
    return vectorReference(E, /*IsWrite=*/false);
  if (subscriptedString(E))
    return stringReference(E, /*IsWrite=*/false);
  if (const VarDecl *String = stringSizeQuery(E)) {
    // Only a change the loops make moves its size, and that is a reason.
    unreadableString(String, E->getExprLoc(), "size read here");
    return;
  }
  if (changedString(E))
    return;
  if (const VarDecl *Bound = boundElementReference(E))
    return boundElementUse(Bound, /*IsWrite=*/false);
  if (subscriptedVectorTable(E))
    return vectorTableReference(E, /*IsWrite=*/false);
  if (subscriptedMemberContainer(E))
    return memberContainerReference(E, /*IsWrite=*/false);
  if (const MemberExpr *Container = memberContainerSizeQuery(E)) {
    const VarDecl *Record = constMemberContainerRecord(*Container);
    if (Record && !Out.DeclaredIn.count(Record))
      return; // a const container's size does not change
  }
  if (const VarDecl *Vector = vectorSizeQuery(E);
      Vector && !vectorInstability(Vector, Ctx))
    return; // its size is fixed: it reads nothing that changes
  // A table changed in the tree is used otherwise there (RowTables.h).
  if (vectorTableSizeQuery(E)) {
    if (const auto *Row =
            dyn_cast<CXXOperatorCallExpr>(cast<CXXMemberCallExpr>(E)
                                              ->getImplicitObjectArgument()
                                              ->IgnoreParenImpCasts()))
      expr(vectorIndex(Row));
    return;
  }
  if (cxxConstruct(E))
    return;
  if (isTrivialAssignment(E)) {
    const auto *Assign = cast<CallExpr>(E);
    return assignment(Assign, Assign->getArg(0), Assign->getArg(1),
                      /*ReadsTarget=*/false);
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (Binary->getOpcode() == BO_Comma)
      markDiscarded(Binary->getLHS());
    if (Binary->isAssignmentOp())
      return assignment(Binary, Binary->getLHS(), Binary->getRHS(),
                        Binary->isCompoundAssignmentOp());
    if (Binary->isLogicalOp()) {
      expr(Binary->getLHS());
      ++CondDepth;
      expr(Binary->getRHS());
      --CondDepth;
      return;
    }
    if (Binary->isAdditiveOp() &&
        (Binary->getLHS()->getType()->isPointerType() ||
         Binary->getRHS()->getType()->isPointerType()))
      addReasonToAll(ReasonKind::PointerArithmetic,
                     "pointer arithmetic '" + compactSourceText(E, Ctx) +
                         "' cannot be proved free of aliasing",
                     E->getExprLoc(), "pointer arithmetic here");
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (Unary->isIncrementDecrementOp())
      return assignment(Unary, Unary->getSubExpr(), nullptr, true);
    if (Unary->getOpcode() == UO_AddrOf)
      return addressOf(Unary);
    if (Unary->getOpcode() == UO_Deref) {
      if (const VarDecl *Pointer = elementPointer(Unary->getSubExpr(), Ctx))
        return boundElementUse(Pointer, /*IsWrite=*/false);
      addReasonToAll(ReasonKind::PointerArithmetic,
                     "dereference '" + compactSourceText(E, Ctx) +
                         "' cannot be proved free of aliasing",
                     E->getExprLoc(), "dereference here");
      // `*(p + i)` is one reason, not two.
      const Expr *Address = Unary->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *Sum = dyn_cast<BinaryOperator>(Address);
          Sum && Sum->isAdditiveOp()) {
        expr(Sum->getLHS());
        expr(Sum->getRHS());
        return;
      }
    }
  }
  if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(E)) {
    expr(Cond->getCond());
    ++CondDepth;
    expr(Cond->getTrueExpr());
    expr(Cond->getFalseExpr());
    --CondDepth;
    return;
  }
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
    return arrayReference(Sub, /*IsWrite=*/false);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return declRef(Ref, /*IsWrite=*/false);
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return member(Member, /*IsWrite=*/false);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return call(Call);
  if (isUnevaluatedOperator(E))
    return; // sizeof and friends do not evaluate their operand.
  if (isa<UnaryExprOrTypeTraitExpr>(E)) {
    // Its variable-length array's sizes are in its type: not walked.
    addReasonToAll(ReasonKind::UnsupportedAccess,
                   "sizeof of a variable-length array type evaluates its "
                   "sizes, which the analysis does not follow",
                   E->getExprLoc(), "sizeof here");
    return;
  }
  // An operand's value is used (`-(s += x)`; C++'s lvalue-to-rvalue cast
  // of `(s += x)`): only statements below an expression are statements.
  for (const Stmt *Child : E->children()) {
    if (const auto *Operand = dyn_cast_or_null<Expr>(Child))
      expr(Operand);
    else
      stmt(Child);
  }
}

void ExprAccessWalker::storedPointer(const Expr *Value) {
  const auto *Sum = dyn_cast<BinaryOperator>(Value->IgnoreParenImpCasts());
  if (!Sum || !Sum->isAdditiveOp() || !Sum->getType()->isPointerType())
    return expr(Value);
  expr(Sum->getLHS());
  expr(Sum->getRHS());
}

void ExprAccessWalker::assignment(const Expr *Whole, const Expr *Target,
                                  const Expr *Value, bool ReadsTarget) {
  const Expr *FormTarget = nullptr;
  bool OrderDependent;
  std::optional<ReductionUpdate> Update =
      reductionForm(Whole, FormTarget, OrderDependent);
  // `y[i] = (s += x[i])` reads each partial value: not a reduction.
  if (!isDiscarded(Whole->IgnoreParens()))
    Update.reset();
  std::optional<ReductionUpdate> SavedUpdate = CurUpdate;
  const Expr *SavedTarget = CurTarget;
  if (Update) {
    CurUpdate = Update;
    CurTarget = FormTarget;
  }
  if (ReadsTarget)
    lvalue(Target, /*IsWrite=*/false);
  const VarDecl *Stored = referencedVariable(Target->IgnoreParenImpCasts());
  if (Value && !ReadsTarget && Stored && Stored->getType()->isPointerType())
    storedPointer(Value);
  else if (Value)
    expr(Value);
  lvalue(Target, /*IsWrite=*/true);
  if (OrderDependent && !Out.Scalars.empty() &&
      Out.Scalars.back().Var == referencedVariable(Target))
    Out.Scalars.back().OrderDependentMinMax = true;
  CurUpdate = SavedUpdate;
  CurTarget = SavedTarget;
}

void ExprAccessWalker::boundElementUse(const VarDecl *Bound, bool IsWrite) {
  const Expr *Element = boundElement(Bound, Ctx);
  if (subscriptedVector(Element))
    return vectorReference(Element, IsWrite);
  arrayReference(cast<ArraySubscriptExpr>(Element), IsWrite);
}

void ExprAccessWalker::lvalue(const Expr *Target, bool IsWrite) {
  Target = Target->IgnoreParenImpCasts();
  if (subscriptedVector(Target))
    return vectorReference(Target, IsWrite);
  if (subscriptedString(Target))
    return stringReference(Target, IsWrite);
  if (const VarDecl *Bound = boundElementReference(Target))
    return boundElementUse(Bound, IsWrite);
  if (subscriptedVectorTable(Target))
    return vectorTableReference(Target, IsWrite);
  if (subscriptedMemberContainer(Target))
    return memberContainerReference(Target, IsWrite);
  if (cxxConstruct(Target))
    return;
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target))
    return arrayReference(Sub, IsWrite);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Target))
    return declRef(Ref, IsWrite);
  if (const auto *Member = dyn_cast<MemberExpr>(Target))
    return member(Member, IsWrite);
  const auto *Deref = dyn_cast<UnaryOperator>(Target);
  const bool Dereference = Deref && Deref->getOpcode() == UO_Deref;
  if (const VarDecl *Pointer =
          Dereference ? elementPointer(Deref->getSubExpr(), Ctx) : nullptr)
    return boundElementUse(Pointer, IsWrite);
  // A dereference explains itself when expr() visits it.
  if (IsWrite && !Dereference) {
    addReasonToAll(ReasonKind::PointerArithmetic,
                   "write through '" + compactSourceText(Target, Ctx) +
                       "' cannot be proved free of aliasing",
                   Target->getExprLoc(), "write here");
  }
  expr(Target);
}

// Floating-point arithmetic, conversions to, from and between floating
// types, and calls (whose code may do either): what may raise an exception
// flag.
bool ExprAccessWalker::raisesExceptionFlags(const Expr *E) {
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return !Binary->isAssignmentOp() && !Binary->isCommaOp() &&
           (Binary->getLHS()->getType()->isFloatingType() ||
            Binary->getRHS()->getType()->isFloatingType());
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return Cast->getCastKind() == CK_IntegralToFloating ||
           Cast->getCastKind() == CK_FloatingToIntegral ||
           Cast->getCastKind() == CK_FloatingCast;
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->isIncrementDecrementOp() &&
           Unary->getType()->isFloatingType();
  return isa<CallExpr>(E);
}

void ExprAccessWalker::addressOf(const UnaryOperator *AddrOf) {
  const Expr *Operand = AddrOf->getSubExpr()->IgnoreParenImpCasts();
  if (const VarDecl *Var = referencedVariable(Operand)) {
    int L = Tree.loopOfInductionVar(Var, CurLoop);
    if (L >= 0) {
      addReason(L, ReasonKind::AddressTakenInductionVariable,
                "the address of induction variable '" + Var->getName().str() +
                    "' is taken",
                AddrOf->getExprLoc(), "address taken here");
      return;
    }
  }
  addReasonToAll(ReasonKind::PointerArithmetic,
                 "the address '" + compactSourceText(AddrOf, Ctx) +
                     "' is taken and may be written through",
                 AddrOf->getExprLoc(), "address taken here");
  lvalue(AddrOf->getSubExpr(), /*IsWrite=*/true);
}

void ExprAccessWalker::call(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const std::string Name = !Callee ? compactSourceText(Call->getCallee(), Ctx)
                           : isa<CXXMethodDecl>(Callee)
                               ? Callee->getQualifiedNameAsString()
                               : Callee->getNameAsString();
  CallEffects Effects;
  Effects.Unknown = CallSummaries::UnknownEffects;
  if (Callee)
    Effects = Calls.effectsOf(Callee);
  Out.OtherFileSymbols.insert(Effects.OtherFileSymbols.begin(),
                              Effects.OtherFileSymbols.end());
  if (!Effects.known() && isStandardOutputCall(Call)) {
    // Replicated code prints it once; a distributed loop would print its
    // iterations' output out of order.
    addReasonToAll(ReasonKind::OutputCall,
                   "call to '" + Name +
                       "' writes output, whose order the iterations must keep",
                   Call->getExprLoc(), "output here");
  } else if (!Effects.known()) {
    std::string Message =
        Effects.Unknown == CallSummaries::UnknownEffects
            ? "call to '" + Name + "' has unknown side effects"
            : "call to '" + Name +
                  "' may have effects beyond its result: " + Effects.Unknown;
    addReasonToAll(ReasonKind::UnknownCall, Message, Call->getExprLoc(),
                   "call to '" + Name + "' here");
  }
  const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call);
  if (MemberCall)
    memberCallObject(MemberCall, Name, Effects, /*IsWrite=*/false);
  else if (const auto *Member =
               dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    expr(Member->getBase()); // `s.f()` of a static member function
  for (unsigned A = 0; A < Call->getNumArgs(); ++A) {
    if (Effects.known() && Effects.ReadParams.contains(A))
      argumentRead(Call, Name, Call->getArg(A));
    else if (!(Effects.known() && (Effects.ElementParams.count(A) ||
                                   Effects.WrittenParams.contains(A))))
      expr(Call->getArg(A));
  }
  if (Effects.known())
    for (const auto &[Position, IndexPosition] : Effects.ElementParams)
      if (std::max(Position, IndexPosition) < Call->getNumArgs())
        elementAccess(Call, Name, Call->getArg(Position),
                      Call->getArg(IndexPosition));
  if (Effects.known())
    for (unsigned Position : Effects.WrittenParams)
      if (Position < Call->getNumArgs())
        sectionAccess(Call, Name, Call->getArg(Position),
                      Effects.ParamExtents.lookup(Position));
  if (Effects.known())
    for (const VarDecl *Global : Effects.ReadGlobals)
      globalRead(Call, Global);
  if (MemberCall && Effects.known() && Effects.WritesObject)
    memberCallObject(MemberCall, Name, Effects, /*IsWrite=*/true);
}

void ExprAccessWalker::memberCallObject(const CXXMemberCallExpr *Call,
                                        const std::string &Callee,
                                        const CallEffects &Effects,
                                        bool IsWrite) {
  const Expr *Object = Call->getImplicitObjectArgument();
  const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
  if (!Member || !Member->isArrow())
    return IsWrite ? lvalue(Object, /*IsWrite=*/true) : expr(Object);
  if (IsWrite)
    return;
  if (Effects.known() && (Effects.ReadsObject || Effects.WritesObject))
    addReasonToAll(ReasonKind::PointerArithmetic,
                   "call to '" + Callee + "' through pointer '" +
                       compactSourceText(Object, Ctx) +
                       "' cannot be proved free of aliasing",
                   Call->getExprLoc(), "call here");
  expr(Object);
}

void ExprAccessWalker::member(const MemberExpr *Member, bool IsWrite) {
  // `p->f` of a pointer to an element: a field of that element, which
  // counts as the whole element, as `a[i].f` does.
  if (const VarDecl *Pointer =
          Member->isArrow() ? elementPointer(Member->getBase(), Ctx) : nullptr)
    return boundElementUse(Pointer, IsWrite);
  const bool ThroughReference = isReachedThroughReference(*Member);
  if (Member->isArrow() || ThroughReference) {
    Out.Members.push_back({Member, CurLoop, IsWrite});
    // A reference names the same object in every iteration: only the
    // member is read.
    if (!IsWrite && isJudgedByType(*Member)) {
      if (!ThroughReference)
        expr(Member->getBase());
      return;
    }
    addReasonToAll(ReasonKind::PointerArithmetic,
                   std::string(ThroughReference ? "access through reference '"
                                                : "access through pointer '") +
                       compactSourceText(Member, Ctx) +
                       "' cannot be proved free of aliasing",
                   Member->getExprLoc(), "access here");
    expr(Member->getBase());
    return;
  }
  // `p->a.m` reads only the member m of the object p points to, judged by
  // type like `p->m`.
  if (!IsWrite && isJudgedByType(*Member)) {
    Out.Members.push_back({Member, CurLoop, IsWrite});
    if (const MemberExpr *Entry = memberThroughObject(*Member);
        Entry->isArrow())
      expr(Entry->getBase());
    return;
  }
  // A field of a struct variable counts as the whole variable.
  const Expr *Base = Member->getBase()->IgnoreParenImpCasts();
  if (IsWrite)
    lvalue(Base, true);
  else
    expr(Base);
}

void ExprAccessWalker::declRef(const DeclRefExpr *Ref, bool IsWrite) {
  const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
  if (!Var || cxxConstruct(Ref))
    return;
  if (Var->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + Var->getName().str() + "'",
                   Ref->getLocation(), "volatile access here");
  int IVLoop = Tree.loopOfInductionVar(Var, CurLoop);
  if (IVLoop >= 0 && Tree.Loops[IVLoop].IsCanonical) {
    if (IsWrite) {
      LoopInfo &Loop = Tree.Loops[IVLoop];
      addReason(IVLoop, ReasonKind::NonCanonicalLoop,
                "the induction variable '" + Var->getName().str() +
                    "' is modified in the loop body",
                Ref->getLocation(), "modified here");
      Loop.IsCanonical = false;
    }
    return;
  }
  if (Var->getType()->isArrayType()) {
    addReasonToAll(ReasonKind::PointerArithmetic,
                   "array '" + Var->getName().str() + "' is used as a pointer",
                   Ref->getLocation(), "used here");
    return;
  }
  recordScalar(Var, IsWrite, Ref->getLocation());
}

// How the array Var of a reference is held; PointedToWhole for the P of
// `(*P)[i]`.
static ArrayStorage storageOf(const VarDecl *Var, bool PointedToWhole) {
  QualType Type = Var->getType();
  const auto *Param = dyn_cast<ParmVarDecl>(Var);
  if (PointedToWhole)
    return ArrayStorage::PointedToArray;
  if (Param && Param->getOriginalType()->isArrayType())
    return ArrayStorage::ArrayParameter;
  if (Type->isArrayType())
    return ArrayStorage::Array;
  if (Type->isPointerType() && Type->getPointeeType()->isArrayType())
    return ArrayStorage::PointerToArray;
  return ArrayStorage::Pointer;
}

void ExprAccessWalker::arrayReference(const ArraySubscriptExpr *Outer,
                                      bool IsWrite) {
  std::vector<const Expr *> Subscripts;
  const Expr *Base = Outer;
  while (const auto *Sub =
             dyn_cast<ArraySubscriptExpr>(Base->IgnoreParenImpCasts())) {
    Subscripts.insert(Subscripts.begin(), Sub->getIdx());
    Base = Sub->getBase();
  }
  Base = Base->IgnoreParenImpCasts();
  for (const Expr *Subscript : Subscripts)
    expr(Subscript);
  // `r[i]` of a reference `double (&r)[N]` or `double *&r`: r is another
  // name of an array or pointer variable.
  if (cxxConstruct(Base))
    return;

  const VarDecl *PointerToWhole = pointerToWholeArray(Base);
  const VarDecl *Var =
      PointerToWhole ? PointerToWhole : referencedVariable(Base);
  std::string Text = compactSourceText(Outer, Ctx);
  if (!Var) {
    addReasonToAll(ReasonKind::UnsupportedAccess,
                   "the array of '" + Text + "' cannot be identified",
                   Outer->getExprLoc(), "access here");
    expr(Base);
    return;
  }
  if (Var->getType().isVolatileQualified() ||
      Outer->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + Var->getName().str() + "'",
                   Outer->getExprLoc(), "volatile access here");
  ArrayStorage Storage = storageOf(Var, PointerToWhole);
  if (Outer->getType()->isArrayType()) {
    addReasonToAll(ReasonKind::PointerArithmetic,
                   "'" + Text + "' is used as a pointer", Outer->getExprLoc(),
                   "used here");
    return;
  }
  if (Storage == ArrayStorage::Pointer && Subscripts.size() > 1) {
    // Used as a[e1][e2] and nothing else, the table may be read whole or
    // written by rows (RowTables.h), judged after the walk.
    if (Subscripts.size() == 2 && Outer->getType()->isArithmeticType())
      return recordRowTableElement(Outer, Var, Subscripts, std::move(Text),
                                   IsWrite);
    const std::string Name = Var->getName().str();
    addReasonToAll(ReasonKind::UnsupportedAccess,
                   "'" + Name +
                       "' is an array of row pointers, whose rows may alias "
                       "one another (a matrix allocated in one block, "
                       "declared 'T (*" +
                       Name + ")[m]' or indexed '" + Name +
                       "[i*m + j]', can be distributed)",
                   Outer->getExprLoc(), "access here");
    return;
  }
  if (Var->getType()->isPointerType())
    recordPointerRead(Var, Base->getExprLoc());
  recordArray(Outer, Var, Storage, Subscripts, std::move(Text), IsWrite);
}

bool ExprAccessWalker::unstableVector(const VarDecl *Vector, SourceLocation Loc,
                                      StringRef Use) {
  std::optional<std::string> Why = vectorInstability(Vector, Ctx);
  if (!Why)
    return false;
  addReasonToAll(
      ReasonKind::CxxConstruct,
      containerName(Vector->getType()).str() + " '" +
          Vector->getNameAsString() +
          "' may move its buffer or be reached by another name: " + *Why,
      Loc, Use.str());
  return true;
}

void ExprAccessWalker::vectorReference(const Expr *Subscript, bool IsWrite) {
  const VarDecl *Vector = subscriptedVector(Subscript);
  const Expr *Index = vectorIndex(Subscript);
  expr(Index);
  if (unstableVector(Vector, Subscript->getExprLoc(), "element access here"))
    return;
  if (Vector->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + Vector->getNameAsString() + "'",
                   Subscript->getExprLoc(), "volatile access here");
  const std::size_t First =
      recordArray(Subscript, Vector, ArrayStorage::Vector, {Index},
                  compactSourceText(Subscript, Ctx), IsWrite);
  for (std::size_t I = First; I < Out.Arrays.size(); ++I)
    Out.Arrays[I].ElementType = vectorElementType(Vector->getType());
}

bool ExprAccessWalker::unreadableString(const VarDecl *String,
                                        SourceLocation Loc, StringRef Use) {
  std::optional<std::string> Why = stringExposure(String, Ctx);
  if (!Why)
    return false;
  addReasonToAll(ReasonKind::CxxConstruct,
                 "C++ construct not analysed: std::string '" +
                     String->getNameAsString() +
                     "' may be changed through another name: " + *Why,
                 Loc, Use.str());
  return true;
}

bool ExprAccessWalker::changedString(const Expr *E) {
  const VarDecl *String = nullptr;
  std::optional<std::string> Change = stringChange(E, String);
  if (!Change)
    return false;
  addReasonToAll(ReasonKind::CxxConstruct,
                 "std::string '" + String->getNameAsString() +
                     "' is changed in the loop (" + *Change +
                     "): strings are analysed only where read",
                 E->getExprLoc(), "change here");
  // The other operands are still evaluated: their references count for
  // the loops beside this one.
  if (const auto *Call = dyn_cast<CallExpr>(E))
    for (const Expr *Arg : Call->arguments())
      if (referencedVariable(Arg->IgnoreParenImpCasts()) != String)
        expr(Arg);
  return true;
}

void ExprAccessWalker::stringReference(const Expr *Subscript, bool IsWrite) {
  const VarDecl *String = subscriptedString(Subscript);
  expr(vectorIndex(Subscript));
  const std::string Text = compactSourceText(Subscript, Ctx);
  const SourceLocation Loc = Subscript->getExprLoc();
  if (IsWrite || !isPlainVectorElementUse(Subscript, Ctx)) {
    addReasonToAll(ReasonKind::CxxConstruct,
                   "std::string '" + String->getNameAsString() +
                       "' is changed in the loop (" +
                       (IsWrite ? "'" + Text + "' is written"
                                : "a reference to '" + Text +
                                      "' is bound or its address taken") +
                       "): strings are analysed only where read",
                   Loc, "change here");
    return;
  }
  if (unreadableString(String, Loc, "element access here"))
    return;
  if (String->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + String->getNameAsString() + "'",
                   Loc, "volatile access here");
  Out.StringReads.push_back({Subscript, String, CurLoop});
}

void ExprAccessWalker::vectorTableReference(const Expr *Element, bool IsWrite) {
  const VarDecl *Table = subscriptedVectorTable(Element);
  const std::vector<const Expr *> Subscripts{vectorTableRow(Element),
                                             vectorIndex(Element)};
  for (const Expr *Subscript : Subscripts)
    expr(Subscript);
  std::string Text = compactSourceText(Element, Ctx);
  const std::string Name = Table->getNameAsString();
  // Not structural: replicated code may write rows, which no distributed
  // nest writes (SyncPlacement makes their reads whole).
  if (IsWrite || !isPlainVectorElementUse(Element, Ctx)) {
    addReasonToAll(ReasonKind::CxxConstruct,
                   "'" + Name + "' is a vector of vectors, whose rows " +
                       (IsWrite ? "are written ('" + Text + "')"
                                : "are bound to a reference or their address "
                                  "taken ('" +
                                      Text + "')") +
                       ": only a table whose rows the loops read can be "
                       "distributed",
                   Element->getExprLoc(), "access here");
    return;
  }
  if (Table->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + Name + "'", Element->getExprLoc(),
                   "volatile access here");
  recordRowTableElement(Element, Table, Subscripts, std::move(Text));
  Out.RowTableReads.back().ElementType =
      vectorElementType(vectorElementType(Table->getType()));
}

void ExprAccessWalker::memberContainerReference(const Expr *Element,
                                                bool IsWrite) {
  const MemberExpr *Container = subscriptedMemberContainer(Element);
  expr(vectorIndex(Element));
  const std::string Name =
      containerName(Container->getType()).str() + " member '" +
      Container->getMemberDecl()->getQualifiedNameAsString() + "'";
  const VarDecl *Record = constMemberContainerRecord(*Container);
  std::optional<std::string> Why;
  if (IsWrite)
    Why = "the loops write it";
  else if (!isPlainVectorElementUse(Element, Ctx))
    Why = "a reference to an element is bound or its address taken";
  else if (!Record)
    Why = "only a container reached through a const record variable or "
          "reference, by '.' alone, is read whole";
  else if (Out.DeclaredIn.count(Record))
    Why = "'" + Record->getNameAsString() + "' is declared inside the loops";
  if (Why) {
    addReasonToAll(ReasonKind::CxxConstruct,
                   "C++ construct not analysed: element of " + Name +
                       ", a container reached through a record: " + *Why,
                   Element->getExprLoc(), "access here");
    return;
  }
  if (Record->getType().isVolatileQualified() ||
      Container->getType().isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + compactSourceText(Container, Ctx) +
                       "'",
                   Element->getExprLoc(), "volatile access here");
  recordRowTableElement(Element, Record, {}, compactSourceText(Element, Ctx));
  Out.RowTableReads.back().ElementType =
      vectorElementType(Container->getType());
}

// The subscripts that reach a number from a value of Type (pointers'
// pointees, `rows[i][j]` of `float **rows`, then array dimensions), and
// that number's type.
static unsigned subscriptsToNumber(QualType Type, QualType &Element) {
  unsigned Rank = 0;
  while (Type->isPointerType()) {
    Type = Type->getPointeeType();
    ++Rank;
  }
  while (const auto *Array = Type->getAsArrayTypeUnsafe()) {
    Type = Array->getElementType();
    ++Rank;
  }
  Element = Type;
  return Rank;
}

void ExprAccessWalker::volatileArgument(const VarDecl *Var, QualType Element,
                                        const Expr *Arg) {
  if (Var->getType().isVolatileQualified() || Element.isVolatileQualified())
    addReasonToAll(ReasonKind::VolatileAccess,
                   "access to volatile '" + Var->getName().str() + "'",
                   Arg->getExprLoc(), "volatile access here");
}

void ExprAccessWalker::elementAccess(const CallExpr *Call,
                                     const std::string &Callee,
                                     const Expr *Array, const Expr *Index) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Array->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  QualType Element;
  if (!Var || subscriptsToNumber(Var->getType(), Element) != 1) {
    addReasonToAll(ReasonKind::UnknownCall,
                   "call to '" + Callee + "' writes an element of '" +
                       compactSourceText(Array, Ctx) +
                       "', whose array cannot be identified",
                   Array->getExprLoc(), "argument here");
    expr(Array);
    return;
  }
  callReadAndWrite(Var, Ref, Element, Array, {Index}, 1, Call->getExprLoc(),
                   compactSourceText(Call, Ctx));
}

void ExprAccessWalker::callReadAndWrite(const VarDecl *Var,
                                        const DeclRefExpr *Ref,
                                        QualType Element, const Expr *Arg,
                                        const std::vector<const Expr *> &Known,
                                        unsigned Rank, SourceLocation Loc,
                                        const std::string &Text,
                                        std::optional<uint64_t> CallColumns) {
  volatileArgument(Var, Element, Arg);
  if (Var->getType()->isPointerType())
    recordPointerRead(Var, Ref->getLocation());
  for (bool IsWrite : {false, true}) {
    recordCallAccess(Var, storageOf(Var, /*PointedToWhole=*/false), Known, Rank,
                     Element, Loc, Text, IsWrite);
    Out.Arrays.back().CallColumns = CallColumns;
  }
}

bool ExprAccessWalker::wholeContainerRead(const Expr *Container,
                                          const Expr *User, StringRef Use) {
  const Expr *Plain = Container->IgnoreParenImpCasts();
  const Expr *Row = nullptr;
  if (const auto *Subscript = dyn_cast<CXXOperatorCallExpr>(Plain);
      Subscript && Subscript->getOperator() == OO_Subscript &&
      isNumericVectorTableType(Subscript->getArg(0)->getType())) {
    Row = Subscript->getArg(1);
    Plain = Subscript->getArg(0)->IgnoreParenImpCasts();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Plain);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var)
    return false;
  // A vector of vectors, or its row t[i]: the whole table (RowTables.h).
  if (isNumericVectorTableType(Var->getType())) {
    if (Row)
      expr(Row);
    recordRowTableElement(Container, Var, {},
                          compactSourceText(Container, Ctx));
    Out.RowTableReads.back().ElementType =
        vectorElementType(vectorElementType(Var->getType()));
    return true;
  }
  if (Row || !isArrayLikeVectorType(Var->getType()))
    return false;
  if (unstableVector(Var, Container->getExprLoc(), Use))
    return true;
  recordCallAccess(Var, ArrayStorage::Vector, {}, 1,
                   vectorElementType(Var->getType()), Container->getExprLoc(),
                   compactSourceText(User, Ctx));
  return true;
}

void ExprAccessWalker::argumentRead(const CallExpr *Call,
                                    const std::string &Callee,
                                    const Expr *Arg) {
  if (wholeContainerRead(Arg, Call, "argument here"))
    return;
  std::vector<const Expr *> Known, Offsets;
  const Expr *Base = Arg->IgnoreParenImpCasts();
  // `&A[i]` and `A + i` point somewhere into A: the callee may read any of
  // it.
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(Base);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf) {
    Base = AddrOf->getSubExpr()->IgnoreParenImpCasts();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
      Offsets.push_back(Sub->getIdx());
      Base = Sub->getBase()->IgnoreParenImpCasts();
    }
  } else if (const auto *Sum = dyn_cast<BinaryOperator>(Base);
             Sum && Sum->isAdditiveOp() && Sum->getType()->isPointerType()) {
    const bool PointerLeft = Sum->getLHS()->getType()->isPointerType();
    Offsets.push_back(PointerLeft ? Sum->getRHS() : Sum->getLHS());
    Base = (PointerLeft ? Sum->getLHS() : Sum->getRHS())->IgnoreParenImpCasts();
  }
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
    Known.insert(Known.begin(), Sub->getIdx());
    Base = Sub->getBase()->IgnoreParenImpCasts();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  const VarDecl *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  QualType Element;
  const unsigned Rank = Var ? subscriptsToNumber(Var->getType(), Element) : 0;
  const std::string Text = compactSourceText(Arg, Ctx);
  if (!Var || Rank <= Known.size() ||
      !(Element->isArithmeticType() || isPlainRecord(Element))) {
    addReasonToAll(ReasonKind::UnknownCall,
                   "call to '" + Callee + "' reads through '" + Text +
                       "', whose array cannot be identified",
                   Arg->getExprLoc(), "argument here");
    expr(Arg);
    return;
  }
  volatileArgument(Var, Element, Arg);
  for (const Expr *Subscript : Known)
    expr(Subscript);
  for (const Expr *Offset : Offsets)
    expr(Offset);
  if (!Offsets.empty())
    Known.clear();
  if (Var->getType()->isPointerType())
    recordPointerRead(Var, Ref->getLocation());
  recordCallAccess(Var, storageOf(Var, /*PointedToWhole=*/false), Known, Rank,
                   Element, Arg->getExprLoc(), compactSourceText(Call, Ctx));
}

// `&r[0]`, as C89 code passes a row (`&t[c][0]`, `&m[c][0]`) or an array:
// r itself; otherwise E.
static const Expr *withoutFirstElementAddress(const Expr *E,
                                              const ASTContext &Ctx) {
  const auto *AddrOf = dyn_cast<UnaryOperator>(E);
  if (!AddrOf || AddrOf->getOpcode() != UO_AddrOf)
    return E;
  const auto *First =
      dyn_cast<ArraySubscriptExpr>(AddrOf->getSubExpr()->IgnoreParens());
  if (!First)
    return E;
  const std::optional<llvm::APSInt> Index =
      First->getIdx()->getIntegerConstantExpr(Ctx);
  if (!Index || *Index != 0)
    return E;
  return First->getBase()->IgnoreParenImpCasts();
}

void ExprAccessWalker::sectionAccess(const CallExpr *Call,
                                     const std::string &Callee, const Expr *Arg,
                                     uint64_t Extent) {
  const Expr *Plain = Arg->IgnoreParenImpCasts();
  const std::string Text = compactSourceText(Call, Ctx);
  // `&x`, `&a[i]`, `&p->f` of the type the callee points to: the callee
  // reads and writes that object.
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(Plain);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf && Extent == 1 &&
      Ctx.hasSameUnqualifiedType(Plain->getType()->getPointeeType(),
                                 Arg->getType()->getPointeeType())) {
    for (bool IsWrite : {false, true})
      lvalue(AddrOf->getSubExpr(), IsWrite);
    return;
  }
  Plain = withoutFirstElementAddress(Plain, Ctx);
  // The row `t[i]` of a table of row pointers, or of a matrix
  // (`double m[n][k]`, `double (*m)[k]`) when the callee stays in the row.
  if (const auto *Row = dyn_cast<ArraySubscriptExpr>(Plain)) {
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Row->getBase()->IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    QualType Element;
    const bool Rows = Var && subscriptsToNumber(Var->getType(), Element) == 2 &&
                      Element->isArithmeticType();
    const auto *RowType =
        Ctx.getAsConstantArrayType(Row->getType().getCanonicalType());
    if (Rows && Var->getType()->isPointerType() &&
        Var->getType()->getPointeeType()->isPointerType()) {
      expr(Row->getIdx());
      for (bool IsWrite : {false, true})
        recordRowTableElement(Row, Var, {Row->getIdx()}, Text, IsWrite, Extent);
      return;
    }
    if (Rows && RowType && Extent <= RowType->getSize().getZExtValue()) {
      expr(Row->getIdx());
      callReadAndWrite(Var, Ref, Element, Arg, {Row->getIdx()}, 2,
                       Arg->getExprLoc(), Text, Extent);
      return;
    }
  }
  // An array or a pointer variable: the callee may reach any element.
  const auto *Ref = dyn_cast<DeclRefExpr>(Plain);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  QualType Element;
  const unsigned Rank = Var ? subscriptsToNumber(Var->getType(), Element) : 0;
  if (!Var || Rank == 0) {
    addReasonToAll(ReasonKind::UnknownCall,
                   "call to '" + Callee + "' writes the first " +
                       std::to_string(Extent) + " elements from '" +
                       compactSourceText(Arg, Ctx) +
                       "', which names neither a row it stays in (of a "
                       "table of row pointers or of a matrix), nor an "
                       "object's address, nor an array",
                   Arg->getExprLoc(), "argument here");
    expr(Arg);
    return;
  }
  callReadAndWrite(Var, Ref, Element, Arg, {}, Rank, Arg->getExprLoc(), Text);
}

void ExprAccessWalker::globalRead(const CallExpr *Call, const VarDecl *Global) {
  QualType Element;
  const unsigned Rank = subscriptsToNumber(Global->getType(), Element);
  if (Rank == 0) {
    recordScalar(Global, /*IsWrite=*/false, Call->getExprLoc());
    return;
  }
  recordCallAccess(Global, storageOf(Global, /*PointedToWhole=*/false), {},
                   Rank, Element, Call->getExprLoc(),
                   compactSourceText(Call, Ctx));
}

} // namespace autolb
