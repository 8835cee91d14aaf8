//===- ExprQueries.h - which variable an expression names -------*- C++ -*-===//
//
// Several passes ask of an operand whether it is just a variable: the target
// of an assignment, the operand of `&`, a side of a loop condition. The
// answer strips parentheses and the casts the language inserts, so `(i)` and
// an lvalue-to-rvalue conversion of `i` both name `i`. Whether a cast the
// programmer wrote also keeps the variable depends on the question, so that
// variant has its own name.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_EXPRQUERIES_H
#define AUTOLB_ANALYSIS_EXPRQUERIES_H

#include "clang/AST/Expr.h"

namespace autolb {

/// The variable E names once parentheses and implicit casts are stripped,
/// or null: `(i)` names `i`, `(long)i` names nothing.
const clang::VarDecl *referencedVariable(const clang::Expr *E);

/// The variable E names once parentheses and all casts, explicit ones too,
/// are stripped, or null: `(void *)p` names `p`. For provenance questions,
/// where a cast does not change which memory a pointer reaches.
const clang::VarDecl *referencedVariableThroughCasts(const clang::Expr *E);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_EXPRQUERIES_H
