//===- AccessCollector.h - the references a loop nest makes ----*- C++ -*-===//
//
// Walks the body of a nest once, in evaluation order, and records every
// array reference (with affine subscripts), every scalar reference, and every
// construct that stops a loop from being distributed (calls, exits, asm,
// volatile, pointer arithmetic), which it appends to the loops' Reasons.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ACCESSCOLLECTOR_H
#define AUTOLB_ANALYSIS_ACCESSCOLLECTOR_H

#include "Analysis/AffineExpr.h"
#include "Analysis/IndexVariables.h"
#include "Analysis/LoopNestCollector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace autolb {

/// An update in reduction form: `x op= e`, `x = x op e`, `x = fmax(x, e)`,
/// `x = x < e ? x : e`, `x++`, where e does not mention x.
struct ReductionUpdate {
  const clang::Expr *Update = nullptr;
  ReductionOperator Operator = ReductionOperator::Sum;
  /// Partial results combine into the sequential value only in the order
  /// of the iterations that made them (ReductionForm.h: a floating-point
  /// conditional minimum or maximum).
  bool CombinesInIterationOrder = false;
};

struct ArrayReference {
  const clang::VarDecl *Array = nullptr;
  ArrayStorage Storage = ArrayStorage::Array;
  /// The outermost subscript expression (an ArraySubscriptExpr, or the
  /// operator call `v[k]` of a vector); null for the reads of a call
  /// (CallSummaries.h), whose subscripts are unknown past the row passed.
  const clang::Expr *Ref = nullptr;
  /// The type of the elements it reads or writes, and where.
  clang::QualType ElementType;
  clang::SourceLocation Loc;
  /// Outermost dimension first; std::nullopt for a non-affine subscript.
  std::vector<std::optional<AffineExpr>> Subscripts;
  /// The subscripts as written; for a flat array read as rows
  /// (Delinearization), a column's is the flat subscript it comes from.
  std::vector<const clang::Expr *> SubscriptExprs;
  bool IsWrite = false;
  /// Under an if, ?:, &&, ||, switch or while inside its innermost loop.
  bool Conditional = false;
  /// Evaluation order within the nest (reads of `A[i] += x` come first).
  unsigned Order = 0;
  /// Innermost enclosing loop (index into LoopTree::Loops).
  int Loop = -1;
  /// Set when the reference is the target of a reduction-form update.
  std::optional<ReductionUpdate> Reduction;
  /// As written, without blanks, e.g. "A[i-1][j]".
  std::string Text;
  /// Why a subscript of the form `i*m + j` was not read as `[i][j]`.
  std::string DelinearizationRefusal;
  /// For a read at one of several subscripts, what holds of the loop
  /// variables where it reads at this one (IndexVariables.h).
  std::vector<IndexGuard> Guards;
  /// For the row `t[i]` of a table of row pointers or of a matrix that a
  /// call reads and writes within its first N elements
  /// (CallEffects::WrittenParams): N. Its last subscript, which the call
  /// does not spell, is std::nullopt and lies in [0, N).
  std::optional<uint64_t> CallColumns;
};

struct ScalarReference {
  const clang::VarDecl *Var = nullptr;
  bool IsWrite = false;
  unsigned Order = 0;
  int Loop = -1;
  /// Under an if, ?:, &&, ||, switch or while inside its innermost loop.
  bool Conditional = false;
  clang::SourceLocation Loc;
  std::optional<ReductionUpdate> Reduction;
  /// A write of a floating-point `?:` minimum or maximum, which is no
  /// reduction because its result depends on the order (NaN, -0.0/+0.0).
  bool OrderDependentMinMax = false;
};

/// A member reached through a pointer, `g->n`: a read of an arithmetic
/// member is judged by type after the walk (MemberReads.h); a write keeps
/// the loops sequential and is recorded for that judgement.
struct MemberAccess {
  const clang::MemberExpr *Ref = nullptr;
  /// Innermost enclosing loop (index into LoopTree::Loops).
  int Loop = -1;
  bool IsWrite = false;
};

/// `s[k]` of a std::string the loops only read, kept out of the array
/// references: judged by type after the walk (StringReads.h).
struct StringRead {
  const clang::Expr *Ref = nullptr;
  const clang::VarDecl *String = nullptr;
  /// Innermost enclosing loop (index into LoopTree::Loops).
  int Loop = -1;
};

/// A member read through a reference or pointer (`r.m`, `p->m`) that only
/// writes of arrays may change, where the reference or pointer names the
/// same object before the tree as in it: the run-time may compare that
/// object's bytes with those arrays instead (RuntimeAliasChecks.h), and
/// the loops around the read keep Why where it cannot.
struct ObjectReadCheck {
  /// The reference or pointer.
  const clang::VarDecl *Object = nullptr;
  /// Innermost enclosing loop of the read.
  int Loop = -1;
  /// The arrays whose writes may change the member, each once.
  std::vector<const clang::VarDecl *> WrittenArrays;
  Reason Why;
};

class RecordsInArrays;
class StringHandouts;
class CallSummaries;

struct NestAccesses {
  std::vector<ArrayReference> Arrays;
  /// Induction variables of canonical loops are not recorded.
  std::vector<ScalarReference> Scalars;
  /// Variables declared in a loop body, mapped to that loop.
  llvm::DenseMap<const clang::VarDecl *, int> DeclaredIn;
  /// Every variable written anywhere in the nest (induction variables too).
  llvm::DenseSet<const clang::VarDecl *> Written;
  /// Loops whose statement lies under a condition (if, ?:, switch, while)
  /// in the body of the loop around them: they may not run at all.
  llvm::DenseSet<int> ConditionalLoops;
  /// Loops with a `continue` in their body, outside inner `for` loops (one
  /// inside a `while` there too): some iterations may end early.
  llvm::DenseSet<int> ContinuedLoops;
  /// Pointers whose references were rewritten as `[i][j]` from `i*m + j`.
  std::vector<FlatArrayShape> FlatArrays;
  /// Members reached through pointers, in the order of the walk.
  std::vector<MemberAccess> Members;
  /// The member reads left to a run-time check of their object.
  std::vector<ObjectReadCheck> ObjectChecks;
  /// Reads `a[e1][e2]` of tables of row pointers (`float **a`), kept out of
  /// Arrays: no write of the tree reaches them when the table is read
  /// whole (RowTables.h), which leaves here only the reads of such tables.
  std::vector<ArrayReference> RowTableReads;
  /// The references `a[e1][e2]`, reads and writes, of tables of row
  /// pointers the tree writes so (RowTables.h), kept out of Arrays too: the
  /// dependence test compares them among themselves only, since the
  /// run-time checks that their rows are distinct and clear of all other
  /// memory the nest uses.
  std::vector<ArrayReference> RowTableWrites;
  /// Reads of characters of strings the tree never changes.
  std::vector<StringRead> StringReads;
  /// The symbols of the other files' summaries that the calls in the tree
  /// rely on (OtherFileSummaries.h).
  std::set<std::string> OtherFileSymbols;
};

/// True when Ref lies in loop L or in a loop inside it.
inline bool isInsideLoop(const ArrayReference &Ref, const LoopTree &Tree,
                         unsigned L) {
  return Ref.Loop >= 0 && Tree.encloses(L, Ref.Loop);
}

/// Records the references of Tree and appends structural reasons to its
/// loops; loops whose induction variable or bound changes in the body
/// become non-canonical.
NestAccesses collectAccesses(LoopTree &Tree, clang::ASTContext &Ctx,
                             RecordsInArrays &InArrays,
                             StringHandouts &Handouts,
                             const CallSummaries &Calls);

/// True when A and B denote the same value or object: same variables,
/// literals and operators (casts and parentheses aside), no side effects.
bool sameExpression(const clang::Expr *A, const clang::Expr *B);

/// The source text of E without blanks; printed from the AST for an
/// expression the analysis built (isBuiltExpression).
std::string compactSourceText(const clang::Expr *E,
                              const clang::ASTContext &Ctx);

/// True for the math library functions whose result depends on their
/// arguments alone (sqrt, fabs, fmax, ... and their float/long double
/// variants); most may also set errno (below).
bool isPureMathFunction(llvm::StringRef Name);

/// Of those, the ones that may set errno (a domain, pole or range error):
/// all but the exact ones (fabs, floor, fmax, copysign, ...) and the
/// classification macros.
bool mathFunctionMaySetErrno(llvm::StringRef Name);

/// Of those, lgamma, which sets signgam to the sign of the gamma function.
bool mathFunctionSetsSigngam(llvm::StringRef Name);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ACCESSCOLLECTOR_H
