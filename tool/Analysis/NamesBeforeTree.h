//===- NamesBeforeTree.h - what a check before a nest may name --*- C++ -*-===//
//
// The generated code tests some conditions on every rank before a nest
// runs: a flat array's row length (Delinearization.h), the overlap of an
// object read through a reference or pointer with the arrays the nest
// writes (RuntimeAliasChecks.h). Such a test is spelled with the names of
// the source, just before a nest of the loop tree, so each name must mean
// there the variable it means in the loops, with the value the loops see.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_NAMESBEFORETREE_H
#define AUTOLB_ANALYSIS_NAMESBEFORETREE_H

#include "Analysis/AccessCollector.h"
#include "Analysis/LoopNestCollector.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace autolb {

/// Answers, for one loop tree, which variables a check before its nests
/// may name.
class NamesBeforeTree {
public:
  NamesBeforeTree(const LoopTree &Tree, const NestAccesses &Accesses);

  /// True when V's name means V wherever the generated code names it
  /// before a nest of the tree: V is a parameter, a global or a local
  /// declared before the tree, and no declaration inside the tree takes its
  /// name.
  bool namedAlike(const clang::VarDecl *V) const;

  /// True when a check before a nest of the tree sees the value of V that
  /// the loops see: V is a parameter or local named alike, which the tree
  /// does not assign and nothing changes through an alias (a global may
  /// change in any call).
  bool checkable(const clang::VarDecl *V) const;

private:
  const LoopTree &Tree;
  const NestAccesses &Accesses;
  llvm::SmallPtrSet<const clang::IdentifierInfo *, 16> DeclaredInTree;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_NAMESBEFORETREE_H
