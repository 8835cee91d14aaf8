//===- DependenceSolver.cpp - GCD, Banerjee and uniform-distance tests ------===//

#include "Analysis/DependenceSolver.h"
#include <algorithm>
#include <cstdlib>
#include <limits>

namespace autolb {
namespace deptest {
namespace {

// Banerjee bounds are computed in long double so that unknown loop bounds can
// be infinities; 64 mantissa bits keep realistic subscripts exact.
using Real = long double;
constexpr Real Infinity = std::numeric_limits<Real>::infinity();

struct Interval {
  Real Lo = 0, Hi = 0;
  Interval &operator+=(const Interval &O) {
    Lo += O.Lo;
    Hi += O.Hi;
    return *this;
  }
};

Real lowerOf(const VariableRange &R) {
  return R.Lower ? static_cast<Real>(*R.Lower) : -Infinity;
}
Real upperOf(const VariableRange &R) {
  return R.Upper ? static_cast<Real>(*R.Upper) : Infinity;
}

// Range of Coeff * v for v in [Lo, Hi]; a zero coefficient stays zero even
// over an infinite range.
Interval scaled(Real Coeff, Real Lo, Real Hi) {
  if (Coeff == 0)
    return {0, 0};
  Real A = Coeff * Lo, B = Coeff * Hi;
  return {std::min(A, B), std::max(A, B)};
}

bool isEmpty(const VariableRange &R) {
  return R.Lower && R.Upper && *R.Lower > *R.Upper;
}

// Range of a*x - b*y over the common loop with range [L, U] under direction
// D; false when no pair (x, y) satisfies the direction.
bool commonTerm(Real A, Real B, const VariableRange &R, Dir D, Interval &Out) {
  Real L = lowerOf(R), U = upperOf(R);
  switch (D) {
  case Dir::Any:
    Out = scaled(A, L, U);
    Out += scaled(-B, L, U);
    return true;
  case Dir::Equal:
    Out = scaled(A - B, L, U);
    return true;
  case Dir::Less:
  case Dir::Greater:
    break;
  }
  if (R.Lower && R.Upper) {
    if (U - L < 1)
      return false;
    // The feasible (x, y) form a triangle: the extremes of a linear function
    // lie on its vertices.
    Real Xs[3], Ys[3];
    if (D == Dir::Less) {
      Xs[0] = L, Ys[0] = L + 1, Xs[1] = L, Ys[1] = U, Xs[2] = U - 1, Ys[2] = U;
    } else {
      Xs[0] = L + 1, Ys[0] = L, Xs[1] = U, Ys[1] = L, Xs[2] = U, Ys[2] = U - 1;
    }
    Out.Lo = Infinity, Out.Hi = -Infinity;
    for (int V = 0; V < 3; ++V) {
      Real F = A * Xs[V] - B * Ys[V];
      Out.Lo = std::min(Out.Lo, F);
      Out.Hi = std::max(Out.Hi, F);
    }
    return true;
  }
  // Unbounded: with y = x + d (Less) or x = y + d (Greater), d >= 1, the
  // terms separate; the box over-approximates the triangle, which is safe.
  Real MaxD = U - L;
  if (D == Dir::Less) {
    Out = scaled(A - B, L, U - 1);
    Out += scaled(-B, 1, MaxD);
  } else {
    Out = scaled(A - B, L, U - 1);
    Out += scaled(A, 1, MaxD);
  }
  return true;
}

} // namespace

int64_t gcd(int64_t A, int64_t B) {
  A = std::llabs(A);
  B = std::llabs(B);
  while (B) {
    int64_t T = A % B;
    A = B;
    B = T;
  }
  return A;
}

static bool divides(int64_t G, int64_t Rhs) {
  return G == 0 ? Rhs == 0 : Rhs % G == 0;
}

bool gcdTest(const SubscriptPair &Dim) {
  int64_t G = 0;
  for (int64_t C : Dim.SourceCoeffs)
    G = gcd(G, C);
  for (int64_t C : Dim.SinkCoeffs)
    G = gcd(G, C);
  return divides(G, Dim.SinkConstant - Dim.SourceConstant);
}

bool gcdTest(const SubscriptPair &Dim, unsigned NumCommon,
             const std::vector<Dir> &Directions) {
  int64_t G = 0;
  for (size_t K = 0; K < Dim.SourceCoeffs.size(); ++K) {
    bool Merged = K < NumCommon && Directions[K] == Dir::Equal;
    G = gcd(G, Merged ? Dim.SourceCoeffs[K] - Dim.SinkCoeffs[K]
                      : Dim.SourceCoeffs[K]);
  }
  for (size_t K = 0; K < Dim.SinkCoeffs.size(); ++K)
    if (!(K < NumCommon && Directions[K] == Dir::Equal))
      G = gcd(G, Dim.SinkCoeffs[K]);
  return divides(G, Dim.SinkConstant - Dim.SourceConstant);
}

bool banerjeeTest(const DependenceProblem &P, const SubscriptPair &Dim,
                  const std::vector<Dir> &Directions) {
  Interval Sum;
  for (unsigned K = 0; K < P.NumCommon; ++K) {
    Interval Term;
    if (!commonTerm(Dim.SourceCoeffs[K], Dim.SinkCoeffs[K], P.SourceRanges[K],
                    Directions[K], Term))
      return false;
    Sum += Term;
  }
  for (size_t K = P.NumCommon; K < Dim.SourceCoeffs.size(); ++K)
    Sum += scaled(Dim.SourceCoeffs[K], lowerOf(P.SourceRanges[K]),
                  upperOf(P.SourceRanges[K]));
  for (size_t K = P.NumCommon; K < Dim.SinkCoeffs.size(); ++K)
    Sum += scaled(-static_cast<Real>(Dim.SinkCoeffs[K]),
                  lowerOf(P.SinkRanges[K]), upperOf(P.SinkRanges[K]));
  Real Constant = static_cast<Real>(Dim.SourceConstant) -
                  static_cast<Real>(Dim.SinkConstant);
  return Sum.Lo + Constant <= 0 && 0 <= Sum.Hi + Constant;
}

static bool isUniform(const SubscriptPair &Dim, unsigned NumCommon) {
  for (size_t K = 0; K < Dim.SourceCoeffs.size(); ++K)
    if (K < NumCommon ? Dim.SourceCoeffs[K] != Dim.SinkCoeffs[K]
                      : Dim.SourceCoeffs[K] != 0)
      return false;
  for (size_t K = NumCommon; K < Dim.SinkCoeffs.size(); ++K)
    if (Dim.SinkCoeffs[K] != 0)
      return false;
  return true;
}

bool uniformDistances(const DependenceProblem &P,
                      std::vector<std::optional<int64_t>> &Distances) {
  Distances.assign(P.NumCommon, std::nullopt);
  for (unsigned K = 0; K < P.NumForcedEqual && K < P.NumCommon; ++K)
    Distances[K] = 0;
  // Propagate until no dimension determines a new distance: a dimension
  // with one unknown loop left fixes it.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const SubscriptPair &Dim : P.Dimensions) {
      if (!isUniform(Dim, P.NumCommon))
        continue;
      // sum a_k (y_k - x_k) == a_0 - b_0
      int64_t Rhs = Dim.SourceConstant - Dim.SinkConstant;
      int Unknown = -1, NumUnknown = 0;
      for (unsigned K = 0; K < P.NumCommon; ++K) {
        int64_t A = Dim.SourceCoeffs[K];
        if (A == 0)
          continue;
        if (Distances[K]) {
          Rhs -= A * *Distances[K];
        } else {
          Unknown = K;
          ++NumUnknown;
        }
      }
      if (NumUnknown == 0) {
        if (Rhs != 0)
          return false;
        continue;
      }
      if (NumUnknown > 1)
        continue;
      int64_t A = Dim.SourceCoeffs[Unknown];
      if (Rhs % A != 0)
        return false;
      int64_t D = Rhs / A;
      const VariableRange &R = P.SourceRanges[Unknown];
      if (R.Lower && R.Upper && std::llabs(D) > *R.Upper - *R.Lower)
        return false;
      Distances[Unknown] = D;
      Changed = true;
    }
  }
  return true;
}

static bool feasible(const DependenceProblem &P,
                     const std::vector<Dir> &Directions) {
  for (const SubscriptPair &Dim : P.Dimensions)
    if (!gcdTest(Dim, P.NumCommon, Directions) ||
        !banerjeeTest(P, Dim, Directions))
      return false;
  return true;
}

namespace {

// Walks the direction vectors level by level, pruning a partial vector as
// soon as GCD or Banerjee rule it out, so that only feasible prefixes are
// extended.
class DirectionRefiner {
public:
  DirectionRefiner(const DependenceProblem &P,
                   const std::vector<std::optional<int64_t>> &Distances,
                   AnalysisBudget &Budget)
      : P(P), Distances(Distances), Budget(Budget) {}

  /// False when the budget ran out before the vectors were complete.
  bool run(std::vector<std::vector<Dir>> &Out) {
    std::vector<Dir> Directions(P.NumCommon, Dir::Any);
    return refine(Directions, 0, Out);
  }

  /// The one vector that needs no search: what forced equality and exact
  /// distances decide, Any elsewhere.
  std::vector<Dir> unsearched() const {
    std::vector<Dir> Directions(P.NumCommon, Dir::Any);
    for (unsigned Level = 0; Level < P.NumCommon; ++Level)
      if (std::optional<Dir> D = decided(Level))
        Directions[Level] = *D;
    return Directions;
  }

private:
  std::optional<Dir> decided(unsigned Level) const {
    if (Level < P.NumForcedEqual)
      return Dir::Equal;
    if (!Distances[Level])
      return std::nullopt;
    return *Distances[Level] > 0   ? Dir::Less
           : *Distances[Level] < 0 ? Dir::Greater
                                   : Dir::Equal;
  }

  // A loop whose variables appear in no subscript and no constraint: each
  // of its directions is feasible independently of the other loops as soon
  // as it has two iterations.
  bool isFree(unsigned Level) const {
    for (const SubscriptPair &Dim : P.Dimensions)
      if (Dim.SourceCoeffs[Level] != 0 || Dim.SinkCoeffs[Level] != 0)
        return false;
    size_t SinkVar = P.SourceRanges.size() + Level;
    for (const Inequality &C : P.Constraints)
      if (C.Coeffs[Level] != 0 || C.Coeffs[SinkVar] != 0)
        return false;
    return true;
  }

  bool refine(std::vector<Dir> &Directions, unsigned Level,
              std::vector<std::vector<Dir>> &Out) {
    if (Level == P.NumCommon) {
      Out.push_back(Directions);
      return true;
    }
    if (!decided(Level) && isFree(Level)) {
      const VariableRange &R = P.SourceRanges[Level];
      bool OneIteration = R.Lower && R.Upper && *R.Upper - *R.Lower < 1;
      Directions[Level] = OneIteration ? Dir::Equal : Dir::Any;
      bool Complete = refine(Directions, Level + 1, Out);
      Directions[Level] = Dir::Any;
      return Complete;
    }
    std::vector<Dir> Candidates;
    if (std::optional<Dir> D = decided(Level))
      Candidates = {*D};
    else
      Candidates = {Dir::Less, Dir::Equal, Dir::Greater};
    for (Dir D : Candidates) {
      if (!Budget.spend())
        return false;
      Directions[Level] = D;
      if (feasible(P, Directions) && !refine(Directions, Level + 1, Out))
        return false;
    }
    Directions[Level] = Dir::Any;
    return true;
  }

  const DependenceProblem &P;
  const std::vector<std::optional<int64_t>> &Distances;
  AnalysisBudget &Budget;
};

// Rows `Coeffs . v + Constant >= 0` with checked integer arithmetic.
struct Row {
  std::vector<int64_t> Coeffs;
  int64_t Constant;
};

bool combine(const Row &Pos, int64_t PosScale, const Row &Neg, int64_t NegScale,
             Row &Out) {
  Out.Coeffs.resize(Pos.Coeffs.size());
  int64_t G = 0;
  for (size_t V = 0; V < Pos.Coeffs.size(); ++V) {
    int64_t A, B;
    if (__builtin_mul_overflow(Pos.Coeffs[V], PosScale, &A) ||
        __builtin_mul_overflow(Neg.Coeffs[V], NegScale, &B) ||
        __builtin_add_overflow(A, B, &Out.Coeffs[V]))
      return false;
    G = gcd(G, Out.Coeffs[V]);
  }
  int64_t A, B;
  if (__builtin_mul_overflow(Pos.Constant, PosScale, &A) ||
      __builtin_mul_overflow(Neg.Constant, NegScale, &B) ||
      __builtin_add_overflow(A, B, &Out.Constant))
    return false;
  // Dividing by a positive factor common to the whole row keeps the same
  // solutions and the numbers small.
  if (G > 1 && Out.Constant % G == 0) {
    for (int64_t &C : Out.Coeffs)
      C /= G;
    Out.Constant /= G;
  }
  return true;
}

} // namespace

bool fourierMotzkinTest(const DependenceProblem &P,
                        const std::vector<Dir> &Directions) {
  size_t NumSource = P.SourceRanges.size();
  size_t NumVars = NumSource + P.SinkRanges.size();
  std::vector<Row> Rows;
  auto Add = [&](std::vector<int64_t> Coeffs, int64_t Constant) {
    Rows.push_back({std::move(Coeffs), Constant});
  };
  auto Unit = [&](size_t V, int64_t C) {
    std::vector<int64_t> Coeffs(NumVars, 0);
    Coeffs[V] = C;
    return Coeffs;
  };
  for (const SubscriptPair &Dim : P.Dimensions) {
    // sum a x - sum b y + (a0 - b0) == 0, as two inequalities.
    std::vector<int64_t> Coeffs(NumVars, 0);
    for (size_t K = 0; K < Dim.SourceCoeffs.size(); ++K)
      Coeffs[K] = Dim.SourceCoeffs[K];
    for (size_t K = 0; K < Dim.SinkCoeffs.size(); ++K)
      Coeffs[NumSource + K] = -Dim.SinkCoeffs[K];
    int64_t Constant = Dim.SourceConstant - Dim.SinkConstant;
    std::vector<int64_t> Negated(Coeffs);
    for (int64_t &C : Negated)
      C = -C;
    Add(Coeffs, Constant);
    Add(Negated, -Constant);
  }
  for (size_t V = 0; V < NumVars; ++V) {
    const VariableRange &R =
        V < NumSource ? P.SourceRanges[V] : P.SinkRanges[V - NumSource];
    if (R.Lower)
      Add(Unit(V, 1), -*R.Lower);
    if (R.Upper)
      Add(Unit(V, -1), *R.Upper);
  }
  for (const Inequality &C : P.Constraints)
    Add(C.Coeffs, C.Constant);
  // Sink minus source iteration of common loop K, scaled by Sign.
  auto Difference = [&](unsigned K, int64_t Sign) {
    std::vector<int64_t> Coeffs = Unit(K, -Sign);
    Coeffs[NumSource + K] = Sign;
    return Coeffs;
  };
  for (unsigned K = 0; K < P.NumCommon; ++K) {
    switch (Directions[K]) {
    case Dir::Less:
      Add(Difference(K, 1), -1);
      break;
    case Dir::Greater:
      Add(Difference(K, -1), -1);
      break;
    case Dir::Equal:
      Add(Difference(K, 1), 0);
      Add(Difference(K, -1), 0);
      break;
    case Dir::Any:
      break;
    }
  }
  constexpr size_t MaxRows = 400;
  for (size_t V = 0; V < NumVars; ++V) {
    std::vector<Row> Pos, Neg, Next;
    for (Row &R : Rows) {
      if (R.Coeffs[V] > 0)
        Pos.push_back(std::move(R));
      else if (R.Coeffs[V] < 0)
        Neg.push_back(std::move(R));
      else
        Next.push_back(std::move(R));
    }
    if (Next.size() + Pos.size() * Neg.size() > MaxRows)
      return true;
    for (const Row &A : Pos)
      for (const Row &B : Neg) {
        Row C;
        if (!combine(A, -B.Coeffs[V], B, A.Coeffs[V], C))
          return true;
        Next.push_back(std::move(C));
      }
    for (const Row &R : Next) {
      bool Constant = true;
      for (int64_t C : R.Coeffs)
        Constant &= C == 0;
      if (Constant && R.Constant < 0)
        return false;
    }
    Rows = std::move(Next);
  }
  return true;
}

DependenceResult testDependence(const DependenceProblem &P,
                                AnalysisBudget &Budget) {
  DependenceResult Result;
  Result.Distances.assign(P.NumCommon, std::nullopt);
  auto Independent = [&Result] {
    Result.MayDepend = false;
    Result.DirectionVectors.clear();
    return Result;
  };
  for (const VariableRange &R : P.SourceRanges)
    if (isEmpty(R))
      return Independent();
  for (const VariableRange &R : P.SinkRanges)
    if (isEmpty(R))
      return Independent();
  for (const SubscriptPair &Dim : P.Dimensions)
    if (!gcdTest(Dim))
      return Independent();
  if (!uniformDistances(P, Result.Distances))
    return Independent();
  if (!feasible(P, std::vector<Dir>(P.NumCommon, Dir::Any)))
    return Independent();
  DirectionRefiner Refiner(P, Result.Distances, Budget);
  auto &Vectors = Result.DirectionVectors;
  auto OutOfBudget = [&] {
    Result.BudgetExceeded = true;
    Vectors.assign(1, Refiner.unsearched());
    return Result;
  };
  if (!Refiner.run(Vectors))
    return OutOfBudget();
  if (!P.Constraints.empty()) {
    // Bounds that depend on outer loops are invisible to Banerjee's test.
    uint64_t StepsPerVector = P.SourceRanges.size() + P.SinkRanges.size();
    std::vector<std::vector<Dir>> Feasible;
    for (std::vector<Dir> &Vector : Vectors) {
      if (!Budget.spend(StepsPerVector))
        return OutOfBudget();
      if (fourierMotzkinTest(P, Vector))
        Feasible.push_back(std::move(Vector));
    }
    Vectors = std::move(Feasible);
  }
  if (Vectors.empty())
    return Independent();
  return Result;
}

DependenceResult testDependence(const DependenceProblem &P) {
  AnalysisBudget Unlimited = AnalysisBudget::unlimited();
  return testDependence(P, Unlimited);
}

} // namespace deptest
} // namespace autolb
