//===- OtherFileCalls.cpp - whole arrays after calls into other files -----===//

#include "CodeGen/OtherFileCalls.h"
#include "Plan/DistributedCode.h"
#include "Support/RuntimeCallBuilder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace autolb {

namespace {

/// The expressions S evaluates itself, without those of the statements it
/// contains: a loop's or a selection's header, a return value, initializers.
std::vector<const Expr *> ownExpressions(const Stmt *S) {
  auto Initializers = [](const DeclStmt *Decls) {
    std::vector<const Expr *> Inits;
    for (const Decl *D : Decls->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        if (const Expr *Init = V->getInit())
          Inits.push_back(Init);
    return Inits;
  };
  if (const auto *E = dyn_cast<Expr>(S))
    return {E};
  if (const auto *Decls = dyn_cast<DeclStmt>(S))
    return Initializers(Decls);
  if (const auto *Return = dyn_cast<ReturnStmt>(S))
    return {Return->getRetValue()};
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    std::vector<const Expr *> Header;
    if (const auto *Decls = dyn_cast_or_null<DeclStmt>(For->getInit()))
      Header = Initializers(Decls);
    else
      Header.push_back(dyn_cast_or_null<Expr>(For->getInit()));
    Header.push_back(For->getCond());
    Header.push_back(For->getInc());
    return Header;
  }
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return {While->getCond()};
  if (const auto *Do = dyn_cast<DoStmt>(S))
    return {Do->getCond()};
  if (const auto *If = dyn_cast<IfStmt>(S))
    return {If->getCond()};
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return {Switch->getCond()};
  return {};
}

/// The calls to another file E evaluates (an operand of sizeof is not
/// evaluated), outermost first.
void collectOtherFileCalls(const GeneratorContext &G, const Stmt *E,
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

class CallWrapper {
public:
  CallWrapper(GeneratorContext &G, const FunctionDecl *F) : G(G), F(F) {}

  /// Makes every tracked array whole after the statement.
  void syncAfterStatement(const StmtSlot &Slot) {
    const Stmt *S = Slot.S;
    G.Remarks.remark(G.Src.begin(S), "alb-codegen",
                     "every distributed array made whole after a call to "
                     "a function of another file, whose nests may leave "
                     "arrays distributed");
    std::string Sync = rt::syncAll() + "; /* autolb: another file's code may "
                                       "have left arrays distributed */";
    if (Slot.InSequence) {
      G.Edits.insert(G.Src.end(S),
                     "\n" + G.Src.indentation(S->getBeginLoc()) + Sync,
                     EditOrder::Close);
      return;
    }
    G.Edits.insert(G.Src.begin(S), "{ ", EditOrder::Open);
    G.Edits.insert(G.Src.end(S), " " + Sync + " }", EditOrder::Close);
  }

  /// Makes every tracked array whole right after Call returns, inside the
  /// expression: `(f(A), sync)` for a void call, `(t = f(A), sync, t)`
  /// otherwise.
  void syncAfterCall(const CallExpr *Call) {
    const SourceManager &SM = G.Ctx.getSourceManager();
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Call->getSourceRange()), SM,
        G.Ctx.getLangOpts());
    std::string Callee = Call->getDirectCallee()->getNameAsString();
    if (Range.isInvalid() || !SM.isInMainFile(Range.getBegin())) {
      G.Remarks.error(G.Src.begin(Call),
                      "cannot make arrays whole right after this call to '" +
                          Callee +
                          "', a function of another file whose nests may "
                          "leave them distributed: a macro spells part of the "
                          "call; make the call a statement of its own");
      return;
    }
    QualType T = Call->getType().getUnqualifiedType();
    if (!T->isVoidType() && cannotDeclareAtFunctionStart(G.Ctx, T)) {
      G.Remarks.error(G.Src.begin(Call),
                      "cannot make arrays whole right after this call to '" +
                          Callee +
                          "', a function of another file whose nests may "
                          "leave them distributed: its value's type cannot be "
                          "held at the start of the function; assign the "
                          "call to a variable in a statement of its own");
      return;
    }
    G.Remarks.remark(G.Src.begin(Call), "alb-codegen",
                     "every distributed array made whole right after this "
                     "call to '" +
                         Callee +
                         "', a function of another file whose nests may "
                         "leave arrays distributed, before the rest of the "
                         "statement reads memory");
    if (T->isVoidType()) {
      G.Edits.insert(Range.getBegin(), "(", EditOrder::Open);
      G.Edits.insert(Range.getEnd(), ", " + rt::syncAll() + ")",
                     EditOrder::Sync);
      return;
    }
    std::string Value = G.Names.fresh("call_value");
    declareAtFunctionStart(T, Value);
    G.Edits.insert(Range.getBegin(), "(" + Value + " = ", EditOrder::Open);
    G.Edits.insert(Range.getEnd(), ", " + rt::syncAll() + ", " + Value + ")",
                   EditOrder::Sync);
  }

private:
  void declareAtFunctionStart(QualType T, StringRef Name) {
    const auto *Body = cast<CompoundStmt>(F->getBody());
    std::string Declaration;
    llvm::raw_string_ostream OS(Declaration);
    T.print(OS, G.Ctx.getPrintingPolicy(), Name);
    std::string Indent =
        Body->body_empty()
            ? "  "
            : G.Src.indentation(Body->body_front()->getBeginLoc());
    G.Edits.insert(G.Src.endOfToken(Body->getLBracLoc()),
                   "\n" + Indent + Declaration +
                       "; /* autolb: a call's value, held while arrays are "
                       "made whole */",
                   EditOrder::Open);
  }

  GeneratorContext &G;
  const FunctionDecl *F;
};

} // namespace

void syncAfterOtherFileCalls(GeneratorContext &G, const FunctionDecl *F,
                             const StmtSlot &Slot) {
  if (!G.Src.inMainFile(Slot.S->getBeginLoc()))
    return;
  std::vector<const CallExpr *> Calls;
  for (const Expr *E : ownExpressions(Slot.S))
    collectOtherFileCalls(G, E, Calls);
  CallWrapper Wrapper(G, F);
  if (Calls.size() == 1 && endsWithCall(Slot.S, Calls.front())) {
    Wrapper.syncAfterStatement(Slot);
    return;
  }
  for (const CallExpr *Call : Calls)
    Wrapper.syncAfterCall(Call);
}

} // namespace autolb
