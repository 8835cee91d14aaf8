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
// variables of the loops around the declaration (not changed in their bodies)
// and over variables declared outside the nest that the nest does not change.
//
// C++ authors write the same flat index as a small function, often inline in
// a header: `u[idx(i, j, ny)]` with `idx` returning `i * (ny + 2) + j`. A
// subscript that is a call of such an index helper is analysed as the
// helper's arithmetic over the call's arguments: the helper is a function of
// the program (not a member) whose body is one `return` of index arithmetic
// over its integer parameters and constants, no argument is narrowed by its
// parameter, and no argument has side effects. The expression it stands for
// is built in the ASTContext without source locations of its own
// (compactSourceText prints it from the AST); its leaves are the call's
// arguments and literals (the helper's constants by their values).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_INDEXVARIABLES_H
#define AUTOLB_ANALYSIS_INDEXVARIABLES_H

#include "Analysis/LoopNestCollector.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

namespace autolb {

/// True for an expression the analysis built (an index helper's arithmetic
/// over the call's arguments): it has no source text of its own.
bool isBuiltExpression(const clang::Expr *E);

class IndexVariables {
public:
  explicit IndexVariables(const LoopTree &Tree) : Tree(Tree) {}

  /// The expression Subscript stands for when it names an index variable
  /// (its initializer) or calls an index helper (the helper's arithmetic
  /// over the arguments), else Subscript itself.
  const clang::Expr *resolve(const clang::Expr *Subscript);

private:
  const clang::Expr *heldIndex(const clang::VarDecl *V);
  const clang::Expr *helperIndex(const clang::CallExpr *Call);

  const LoopTree &Tree;
  llvm::DenseMap<const clang::VarDecl *, const clang::Expr *> Held;
  llvm::DenseMap<const clang::CallExpr *, const clang::Expr *> Expanded;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_INDEXVARIABLES_H
