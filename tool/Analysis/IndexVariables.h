//===- IndexVariables.h - locals that hold an index -------------*- C++ -*-===//
//
// Application code often computes a flat index once and uses it for every
// array of the iteration: `int k = i * cols + j; dN[k] = J[k] - ...`. A
// subscript that is such a variable is analysed as the expression it was
// initialized with, when that stands for the same value at every use: the
// variable is an integer declared inside the nest with an initializer and
// never changed afterwards (no assignment, increment or address), and the
// initializer is arithmetic (+, -, *, literals, conversions that do not
// narrow, into a type that does not narrow it) over the induction
// variables of the loops around the declaration (not changed in their bodies) and over variables
// declared outside the nest that the nest does not change.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_INDEXVARIABLES_H
#define AUTOLB_ANALYSIS_INDEXVARIABLES_H

#include "Analysis/LoopNestCollector.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

namespace autolb {

class IndexVariables {
public:
  explicit IndexVariables(const LoopTree &Tree) : Tree(Tree) {}

  /// The expression Subscript stands for when it names an index variable
  /// (its initializer), else Subscript itself.
  const clang::Expr *resolve(const clang::Expr *Subscript);

private:
  const clang::Expr *heldIndex(const clang::VarDecl *V);

  const LoopTree &Tree;
  llvm::DenseMap<const clang::VarDecl *, const clang::Expr *> Held;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_INDEXVARIABLES_H
