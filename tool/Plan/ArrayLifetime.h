//===- ArrayLifetime.h - distributed arrays whose storage ends --*- C++ -*-===//
//
// The run-time knows an array by its base address and remembers which rank
// holds each of its slices. When the program frees a distributed array,
// the allocator may place the next array at the same address -- on some
// ranks and not others, since the run-time's own allocations differ
// between ranks -- and the ranks would then disagree about the new array.
// So `free(A)` (or C++'s `delete[] A`) of a distributed array first tells the
// run-time to forget A, and so does the end of the scope of a local array the
// run-time may have seen: its stack memory is reused by later frames, which a
// later sync would otherwise overwrite. A local array whose scope a jump enters
// cannot get the cleanup that forgets it (ScopeJumps.h); neither can a pointer
// to `alloca` memory declared in an inner block (the memory outlives it).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_ARRAYLIFETIME_H
#define AUTOLB_PLAN_ARRAYLIFETIME_H

#include "Plan/PlanContext.h"
#include "Plan/RoutedCalls.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include <vector>

namespace autolb {

/// `free(A)` of a distributed array, or of a pointer that may point into
/// one; in C++ also `delete[] A` and `delete A`.
struct FreedArray {
  /// The call of free, or the delete expression.
  const clang::Expr *Release = nullptr;
  const clang::VarDecl *Array = nullptr;
  /// A macro spells the release only in part: it cannot be wrapped.
  bool InsideMacro = false;

  /// The run-time forgets the array itself: free is routed through it
  /// (RoutedCalls.h); delete never is.
  bool routed(const RoutedCall &Free) const {
    return !llvm::isa<clang::CXXDeleteExpr>(Release) && Free.routed();
  }
};

/// A local the run-time may have seen, declared in Decls.
struct ScopeEnd {
  enum class Outcome {
    /// A cleanup declared after Decls forgets it at every scope exit.
    Forgotten,
    /// A jump enters its scope: no cleanup possible.
    JumpedInto,
    /// A pointer to alloca memory declared in an inner block.
    AllocaInInnerBlock,
  };
  const clang::DeclStmt *Decls = nullptr;
  const clang::VarDecl *Array = nullptr;
  Outcome What = Outcome::Forgotten;
};

struct FunctionLifetimes {
  std::vector<FreedArray> Frees;
  /// In source order of the blocks and declarations.
  std::vector<ScopeEnd> ScopeEnds;
};

/// Where F's distributed arrays must be forgotten by the run-time.
FunctionLifetimes planLifetimes(const PlanContext &G,
                                const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_PLAN_ARRAYLIFETIME_H
