//===- DependenceSolver.h - GCD, Banerjee, uniform distances ---*- C++ -*-===//
//
// The arithmetic of the dependence test, free of the AST so that it can be
// checked by hand. Two references `A[f(x)]` (source) and `A[g(y)]` (sink)
// touch the same element when, in every dimension,
//
//   sum_k a_k * x_k + a_0  ==  sum_k b_k * y_k + b_0
//
// for iteration vectors x, y within the loop bounds. The first `NumCommon`
// variables of x and y belong to the loops enclosing both references (x_k and
// y_k are the same loop in two iterations); the others are loops around only
// one of them. The test answers with the direction vectors (over the common
// loops) for which a solution may exist, and the exact distances y_k - x_k
// when the subscripts are uniform. Every answer is conservative: "may
// depend" whenever the test cannot prove independence.
//
// All loops are assumed to run upwards (callers negate the coefficients and
// bounds of downward loops).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_DEPENDENCESOLVER_H
#define AUTOLB_ANALYSIS_DEPENDENCESOLVER_H

#include "Analysis/AnalysisBudget.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace autolb {
namespace deptest {

/// Inclusive range of a loop variable; std::nullopt for an unknown end.
struct VariableRange {
  std::optional<int64_t> Lower, Upper;
};

/// One dimension of the subscript equation.
struct SubscriptPair {
  std::vector<int64_t> SourceCoeffs; ///< a_k, size = number of source loops.
  std::vector<int64_t> SinkCoeffs;   ///< b_k, size = number of sink loops.
  int64_t SourceConstant = 0;        ///< a_0
  int64_t SinkConstant = 0;          ///< b_0
};

/// `sum Coeffs[v] * v + Constant >= 0` over the source variables followed
/// by the sink variables (loop bounds that depend on outer loops, e.g. the
/// `i >= k + 1` of a triangular nest).
struct Inequality {
  std::vector<int64_t> Coeffs;
  int64_t Constant = 0;
};

struct DependenceProblem {
  unsigned NumCommon = 0;
  std::vector<VariableRange> SourceRanges; ///< First NumCommon are common.
  std::vector<VariableRange> SinkRanges;   ///< First NumCommon equal above.
  std::vector<SubscriptPair> Dimensions;
  /// Common loops forced to the same iteration (e.g. loops outside the
  /// scope of an array declared in a loop body): only '=' is tested.
  unsigned NumForcedEqual = 0;
  /// Further constraints on the iteration vectors, used by the exact test.
  std::vector<Inequality> Constraints;
};

enum class Dir { Less, Equal, Greater, Any };

struct DependenceResult {
  /// False when independence is proved.
  bool MayDepend = true;
  /// Feasible direction vectors, each of NumCommon entries. Any stands for
  /// each of Less, Equal and Greater, independently of the other entries: a
  /// loop in no subscript and no constraint (matrix multiply's k for C[i][j])
  /// would otherwise triple the number of vectors.
  std::vector<std::vector<Dir>> DirectionVectors;
  /// The budget ran out: DirectionVectors is the one vector that keeps only
  /// what needs no search (forced '=', exact distances), Any elsewhere.
  bool BudgetExceeded = false;
  /// Exact distance y_k - x_k per common loop when the subscripts determine
  /// it, else std::nullopt.
  std::vector<std::optional<int64_t>> Distances;
};

/// Greatest common divisor of |A| and |B|; gcd(0, 0) == 0.
int64_t gcd(int64_t A, int64_t B);

/// GCD test of one dimension with no direction constraint: false when
/// sum a_k x_k - sum b_k y_k == b_0 - a_0 has no integer solution.
bool gcdTest(const SubscriptPair &Dim);

/// GCD test under a direction vector: common loops with '=' contribute one
/// coefficient (a_k - b_k). False when no integer solution exists.
bool gcdTest(const SubscriptPair &Dim, unsigned NumCommon,
             const std::vector<Dir> &Directions);

/// Banerjee's bounds test of one dimension under a direction vector (Any
/// entries unconstrained): false when the left-hand side minus the right
/// cannot be zero within the bounds.
bool banerjeeTest(const DependenceProblem &P, const SubscriptPair &Dim,
                  const std::vector<Dir> &Directions);

/// Exact distances of uniform subscripts (a_k == b_k on the common loops,
/// zero elsewhere), one dimension at a time. Returns false when the
/// distances contradict each other or the bounds (independence).
bool uniformDistances(const DependenceProblem &P,
                      std::vector<std::optional<int64_t>> &Distances);

/// Fourier-Motzkin elimination over the rationals of the subscript
/// equations, the ranges, the Constraints and the direction vector: false
/// when no rational (hence no integer) solution exists. Gives up (true) on
/// large systems or overflow.
bool fourierMotzkinTest(const DependenceProblem &P,
                        const std::vector<Dir> &Directions);

/// The complete test: GCD, exact distances, then a hierarchical refinement
/// of direction vectors pruned with GCD and Banerjee, and each resulting
/// vector checked by Fourier-Motzkin when there are Constraints. Each
/// vector checked costs a step of Budget (Fourier-Motzkin one per variable);
/// when it runs out, the dependence is assumed (BudgetExceeded).
DependenceResult testDependence(const DependenceProblem &P,
                                AnalysisBudget &Budget);

/// The complete test without a limit on its work.
DependenceResult testDependence(const DependenceProblem &P);

} // namespace deptest
} // namespace autolb

#endif // AUTOLB_ANALYSIS_DEPENDENCESOLVER_H
