//===- CallSites.h - the calls of a function --------------------*- C++ -*-===//
//
// Passes over replicated code that act on particular library calls (file
// opens, stdin reads, free) find them here.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_CALLSITES_H
#define AUTOLB_PLAN_CALLSITES_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace autolb {

/// The name of Call's direct callee, empty when it has none.
llvm::StringRef calleeName(const clang::CallExpr *Call);

/// Every call in S, in source order.
std::vector<const clang::CallExpr *> callsIn(const clang::Stmt *S);

/// Every call of F's body, in source order.
std::vector<const clang::CallExpr *> callsOf(const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_PLAN_CALLSITES_H
