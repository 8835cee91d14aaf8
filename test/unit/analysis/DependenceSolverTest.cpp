//===- DependenceSolverTest.cpp - hand-checked GCD and Banerjee cases -------===//

#include "Analysis/DependenceSolver.h"
#include "gtest/gtest.h"

using namespace autolb::deptest;

namespace {

VariableRange range(int64_t Lo, int64_t Hi) { return {Lo, Hi}; }
VariableRange unknown() { return {}; }

// One common loop, one dimension: A[a*i + a0] (source) vs A[b*i + b0].
DependenceProblem oneLoop(int64_t A, int64_t A0, int64_t B, int64_t B0,
                          VariableRange R) {
  DependenceProblem P;
  P.NumCommon = 1;
  P.SourceRanges = {R};
  P.SinkRanges = {R};
  P.Dimensions.push_back({{A}, {B}, A0, B0});
  return P;
}

TEST(GCD, Basics) {
  EXPECT_EQ(gcd(12, 18), 6);
  EXPECT_EQ(gcd(-4, 6), 2);
  EXPECT_EQ(gcd(0, 5), 5);
  EXPECT_EQ(gcd(0, 0), 0);
}

TEST(GCD, EvenAndOddElementsNeverMeet) {
  // A[2i] vs A[2i+1]: 2x - 2y = 1 has no integer solution.
  EXPECT_FALSE(gcdTest({{2}, {2}, 0, 1}));
  // A[2i] vs A[4i+2]: 2x - 4y = 2 is solvable (x = 1, y = 0).
  EXPECT_TRUE(gcdTest({{2}, {4}, 0, 2}));
}

TEST(GCD, ConstantSubscripts) {
  EXPECT_FALSE(gcdTest({{0}, {0}, 3, 4})); // A[3] vs A[4]
  EXPECT_TRUE(gcdTest({{0}, {0}, 3, 3}));  // A[3] vs A[3]
}

TEST(GCD, EqualDirectionMergesCoefficients) {
  // A[2i] vs A[i+1] with x == y: 2x - x = 1 -> x = 1, solvable; the '='
  // coefficient is 2 - 1 = 1.
  SubscriptPair Dim{{2}, {1}, 0, 1};
  EXPECT_TRUE(gcdTest(Dim, 1, {Dir::Equal}));
  // A[3i] vs A[i+1] with x == y: 2x = 1, no solution.
  SubscriptPair Odd{{3}, {1}, 0, 1};
  EXPECT_FALSE(gcdTest(Odd, 1, {Dir::Equal}));
  EXPECT_TRUE(gcdTest(Odd, 1, {Dir::Any}));
}

TEST(Banerjee, OffsetLargerThanTheLoop) {
  // for i in [0, 9]: A[i] vs A[i+10]: x - y = 10 needs |x - y| <= 9.
  DependenceProblem P = oneLoop(1, 0, 1, 10, range(0, 9));
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Any}));
  EXPECT_FALSE(testDependence(P).MayDepend);
}

TEST(Banerjee, TriangleVertices) {
  // for i in [1, 10], direction '<' (x < y): x - y ranges over [-9, -1].
  DependenceProblem P = oneLoop(1, 0, 1, 0, range(1, 10));
  // A[i] vs A[i-1]: x - y = -1 -> inside.
  P.Dimensions[0].SinkConstant = -1;
  EXPECT_TRUE(banerjeeTest(P, P.Dimensions[0], {Dir::Less}));
  // x - y + 1 == 0 is impossible with x > y.
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Greater}));
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Equal}));
}

TEST(Banerjee, SingleIterationHasNoCarriedDirection) {
  DependenceProblem P = oneLoop(1, 0, 1, 0, range(5, 5));
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Less}));
  EXPECT_TRUE(banerjeeTest(P, P.Dimensions[0], {Dir::Equal}));
}

TEST(Banerjee, UnknownBoundsStillSeeDirection) {
  // A[i] vs A[i-1] with unknown bounds: only '<' (distance 1) survives.
  DependenceProblem P = oneLoop(1, 0, 1, -1, unknown());
  EXPECT_TRUE(banerjeeTest(P, P.Dimensions[0], {Dir::Less}));
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Greater}));
  EXPECT_FALSE(banerjeeTest(P, P.Dimensions[0], {Dir::Equal}));
}

TEST(Banerjee, DisjointHalves) {
  // for i in [0, 49]: A[i] vs A[i+50] never overlap.
  DependenceProblem P = oneLoop(1, 0, 1, 50, range(0, 49));
  EXPECT_FALSE(testDependence(P).MayDepend);
  // With i in [0, 50] they do: x = 50, y = 0.
  P.SourceRanges = P.SinkRanges = {range(0, 50)};
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  ASSERT_TRUE(R.Distances[0].has_value());
  EXPECT_EQ(*R.Distances[0], -50);
}

TEST(Uniform, FivePointStencil) {
  // Loops i, j. A[i][j] (write, source) vs A[i-1][j] (read): distance
  // (1, 0).
  DependenceProblem P;
  P.NumCommon = 2;
  P.SourceRanges = P.SinkRanges = {range(1, 98), range(1, 98)};
  P.Dimensions.push_back({{1, 0}, {1, 0}, 0, -1});
  P.Dimensions.push_back({{0, 1}, {0, 1}, 0, 0});
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  EXPECT_EQ(R.Distances[0], std::optional<int64_t>(1));
  EXPECT_EQ(R.Distances[1], std::optional<int64_t>(0));
  ASSERT_EQ(R.DirectionVectors.size(), 1u);
  EXPECT_EQ(R.DirectionVectors[0], (std::vector<Dir>{Dir::Less, Dir::Equal}));
}

TEST(Uniform, NinePointDiagonal) {
  // A[i][j] vs A[i-1][j+1]: distance (1, -1), direction (<, >).
  DependenceProblem P;
  P.NumCommon = 2;
  P.SourceRanges = P.SinkRanges = {range(1, 98), range(1, 98)};
  P.Dimensions.push_back({{1, 0}, {1, 0}, 0, -1});
  P.Dimensions.push_back({{0, 1}, {0, 1}, 0, 1});
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  EXPECT_EQ(R.Distances[0], std::optional<int64_t>(1));
  EXPECT_EQ(R.Distances[1], std::optional<int64_t>(-1));
  ASSERT_EQ(R.DirectionVectors.size(), 1u);
  EXPECT_EQ(R.DirectionVectors[0], (std::vector<Dir>{Dir::Less, Dir::Greater}));
}

TEST(Uniform, DistanceTwoWithStrideTwo) {
  // A[2i] vs A[2i-4]: 2(y - x) = 4 -> distance 2.
  DependenceProblem P = oneLoop(2, 0, 2, -4, range(0, 100));
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  EXPECT_EQ(R.Distances[0], std::optional<int64_t>(2));
}

TEST(Uniform, NonIntegerDistanceMeansIndependent) {
  // A[2i] vs A[2i-3]: 2(y - x) = 3 has no integer solution.
  EXPECT_FALSE(testDependence(oneLoop(2, 0, 2, -3, unknown())).MayDepend);
}

TEST(Uniform, ContradictingDimensions) {
  // A[i][i] vs A[i-1][i-2]: distance 1 from one dimension, 2 from the other.
  DependenceProblem P;
  P.NumCommon = 1;
  P.SourceRanges = P.SinkRanges = {unknown()};
  P.Dimensions.push_back({{1}, {1}, 0, -1});
  P.Dimensions.push_back({{1}, {1}, 0, -2});
  EXPECT_FALSE(testDependence(P).MayDepend);
}

TEST(Uniform, LoopAbsentFromSubscriptsHasAnyDistance) {
  // Matrix multiply: C[i][j] in loops i, j, k: the k distance is unknown
  // and every k direction is possible, independently of i and j: one vector
  // with Any for k.
  DependenceProblem P;
  P.NumCommon = 3;
  P.SourceRanges = P.SinkRanges = {range(0, 9), range(0, 9), range(0, 9)};
  P.Dimensions.push_back({{1, 0, 0}, {1, 0, 0}, 0, 0});
  P.Dimensions.push_back({{0, 1, 0}, {0, 1, 0}, 0, 0});
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  EXPECT_EQ(R.Distances[0], std::optional<int64_t>(0));
  EXPECT_EQ(R.Distances[1], std::optional<int64_t>(0));
  EXPECT_FALSE(R.Distances[2].has_value());
  ASSERT_EQ(R.DirectionVectors.size(), 1u);
  EXPECT_EQ(R.DirectionVectors[0],
            (std::vector<Dir>{Dir::Equal, Dir::Equal, Dir::Any}));
}

TEST(Coupled, SumSubscript) {
  // A[i+j] vs A[i+j-1] over i, j in [0, 9]: not separable, several
  // directions; (=, =) is impossible (x_i + x_j = y_i + y_j - 1 with equal
  // iterations has no solution).
  DependenceProblem P;
  P.NumCommon = 2;
  P.SourceRanges = P.SinkRanges = {range(0, 9), range(0, 9)};
  P.Dimensions.push_back({{1, 1}, {1, 1}, 0, -1});
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  for (const std::vector<Dir> &V : R.DirectionVectors)
    EXPECT_FALSE(V[0] == Dir::Equal && V[1] == Dir::Equal);
  bool SawLessGreater = false;
  for (const std::vector<Dir> &V : R.DirectionVectors)
    SawLessGreater |= V[0] == Dir::Less && V[1] == Dir::Greater;
  EXPECT_TRUE(SawLessGreater);
}

TEST(Budget, ExhaustedAssumesEveryDirectionTheSearchWouldDecide) {
  // A[i+j] vs A[i+j-1] with a distance 1 on a third loop k (A[k] vs
  // A[k-1] in a second dimension): k needs no search, i and j do.
  DependenceProblem P;
  P.NumCommon = 3;
  P.SourceRanges = P.SinkRanges = {range(0, 9), range(0, 9), range(1, 9)};
  P.Dimensions.push_back({{1, 1, 0}, {1, 1, 0}, 0, -1});
  P.Dimensions.push_back({{0, 0, 1}, {0, 0, 1}, 0, -1});
  autolb::AnalysisBudget Tight(2);
  DependenceResult R = testDependence(P, Tight);
  EXPECT_TRUE(R.MayDepend);
  EXPECT_TRUE(R.BudgetExceeded);
  EXPECT_TRUE(Tight.exhausted());
  ASSERT_EQ(R.DirectionVectors.size(), 1u);
  EXPECT_EQ(R.DirectionVectors[0],
            (std::vector<Dir>{Dir::Any, Dir::Any, Dir::Less}));

  autolb::AnalysisBudget Enough(1000);
  DependenceResult Full = testDependence(P, Enough);
  EXPECT_FALSE(Full.BudgetExceeded);
  EXPECT_EQ(Full.DirectionVectors, testDependence(P).DirectionVectors);
  // An exhausted budget stays exhausted: the next test searches nothing.
  EXPECT_TRUE(testDependence(P, Tight).BudgetExceeded);
}

TEST(NonCommon, InnerLoopsOfDifferentStatements) {
  // for i { for j A[i][j] = ...; for k ... = A[i-1][k]; } : the source
  // has loops (i, j), the sink (i, k); only i is common.
  DependenceProblem P;
  P.NumCommon = 1;
  P.SourceRanges = {range(1, 9), range(0, 9)};
  P.SinkRanges = {range(1, 9), range(0, 9)};
  P.Dimensions.push_back({{1, 0}, {1, 0}, 0, -1});
  P.Dimensions.push_back({{0, 1}, {0, 1}, 0, 0});
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  EXPECT_EQ(R.Distances[0], std::optional<int64_t>(1));
}

TEST(ForcedEqual, LocalArrayOfAnIteration) {
  // An array declared in the body of loop i: t[0] written and read in
  // every i iteration never depends across i.
  DependenceProblem P = oneLoop(0, 0, 0, 0, range(0, 9));
  P.NumForcedEqual = 1;
  DependenceResult R = testDependence(P);
  ASSERT_TRUE(R.MayDepend);
  ASSERT_EQ(R.DirectionVectors.size(), 1u);
  EXPECT_EQ(R.DirectionVectors[0][0], Dir::Equal);
}

TEST(EmptyLoop, NeverDepends) {
  EXPECT_FALSE(testDependence(oneLoop(1, 0, 1, -1, range(5, 4))).MayDepend);
}

} // namespace

namespace {

TEST(FourierMotzkin, LUPivotRowIsNeverWrittenByTheILoop) {
  // for k: for i = k+1 .. : A[i][k] (write, source) vs A[k][k] (read): with
  // the same k, i == k contradicts i >= k + 1. Banerjee alone, with unknown
  // bounds, cannot see it. Variables: source (k, i), sink (k, i).
  DependenceProblem P;
  P.NumCommon = 2;
  P.SourceRanges = P.SinkRanges = {unknown(), unknown()};
  P.Dimensions.push_back({{0, 1}, {1, 0}, 0, 0}); // i_src == k_sink
  P.Dimensions.push_back({{1, 0}, {1, 0}, 0, 0}); // k_src == k_sink
  // i >= k + 1 on both sides: i - k - 1 >= 0.
  P.Constraints.push_back({{-1, 1, 0, 0}, -1});
  P.Constraints.push_back({{0, 0, -1, 1}, -1});
  EXPECT_FALSE(fourierMotzkinTest(P, {Dir::Equal, Dir::Any}));
  // Without the bound the test has to assume the dependence.
  DependenceProblem Loose = P;
  Loose.Constraints.clear();
  EXPECT_TRUE(fourierMotzkinTest(Loose, {Dir::Equal, Dir::Any}));
  // The second dimension fixes the k distance to 0, so the whole test
  // proves independence.
  EXPECT_FALSE(testDependence(P).MayDepend);
  EXPECT_TRUE(testDependence(Loose).MayDepend);
}

TEST(FourierMotzkin, DirectionAgainstTheEquation) {
  // A[i] vs A[i-1] over [0, 9]: the sink runs one iteration later, so '>'
  // (sink earlier) is infeasible and '<' feasible.
  DependenceProblem P = oneLoop(1, 0, 1, -1, range(0, 9));
  EXPECT_TRUE(fourierMotzkinTest(P, {Dir::Less}));
  EXPECT_FALSE(fourierMotzkinTest(P, {Dir::Greater}));
  EXPECT_FALSE(fourierMotzkinTest(P, {Dir::Equal}));
}

} // namespace
