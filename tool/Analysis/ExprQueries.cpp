//===- ExprQueries.cpp - which variable an expression names ---------------===//

#include "Analysis/ExprQueries.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StmtSearch.h"
#include "Analysis/StringReads.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace clang;

namespace autolb {

const Stmt *operandUser(const Expr *E, ASTContext &Ctx) {
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    const Stmt *Parent = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Parent);
    if (!isa_and_nonnull<ParenExpr>(Parent) &&
        !(Cast && Cast->getCastKind() == CK_NoOp))
      return Parent;
    E = cast<Expr>(Parent);
  }
}

std::string printedExpression(const Expr *E, const ASTContext &Ctx) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  return Text;
}

static const VarDecl *namedVariable(const Expr *Stripped) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Stripped))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

const VarDecl *referencedVariable(const Expr *E) {
  return namedVariable(E->IgnoreParenImpCasts());
}

const Expr *accessedObject(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
      E = Subscript->getBase();
    else if (const auto *Member = dyn_cast<MemberExpr>(E);
             Member && !Member->isArrow())
      E = Member->getBase();
    else
      return E;
  }
}

const VarDecl *storedVariable(const Expr *Target) {
  const auto *Ref = dyn_cast<DeclRefExpr>(accessedObject(Target));
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

const VarDecl *referencedVariableThroughCasts(const Expr *E) {
  return namedVariable(E->IgnoreParenCasts());
}

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

const Expr *subscriptedArray(const Expr *Ref) {
  if (subscriptedVector(Ref))
    return cast<CXXOperatorCallExpr>(Ref->IgnoreParens())
        ->getArg(0)
        ->IgnoreImpCasts();
  const Expr *Base = cast<ArraySubscriptExpr>(Ref)->getBase()->IgnoreImpCasts();
  while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Base))
    Base = Inner->getBase()->IgnoreImpCasts();
  return Base;
}

/// Index of the stream argument of a stdio output function, -1 when it
/// always writes to stdout or stderr, none when it is not one.
static std::optional<int> streamArgument(StringRef Name, unsigned NumArgs) {
  return llvm::StringSwitch<std::optional<int>>(Name)
      .Cases("printf", "puts", "putchar", "vprintf", "perror", -1)
      .Cases("fprintf", "vfprintf", 0)
      .Cases("fputs", "fputc", "putc", "fwrite", static_cast<int>(NumArgs) - 1)
      .Default(std::nullopt);
}

static bool isStandardStream(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return false;
  StringRef Name = Ref->getDecl()->getName();
  return Name == "stdout" || Name == "stderr";
}

bool isStandardOutputCall(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return false;
  std::optional<int> Stream =
      streamArgument(Callee->getName(), Call->getNumArgs());
  if (!Stream)
    return false;
  return *Stream < 0 || (static_cast<unsigned>(*Stream) < Call->getNumArgs() &&
                         isStandardStream(Call->getArg(*Stream)));
}

bool isUnevaluatedOperator(const Stmt *S) {
  const auto *E = dyn_cast_or_null<UnaryExprOrTypeTraitExpr>(S);
  return E && !E->getTypeOfArgument()->isVariablyModifiedType();
}

bool integerConversionKeepsValues(QualType From, QualType To,
                                  const ASTContext &Ctx) {
  if (!From->isIntegerType() || !To->isIntegerType())
    return false;
  const bool FromSigned = From->isSignedIntegerOrEnumerationType(),
             ToSigned = To->isSignedIntegerOrEnumerationType();
  return Ctx.getIntWidth(To) > Ctx.getIntWidth(From)
             ? ToSigned || !FromSigned
             : Ctx.getIntWidth(To) == Ctx.getIntWidth(From) &&
                   ToSigned == FromSigned;
}

bool computesWithoutWrapping(const Expr *E, const ASTContext &Ctx) {
  return !containsAny(E, [&](const Stmt *S) {
    if (const auto *Arithmetic = dyn_cast<BinaryOperator>(S))
      return Arithmetic->getType()->isUnsignedIntegerType();
    if (const auto *Negation = dyn_cast<UnaryOperator>(S))
      return Negation->getType()->isUnsignedIntegerType();
    const auto *Cast = dyn_cast<CastExpr>(S);
    return Cast && Cast->getType()->isIntegerType() &&
           Cast->getSubExpr()->getType()->isIntegerType() &&
           !integerConversionKeepsValues(Cast->getSubExpr()->getType(),
                                         Cast->getType(), Ctx);
  });
}

bool mayDifferWhenRepeated(
    const Expr *E, const ASTContext &Ctx,
    llvm::function_ref<bool(const CallExpr &)> SameWhenRepeated) {
  if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
    return true;
  return containsAny(E, [&](const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    return Call && !isVectorElementOrSize(Call) && !subscriptedString(Call) &&
           !stringSizeQuery(Call) && !vectorTableSizeQuery(Call) &&
           !subscriptedMemberContainer(Call) &&
           !memberContainerSizeQuery(Call) && Call->HasSideEffects(Ctx) &&
           !(SameWhenRepeated && SameWhenRepeated(*Call));
  });
}

} // namespace autolb
