//===- SyncPlacement.h - where replicated code needs whole arrays ---------===//
//
// After a distributed nest, the slices of the arrays it wrote are valid only
// on the ranks that computed them. Replicated code that reads such an array
// is preceded by a sync of that array, placed before the outermost statement
// of the enclosing statement sequence that contains the read (so a read
// inside a replicated loop is synchronized once, before the loop), and only
// where a distributed nest may have run before. An expression evaluated
// after distributed code (a loop condition after the body) gets its syncs
// inside itself. Calls to functions that are neither defined in this file
// nor known not to read memory, and reads through a pointer that may point
// into a distributed array, need every array. When every element the
// statement reads of an array has an index in the distributed dimension
// known before the statement, only those slices are needed. After a call to
// a function of another file, which may return with arrays distributed,
// every array is made whole (OtherFileCalls.h). A statement that one macro
// spells with the statements inside it (`do { ... } while (0)`) is synced
// as a whole, before it; when it also runs distributed code, the reads
// after that code cannot be synced, which is an error. A function that touches
// one element of a parameter's array (CallEffects::ElementParams) does not
// sync it: it may run inside a distributed iteration, which owns that
// element; its callers in replicated code sync the element they pass.
// When a distributed nest writes through a pointer other names may reach
// (a parameter, a pointer loaded from a struct), a read through a pointer
// or array that is not itself distributed needs every array.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_SYNCPLACEMENT_H
#define AUTOLB_PLAN_SYNCPLACEMENT_H

#include "Plan/OtherFileCalls.h"
#include "Plan/PlanContext.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <string>
#include <vector>

namespace autolb {

/// The slices [First, Last + 1) of an array in its distributed dimension:
/// a run of constant indices, or one index known before the statement.
struct SliceSpan {
  const clang::Expr *First = nullptr;
  const clang::Expr *Last = nullptr;
  /// Their text as written in the main file.
  std::string FirstSpelling, LastSpelling;
};

/// What a statement needs of one distributed array it reads.
struct ArraySync {
  const clang::VarDecl *Array = nullptr;
  /// Empty: all of the array, because of WhyWhole.
  std::vector<SliceSpan> Slices;
  /// The spans are indices of the elements of a pointer, each one span,
  /// not slices.
  bool ByElement = false;
  std::string WhyWhole;
};

struct SyncPoint {
  enum class Kind {
    /// Before the statement in Slot (wrapped in braces outside a sequence).
    BeforeStatement,
    /// Inside Expression, `(syncs, E)`, at every evaluation.
    InsideExpression,
    /// After the calls to another file the statement in Slot evaluates.
    AfterOtherFileCalls,
    /// Needed where no edit can go (inside a macro's body): an error, What
    /// says why.
    Unplaceable,
  };
  Kind Where = Kind::BeforeStatement;
  StmtSlot Slot;
  const clang::Expr *Expression = nullptr;
  /// InsideExpression: which part of the statement Expression is;
  /// Unplaceable: why the sync cannot go where it is needed.
  std::string What;
  /// Non-empty: every array is made whole, because the code read calls
  /// unknown code or reads through a pointer into a distributed array.
  std::string AllBecause;
  std::vector<ArraySync> Arrays;
  /// AfterOtherFileCalls: where the syncs go.
  OtherFileCallSyncs CallSyncs;

  /// The code whose reads the sync serves (where its remarks point).
  const clang::Stmt *reads() const {
    return Where == Kind::InsideExpression ? Expression : Slot.S;
  }
};

/// The sync points of F, in source order of the walk that finds them.
std::vector<SyncPoint> planSyncs(const PlanContext &G,
                                 const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_PLAN_SYNCPLACEMENT_H
