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
// and over variables declared outside the nest that the nest does not change,
// or over other such index variables (whose values are substituted).
//
// C89 code declares the indices at the top of the body and assigns them
// once: `int c, w; c = x + y * nx; w = (x == 0) ? c : c - 1;`. A variable
// declared without an initializer holds the value of its one assignment
// when that is the only change of it in the nest, a statement of the block
// that declares it, and nothing reads the variable before. An assigned
// conditional gives one value per arm (at most MaxAlternatives), each with
// what the condition says of a loop variable where that arm is chosen
// (`x != 0` for `c - 1`); a read at such a subscript is one reference per
// value (AccessRecorder), a write keeps its subscript as written.
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

#include "Analysis/AffineExpr.h"
#include "Analysis/LoopNestCollector.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <map>
#include <vector>

namespace autolb {

/// What the condition that chose a value says of a variable: `x == 0 ? c :
/// c - 1` gives `c - 1` only where x != 0.
struct IndexGuard {
  const clang::VarDecl *Var = nullptr;
  AffineExpr Value;
  /// Var == Value where the value is chosen; else Var != Value.
  bool Equal = false;
};

/// One value an index expression may stand for, and what holds where it
/// does.
struct IndexValue {
  const clang::Expr *Value = nullptr;
  std::vector<IndexGuard> Guards;
};

/// True for an expression the analysis built (an index helper's arithmetic
/// over the call's arguments): it has no source text of its own.
bool isBuiltExpression(const clang::Expr *E);

class IndexVariables {
public:
  explicit IndexVariables(const LoopTree &Tree) : Tree(Tree) {}

  /// The expression Subscript stands for when it names an index variable
  /// with one value (its initializer), is arithmetic over such variables
  /// (`j - 1`: the initializer's value less one) or calls an index helper
  /// (the helper's arithmetic over the arguments), else Subscript itself.
  const clang::Expr *resolve(const clang::Expr *Subscript);

  /// The values Subscript may stand for: resolve's, or one per arm of the
  /// conditionals that give an index variable its value (`w = x == 0 ? c :
  /// c - 1` with `c = x + y * nx`: `x + y * nx` and `x + y * nx - 1`).
  llvm::SmallVector<IndexValue, 2> alternatives(const clang::Expr *Subscript);

  /// Bounds of the value of V, a local of the nest that holds one value
  /// throughout (as an index variable does): below it (Lower) or above it,
  /// each in variables an index variable may hold. Its value when it is an
  /// index variable with one; the operands of a maximum (Lower) or a minimum
  /// (not Lower) it was initialized with (`std::max(1, d - m)`, MinMax.h);
  /// none otherwise.
  std::vector<const clang::Expr *> valueBounds(const clang::VarDecl *V,
                                               bool Lower);

  /// The most values an index variable may have.
  static constexpr unsigned MaxAlternatives = 4;

private:
  const std::vector<IndexValue> &valuesOf(const clang::VarDecl *V);
  /// The values of a subscript that is arithmetic over index variables
  /// (`j - 1` with `j = d - i`): each with every read of them replaced.
  llvm::SmallVector<IndexValue, 2>
  withinArithmetic(const clang::Expr *Subscript);
  std::vector<IndexValue> heldIndex(const clang::VarDecl *V);
  /// The expression V holds throughout the nest, before its conditionals are
  /// split: its initializer or its one assignment (see the header), or null.
  const clang::Expr *heldValue(const clang::VarDecl *V) const;
  /// True when Var is the variable of a loop around V's declaration that its
  /// body does not change.
  bool isStableInduction(const clang::VarDecl *Var,
                         const clang::VarDecl *V) const;
  /// True when V's value may read Var: a stable loop variable around V, an
  /// index variable, or a variable the nest does not change and names alike
  /// (no declaration in the nest, DeclaredInRoot, takes its name).
  bool mayHold(const clang::VarDecl *V, const clang::VarDecl *Var,
               const llvm::SmallPtrSet<const clang::IdentifierInfo *, 16>
                   &DeclaredInRoot);
  /// E with each read of an index variable replaced by each of its values.
  std::vector<IndexValue> substituteHeld(const clang::Expr *E,
                                         clang::ASTContext &Ctx);
  const clang::Expr *helperIndex(const clang::CallExpr *Call);

  const LoopTree &Tree;
  /// Empty: not an index variable.
  std::map<const clang::VarDecl *, std::vector<IndexValue>> Held;
  llvm::DenseMap<const clang::CallExpr *, const clang::Expr *> Expanded;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_INDEXVARIABLES_H
