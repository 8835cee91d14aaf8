//===- StatementSlots.cpp - the statement positions inside a statement ----===//

#include "Plan/StatementSlots.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace autolb {

void forEachSlot(const Stmt *Parent,
                 llvm::function_ref<void(const StmtSlot &)> Fn) {
  if (!Parent)
    return;
  auto Visit = [&](const Stmt *S, bool InSequence, bool ThenWithElse) {
    if (S)
      Fn(StmtSlot{S, InSequence, ThenWithElse});
  };
  if (const auto *C = dyn_cast<CompoundStmt>(Parent)) {
    for (const Stmt *S : C->body())
      Visit(S, true, false);
  } else if (const auto *If = dyn_cast<IfStmt>(Parent)) {
    Visit(If->getThen(), false, If->getElse() != nullptr);
    Visit(If->getElse(), false, false);
  } else if (const auto *For = dyn_cast<ForStmt>(Parent)) {
    Visit(For->getBody(), false, false);
  } else if (const auto *While = dyn_cast<WhileStmt>(Parent)) {
    Visit(While->getBody(), false, false);
  } else if (const auto *Do = dyn_cast<DoStmt>(Parent)) {
    Visit(Do->getBody(), false, false);
  } else if (const auto *Switch = dyn_cast<SwitchStmt>(Parent)) {
    Visit(Switch->getBody(), false, false);
  } else if (const auto *Case = dyn_cast<SwitchCase>(Parent)) {
    Visit(Case->getSubStmt(), true, false);
  } else if (const auto *Label = dyn_cast<LabelStmt>(Parent)) {
    Visit(Label->getSubStmt(), true, false);
  }
}

std::vector<OwnExpression> ownExpressions(const Stmt *S) {
  using Part = OwnExpression::Part;
  auto Initializers = [](const DeclStmt *Decls, Part Where) {
    std::vector<OwnExpression> Inits;
    for (const Decl *D : Decls->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        if (const Expr *Init = V->getInit())
          Inits.push_back({Init, Where});
    return Inits;
  };
  if (const auto *E = dyn_cast<Expr>(S))
    return {{E, Part::Statement}};
  if (const auto *Decls = dyn_cast<DeclStmt>(S))
    return Initializers(Decls, Part::Statement);
  if (const auto *Return = dyn_cast<ReturnStmt>(S))
    return {{Return->getRetValue(), Part::Statement}};
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    std::vector<OwnExpression> Header;
    if (const auto *Decls = dyn_cast_or_null<DeclStmt>(For->getInit()))
      Header = Initializers(Decls, Part::LoopInitialization);
    else
      Header.push_back(
          {dyn_cast_or_null<Expr>(For->getInit()), Part::LoopInitialization});
    Header.push_back({For->getCond(), Part::LoopCondition});
    Header.push_back({For->getInc(), Part::LoopIncrement});
    return Header;
  }
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return {{While->getCond(), Part::LoopCondition}};
  if (const auto *Do = dyn_cast<DoStmt>(S))
    return {{Do->getCond(), Part::LoopCondition}};
  if (const auto *If = dyn_cast<IfStmt>(S))
    return {{If->getCond(), Part::Condition}};
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return {{Switch->getCond(), Part::Condition}};
  return {};
}

} // namespace autolb
