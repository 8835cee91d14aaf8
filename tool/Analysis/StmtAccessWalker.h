//===- StmtAccessWalker.h - the references a loop body makes ----*- C++ -*-===//
//
// Walks the statements of a nest from its outermost loop, keeping track of
// the innermost loop and of the conditions inside it, and hands expressions
// to ExprAccessWalker. The header of a canonical loop only assigns its
// induction variable, so just its bounds count, as reads in the enclosing
// context. Control flow that may leave a loop (`break` out of a `for`,
// `return`, `goto`) and inline assembly become structural reasons.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_STMTACCESSWALKER_H
#define AUTOLB_ANALYSIS_STMTACCESSWALKER_H

#include "Analysis/ExprAccessWalker.h"

namespace autolb {

class StmtAccessWalker final : public ExprAccessWalker {
public:
  using ExprAccessWalker::ExprAccessWalker;

  /// Walks the whole nest, from the root loop of the tree.
  void walkRoot() { stmt(Tree.Loops[0].Loop); }

private:
  void stmt(const clang::Stmt *S) override;
  void forLoop(const clang::ForStmt *For);
  void declaration(const clang::VarDecl *Var);
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_STMTACCESSWALKER_H
