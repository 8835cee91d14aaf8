//===- StmtAccessWalker.h - the references a loop body makes ----*- C++ -*-===//
//
// Walks the statements of a nest from its outermost loop, keeping track of
// the innermost loop and of the conditions inside it, and hands expressions
// to ExprAccessWalker. The header of a canonical loop only assigns its
// induction variable, so just its bounds count, as reads in the enclosing
// context. Control flow that may leave a loop (`break` out of a `for`,
// `return`, `goto`) and inline assembly become structural reasons.
//
// A range-based for over a std::vector, a std::array or a row of a vector
// of vectors, whose element is a copy or a const reference only read
// (readsElementsOnly), is an inner loop that reads its container whole: like a
// `while` loop, its body runs any number of times where it stands (its
// references are conditional), and its element is a variable declared there. It
// is not a loop of the tree: it is never distributed, and runs inside the loop
// around it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_STMTACCESSWALKER_H
#define AUTOLB_ANALYSIS_STMTACCESSWALKER_H

#include "Analysis/ExprAccessWalker.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"

namespace autolb {

class StmtAccessWalker final : public ExprAccessWalker {
public:
  using ExprAccessWalker::ExprAccessWalker;

  /// Walks the whole nest, from the root loop of the tree.
  void walkRoot() { stmt(Tree.Loops[0].Loop); }

private:
  void stmt(const clang::Stmt *S) override;
  void forLoop(const clang::ForStmt *For);
  void rangeFor(const clang::CXXForRangeStmt *Range);
  void declaration(const clang::VarDecl *Var);

  /// The case labels of the switches inside the tree, with the loop each
  /// switch is in (-1: none).
  llvm::DenseMap<const clang::SwitchCase *, int> InnerCases;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_STMTACCESSWALKER_H
