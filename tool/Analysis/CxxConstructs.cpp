//===- CxxConstructs.cpp - the C++ the analysis understands ---------------===//

#include "Analysis/CxxConstructs.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace autolb {

namespace {

std::string quoted(const NamedDecl *D) {
  return "'" + D->getQualifiedNameAsString() + "'";
}

/// A default argument or member initializer is evaluated where it is used
/// but written elsewhere, so the walk does not see it: only constants pass.
bool isConstantDefault(const Expr *E, const ASTContext &Ctx) {
  return E && !E->isValueDependent() && E->isEvaluatable(Ctx);
}

std::optional<std::string> unanalysedVariable(const VarDecl *Var,
                                              const ASTContext &Ctx) {
  if (Var->getType()->isReferenceType())
    return "reference " + quoted(Var);
  if (Var->needsDestruction(Ctx))
    return "variable " + quoted(Var) + " with a destructor";
  return std::nullopt;
}

} // namespace

bool isProgramMethod(const CXXMethodDecl &Method, const SourceManager &SM) {
  const CXXRecordDecl *Class = Method.getParent();
  if (!isProgramCode(*Class, SM) || Class->isLambda())
    return false;
  // No instantiation of a template is judged by its code.
  for (const DeclContext *Scope = &Method; Scope; Scope = Scope->getParent()) {
    const auto *F = dyn_cast<FunctionDecl>(Scope);
    if (Scope->isDependentContext() ||
        isa<ClassTemplateSpecializationDecl>(Scope) ||
        (F && (F->isTemplateInstantiation() ||
               F->getInstantiatedFromMemberFunction())))
      return false;
  }
  return true;
}

bool isTrivialAssignment(const Stmt *S) {
  const auto *Operator = dyn_cast<CXXOperatorCallExpr>(S);
  if (!Operator || Operator->getOperator() != OO_Equal ||
      Operator->getNumArgs() != 2)
    return false;
  const auto *Method =
      dyn_cast_or_null<CXXMethodDecl>(Operator->getDirectCallee());
  return Method && Method->isTrivial();
}

std::optional<std::string> unanalysedCxxConstruct(const Stmt *S,
                                                  const ASTContext &Ctx) {
  if (!Ctx.getLangOpts().CPlusPlus || !S)
    return std::nullopt;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (Var->getType()->isReferenceType())
        return "reference " + quoted(Var) +
               (Var->getType().getNonReferenceType()->isRecordType()
                    ? " to a record, used other than by reading a member"
                    : "");
      // The generated code names the arrays and scalars it describes
      // unqualified; it copies the bounds and constants it reads as
      // written.
      if (Var->hasGlobalStorage() && !Var->isStaticLocal() &&
          !Var->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
          !(Var->getType().isConstQualified() &&
            Var->getType()->isScalarType()))
        return "variable " + quoted(Var) + " declared in a namespace or class";
    }
    if (isa<BindingDecl>(Ref->getDecl()))
      return "structured binding " + quoted(Ref->getDecl());
    return std::nullopt;
  }
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D))
        if (std::optional<std::string> Why = unanalysedVariable(Var, Ctx))
          return Why;
    return std::nullopt;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(S)) {
    if (Construct->getConstructor()->isTrivial())
      return std::nullopt;
    return "constructor of " +
           Construct->getType().getUnqualifiedType().getAsString();
  }
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(S)) {
    const CXXMethodDecl *Method = Member->getMethodDecl();
    if (!Method)
      return std::string("call through a pointer to member function");
    if (isProgramMethod(*Method, Ctx.getSourceManager()))
      return std::nullopt;
    return "call of member function " + quoted(Method);
  }
  if (isTrivialAssignment(S))
    return std::nullopt;
  if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(S)) {
    const auto *Member =
        Operator->getOperator() == OO_Subscript
            ? dyn_cast<MemberExpr>(Operator->getArg(0)->IgnoreImpCasts())
            : nullptr;
    if (isStdTemplate(Operator->getArg(0)->getType().getNonReferenceType(),
                      "basic_string"))
      return Operator->getOperator() == OO_Subscript
                 ? std::string("element of a std::string that is not a "
                               "local variable or a parameter (a member, a "
                               "string of wide characters): strings are "
                               "analysed only there")
                 : std::string("operator '") +
                       getOperatorSpelling(Operator->getOperator()) +
                       "' of a std::string: strings are analysed only "
                       "through 's[k]', 's.size()' and 's.length()'";
    if (Member && isArrayLikeVectorType(Member->getType()))
      return "element of " + containerName(Member->getType()).str() +
             " member " + quoted(Member->getMemberDecl()) +
             ": containers reached through a record are not analysed";
    return std::string("call of overloaded operator '") +
           getOperatorSpelling(Operator->getOperator()) + "'";
  }
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(S))
    return isConstantDefault(Default->getExpr(), Ctx)
               ? std::nullopt
               : std::optional<std::string>("default argument of " +
                                            quoted(Default->getParam()));
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(S))
    return isConstantDefault(Default->getExpr(), Ctx)
               ? std::nullopt
               : std::optional<std::string>("default initializer of " +
                                            quoted(Default->getField()));
  if (isa<CXXNewExpr>(S))
    return std::string("'new'");
  if (isa<CXXDeleteExpr>(S))
    return std::string("'delete'");
  if (isa<CXXThrowExpr>(S) || isa<CXXTryStmt>(S))
    return std::string("an exception");
  if (isa<LambdaExpr>(S))
    return std::string("a lambda");
  if (isa<CXXThisExpr>(S))
    return std::string("'this'");
  if (isa<CXXForRangeStmt>(S))
    return std::string("a range-based 'for'");
  if (isa<CXXBindTemporaryExpr>(S))
    return std::string("a temporary with a destructor");
  if (isa<CXXTypeidExpr>(S))
    return std::string("'typeid'");
  if (isa<CXXDynamicCastExpr>(S))
    return std::string("'dynamic_cast'");
  if (isa<CXXReinterpretCastExpr>(S))
    return std::string("'reinterpret_cast'");
  if (isa<CXXConstCastExpr>(S))
    return std::string("'const_cast'");
  if (isa<CXXStdInitializerListExpr>(S))
    return std::string("a 'std::initializer_list'");
  if (isa<CoroutineBodyStmt>(S) || isa<CoroutineSuspendExpr>(S) ||
      isa<CoreturnStmt>(S))
    return std::string("a coroutine");
  if (isa<UserDefinedLiteral>(S))
    return std::string("a user-defined literal");
  if (const auto *E = dyn_cast<Expr>(S);
      E && (E->isTypeDependent() || E->isValueDependent()))
    return std::string("a template-dependent expression");
  return std::nullopt;
}

namespace {

/// Why the loops of F are left alone, or nullopt for a free function.
std::optional<std::string> unanalysedFunction(const FunctionDecl &F) {
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&F))
    return "member function " + quoted(Method);
  if (F.isDependentContext() || F.isTemplateInstantiation() ||
      F.getDescribedFunctionTemplate())
    return "function template " + quoted(&F);
  return std::nullopt;
}

/// Outermost `for`, `while` and `do` loops of a body, outside the lambdas
/// in it (FunctionsWithLoops finds those).
class OutermostLoops : public RecursiveASTVisitor<OutermostLoops> {
public:
  std::vector<const Stmt *> Found;

  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  bool TraverseStmt(Stmt *S) {
    if (S && (isa<ForStmt>(S) || isa<CXXForRangeStmt>(S) || isa<WhileStmt>(S) ||
              isa<DoStmt>(S))) {
      Found.push_back(S);
      return true;
    }
    return RecursiveASTVisitor::TraverseStmt(S);
  }
};

class FunctionsWithLoops : public RecursiveASTVisitor<FunctionsWithLoops> {
public:
  FunctionsWithLoops(const SourceManager &SM) : SM(SM) {}
  std::vector<UnanalysedLoop> Found;

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitLambdaBody() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || !inMainFile(F->getLocation()))
      return true;
    if (std::optional<std::string> Where = unanalysedFunction(*F)) {
      add(F->getBody(), *Where);
      return true;
    }
    OutermostLoops Loops;
    Loops.TraverseStmt(F->getBody());
    for (const Stmt *Loop : Loops.Found)
      if (isa<CXXForRangeStmt>(Loop))
        Found.push_back(
            {Loop, "a range-based 'for'",
             "loop is not distributed: a range-based 'for' is not; autolb "
             "distributes counted 'for' loops ('for (std::size_t k = 0; k < "
             "v.size(); ++k)')"});
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *Lambda) {
    if (inMainFile(Lambda->getBeginLoc()))
      add(Lambda->getBody(), "a lambda");
    return true;
  }

private:
  bool inMainFile(SourceLocation Loc) const {
    return SM.isInMainFile(SM.getExpansionLoc(Loc));
  }

  void add(Stmt *Body, const std::string &Where) {
    OutermostLoops Loops;
    Loops.TraverseStmt(Body);
    for (const Stmt *Loop : Loops.Found)
      Found.push_back({Loop, Where,
                       "loop is not distributed: loops of " + Where +
                           " are not analysed; autolb analyses free "
                           "functions that are not templates"});
  }

  const SourceManager &SM;
};

} // namespace

static void addAnalysedFunctions(const DeclContext *Scope,
                                 const SourceManager &SM,
                                 std::vector<const FunctionDecl *> &Out) {
  for (const Decl *D : Scope->decls()) {
    if (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D)) {
      addAnalysedFunctions(cast<DeclContext>(D), SM, Out);
      continue;
    }
    const auto *F = dyn_cast<FunctionDecl>(D);
    if (F && F->doesThisDeclarationHaveABody() &&
        SM.isInMainFile(SM.getExpansionLoc(F->getLocation())) &&
        !unanalysedFunction(*F))
      Out.push_back(F);
  }
}

std::vector<const FunctionDecl *> analysedFunctions(const ASTContext &Ctx) {
  std::vector<const FunctionDecl *> Functions;
  addAnalysedFunctions(Ctx.getTranslationUnitDecl(), Ctx.getSourceManager(),
                       Functions);
  return Functions;
}

std::vector<UnanalysedLoop> findUnanalysedLoops(ASTContext &Ctx) {
  if (!Ctx.getLangOpts().CPlusPlus)
    return {};
  FunctionsWithLoops Finder(Ctx.getSourceManager());
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  return Finder.Found;
}

} // namespace autolb
