//===- OtherFileCalls.cpp - whole arrays after calls into other files -----===//

#include "Plan/OtherFileCalls.h"
#include "Plan/DistributedCode.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace autolb {

namespace {

/// The calls to another file E evaluates (an operand of sizeof is not
/// evaluated), outermost first.
void collectOtherFileCalls(const PlanContext &G, const Stmt *E,
                           std::vector<const CallExpr *> &Calls) {
  if (!E || isa<UnaryExprOrTypeTraitExpr>(E))
    return;
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (isCallToAnotherFile(G, Call))
      Calls.push_back(Call);
  for (const Stmt *Child : E->children())
    collectOtherFileCalls(G, Child, Calls);
}

/// True when S evaluates nothing after Call returns but storing its value
/// in a variable: `f(A);`, `x = f(A);`, `x += f(A);`, `double x = f(A);`.
bool endsWithCall(const Stmt *S, const CallExpr *Call) {
  auto IsCall = [&](const Expr *E) {
    return E && E->IgnoreParenCasts() == Call;
  };
  if (const auto *E = dyn_cast<Expr>(S)) {
    if (IsCall(E))
      return true;
    const auto *Assign = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!Assign || !Assign->isAssignmentOp() || !IsCall(Assign->getRHS()))
      return false;
    const auto *Target =
        dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts());
    return Target && isa<VarDecl>(Target->getDecl());
  }
  const auto *Decls = dyn_cast<DeclStmt>(S);
  if (!Decls || !Decls->isSingleDecl())
    return false;
  const auto *V = dyn_cast<VarDecl>(Decls->getSingleDecl());
  return V && IsCall(V->getInit());
}

/// True when T names a type declared inside a function, or has a size
/// known only at run time: a temporary of that type cannot be declared at
/// the start of the function's body.
bool cannotDeclareAtFunctionStart(const ASTContext &Ctx, QualType T) {
  if (T->isVariablyModifiedType())
    return true;
  for (QualType Step = T;;) {
    if (const auto *Typedef = dyn_cast<TypedefType>(Step.getTypePtr()))
      if (Typedef->getDecl()->getDeclContext()->isFunctionOrMethod())
        return true;
    if (const TagDecl *Tag = Step->getAsTagDecl())
      if (Tag->getDeclContext()->isFunctionOrMethod())
        return true;
    QualType Next = Step.getSingleStepDesugaredType(Ctx);
    if (Next == Step && Step->isPointerType())
      Next = Step->getPointeeType();
    else if (Next == Step && Step->isArrayType())
      Next = QualType(Step->getPointeeOrArrayElementType(), 0);
    if (Next == Step)
      return false;
    Step = Next;
  }
}

CallToAnotherFile::Wrap wrapOf(const PlanContext &G, const CallExpr *Call) {
  using Wrap = CallToAnotherFile::Wrap;
  const SourceManager &SM = G.Ctx.getSourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Call->getSourceRange()), SM,
      G.Ctx.getLangOpts());
  if (Range.isInvalid() || !SM.isInMainFile(Range.getBegin()))
    return Wrap::SpelledByMacro;
  QualType T = Call->getType().getUnqualifiedType();
  if (T->isVoidType())
    return Wrap::Void;
  return cannotDeclareAtFunctionStart(G.Ctx, T) ? Wrap::UndeclarableValue
                                                : Wrap::Value;
}

} // namespace

OtherFileCallSyncs planOtherFileCallSyncs(const PlanContext &G,
                                          const StmtSlot &Slot) {
  std::vector<const CallExpr *> Calls;
  // A macro's statement is synced as a whole: its calls are all its own.
  if (G.Src.isMacroStatement(Slot.S))
    collectOtherFileCalls(G, Slot.S, Calls);
  else
    for (const OwnExpression &Own : ownExpressions(Slot.S))
      collectOtherFileCalls(G, Own.E, Calls);
  OtherFileCallSyncs Syncs;
  if (Calls.size() == 1 && endsWithCall(Slot.S, Calls.front())) {
    Syncs.AfterStatement = true;
    return Syncs;
  }
  for (const CallExpr *Call : Calls)
    Syncs.Calls.push_back({Call, wrapOf(G, Call)});
  return Syncs;
}

} // namespace autolb
