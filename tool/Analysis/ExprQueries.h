//===- ExprQueries.h - which variable an expression names -------*- C++ -*-===//
//
// Several passes ask of an operand whether it is just a variable: the target
// of an assignment, the operand of `&`, a side of a loop condition. The
// answer strips parentheses and the casts the language inserts, so `(i)` and
// an lvalue-to-rvalue conversion of `i` both name `i`. Whether a cast the
// programmer wrote also keeps the variable depends on the question, so that
// variant has its own name. The base `*P` of `(*P)[i]`, with P a pointer to
// a whole array, names the array P points to.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_EXPRQUERIES_H
#define AUTOLB_ANALYSIS_EXPRQUERIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace autolb {

/// E printed from the AST (macros expanded, implicit casts unwritten): for
/// expressions whose source text is not theirs.
std::string printedExpression(const clang::Expr *E,
                              const clang::ASTContext &Ctx);

/// The expression E is an operand of, past parentheses and the implicit
/// casts that keep its object (`const` added, derived to base), or null.
const clang::Stmt *operandUser(const clang::Expr *E, clang::ASTContext &Ctx);

/// The variable E names once parentheses and implicit casts are stripped,
/// or null: `(i)` names `i`, `(long)i` names nothing.
const clang::VarDecl *referencedVariable(const clang::Expr *E);

/// The object an access through subscripts and `.` members starts from,
/// parentheses and implicit casts stripped: `a` of `a[k].x[j]`, `p->v` of
/// `p->v[k]`.
const clang::Expr *accessedObject(const clang::Expr *E);

/// What an assignment through subscripts and `.` members stores into:
/// `a` of `a[k]`, `s[k].x`, `m[i][j]`; null for anything else.
const clang::VarDecl *storedVariable(const clang::Expr *Target);

/// The variable E names once parentheses and all casts, explicit ones too,
/// are stripped, or null: `(void *)p` names `p`. For provenance questions,
/// where a cast does not change which memory a pointer reaches.
const clang::VarDecl *referencedVariableThroughCasts(const clang::Expr *E);

/// P in `(*P)[i][j]` with `double (*P)[N][M]`: given the base `*P` of such
/// subscripts, the pointer P to the whole array they index (as an array
/// parameter would be); null for any other expression.
const clang::VarDecl *pointerToWholeArray(const clang::Expr *Base);

/// The array a subscript expression indexes, as written: `y` in `y[j]`,
/// `(*A)` in `(*A)[i][j]`, `v` in `v[k]` of a std::vector (the operator
/// call).
const clang::Expr *subscriptedArray(const clang::Expr *Ref);

/// True for a call of a stdio function that writes to stdout or stderr:
/// printf, puts, putchar, vprintf, perror, and fprintf, vfprintf, fputs,
/// fputc, putc, fwrite given stdout or stderr. Replicated code prints such
/// output on one rank (Plan/OutputGuard.h).
bool isStandardOutputCall(const clang::CallExpr *Call);

/// sizeof, alignof and the like, whose operand is not evaluated: all but
/// those of a variable-length array type or of an expression of one
/// (`sizeof(char[n])` evaluates n at run time).
bool isUnevaluatedOperator(const clang::Stmt *S);

/// Whether converting an integer of type From to the integer type To keeps
/// every value (`int` to `long`, not `int` to `unsigned char`).
bool integerConversionKeepsValues(clang::QualType From, clang::QualType To,
                                  const clang::ASTContext &Ctx);

/// True when E computes its integer value without wrapping: no unsigned
/// arithmetic (`d + u` wraps below 0) and no conversion that may change a
/// value (an unsigned `u` read as `int`, a `long` as `int`). A bound of
/// such a value is its affine form.
bool computesWithoutWrapping(const clang::Expr *E,
                             const clang::ASTContext &Ctx);

/// Whether evaluating E twice may not give the same value: E has an effect,
/// or calls something other than an element or size read of a vector or a
/// vector table, or than a function SameWhenRepeated accepts (one whose
/// summary says it reads its arguments only).
bool mayDifferWhenRepeated(const clang::Expr *E, const clang::ASTContext &Ctx,
                           llvm::function_ref<bool(const clang::CallExpr &)>
                               SameWhenRepeated = nullptr);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_EXPRQUERIES_H
