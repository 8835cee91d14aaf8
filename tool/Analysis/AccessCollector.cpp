//===- AccessCollector.cpp - the references a loop nest makes -------------===//

#include "Analysis/AccessCollector.h"
#include "Analysis/ExprQueries.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {

bool isPureMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Functions = [] {
    llvm::StringSet<> Set;
    for (const char *Base :
         {"sqrt",  "cbrt",  "fabs",  "exp",   "exp2",   "expm1",     "log",
          "log2",  "log10", "log1p", "sin",   "cos",    "tan",       "asin",
          "acos",  "atan",  "atan2", "sinh",  "cosh",   "tanh",      "asinh",
          "acosh", "atanh", "pow",   "hypot", "fmin",   "fmax",      "fmod",
          "floor", "ceil",  "round", "trunc", "rint",   "nearbyint", "copysign",
          "fdim",  "fma",   "erf",   "erfc",  "tgamma", "lgamma"}) {
      Set.insert(Base);
      Set.insert((llvm::Twine(Base) + "f").str());
      Set.insert((llvm::Twine(Base) + "l").str());
    }
    for (const char *Integer : {"abs", "labs", "llabs"})
      Set.insert(Integer);
    return Set;
  }();
  Name.consume_front("__builtin_");
  return Functions.contains(Name);
}

std::string compactSourceText(const Expr *E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = SM.getExpansionRange(E->getSourceRange());
  StringRef Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
  std::string Out;
  for (char C : Text)
    if (!isspace(static_cast<unsigned char>(C)))
      Out += C;
  return Out;
}

namespace {

// P in `(*P)[i][j]` with `double (*P)[N][M]`: P points to the whole array
// that the subscripts index, as an array parameter would.
const VarDecl *pointerToWholeArray(const Expr *Base) {
  const auto *Deref = dyn_cast<UnaryOperator>(Base->IgnoreParenImpCasts());
  if (!Deref || Deref->getOpcode() != UO_Deref)
    return nullptr;
  const VarDecl *Var = referencedVariable(Deref->getSubExpr());
  if (!Var || !Var->getType()->isPointerType() ||
      !Var->getType()->getPointeeType()->isArrayType())
    return nullptr;
  return Var;
}

// The variable a reduction target denotes: the scalar, or the array of an
// element reference.
const VarDecl *targetVar(const Expr *Target) {
  Target = Target->IgnoreParenImpCasts();
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target))
    Target = Sub->getBase()->IgnoreParenImpCasts();
  if (const VarDecl *Pointer = pointerToWholeArray(Target))
    return Pointer;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Target))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

} // namespace

bool mentionsVariable(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (Ref->getDecl() == V)
      return true;
  for (const Stmt *Child : S->children())
    if (mentionsVariable(Child, V))
      return true;
  return false;
}

bool sameExpression(const Expr *A, const Expr *B) {
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (A->getStmtClass() != B->getStmtClass())
    return false;
  if (const auto *RA = dyn_cast<DeclRefExpr>(A))
    return RA->getDecl() == cast<DeclRefExpr>(B)->getDecl();
  if (const auto *LA = dyn_cast<IntegerLiteral>(A))
    return LA->getValue() == cast<IntegerLiteral>(B)->getValue();
  if (const auto *SA = dyn_cast<ArraySubscriptExpr>(A)) {
    const auto *SB = cast<ArraySubscriptExpr>(B);
    return sameExpression(SA->getBase(), SB->getBase()) &&
           sameExpression(SA->getIdx(), SB->getIdx());
  }
  if (const auto *BA = dyn_cast<BinaryOperator>(A)) {
    const auto *BB = cast<BinaryOperator>(B);
    return BA->getOpcode() == BB->getOpcode() &&
           sameExpression(BA->getLHS(), BB->getLHS()) &&
           sameExpression(BA->getRHS(), BB->getRHS());
  }
  if (const auto *UA = dyn_cast<UnaryOperator>(A)) {
    const auto *UB = cast<UnaryOperator>(B);
    return UA->getOpcode() == UB->getOpcode() &&
           !UA->isIncrementDecrementOp() &&
           sameExpression(UA->getSubExpr(), UB->getSubExpr());
  }
  if (const auto *MA = dyn_cast<MemberExpr>(A)) {
    const auto *MB = cast<MemberExpr>(B);
    return MA->getMemberDecl() == MB->getMemberDecl() &&
           MA->isArrow() == MB->isArrow() &&
           sameExpression(MA->getBase(), MB->getBase());
  }
  return false;
}

namespace {

// `x op e` or `e op x` (commutative op) with e free of x: returns e.
const Expr *otherOperand(const BinaryOperator *Op, const Expr *Target,
                         bool Commutative) {
  if (sameExpression(Op->getLHS(), Target))
    return Op->getRHS();
  if (Commutative && sameExpression(Op->getRHS(), Target))
    return Op->getLHS();
  return nullptr;
}

std::optional<ReductionOperator> minMaxOfCall(const Expr *E, const Expr *Target,
                                              const Expr *&Other) {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || Call->getNumArgs() != 2 || !Call->getDirectCallee())
    return std::nullopt;
  StringRef Name = Call->getDirectCallee()->getName();
  Name.consume_front("__builtin_");
  std::optional<ReductionOperator> Op;
  if (Name == "fmax" || Name == "fmaxf" || Name == "fmaxl")
    Op = ReductionOperator::Max;
  else if (Name == "fmin" || Name == "fminf" || Name == "fminl")
    Op = ReductionOperator::Min;
  else
    return std::nullopt;
  if (sameExpression(Call->getArg(0), Target))
    Other = Call->getArg(1);
  else if (sameExpression(Call->getArg(1), Target))
    Other = Call->getArg(0);
  else
    return std::nullopt;
  return Op;
}

// `c ? a : b` where c compares x and e and the branches pick one of them.
std::optional<ReductionOperator>
minMaxOfSelect(const Expr *E, const Expr *Target, const Expr *&Other) {
  const auto *Select = dyn_cast<ConditionalOperator>(E);
  if (!Select)
    return std::nullopt;
  const auto *Cmp =
      dyn_cast<BinaryOperator>(Select->getCond()->IgnoreParenImpCasts());
  if (!Cmp || !Cmp->isRelationalOp())
    return std::nullopt;
  const Expr *True = Select->getTrueExpr(), *False = Select->getFalseExpr();
  bool Greater = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
  // `l > r ? l : r` is max(l, r); `l > r ? r : l` is min(l, r).
  bool PicksLeft;
  if (sameExpression(True, Cmp->getLHS()) &&
      sameExpression(False, Cmp->getRHS()))
    PicksLeft = true;
  else if (sameExpression(True, Cmp->getRHS()) &&
           sameExpression(False, Cmp->getLHS()))
    PicksLeft = false;
  else
    return std::nullopt;
  if (sameExpression(Cmp->getLHS(), Target))
    Other = Cmp->getRHS();
  else if (sameExpression(Cmp->getRHS(), Target))
    Other = Cmp->getLHS();
  else
    return std::nullopt;
  return Greater == PicksLeft ? ReductionOperator::Max : ReductionOperator::Min;
}

bool mentionsTarget(const Expr *E, const Expr *Target) {
  const VarDecl *V = targetVar(Target);
  return !V || mentionsVariable(E, V);
}

// The reduction form of an assignment or increment, if it has one.
// OrderDependent is set for a floating-point `?:` minimum or maximum: it
// keeps the first or the last of equal values (-0.0 and +0.0) and drops or
// keeps a NaN depending on where it falls, so it is no reduction.
std::optional<ReductionOperator>
reductionForm(const Expr *E, const Expr *&Target, bool &OrderDependent) {
  OrderDependent = false;
  E = E->IgnoreParens();
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (!Unary->isIncrementDecrementOp())
      return std::nullopt;
    Target = Unary->getSubExpr();
    return ReductionOperator::Sum;
  }
  const auto *Assign = dyn_cast<BinaryOperator>(E);
  if (!Assign || !Assign->isAssignmentOp())
    return std::nullopt;
  Target = Assign->getLHS();
  const Expr *Rhs = Assign->getRHS()->IgnoreParenImpCasts();
  const Expr *Other = nullptr;
  std::optional<ReductionOperator> Op;
  switch (Assign->getOpcode()) {
  case BO_AddAssign:
  case BO_SubAssign:
    Op = ReductionOperator::Sum;
    Other = Rhs;
    break;
  case BO_MulAssign:
    Op = ReductionOperator::Product;
    Other = Rhs;
    break;
  case BO_Assign:
    if (const auto *Bin = dyn_cast<BinaryOperator>(Rhs)) {
      if (Bin->getOpcode() == BO_Add || Bin->getOpcode() == BO_Sub) {
        Other = otherOperand(Bin, Target, Bin->getOpcode() == BO_Add);
        Op = ReductionOperator::Sum;
      } else if (Bin->getOpcode() == BO_Mul) {
        Other = otherOperand(Bin, Target, true);
        Op = ReductionOperator::Product;
      }
    } else if (!(Op = minMaxOfCall(Rhs, Target, Other))) {
      Op = minMaxOfSelect(Rhs, Target, Other);
      if (Op && Target->getType()->isRealFloatingType()) {
        OrderDependent = true;
        return std::nullopt;
      }
    }
    break;
  default:
    return std::nullopt;
  }
  if (!Op || !Other || mentionsTarget(Other, Target))
    return std::nullopt;
  return Op;
}

class AccessWalker {
public:
  AccessWalker(LoopTree &Tree, ASTContext &Ctx, NestAccesses &Out)
      : Tree(Tree), Ctx(Ctx), Out(Out) {
    for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
      LoopIndex[Tree.Loops[L].Loop] = L;
      if (Tree.Loops[L].InductionVar)
        Out.Written.insert(Tree.Loops[L].InductionVar);
    }
  }

  void walkRoot() { stmt(Tree.Loops[0].Loop); }

private:
  // --- Reasons ---------------------------------------------------------
  void addReason(int Loop, ReasonKind Kind, std::string Message,
                 SourceLocation Loc, std::string NoteText) {
    std::vector<Reason> &Reasons = Tree.Loops[Loop].Reasons;
    for (const Reason &R : Reasons)
      if (R.Kind == Kind && R.Message == Message)
        return;
    Reasons.push_back({Kind, std::move(Message), Loc, {{Loc, NoteText}}});
  }
  // Reasons that concern every loop around the evidence.
  void addReasonToAll(ReasonKind Kind, const std::string &Message,
                      SourceLocation Loc, const std::string &NoteText) {
    for (int L = CurLoop; L >= 0; L = Tree.Loops[L].Parent)
      addReason(L, Kind, Message, Loc, NoteText);
  }

  bool isCanonicalIV(const VarDecl *V) const {
    int L = Tree.loopOfInductionVar(V, CurLoop);
    return L >= 0 && Tree.Loops[L].IsCanonical;
  }

  // --- Statements ------------------------------------------------------
  void stmt(const Stmt *S) {
    if (!S)
      return;
    if (const auto *For = dyn_cast<ForStmt>(S))
      return forLoop(For);
    if (const auto *E = dyn_cast<Expr>(S)) {
      markDiscarded(E);
      return expr(E);
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      stmt(If->getInit());
      expr(If->getCond());
      ++CondDepth;
      stmt(If->getThen());
      stmt(If->getElse());
      --CondDepth;
      return;
    }
    if (isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<SwitchStmt>(S)) {
      BreakTargets.push_back(-1);
      ++CondDepth;
      for (const Stmt *Child : S->children())
        stmt(Child);
      --CondDepth;
      BreakTargets.pop_back();
      return;
    }
    if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : Decls->decls())
        if (const auto *Var = dyn_cast<VarDecl>(D))
          declaration(Var);
      return;
    }
    if (isa<BreakStmt>(S)) {
      if (!BreakTargets.empty() && BreakTargets.back() >= 0)
        addReason(BreakTargets.back(), ReasonKind::EarlyExit,
                  "'break' leaves the loop early", S->getBeginLoc(),
                  "'break' here");
      return;
    }
    if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
      addReasonToAll(ReasonKind::EarlyExit, "'return' leaves the loop early",
                     S->getBeginLoc(), "'return' here");
      if (Return->getRetValue())
        expr(Return->getRetValue());
      return;
    }
    if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) {
      addReasonToAll(ReasonKind::EarlyExit, "'goto' may leave the loop",
                     S->getBeginLoc(), "'goto' here");
      return;
    }
    if (isa<AsmStmt>(S)) {
      addReasonToAll(ReasonKind::InlineAssembly,
                     "inline assembly has unknown effects", S->getBeginLoc(),
                     "inline assembly here");
      return;
    }
    for (const Stmt *Child : S->children())
      stmt(Child);
  }

  void forLoop(const ForStmt *For) {
    auto It = LoopIndex.find(For);
    int Index = It->second;
    LoopInfo &Loop = Tree.Loops[Index];
    if (Loop.IsCanonical) {
      // The header of a canonical loop only assigns its induction variable;
      // its bounds are reads in the enclosing context.
      expr(Loop.LowerBound);
    } else {
      stmt(For->getInit());
    }
    int SavedLoop = CurLoop;
    unsigned SavedCond = CondDepth;
    CurLoop = Index;
    CondDepth = 0;
    BreakTargets.push_back(Index);
    if (Loop.IsCanonical) {
      expr(Loop.UpperBound);
    } else {
      if (For->getCond())
        expr(For->getCond());
      if (For->getInc())
        markDiscarded(For->getInc());
      expr(For->getInc());
    }
    stmt(For->getBody());
    BreakTargets.pop_back();
    CurLoop = SavedLoop;
    CondDepth = SavedCond;
  }

  void declaration(const VarDecl *Var) {
    if (!Var->isLocalVarDecl() || Var->isStaticLocal())
      return;
    Out.DeclaredIn[Var] = CurLoop;
    if (const Expr *Init = Var->getInit()) {
      expr(Init);
      if (!Var->getType()->isArrayType())
        scalar(Var, /*IsWrite=*/true, Var->getLocation());
    }
  }

  // --- Expressions -----------------------------------------------------
  void expr(const Expr *E) {
    if (!E)
      return;
    E = E->IgnoreParens();
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
    if (isa<UnaryExprOrTypeTraitExpr>(E))
      return; // sizeof and friends do not evaluate their operand.
    for (const Stmt *Child : E->children())
      stmt(Child);
  }

  // `Target = Value`, `Target op= Value` (ReadsTarget) or `Target++`.
  void assignment(const Expr *Whole, const Expr *Target, const Expr *Value,
                  bool ReadsTarget) {
    const Expr *FormTarget = nullptr;
    bool OrderDependent;
    std::optional<ReductionOperator> Op =
        reductionForm(Whole, FormTarget, OrderDependent);
    // `y[i] = (s += x[i])` reads each partial value: not a reduction.
    if (!DiscardedValues.contains(Whole->IgnoreParens()))
      Op.reset();
    std::optional<ReductionUpdate> SavedUpdate = CurUpdate;
    const Expr *SavedTarget = CurTarget;
    if (Op) {
      CurUpdate = ReductionUpdate{Whole, *Op};
      CurTarget = FormTarget;
    }
    if (ReadsTarget)
      lvalue(Target, /*IsWrite=*/false);
    if (Value)
      expr(Value);
    lvalue(Target, /*IsWrite=*/true);
    if (OrderDependent && !Out.Scalars.empty() &&
        Out.Scalars.back().Var == referencedVariable(Target))
      Out.Scalars.back().OrderDependentMinMax = true;
    CurUpdate = SavedUpdate;
    CurTarget = SavedTarget;
  }

  // Expressions evaluated only for their effects: statements, for
  // increments, comma operands, casts to void.
  void markDiscarded(const Expr *E) {
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
    }
  }

  void lvalue(const Expr *Target, bool IsWrite) {
    Target = Target->IgnoreParenImpCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target))
      return arrayReference(Sub, IsWrite);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Target))
      return declRef(Ref, IsWrite);
    if (const auto *Member = dyn_cast<MemberExpr>(Target))
      return member(Member, IsWrite);
    const auto *Deref = dyn_cast<UnaryOperator>(Target);
    // A dereference explains itself when expr() visits it.
    if (IsWrite && !(Deref && Deref->getOpcode() == UO_Deref)) {
      addReasonToAll(ReasonKind::PointerArithmetic,
                     "write through '" + compactSourceText(Target, Ctx) +
                         "' cannot be proved free of aliasing",
                     Target->getExprLoc(), "write here");
    }
    expr(Target);
  }

  void addressOf(const UnaryOperator *AddrOf) {
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

  void call(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !isPureMathFunction(Callee->getName())) {
      std::string Name = Callee ? Callee->getNameAsString()
                                : compactSourceText(Call->getCallee(), Ctx);
      addReasonToAll(ReasonKind::UnknownCall,
                     "call to '" + Name + "' has unknown side effects",
                     Call->getExprLoc(), "call to '" + Name + "' here");
    }
    for (const Expr *Arg : Call->arguments())
      expr(Arg);
  }

  void member(const MemberExpr *Member, bool IsWrite) {
    if (Member->isArrow()) {
      addReasonToAll(ReasonKind::PointerArithmetic,
                     "access through pointer '" +
                         compactSourceText(Member, Ctx) +
                         "' cannot be proved free of aliasing",
                     Member->getExprLoc(), "access here");
      expr(Member->getBase());
      return;
    }
    // A field of a struct variable counts as the whole variable.
    const Expr *Base = Member->getBase()->IgnoreParenImpCasts();
    if (IsWrite)
      lvalue(Base, true);
    else
      expr(Base);
  }

  void declRef(const DeclRefExpr *Ref, bool IsWrite) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var)
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
                     "array '" + Var->getName().str() +
                         "' is used as a pointer",
                     Ref->getLocation(), "used here");
      return;
    }
    scalar(Var, IsWrite, Ref->getLocation());
  }

  void scalar(const VarDecl *Var, bool IsWrite, SourceLocation Loc) {
    ScalarReference Ref;
    Ref.Var = Var;
    Ref.IsWrite = IsWrite;
    Ref.Order = NextOrder++;
    Ref.Loop = CurLoop;
    Ref.Conditional = CondDepth > 0;
    Ref.Loc = Loc;
    if (CurUpdate && targetVar(CurTarget) == Var &&
        isa<DeclRefExpr>(CurTarget->IgnoreParenImpCasts()))
      Ref.Reduction = CurUpdate;
    if (IsWrite)
      Out.Written.insert(Var);
    Out.Scalars.push_back(Ref);
  }

  void arrayReference(const ArraySubscriptExpr *Outer, bool IsWrite) {
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

    const VarDecl *Var = referencedVariable(Base);
    const VarDecl *PointerToWhole = pointerToWholeArray(Base);
    if (PointerToWhole)
      Var = PointerToWhole;
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
    ArrayStorage Storage;
    QualType Type = Var->getType();
    const auto *Param = dyn_cast<ParmVarDecl>(Var);
    if (PointerToWhole)
      Storage = ArrayStorage::PointedToArray;
    else if (Param && Param->getOriginalType()->isArrayType())
      Storage = ArrayStorage::ArrayParameter;
    else if (Type->isArrayType())
      Storage = ArrayStorage::Array;
    else if (Type->isPointerType() && Type->getPointeeType()->isArrayType())
      Storage = ArrayStorage::PointerToArray;
    else
      Storage = ArrayStorage::Pointer;
    if (Outer->getType()->isArrayType()) {
      addReasonToAll(ReasonKind::PointerArithmetic,
                     "'" + Text + "' is used as a pointer", Outer->getExprLoc(),
                     "used here");
      return;
    }
    if (Storage == ArrayStorage::Pointer && Subscripts.size() > 1) {
      addReasonToAll(ReasonKind::UnsupportedAccess,
                     "'" + Var->getName().str() +
                         "' is an array of pointers whose rows may alias",
                     Outer->getExprLoc(), "access here");
      return;
    }
    if (Var->getType()->isPointerType()) {
      // Reading the pointer itself; a pointer written in the nest makes its
      // references unanalyzable (handled by the dependence analysis).
      scalar(Var, /*IsWrite=*/false, Base->getExprLoc());
      Out.Scalars.back().Reduction.reset();
    }

    ArrayReference Ref;
    Ref.Array = Var;
    Ref.Storage = Storage;
    Ref.Ref = Outer;
    Ref.SubscriptExprs = Subscripts;
    for (const Expr *Subscript : Subscripts)
      Ref.Subscripts.push_back(buildAffine(Subscript, Ctx));
    Ref.IsWrite = IsWrite;
    Ref.Order = NextOrder++;
    Ref.Loop = CurLoop;
    Ref.Text = std::move(Text);
    if (CurUpdate && sameExpression(CurTarget, Outer))
      Ref.Reduction = CurUpdate;
    Out.Arrays.push_back(std::move(Ref));
  }

  LoopTree &Tree;
  ASTContext &Ctx;
  NestAccesses &Out;
  llvm::DenseMap<const ForStmt *, int> LoopIndex;
  int CurLoop = -1;
  unsigned CondDepth = 0;
  unsigned NextOrder = 0;
  std::vector<int> BreakTargets;
  std::optional<ReductionUpdate> CurUpdate;
  llvm::SmallPtrSet<const Expr *, 16> DiscardedValues;
  const Expr *CurTarget = nullptr;
};

// A loop whose bound reads a variable written in its body does not have a
// fixed trip count.
void checkBoundsInvariant(LoopTree &Tree, const NestAccesses &Accesses) {
  for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
    LoopInfo &Loop = Tree.Loops[L];
    if (!Loop.IsCanonical)
      continue;
    for (const ScalarReference &Ref : Accesses.Scalars) {
      if (!Ref.IsWrite || Ref.Loop < 0 || !Tree.encloses(L, Ref.Loop) ||
          !mentionsVariable(Loop.UpperBound, Ref.Var))
        continue;
      Loop.IsCanonical = false;
      Loop.Reasons.push_back({ReasonKind::NonCanonicalLoop,
                              "the loop bound '" + Ref.Var->getName().str() +
                                  "' is modified in the loop body",
                              Ref.Loc,
                              {{Ref.Loc, "modified here"}}});
      break;
    }
  }
}

} // namespace

NestAccesses collectAccesses(LoopTree &Tree, ASTContext &Ctx) {
  NestAccesses Accesses;
  AccessWalker(Tree, Ctx, Accesses).walkRoot();
  checkBoundsInvariant(Tree, Accesses);
  computeRanges(Tree, Ctx);
  return Accesses;
}

} // namespace autolb
