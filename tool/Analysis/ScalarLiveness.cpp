//===- ScalarLiveness.cpp - is a scalar read after a loop? ----------------===//

#include "Analysis/ScalarLiveness.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/Analyses/LiveVariables.h"
#include "clang/Analysis/AnalysisDeclContext.h"
#include "clang/Analysis/CFG.h"

using namespace clang;

namespace autolb {
namespace {

class AddressTakenFinder : public RecursiveASTVisitor<AddressTakenFinder> {
public:
  explicit AddressTakenFinder(llvm::DenseSet<const VarDecl *> &Out)
      : Out(Out) {}

  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() == UO_AddrOf)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Op->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
          Out.insert(Var);
    return true;
  }

  // A reference bound to it reads and writes it under another name, also
  // after the loop (`double &r = t;`, an argument of a `double &`
  // parameter, which the callee may keep).
  bool VisitVarDecl(VarDecl *D) {
    if (D->getType()->isReferenceType() && D->getInit())
      markNamed(D->getInit());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    for (const Expr *Argument : Call->arguments())
      if (Argument->IgnoreParens()->isGLValue())
        markNamed(Argument);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    for (const Expr *Argument : Construct->arguments())
      if (Argument->IgnoreParens()->isGLValue())
        markNamed(Argument);
    return true;
  }

  // A lambda may read or write what it captures by reference whenever it
  // is called: like a variable whose address is taken.
  bool VisitLambdaExpr(LambdaExpr *Lambda) {
    for (const LambdaCapture &Capture : Lambda->captures())
      if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef)
        if (const auto *Var = dyn_cast<VarDecl>(Capture.getCapturedVar()))
          Out.insert(Var);
    return true;
  }

private:
  /// The variables an lvalue names (a conditional's either one, a record
  /// variable whose member it is).
  void markNamed(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        Out.insert(Var);
    } else if (const auto *Choice = dyn_cast<AbstractConditionalOperator>(E)) {
      markNamed(Choice->getTrueExpr());
      markNamed(Choice->getFalseExpr());
    } else if (const auto *Member = dyn_cast<MemberExpr>(E);
               Member && !Member->isArrow()) {
      markNamed(Member->getBase());
    }
  }

  llvm::DenseSet<const VarDecl *> &Out;
};

} // namespace

ScalarLiveness::ScalarLiveness(const FunctionDecl &F, ASTContext &Ctx)
    : Manager(std::make_unique<AnalysisDeclContextManager>(Ctx)) {
  // LiveVariables sees only the expressions that are CFG elements of their
  // own: without this, the references inside a full statement go unseen.
  Manager->getCFGBuildOptions().setAllAlwaysAdd();
  AnalysisDeclContext *Context = Manager->getContext(&F);
  if (const CFG *Graph = Context->getCFG()) {
    Live = Context->getAnalysis<LiveVariables>();
    for (const CFGBlock *Block : *Graph)
      if (const Stmt *Terminator = Block->getTerminatorStmt())
        ConditionBlocks[Terminator] = Block;
  }
  AddressTakenFinder(AddressTaken).TraverseStmt(F.getBody());
}

ScalarLiveness::~ScalarLiveness() = default;

bool ScalarLiveness::isLiveAfter(const ForStmt *Loop, const VarDecl *V) const {
  if (V->hasGlobalStorage() || AddressTaken.contains(V) || !Live)
    return true;
  auto Condition = ConditionBlocks.find(Loop);
  if (Condition == ConditionBlocks.end() || Condition->second->succ_size() != 2)
    return true;
  // The condition block's second successor is where the loop exits.
  const CFGBlock::AdjacentBlock &Exit =
      *std::next(Condition->second->succ_begin());
  if (!Exit.isReachable())
    return true;
  // Live where the exit block begins: before its first statement (recorded
  // per statement), or at its end when it has none.
  for (const CFGElement &Element : *Exit)
    if (std::optional<CFGStmt> First = Element.getAs<CFGStmt>())
      return Live->isLive(First->getStmt(), V);
  return Live->isLive(Exit.getReachableBlock(), V);
}

} // namespace autolb
