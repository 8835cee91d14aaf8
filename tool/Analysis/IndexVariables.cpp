//===- IndexVariables.cpp - locals that hold an index ---------------------===//

#include "Analysis/IndexVariables.h"
#include "Analysis/AffineExpr.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

bool namesVariable(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == V;
}

/// True when S (or a statement inside it) may change V: an assignment, an
/// increment or decrement, or taking its address.
bool mayChange(const Stmt *S, const VarDecl *V) {
  return containsAny(S, [V](const Stmt *Sub) {
    if (const auto *Assign = dyn_cast<BinaryOperator>(Sub))
      return Assign->isAssignmentOp() && namesVariable(Assign->getLHS(), V);
    const auto *Unary = dyn_cast<UnaryOperator>(Sub);
    return Unary &&
           (Unary->isIncrementDecrementOp() ||
            Unary->getOpcode() == UO_AddrOf) &&
           namesVariable(Unary->getSubExpr(), V);
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
  if (const auto *Call = dyn_cast<CallExpr>(Subscript->IgnoreParenImpCasts())) {
    auto [It, Inserted] = Expanded.try_emplace(Call, nullptr);
    if (Inserted)
      It->second = helperIndex(Call);
    return It->second ? It->second : Subscript;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Subscript->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V)
    return Subscript;
  auto [It, Inserted] = Held.try_emplace(V, nullptr);
  if (Inserted)
    It->second = heldIndex(V);
  return It->second ? It->second : Subscript;
}

const Expr *IndexVariables::heldIndex(const VarDecl *V) {
  const Expr *Init = V->getInit();
  if (Tree.Loops.empty() || !Init || !V->hasLocalStorage() ||
      isa<ParmVarDecl>(V) || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified())
    return nullptr;
  // `unsigned char slot = i;` wraps: not the initializer's value.
  const Expr *Value = Init->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Value))
    Value = Cast->getSubExpr();
  if (!Value->getType()->isIntegerType() ||
      narrows(Value->getType(), V->getType(), V->getASTContext()))
    return nullptr;
  const ForStmt *Root = Tree.Loops.front().Loop;
  if (!declares(Root, V) || mayChange(Root, V))
    return nullptr;
  auto Allowed = [&](const VarDecl *Var) {
    bool Induction = false;
    for (const LoopInfo &Loop : Tree.Loops) {
      if (Loop.InductionVar != Var)
        continue;
      if (declares(Loop.Loop->getBody(), V) &&
          !mayChange(Loop.Loop->getBody(), Var))
        return true;
      Induction = true;
    }
    return !Induction && !declares(Root, Var) && !mayChange(Root, Var);
  };
  return isIndexArithmetic(Init, V->getASTContext(), Allowed) ? Init : nullptr;
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
