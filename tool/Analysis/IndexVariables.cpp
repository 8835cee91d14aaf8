//===- IndexVariables.cpp - locals that hold an index ---------------------===//

#include "Analysis/IndexVariables.h"
#include "Analysis/AffineExpr.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/MinMax.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// True when S increments, decrements or takes the address of V.
bool mayChangeOtherwise(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    const auto *Unary = dyn_cast<UnaryOperator>(Sub);
    return Unary &&
           (Unary->isIncrementDecrementOp() ||
            Unary->getOpcode() == UO_AddrOf) &&
           referencedVariable(Unary->getSubExpr()) == V;
  });
}

/// True when S (or a statement inside it) may change V: an assignment, an
/// increment or decrement, or taking its address.
bool mayChange(const Stmt *S, const VarDecl *V) {
  return mayChangeOtherwise(S, V) || containsAny(S, [V](const Stmt *Sub) {
           const auto *Assign = dyn_cast<BinaryOperator>(Sub);
           return Assign && Assign->isAssignmentOp() &&
                  referencedVariable(Assign->getLHS()) == V;
         });
}

/// True when S contains the declaration of V.
bool declares(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    const auto *Decls = dyn_cast<DeclStmt>(Sub);
    return Decls && llvm::is_contained(Decls->decls(), V);
  });
}

/// True when E is arithmetic over variables Allowed accepts, with no
/// conversion that narrows.
template <typename Pred>
bool isIndexArithmetic(const Expr *E, const ASTContext &Ctx, Pred Allowed) {
  E = E->IgnoreParens();
  if (isa<IntegerLiteral>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getCastKind() == CK_LValueToRValue ||
            Cast->getCastKind() == CK_IntegralCast ||
            Cast->getCastKind() == CK_NoOp) &&
           !narrows(Cast->getSubExpr()->getType(), Cast->getType(), Ctx) &&
           isIndexArithmetic(Cast->getSubExpr(), Ctx, Allowed);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    return Var && Var->getType()->isIntegerType() &&
           !Var->getType().isVolatileQualified() && Allowed(Var);
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return (Unary->getOpcode() == UO_Minus ||
            Unary->getOpcode() == UO_Plus) &&
           isIndexArithmetic(Unary->getSubExpr(), Ctx, Allowed);
  const auto *Binary = dyn_cast<BinaryOperator>(E);
  return Binary &&
         (Binary->getOpcode() == BO_Add || Binary->getOpcode() == BO_Sub ||
          Binary->getOpcode() == BO_Mul) &&
         isIndexArithmetic(Binary->getLHS(), Ctx, Allowed) &&
         isIndexArithmetic(Binary->getRHS(), Ctx, Allowed);
}

/// The index arithmetic Helper returns, when Helper is an index helper (see
/// the header); null otherwise.
const Expr *helperArithmetic(const FunctionDecl *Helper) {
  const FunctionDecl *Definition = nullptr;
  if (!Helper || isa<CXXMethodDecl>(Helper) || Helper->isVariadic() ||
      !Helper->hasBody(Definition) ||
      !isProgramCode(*Definition,
                     Definition->getASTContext().getSourceManager()) ||
      !Definition->getReturnType()->isIntegerType())
    return nullptr;
  for (const ParmVarDecl *Param : Definition->parameters())
    if (!Param->getType()->isIntegerType() ||
        Param->getType().isVolatileQualified())
      return nullptr;
  const Stmt *Body = Definition->getBody();
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Body = Block->size() == 1 ? Block->body_front() : nullptr;
  const auto *Return = dyn_cast_or_null<ReturnStmt>(Body);
  const Expr *Value = Return ? Return->getRetValue() : nullptr;
  const ASTContext &Ctx = Definition->getASTContext();
  auto Allowed = [&](const VarDecl *Var) {
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var))
      return Param->getDeclContext() == Definition;
    return Var->getType().isConstQualified() && !Var->hasLocalStorage() &&
           Var->getType()->isBuiltinType() && Var->getInit() &&
           evaluateConstant(Var->getInit(), Ctx);
  };
  return Value && isIndexArithmetic(Value, Ctx, Allowed) ? Value : nullptr;
}

/// Helper arithmetic E with each read of a parameter replaced by the call's
/// argument and each constant by its value, built in Ctx without source
/// locations.
Expr *substituteArguments(const Expr *E, const CallExpr *Call,
                          const ASTContext &Ctx) {
  auto Sub = [&](const Expr *Child) {
    return substituteArguments(Child, Call, Ctx);
  };
  auto Parenthesized = [&](Expr *Inner) {
    return new (Ctx) ParenExpr(SourceLocation(), SourceLocation(), Inner);
  };
  if (const auto *Paren = dyn_cast<ParenExpr>(E))
    return Parenthesized(Sub(Paren->getSubExpr()));
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const auto *Read =
        dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
    const auto *Var = Read ? dyn_cast<VarDecl>(Read->getDecl()) : nullptr;
    // A constant of the helper's scope by its value: its name may mean
    // something else, or nothing, where the call is.
    if (Var && !isa<ParmVarDecl>(Var) &&
        Cast->getCastKind() == CK_LValueToRValue) {
      QualType Type = Var->getType().getUnqualifiedType();
      return IntegerLiteral::Create(
          Ctx,
          llvm::APInt(Ctx.getIntWidth(Type),
                      *evaluateConstant(Var->getInit(), Ctx),
                      Type->isSignedIntegerType()),
          Type, SourceLocation());
    }
    if (const auto *Param = dyn_cast_or_null<ParmVarDecl>(Var);
        Param && Cast->getCastKind() == CK_LValueToRValue) {
      // Parenthesized unless a primary expression, so that it prints as
      // the operand it is.
      auto *Arg =
          const_cast<Expr *>(Call->getArg(Param->getFunctionScopeIndex()));
      const Expr *Written = Arg->IgnoreImpCasts();
      return isa<DeclRefExpr, IntegerLiteral, ParenExpr>(Written)
                 ? Arg
                 : Parenthesized(Arg);
    }
    return ImplicitCastExpr::Create(Ctx, Cast->getType(), Cast->getCastKind(),
                                    Sub(Cast->getSubExpr()), nullptr,
                                    VK_PRValue, FPOptionsOverride());
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return UnaryOperator::Create(Ctx, Sub(Unary->getSubExpr()),
                                 Unary->getOpcode(), Unary->getType(),
                                 VK_PRValue, OK_Ordinary, SourceLocation(),
                                 /*CanOverflow=*/true, FPOptionsOverride());
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return BinaryOperator::Create(Ctx, Sub(Binary->getLHS()),
                                  Sub(Binary->getRHS()), Binary->getOpcode(),
                                  Binary->getType(), VK_PRValue, OK_Ordinary,
                                  SourceLocation(), FPOptionsOverride());
  // A literal: the same value in the caller.
  return const_cast<Expr *>(E);
}

} // namespace

bool isBuiltExpression(const Expr *E) {
  return E->getBeginLoc().isInvalid() || E->getEndLoc().isInvalid();
}

const Expr *IndexVariables::resolve(const Expr *Subscript) {
  llvm::SmallVector<IndexValue, 2> Values = alternatives(Subscript);
  return Values.size() == 1 ? Values.front().Value : Subscript;
}

llvm::SmallVector<IndexValue, 2>
IndexVariables::alternatives(const Expr *Subscript) {
  if (const auto *Call = dyn_cast<CallExpr>(Subscript->IgnoreParenImpCasts())) {
    auto [It, Inserted] = Expanded.try_emplace(Call, nullptr);
    if (Inserted)
      It->second = helperIndex(Call);
    return {IndexValue{It->second ? It->second : Subscript, {}}};
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Subscript->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V)
    return withinArithmetic(Subscript);
  const std::vector<IndexValue> &Values = valuesOf(V);
  if (Values.empty())
    return {IndexValue{Subscript, {}}};
  return llvm::SmallVector<IndexValue, 2>(Values.begin(), Values.end());
}

llvm::SmallVector<IndexValue, 2>
IndexVariables::withinArithmetic(const Expr *Subscript) {
  bool AnyHeld = false;
  containsAny(Subscript, [&](const Stmt *S) {
    if (const auto *Read = dyn_cast<DeclRefExpr>(S))
      if (const auto *Var = dyn_cast<VarDecl>(Read->getDecl()))
        AnyHeld |= !valuesOf(Var).empty();
    return false;
  });
  if (!AnyHeld || !isa<BinaryOperator, ParenExpr, UnaryOperator, CastExpr>(
                      Subscript->IgnoreImpCasts()))
    return {IndexValue{Subscript, {}}};
  std::vector<IndexValue> Values =
      substituteHeld(Subscript, Tree.Function->getASTContext());
  if (Values.empty() || Values.size() > MaxAlternatives)
    return {IndexValue{Subscript, {}}};
  return llvm::SmallVector<IndexValue, 2>(Values.begin(), Values.end());
}

const std::vector<IndexValue> &IndexVariables::valuesOf(const VarDecl *V) {
  if (auto It = Held.find(V); It != Held.end())
    return It->second;
  // Empty while being worked out: a variable whose value reads itself is
  // no index.
  Held[V];
  std::vector<IndexValue> Values = heldIndex(V);
  return Held[V] = std::move(Values);
}

namespace {

/// The statement `V = value;` that gives V, declared without an
/// initializer, its one value: the only change of V in Root, standing in
/// the block that declares V, after the declaration, with no use of V
/// before it or in the value. Null when there is no such statement.
const BinaryOperator *singleAssignment(const Stmt *Root, const VarDecl *V) {
  const BinaryOperator *Assignment = nullptr;
  unsigned Changes = 0;
  containsAny(Root, [&](const Stmt *Sub) {
    if (const auto *Assign = dyn_cast<BinaryOperator>(Sub);
        Assign && Assign->isAssignmentOp() &&
        referencedVariable(Assign->getLHS()) == V) {
      ++Changes;
      if (Assign->getOpcode() == BO_Assign)
        Assignment = Assign;
    }
    return false;
  });
  if (Changes != 1 || !Assignment || mayChangeOtherwise(Root, V))
    return nullptr;
  const CompoundStmt *Block = nullptr;
  containsAny(Root, [&](const Stmt *Sub) {
    const auto *Candidate = dyn_cast<CompoundStmt>(Sub);
    if (Candidate && llvm::any_of(Candidate->body(), [&](const Stmt *S) {
          const auto *Decls = dyn_cast<DeclStmt>(S);
          return Decls && llvm::is_contained(Decls->decls(), V);
        }))
      Block = Candidate;
    return Block != nullptr;
  });
  if (!Block)
    return nullptr;
  for (const Stmt *S : Block->body()) {
    const auto *Statement = dyn_cast<Expr>(S);
    if (Statement && Statement->IgnoreParens() == Assignment)
      return mentionsVariable(Assignment->getRHS(), V) ? nullptr : Assignment;
    if (mentionsVariable(S, V))
      return nullptr;
  }
  return nullptr;
}

/// What `Var == e` or `Var != e` says of Var where it holds (Holds) or
/// where it does not.
std::optional<IndexGuard> guardOf(const Expr *Condition, bool Holds,
                                  const ASTContext &Ctx) {
  const auto *Compare = dyn_cast<BinaryOperator>(Condition->IgnoreParens());
  if (!Compare ||
      (Compare->getOpcode() != BO_EQ && Compare->getOpcode() != BO_NE))
    return std::nullopt;
  for (const auto &[Side, Other] :
       {std::pair{Compare->getLHS(), Compare->getRHS()},
        std::pair{Compare->getRHS(), Compare->getLHS()}}) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Side->IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    std::optional<AffineExpr> Value = buildAffine(Other, Ctx);
    if (Var && Var->getType()->isIntegerType() && Value)
      return IndexGuard{Var, *Value, (Compare->getOpcode() == BO_EQ) == Holds};
  }
  return std::nullopt;
}

/// The arms of Value's conditionals, `c` and `c - 1` for
/// `x == 0 ? c : c - 1` (the second where x != 0), at most Limit of them;
/// one null arm when there are more.
std::vector<IndexValue> conditionalArms(const Expr *Value, unsigned Limit,
                                        const ASTContext &Ctx) {
  const auto *Conditional =
      dyn_cast<ConditionalOperator>(Value->IgnoreParens());
  if (!Conditional)
    return {IndexValue{Value, {}}};
  std::vector<IndexValue> Arms;
  for (bool Holds : {true, false}) {
    std::optional<IndexGuard> Guard =
        guardOf(Conditional->getCond(), Holds, Ctx);
    for (IndexValue Arm : conditionalArms(Holds ? Conditional->getTrueExpr()
                                                : Conditional->getFalseExpr(),
                                          Limit, Ctx)) {
      if (Guard)
        Arm.Guards.push_back(*Guard);
      Arms.push_back(std::move(Arm));
    }
  }
  if (Arms.size() > Limit ||
      llvm::any_of(Arms, [](const IndexValue &Arm) { return !Arm.Value; }))
    return {IndexValue{}};
  return Arms;
}

} // namespace

const Expr *IndexVariables::heldValue(const VarDecl *V) const {
  if (Tree.Loops.empty() || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !V->getType()->isIntegerType() || V->getType().isVolatileQualified())
    return nullptr;
  const ForStmt *Root = Tree.Loops.front().Loop;
  if (!declares(Root, V))
    return nullptr;
  const Expr *Init = V->getInit();
  // A reference bound to V outside the loops that read it (`int &r = lo;`
  // in the body around a loop from lo) changes it unseen.
  if ((Init && mayChange(Root, V)) ||
      reachedThroughAlias(Tree.Function->getBody(), V))
    return nullptr;
  if (!Init) {
    const BinaryOperator *Assignment = singleAssignment(Root, V);
    if (!Assignment)
      return nullptr;
    Init = Assignment->getRHS();
  }
  // `unsigned char slot = i;` wraps: not the initializer's value.
  const Expr *Value = Init->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Value))
    Value = Cast->getSubExpr();
  if (!Value->getType()->isIntegerType() ||
      narrows(Value->getType(), V->getType(), V->getASTContext()))
    return nullptr;
  return Value;
}

bool IndexVariables::isStableInduction(const VarDecl *Var,
                                       const VarDecl *V) const {
  return llvm::any_of(Tree.Loops, [&](const LoopInfo &Loop) {
    return Loop.InductionVar == Var && declares(Loop.Loop->getBody(), V) &&
           !mayChange(Loop.Loop->getBody(), Var);
  });
}

bool IndexVariables::mayHold(
    const VarDecl *V, const VarDecl *Var,
    const llvm::SmallPtrSet<const IdentifierInfo *, 16> &DeclaredInRoot) {
  if (isStableInduction(Var, V))
    return true;
  if (llvm::any_of(Tree.Loops, [&](const LoopInfo &Loop) {
        return Loop.InductionVar == Var;
      }))
    return false;
  const ForStmt *Root = Tree.Loops.front().Loop;
  if (Var != V && declares(Root, Var))
    return !valuesOf(Var).empty();
  // The analysis may print the value before a nest of the tree (an array
  // section): its name must mean Var there, with Var's value.
  return !mayChange(Root, Var) &&
         !reachedThroughAlias(Tree.Function->getBody(), Var) &&
         !(Var->getIdentifier() &&
           DeclaredInRoot.contains(Var->getIdentifier()));
}

std::vector<IndexValue> IndexVariables::heldIndex(const VarDecl *V) {
  const Expr *Value = heldValue(V);
  if (!Value)
    return {};
  ASTContext &Ctx = V->getASTContext();
  const ForStmt *Root = Tree.Loops.front().Loop;
  const llvm::SmallPtrSet<const IdentifierInfo *, 16> DeclaredInRoot =
      declaredNames(Root);
  auto Allowed = [&](const VarDecl *Var) {
    return mayHold(V, Var, DeclaredInRoot);
  };
  std::vector<IndexValue> Values;
  for (IndexValue &Arm : conditionalArms(Value, MaxAlternatives, Ctx)) {
    if (!Arm.Value || !isIndexArithmetic(Arm.Value, Ctx, Allowed))
      return {};
    // A guard tells something only of a loop variable that keeps its value
    // in the iteration, compared with what does not change in the nest.
    llvm::erase_if(Arm.Guards, [&](const IndexGuard &Guard) {
      return !isStableInduction(Guard.Var, V) ||
             llvm::any_of(Guard.Value.Terms, [&](const auto &Term) {
               return declares(Root, Term.first) || mayChange(Root, Term.first);
             });
    });
    for (IndexValue &Substituted : substituteHeld(Arm.Value, Ctx)) {
      for (const IndexGuard &Guard : Arm.Guards)
        Substituted.Guards.push_back(Guard);
      Values.push_back(std::move(Substituted));
    }
    if (Values.size() > MaxAlternatives)
      return {};
  }
  return Values;
}

std::vector<const Expr *> IndexVariables::valueBounds(const VarDecl *V,
                                                      bool Lower) {
  if (const std::vector<IndexValue> &Values = valuesOf(V); Values.size() == 1)
    return computesWithoutWrapping(Values.front().Value, V->getASTContext())
               ? std::vector<const Expr *>{Values.front().Value}
               : std::vector<const Expr *>{};
  const Expr *Value = heldValue(V);
  std::optional<MinMaxOperands> Form =
      Value ? minMaxOperands(Value, V->getASTContext()) : std::nullopt;
  if (!Form || Form->IsMax != Lower)
    return {};
  ASTContext &Ctx = V->getASTContext();
  const llvm::SmallPtrSet<const IdentifierInfo *, 16> DeclaredInRoot =
      declaredNames(Tree.Loops.front().Loop);
  auto Allowed = [&](const VarDecl *Var) {
    return mayHold(V, Var, DeclaredInRoot);
  };
  std::vector<const Expr *> Bounds;
  for (const Expr *Operand : {Form->First, Form->Second}) {
    if (!isIndexArithmetic(Operand, Ctx, Allowed))
      continue;
    // An operand with several values bounds V only where it has each.
    std::vector<IndexValue> Substituted = substituteHeld(Operand, Ctx);
    if (Substituted.size() == 1)
      Bounds.push_back(Substituted.front().Value);
  }
  return Bounds;
}

std::vector<IndexValue> IndexVariables::substituteHeld(const Expr *E,
                                                       ASTContext &Ctx) {
  auto Each = [&](const Expr *Child) { return substituteHeld(Child, Ctx); };
  // Each value of the child, rebuilt around it by Wrap when it changed.
  auto Around = [&](const Expr *Child, auto Wrap) {
    std::vector<IndexValue> Result;
    for (IndexValue &Inner : Each(Child)) {
      if (Inner.Value != Child)
        Inner.Value = Wrap(const_cast<Expr *>(Inner.Value));
      else
        Inner.Value = E;
      Result.push_back(std::move(Inner));
    }
    return Result;
  };
  if (const auto *Paren = dyn_cast<ParenExpr>(E))
    return Around(Paren->getSubExpr(), [&](Expr *Inner) {
      return new (Ctx) ParenExpr(SourceLocation(), SourceLocation(), Inner);
    });
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const auto *Read =
        dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
    const auto *Var = Read ? dyn_cast<VarDecl>(Read->getDecl()) : nullptr;
    if (auto It = Var && Cast->getCastKind() == CK_LValueToRValue
                      ? Held.find(Var)
                      : Held.end();
        It != Held.end() && !It->second.empty()) {
      std::vector<IndexValue> Result = It->second;
      for (IndexValue &Value : Result)
        Value.Value = new (Ctx) ParenExpr(SourceLocation(), SourceLocation(),
                                          const_cast<Expr *>(Value.Value));
      return Result;
    }
    return Around(Cast->getSubExpr(), [&](Expr *Inner) {
      return ImplicitCastExpr::Create(Ctx, Cast->getType(), Cast->getCastKind(),
                                      Inner, nullptr, VK_PRValue,
                                      FPOptionsOverride());
    });
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Around(Unary->getSubExpr(), [&](Expr *Inner) {
      return UnaryOperator::Create(Ctx, Inner, Unary->getOpcode(),
                                   Unary->getType(), VK_PRValue, OK_Ordinary,
                                   SourceLocation(), /*CanOverflow=*/true,
                                   FPOptionsOverride());
    });
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    std::vector<IndexValue> Result;
    for (const IndexValue &L : Each(Binary->getLHS()))
      for (const IndexValue &R : Each(Binary->getRHS())) {
        IndexValue Combined;
        Combined.Value =
            L.Value == Binary->getLHS() && R.Value == Binary->getRHS()
                ? E
                : BinaryOperator::Create(Ctx, const_cast<Expr *>(L.Value),
                                         const_cast<Expr *>(R.Value),
                                         Binary->getOpcode(), Binary->getType(),
                                         VK_PRValue, OK_Ordinary,
                                         SourceLocation(), FPOptionsOverride());
        Combined.Guards = L.Guards;
        Combined.Guards.insert(Combined.Guards.end(), R.Guards.begin(),
                               R.Guards.end());
        Result.push_back(std::move(Combined));
      }
    return Result;
  }
  return {IndexValue{E, {}}};
}

const Expr *IndexVariables::helperIndex(const CallExpr *Call) {
  const FunctionDecl *Helper = Call->getDirectCallee();
  const Expr *Arithmetic = helperArithmetic(Helper);
  if (!Arithmetic || isa<CXXOperatorCallExpr>(Call) ||
      Call->getNumArgs() != Helper->getNumParams())
    return nullptr;
  const ASTContext &Ctx = Helper->getASTContext();
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    // The argument as converted to its parameter: a conversion that narrows
    // (`long` into `int`) wraps. A default argument is not written at the
    // call: the built expression would have no text for it.
    const Expr *Arg = Call->getArg(I);
    const Expr *Written = Arg->IgnoreParenImpCasts();
    if (isa<CXXDefaultArgExpr>(Written) || Arg->HasSideEffects(Ctx) ||
        !Written->getType()->isIntegerType() ||
        narrows(Written->getType(), Helper->getParamDecl(I)->getType(), Ctx))
      return nullptr;
  }
  return substituteArguments(Arithmetic, Call, Ctx);
}

} // namespace autolb
