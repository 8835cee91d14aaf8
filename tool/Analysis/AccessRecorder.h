//===- AccessRecorder.h - where the access walk stands ----------*- C++ -*-===//
//
// The walk of a nest's body (StmtAccessWalker over ExprAccessWalker) keeps
// here where it stands: the innermost loop, how many conditions lie between
// it and that loop, the reduction-form update it is inside, the expressions
// whose value is discarded. It records what it finds: each scalar and
// array reference, numbered in evaluation order, and each structural
// reason, on the loops it concerns.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ACCESSRECORDER_H
#define AUTOLB_ANALYSIS_ACCESSRECORDER_H

#include "Analysis/AccessCollector.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/IndexVariables.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace autolb {

class AccessRecorder {
public:
  AccessRecorder(LoopTree &Tree, clang::ASTContext &Ctx, NestAccesses &Out,
                 const CallSummaries &Calls);

protected:
  // --- Reasons ---------------------------------------------------------
  void addReason(int Loop, ReasonKind Kind, std::string Message,
                 clang::SourceLocation Loc, std::string NoteText);
  /// A reason that concerns every loop around the evidence.
  void addReasonToAll(ReasonKind Kind, const std::string &Message,
                      clang::SourceLocation Loc, const std::string &NoteText);
  /// Whether S is C++ the walk does not model (CxxConstructs.h); if so, it
  /// is the reason of every loop around it and its children are not walked.
  bool cxxConstruct(const clang::Stmt *S);
  /// The reference S declares or names when it stands for a vector element
  /// (boundElement); null otherwise.
  const clang::VarDecl *boundElementReference(const clang::Stmt *S) const;

  // --- References ------------------------------------------------------
  void recordScalar(const clang::VarDecl *Var, bool IsWrite,
                    clang::SourceLocation Loc);
  /// Reading the pointer Var that an array reference goes through; a
  /// pointer written in the nest makes its references unanalyzable
  /// (handled by the dependence analysis).
  void recordPointerRead(const clang::VarDecl *Var, clang::SourceLocation Loc);
  /// An element reference; a read at one of several subscripts (an index
  /// variable assigned a conditional) is one reference per subscript.
  /// Returns the index in Out.Arrays of the first one recorded.
  std::size_t recordArray(const clang::Expr *Outer, const clang::VarDecl *Var,
                          ArrayStorage Storage,
                          const std::vector<const clang::Expr *> &Subscripts,
                          std::string Text, bool IsWrite);
  /// A read `Var[e1][e2]` of a table of row pointers or of a vector of
  /// vectors, or a write of one of a table of row pointers (RowTables.h);
  /// with CallColumns, the row `Var[e1]` a call passes, of which it reaches
  /// the first CallColumns elements (ArrayReference::CallColumns).
  void recordRowTableElement(const clang::Expr *Outer,
                             const clang::VarDecl *Var,
                             const std::vector<const clang::Expr *> &Subscripts,
                             std::string Text, bool IsWrite = false,
                             std::optional<uint64_t> CallColumns = {});
  /// A read or a write a call makes of Var's elements: the subscripts of
  /// the row or element its argument passes (Known, outermost first),
  /// unknown past them, up to Rank subscripts.
  void recordCallAccess(const clang::VarDecl *Var, ArrayStorage Storage,
                        const std::vector<const clang::Expr *> &Known,
                        unsigned Rank, clang::QualType ElementType,
                        clang::SourceLocation Loc, std::string Text,
                        bool IsWrite = false);

  // --- Discarded values ------------------------------------------------
  /// Marks expressions evaluated only for their effects: statements, for
  /// increments, comma operands, casts to void.
  void markDiscarded(const clang::Expr *E);
  bool isDiscarded(const clang::Expr *E) const {
    return DiscardedValues.contains(E);
  }

  LoopTree &Tree;
  clang::ASTContext &Ctx;
  NestAccesses &Out;
  const CallSummaries &Calls;
  /// Subscripts that name a local holding an index stand for its value.
  IndexVariables Indices;
  llvm::DenseMap<const clang::ForStmt *, int> LoopIndex;
  /// Innermost loop around the walk (index into Tree.Loops), -1 outside.
  int CurLoop = -1;
  /// Conditions (if, ?:, &&, ||, switch, while) between the walk and
  /// CurLoop.
  unsigned CondDepth = 0;
  /// The loop a `break` would leave, innermost last; -1 for a switch or a
  /// loop that is not a `for`.
  std::vector<int> BreakTargets;
  /// The reduction-form update being walked, and the lvalue it updates.
  std::optional<ReductionUpdate> CurUpdate;
  const clang::Expr *CurTarget = nullptr;

private:
  unsigned NextOrder = 0;
  llvm::SmallPtrSet<const clang::Expr *, 16> DiscardedValues;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ACCESSRECORDER_H
