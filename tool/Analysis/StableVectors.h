//===- StableVectors.h - std::vector read as an array -----------*- C++ -*-===//
//
// `v[i]` of a `std::vector<T>` is a call of an overloaded operator, whose
// effects the access walk cannot see in general: the vector may reallocate
// its buffer (push_back, resize, assignment), hand it out (data(), a
// reference to an element, the vector passed by reference), or be
// vector<bool>, whose elements are bits. A vector is read as an array when
// none of that can happen: a local variable of the enclosing function, or
// a reference parameter, with numeric elements and the standard allocator,
// used only as `v[k]` (read, assigned, incremented), `v.size()` and
// `v.empty()` -- a local one also passed to such a stable reference
// parameter of a function of the file. Its buffer is then fixed from its
// construction to its destruction and reached by no other name, so it
// behaves like a local array of the size it was built with; two reference
// parameters may still name the same vector (AliasAnalysis).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_STABLEVECTORS_H
#define AUTOLB_ANALYSIS_STABLEVECTORS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtCXX.h"
#include <optional>
#include <string>

namespace autolb {

/// True for `std::vector<T>` with the standard allocator, or
/// `std::array<T, N>`, with T a number other than bool or a trivially
/// copyable plain record (isPlainRecord: its bytes are its value), or an
/// lvalue reference to one. A std::array is a vector whose buffer is
/// inside it: the same uses keep it where it is and reached by its name
/// only.
bool isArrayLikeVectorType(clang::QualType T);

/// "std::array" or "std::vector", for remarks about a numeric vector type.
llvm::StringRef containerName(clang::QualType T);

/// True for a specialization of the class template std::Name (std::vector,
/// std::array, std::basic_string).
bool isStdTemplate(clang::QualType T, llvm::StringRef Name);

/// True for `std::vector<std::vector<T>>` (or of std::arrays) with
/// standard allocators and T a number other than bool, or an lvalue reference
/// to one: a table of rows, read as `v[i][j]` like a table of row pointers
/// (RowTables.h).
bool isNumericVectorTableType(clang::QualType T);

/// The element type of a numeric vector type (isArrayLikeVectorType), as
/// the generated code can spell it anywhere (`double`, not the vector's
/// member typedef `value_type` that `v[k]` has).
clang::QualType vectorElementType(clang::QualType T);

/// The variable of `v[k]` when E is that subscript of a numeric
/// std::vector variable (stable or not); null otherwise.
const clang::VarDecl *subscriptedVector(const clang::Expr *E);

/// The member `r.v` of `r.v.size()` or `r.v.empty()` of a numeric
/// std::vector or std::array member of a record; null otherwise.
const clang::MemberExpr *memberContainerSizeQuery(const clang::Expr *E);

/// The table variable of `v[i][j]` when E is that element of a numeric
/// vector table variable (isNumericVectorTableType); null otherwise.
const clang::VarDecl *subscriptedVectorTable(const clang::Expr *E);

/// The member `r.v` of `r.v[k]` when E is that subscript of a numeric
/// std::vector or std::array member of a record; null otherwise.
const clang::MemberExpr *subscriptedMemberContainer(const clang::Expr *E);

/// The row index `i` of the table element E (subscriptedVectorTable(E) !=
/// null), as written; vectorIndex(E) is its column index.
const clang::Expr *vectorTableRow(const clang::Expr *E);

/// The index of the vector subscript E (subscriptedVector(E) != null), as
/// written, before its conversion to size_type.
const clang::Expr *vectorIndex(const clang::Expr *E);

/// The vector of `v.size()` or `v.empty()`, which read nothing the access
/// walk tracks; null for any other expression.
const clang::VarDecl *vectorSizeQuery(const clang::Expr *E);

/// Whether the range-based for only reads its elements: its element is a
/// copy, or a const reference whose every use is a read of its value (no
/// address taken, no reference bound to it).
bool readsElementsOnly(const clang::CXXForRangeStmt *Range,
                       clang::ASTContext &Ctx);

/// The vector of `v.data()`, its buffer; null for any other expression.
const clang::VarDecl *bufferOfVector(const clang::Expr *E);

/// The table of `v.size()`, `v.empty()`, `v[i].size()` or `v[i].empty()`
/// of a numeric vector table v; null for any other expression.
const clang::VarDecl *vectorTableSizeQuery(const clang::Expr *E);

/// True for `v[k]`, `v.size()` and `v.empty()` of a numeric vector: calls
/// that only locate an element or read the size, with no other effect.
bool isVectorElementOrSize(const clang::Expr *E);

/// Whether the element `v[k]` or `v[i][j]` (Subscript) is only read,
/// assigned or incremented: no reference to it or its address outlives the
/// expression.
bool isPlainVectorElementUse(const clang::Expr *Subscript,
                             clang::ASTContext &Ctx);

/// The element `v[e]` or `a[e]` that R names, when R is a local reference
/// bound to an element of a vector (`Particle &p = b[i];`, `int &cell =
/// s[k];`) or to a number in a declared array or behind a local pointer
/// (`int &move = trace[k];`), or a local pointer to such an element or to
/// a record in such an array (`struct point *p = &pts[i];`), and stands for
/// that element wherever it is used: each use of R is plain
/// (isPlainVectorElementUse; a pointer's uses are `p->f` and `*p`, used
/// so), and the variables of e, and the pointer, are locals that nothing
/// changes while R exists (used only as values after the declaration,
/// their addresses never taken). Null otherwise.
const clang::Expr *boundElement(const clang::VarDecl *R,
                                clang::ASTContext &Ctx);

/// The pointer variable that E reads when it stands for an element
/// (boundElement): the base of `p->f` or the operand of `*p`; else null.
const clang::VarDecl *elementPointer(const clang::Expr *E,
                                     clang::ASTContext &Ctx);

/// Why vector V may move its buffer or let another name reach it, worded
/// for a remark ("member 'push_back' of 'v' is used at line 12"); nullopt
/// when V is a stable vector (see the file comment). A local vector may
/// also be passed to a reference parameter of a function of the main file
/// that is itself stable there (AllowPassing; such a parameter is not
/// passed on in turn).
std::optional<std::string> vectorInstability(const clang::VarDecl *V,
                                             clang::ASTContext &Ctx,
                                             bool AllowPassing = true);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_STABLEVECTORS_H
