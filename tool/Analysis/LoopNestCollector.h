//===- LoopNestCollector.h - loop nests, canonical form ------*- C++ -*-===//
//
// Finds the `for` nests of a function and normalises each loop to
// (induction variable, lower bound, comparison, upper bound, step), or marks
// it non-canonical with a Reason.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_LOOPNESTCOLLECTOR_H
#define AUTOLB_ANALYSIS_LOOPNESTCOLLECTOR_H

#include "Analysis/AffineExpr.h"
#include "Analysis/DependenceSolver.h"
#include "Analysis/LoopModel.h"
#include <vector>

namespace autolb {

/// The loops of one nest (a root `for` and every `for` inside it).
struct LoopTree {
  const clang::FunctionDecl *Function = nullptr;
  /// Pre-order; LoopInfo::Parent links them.
  std::vector<LoopInfo> Loops;
  std::vector<std::vector<unsigned>> Children;
  /// Affine forms of the bounds (std::nullopt when not affine).
  std::vector<std::optional<AffineExpr>> LowerAffine, UpperAffine;
  /// Inclusive constant range of each induction variable's values, for the
  /// dependence test (unknown ends when bounds are symbolic).
  std::vector<deptest::VariableRange> Ranges;

  /// True when loop A is B or encloses B.
  bool encloses(unsigned A, unsigned B) const;
  /// The innermost loop among From and its ancestors whose induction
  /// variable is V, or -1 (From may be -1).
  int loopOfInductionVar(const clang::VarDecl *V, int From) const;
  /// The chain of loops from the root to Loop, outermost first.
  std::vector<unsigned> chainTo(unsigned Loop) const;
};

/// One LoopTree per outermost `for` statement in F's body.
std::vector<LoopTree> collectLoopNests(const clang::FunctionDecl &F,
                                       clang::ASTContext &Ctx);

/// Recomputes LoopTree::Ranges (after loops were found non-canonical).
void computeRanges(LoopTree &Tree, const clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_LOOPNESTCOLLECTOR_H
