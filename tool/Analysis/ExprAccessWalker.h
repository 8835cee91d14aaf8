//===- ExprAccessWalker.h - the references an expression makes --*- C++ -*-===//
//
// Walks an expression in evaluation order: reads before the write of an
// assignment, `A[i] += x` as a read of `A[i]`, then `x`, then the write.
// Each variable and array element it reads or writes becomes a reference;
// calls outside the pure-math functions, volatile accesses, and any pointer
// use that may alias (arithmetic, dereference, `&`, `->`, an array decayed
// to a pointer) become structural reasons. Statements inside an expression
// (a GNU statement expression) go back to the statement walker.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_EXPRACCESSWALKER_H
#define AUTOLB_ANALYSIS_EXPRACCESSWALKER_H

#include "Analysis/AccessRecorder.h"
#include <set>

namespace autolb {

class ExprAccessWalker : public AccessRecorder {
public:
  using AccessRecorder::AccessRecorder;
  virtual ~ExprAccessWalker() = default;

private:
  static bool raisesExceptionFlags(const clang::Expr *E);
  /// The loops given the reason about the exception flags (each with the
  /// loops around it).
  std::set<int> ExceptionFlagsLoops;

protected:
  /// The statement walker's entry, for statements below an expression.
  virtual void stmt(const clang::Stmt *S) = 0;
  void expr(const clang::Expr *E);
  /// The value stored into a pointer variable (`p = base + k * n`): its
  /// arithmetic names a new array base rather than an access. References
  /// through the variable are analysed under its name, and where it
  /// changes a dependence is assumed on them; it may alias any array
  /// (a run-time check).
  void storedPointer(const clang::Expr *Value);
  /// A vector, a vector of vectors or a row of one read whole by User (a
  /// call passing it to a reference parameter the callee reads, or a
  /// range-based for over it): its elements, or the whole table; Use names
  /// the place in a remark. False for any other container.
  bool wholeContainerRead(const clang::Expr *Container, const clang::Expr *User,
                          llvm::StringRef Use);

private:
  /// `Target = Value`, `Target op= Value` (ReadsTarget) or `Target++`.
  void assignment(const clang::Expr *Whole, const clang::Expr *Target,
                  const clang::Expr *Value, bool ReadsTarget);
  void lvalue(const clang::Expr *Target, bool IsWrite);
  void addressOf(const clang::UnaryOperator *AddrOf);
  void call(const clang::CallExpr *Call);
  /// The object of a call of a member function (CallSummaries.h): read
  /// before the call's arguments, written after them if the function
  /// writes it.
  void memberCallObject(const clang::CXXMemberCallExpr *Call,
                        const std::string &Callee, const CallEffects &Effects,
                        bool IsWrite);
  /// The elements of the array an argument of a call passes (`A`, `p`,
  /// the row `A[i]`), which the callee reads (CallSummaries.h).
  /// The reason for a call argument that passes volatile Var's elements.
  void volatileArgument(const clang::VarDecl *Var, clang::QualType Element,
                        const clang::Expr *Arg);
  /// A read, then a write, that a call makes of Var's elements through its
  /// argument Arg (Ref names Var in it): Known and Rank as in
  /// recordCallAccess, CallColumns as in ArrayReference.
  void callReadAndWrite(const clang::VarDecl *Var,
                        const clang::DeclRefExpr *Ref, clang::QualType Element,
                        const clang::Expr *Arg,
                        const std::vector<const clang::Expr *> &Known,
                        unsigned Rank, clang::SourceLocation Loc,
                        const std::string &Text,
                        std::optional<uint64_t> CallColumns = {});
  /// A call that reads and may write element Index of the array Array
  /// names (CallEffects::ElementParams).
  void elementAccess(const clang::CallExpr *Call, const std::string &Callee,
                     const clang::Expr *Array, const clang::Expr *Index);
  void argumentRead(const clang::CallExpr *Call, const std::string &Callee,
                    const clang::Expr *Arg);
  /// A call that reads and writes the first Extent elements of what Arg
  /// points to (CallEffects::WrittenParams): a row of a table of row
  /// pointers, the object of `&x` or `&a[i]` (Extent 1), an array whole.
  void sectionAccess(const clang::CallExpr *Call, const std::string &Callee,
                     const clang::Expr *Arg, uint64_t Extent);
  /// A global a callee reads: every element of an array.
  void globalRead(const clang::CallExpr *Call, const clang::VarDecl *Global);
  void member(const clang::MemberExpr *Member, bool IsWrite);
  void declRef(const clang::DeclRefExpr *Ref, bool IsWrite);
  void arrayReference(const clang::ArraySubscriptExpr *Outer, bool IsWrite);
  /// A use of a reference that stands for the element it is bound to
  /// (boundElement): a use of that element.
  void boundElementUse(const clang::VarDecl *Bound, bool IsWrite);
  /// `v[k]` of a std::vector: an array reference when the vector is stable
  /// (StableVectors.h), else the reason its loops stay sequential.
  void vectorReference(const clang::Expr *Subscript, bool IsWrite);
  /// True, with the reason added to every loop, when Vector's buffer may
  /// move or be reached by another name (vectorInstability); Use is where.
  bool unstableVector(const clang::VarDecl *Vector, clang::SourceLocation Loc,
                      llvm::StringRef Use);
  /// `s[k]` of a std::string: a read the walk keeps apart when the loops
  /// never change the string and nothing else reaches its characters
  /// (StringReads.h), else the reason its loops stay sequential.
  void stringReference(const clang::Expr *Subscript, bool IsWrite);
  /// True, with the reason added to every loop, when another name may
  /// reach String's characters (stringExposure); Use is where.
  bool unreadableString(const clang::VarDecl *String, clang::SourceLocation Loc,
                        llvm::StringRef Use);
  /// True, with the reason added to every loop, when E changes a string
  /// (stringChange): `s.push_back(c)`, `s += t`, `f(s)` by reference.
  bool changedString(const clang::Expr *E);
  /// `v[i][j]` of a vector of vectors: read like a table of row pointers.
  void vectorTableReference(const clang::Expr *Element, bool IsWrite);
  /// `r.v[k]` of a vector member of a const record: read whole like a
  /// table of one row (RowTables.h); else the reason its loops stay
  /// sequential.
  void memberContainerReference(const clang::Expr *Element, bool IsWrite);
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_EXPRACCESSWALKER_H
