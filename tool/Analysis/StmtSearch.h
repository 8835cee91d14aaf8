//===- StmtSearch.h - whether a statement tree holds a match ----*- C++ -*-===//
//
// Many questions about a loop body or an expression are "does any
// statement inside it do X": write a variable, take its address, call a
// function, jump. One walk over the tree answers each of them.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_STMTSEARCH_H
#define AUTOLB_ANALYSIS_STMTSEARCH_H

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace autolb {

/// True when S is or contains a statement IsTarget accepts (false for a
/// null S).
bool containsAny(const clang::Stmt *S,
                 llvm::function_ref<bool(const clang::Stmt *)> IsTarget);

/// True when S is or contains a reference to V (false for a null S).
bool mentionsVariable(const clang::Stmt *S, const clang::VarDecl *V);

/// The names the variables declared in S take.
llvm::SmallPtrSet<const clang::IdentifierInfo *, 16>
declaredNames(const clang::Stmt *S);

/// True when code in S may change V other than by assigning it by name:
/// some use of V other than a read, an assignment, an increment or
/// decrement, sizeof or a member selection (its address taken, a reference
/// bound to it, to a conditional or comma holding it or through a braced
/// list, an argument passed to a reference parameter), or a lambda
/// capturing it by reference. Never for an object defined const.
bool reachedThroughAlias(const clang::Stmt *S, const clang::VarDecl *V);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_STMTSEARCH_H
