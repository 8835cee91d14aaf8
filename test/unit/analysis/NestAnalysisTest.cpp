//===- NestAnalysisTest.cpp - the analysis on small C functions -----------===//
//
// Checks the data model the code generator reads (not the remark text,
// which the lit tests check).
//
//===----------------------------------------------------------------------===//

#include "Analysis/NestAnalysis.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace autolb;

namespace {

struct Analyzed {
  std::unique_ptr<clang::ASTUnit> AST;
  std::vector<NestInfo> Nests;
};

Analyzed analyze(llvm::StringRef Code, AnalysisOptions Opts = {}) {
  Analyzed A;
  A.AST = clang::tooling::buildASTFromCodeWithArgs(
      Code, {"-std=gnu11", "-Wno-unknown-pragmas"}, "input.c");
  EXPECT_TRUE(A.AST);
  if (A.AST)
    A.Nests = analyzeTranslationUnit(A.AST->getASTContext(), Opts);
  return A;
}

bool hasReason(const LoopInfo &Loop, ReasonKind Kind) {
  for (const Reason &R : Loop.Reasons)
    if (R.Kind == Kind)
      return true;
  return false;
}

const ArraySummary *array(const NestInfo &Nest, llvm::StringRef Name) {
  for (const ArraySummary &A : Nest.Arrays)
    if (A.Array->getName() == Name)
      return &A;
  return nullptr;
}

TEST(NestAnalysis, SorFivePointIsPipelined) {
  Analyzed A = analyze(R"(
    double A[100][100];
    void sor(int n) {
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          A[i][j] = 0.25 * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]);
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const NestInfo &N = A.Nests[0];
  ASSERT_TRUE(N.Distributed);
  EXPECT_EQ(N.DistributedLoop, 0);
  EXPECT_EQ(N.PipelinedLoop, 1);
  EXPECT_EQ(N.Loops[0].Kind, LoopKind::DoAcross);
  EXPECT_EQ(N.Loops[0].Step, 1);
  EXPECT_EQ(N.Loops[0].Comparison, LoopComparison::Less);
  const ArraySummary *S = array(N, "A");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->IsWritten);
  EXPECT_EQ(S->DistributedDim, 0);
  EXPECT_EQ(S->PipelinedDim, 1);
  EXPECT_EQ(S->ReadHaloBelow, 1u);
  EXPECT_EQ(S->ReadHaloAbove, 1u);
  EXPECT_EQ(S->FlowDistance, 1u);
  EXPECT_EQ(S->Lag, 0u);
  EXPECT_FALSE(S->HasNonDistributedReads);
}

TEST(NestAnalysis, GaussSeidelNinePointHasLagOne) {
  Analyzed A = analyze(R"(
    void gs(int n, double A[n][n]) {
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i][j-1]
                   + A[i][j] + A[i][j+1] + A[i+1][j-1] + A[i+1][j]
                   + A[i+1][j+1]) / 9.0;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const NestInfo &N = A.Nests[0];
  ASSERT_TRUE(N.Distributed);
  EXPECT_EQ(N.PipelinedLoop, 1);
  const ArraySummary *S = array(N, "A");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Storage, ArrayStorage::ArrayParameter);
  EXPECT_EQ(S->Lag, 1u);
  EXPECT_EQ(S->FlowDistance, 1u);
}

TEST(NestAnalysis, JacobiInsideTimeLoopSplitsIntoTwoNests) {
  Analyzed A = analyze(R"(
    #define N 64
    double A[N][N], B[N][N];
    void jacobi(int steps) {
      for (int t = 0; t < steps; t++) {
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++)
            B[i][j] = 0.25 * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]);
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++)
            A[i][j] = B[i][j];
      }
    })");
  ASSERT_EQ(A.Nests.size(), 2u);
  for (const NestInfo &N : A.Nests) {
    EXPECT_EQ(N.NumEnclosingLoops, 1u);
    EXPECT_EQ(N.Loops[0].name(), "t");
    EXPECT_EQ(N.Loops[0].Kind, LoopKind::Sequential);
    ASSERT_TRUE(N.Distributed);
    EXPECT_EQ(N.DistributedLoop, 1);
    EXPECT_EQ(N.Loops[1].Kind, LoopKind::DoAll);
    EXPECT_EQ(N.PipelinedLoop, -1);
  }
  const ArraySummary *S = array(A.Nests[0], "A");
  ASSERT_TRUE(S);
  EXPECT_FALSE(S->IsWritten);
  EXPECT_EQ(S->ReadHaloBelow, 1u);
  EXPECT_EQ(S->ReadHaloAbove, 1u);
}

TEST(NestAnalysis, MatrixMultiplyOnMayAliasParametersIsChecked) {
  const char *Code = R"(
    void mm(int n, double A[n][n], double B[n][n], double C[n][n]) {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          for (int k = 0; k < n; k++)
            C[i][j] += A[i][k] * B[k][j];
    }
    static double a[8][8], b[8][8], c[8][8];
    void caller(void) { mm(8, a, b, c); }
    )";
  // mm is not static: its parameters may alias. Their extents are known
  // (VLA parameters), so the nest is distributed under a run-time check
  // of C against A and against B (A and B are only read).
  Analyzed A = analyze(Code);
  ASSERT_EQ(A.Nests.size(), 1u);
  ASSERT_TRUE(A.Nests[0].Distributed);
  ASSERT_EQ(A.Nests[0].AliasChecks.size(), 2u);
  for (const auto &[First, Second] : A.Nests[0].AliasChecks)
    EXPECT_TRUE(First.Array->getName() == "C" ||
                Second.Array->getName() == "C");

  AnalysisOptions NoChecks;
  NoChecks.RuntimeAliasChecks = false;
  Analyzed B = analyze(Code, NoChecks);
  ASSERT_EQ(B.Nests.size(), 1u);
  EXPECT_FALSE(B.Nests[0].Distributed);
  EXPECT_TRUE(hasReason(B.Nests[0].Loops[0], ReasonKind::PossibleAliasing));
}

TEST(NestAnalysis, MatrixMultiplyWithRestrict) {
  Analyzed A = analyze(R"(
    void mm(int n, double A[restrict n][n], double B[restrict n][n],
            double C[restrict n][n]) {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          for (int k = 0; k < n; k++)
            C[i][j] += A[i][k] * B[k][j];
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const NestInfo &N = A.Nests[0];
  ASSERT_TRUE(N.Distributed);
  EXPECT_EQ(N.DistributedLoop, 0);
  ASSERT_EQ(N.Loops[2].Reductions.size(), 1u);
  EXPECT_TRUE(N.Loops[2].Reductions[0].IsArrayElement);
  EXPECT_EQ(N.Loops[2].Kind, LoopKind::DoAll);
  const ArraySummary *B = array(N, "B");
  ASSERT_TRUE(B);
  EXPECT_EQ(B->DistributedDim, -1);
  EXPECT_TRUE(B->HasNonDistributedReads);
  EXPECT_EQ(array(N, "C")->DistributedDim, 0);
}

TEST(NestAnalysis, StaticKernelCalledWithDistinctArrays) {
  Analyzed A = analyze(R"(
    static void copy(int n, double *a, double *b) {
      for (int i = 0; i < n; i++)
        a[i] = b[i];
    }
    double x[10], y[10];
    void caller(void) { copy(10, x, y); }
    )");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_TRUE(A.Nests[0].Distributed);
}

TEST(NestAnalysis, ScalarSumReduction) {
  Analyzed A = analyze(R"(
    double v[1000];
    double total(void) {
      double s = 0;
      for (int i = 0; i < 1000; i++)
        s += v[i];
      return s;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const NestInfo &N = A.Nests[0];
  ASSERT_TRUE(N.Distributed);
  ASSERT_EQ(N.Reductions.size(), 1u);
  EXPECT_EQ(N.Reductions[0].Operator, ReductionOperator::Sum);
  EXPECT_TRUE(N.Reductions[0].ReassociatesFloatingPoint);
  EXPECT_EQ(N.Reductions[0].Variable->getName(), "s");
  EXPECT_TRUE(N.Loops[0].BodyOperations.IsConstant);
  EXPECT_EQ(N.Loops[0].TripCount.Value, 1000);
}

TEST(NestAnalysis, MaxReductionThroughConditional) {
  Analyzed A = analyze(R"(
    int v[100];
    int biggest(void) {
      int m = v[0];
      for (int i = 0; i < 100; i++)
        m = v[i] > m ? v[i] : m;
      return m;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  ASSERT_EQ(A.Nests[0].Reductions.size(), 1u);
  EXPECT_EQ(A.Nests[0].Reductions[0].Operator, ReductionOperator::Max);
  EXPECT_FALSE(A.Nests[0].Reductions[0].ReassociatesFloatingPoint);
}

TEST(NestAnalysis, PrivateTemporary) {
  Analyzed A = analyze(R"(
    double a[100], b[100];
    void f(void) {
      double t;
      for (int i = 0; i < 100; i++) {
        t = a[i] * 2;
        b[i] = t * t;
      }
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  ASSERT_TRUE(A.Nests[0].Distributed);
  ASSERT_EQ(A.Nests[0].PrivateScalars.size(), 1u);
  EXPECT_EQ(A.Nests[0].PrivateScalars[0]->getName(), "t");
}

TEST(NestAnalysis, RecurrenceIsSequential) {
  Analyzed A = analyze(R"(
    double a[100];
    void f(void) {
      double x = 1;
      for (int i = 0; i < 100; i++) {
        a[i] = x;
        x = x * 0.5 + a[i];
      }
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_FALSE(A.Nests[0].Distributed);
  EXPECT_TRUE(hasReason(A.Nests[0].Loops[0], ReasonKind::ScalarRecurrence));
}

TEST(NestAnalysis, UnknownCallBlocksEveryEnclosingLoop) {
  Analyzed A = analyze(R"(
    void update(double *);
    double a[10][10];
    void f(void) {
      for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++)
          update(&a[i][j]);
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_FALSE(A.Nests[0].Distributed);
  EXPECT_TRUE(hasReason(A.Nests[0].Loops[0], ReasonKind::UnknownCall));
  EXPECT_TRUE(hasReason(A.Nests[0].Loops[1], ReasonKind::UnknownCall));
}

TEST(NestAnalysis, IndirectWriteIsNonAffine) {
  Analyzed A = analyze(R"(
    double a[100]; int idx[100];
    void f(void) {
      for (int i = 0; i < 100; i++)
        a[idx[i]] = i;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_FALSE(A.Nests[0].Distributed);
  EXPECT_TRUE(hasReason(A.Nests[0].Loops[0], ReasonKind::NonAffineSubscript));
}

TEST(NestAnalysis, OperationCountIsSymbolicInTheBounds) {
  Analyzed A = analyze(R"(
    void f(int n, int m, double a[restrict n][m]) {
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
          a[i][j] = a[i][j] * 2.0;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const LoopInfo &I = A.Nests[0].Loops[0];
  EXPECT_FALSE(I.BodyOperations.IsConstant);
  EXPECT_EQ(I.TripCount.Expression, "(n - 1)-(1)");
  // Body of j: '=', '*', two array references = 4; plus 2 per iteration.
  EXPECT_EQ(I.BodyOperations.Expression, "6*((m - 1)-(1))");
  EXPECT_TRUE(A.Nests[0].Loops[1].BodyOperations.IsConstant);
  EXPECT_EQ(A.Nests[0].Loops[1].BodyOperations.Value, 4);
}

TEST(NestAnalysis, PragmaSequentialKeepsTheNestSequential) {
  Analyzed A = analyze(R"(
    double a[100];
    void f(void) {
    #pragma autolb sequential
      for (int i = 0; i < 100; i++)
        a[i] = i;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_FALSE(A.Nests[0].Distributed);
  EXPECT_EQ(A.Nests[0].Loops[0].Pragma, LoopPragma::Sequential);
  EXPECT_TRUE(hasReason(A.Nests[0].Loops[0], ReasonKind::MarkedSequential));
}

TEST(NestAnalysis, OnlyMarkedDistributesOnlyMarkedLoops) {
  const char *Code = R"(
    double a[100], b[100];
    void f(void) {
      for (int i = 0; i < 100; i++)
        a[i] = i;
      // Marked:
    #pragma autolb distribute
      for (int i = 0; i < 100; i++)
        b[i] = i;
    })";
  AnalysisOptions Opts;
  Opts.OnlyMarked = true;
  Analyzed A = analyze(Code, Opts);
  ASSERT_EQ(A.Nests.size(), 2u);
  EXPECT_FALSE(A.Nests[0].Distributed);
  EXPECT_TRUE(A.Nests[1].Distributed);
}

TEST(NestAnalysis, SequentialSiblingMayUseDistributedArray) {
  // The second sibling runs on every rank and reads b, which the first
  // distributes: the generator makes b whole before it.
  Analyzed A = analyze(R"(
    double a[1000], b[1000];
    void step(int steps) {
      for (int t = 0; t < steps; t++) {
        for (int i = 0; i < 1000; i++)
          b[i] = a[i] * 2;
        for (int i = 1; i < 1000; i++)
          a[i] = a[i - 1] + b[i];
      }
    })");
  ASSERT_EQ(A.Nests.size(), 2u);
  EXPECT_TRUE(A.Nests[0].Distributed);
  EXPECT_FALSE(A.Nests[1].Distributed);
  EXPECT_TRUE(hasReason(A.Nests[1].Loops[1], ReasonKind::NoPipelineLoop));
}

TEST(NestAnalysis, PragmaAboveCommentsApplies) {
  Analyzed A = analyze(R"(
    double a[100][100];
    void f(void) {
      for (int i = 0; i < 100; i++)
        #pragma autolb distribute
        /* Columns: */
        // really.
        for (int j = 0; j < 100; j++)
          a[i][j] = 0;
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  EXPECT_EQ(A.Nests[0].Loops[1].Pragma, LoopPragma::Distribute);
  EXPECT_EQ(A.Nests[0].DistributedLoop, 1);
  ASSERT_EQ(A.Nests[0].Arrays.size(), 1u);
  EXPECT_EQ(A.Nests[0].Arrays[0].DistributedDim, 1);
}

TEST(NestAnalysis, DownwardLoopKeepsItsStepAndComparison) {
  Analyzed A = analyze(R"(
    double a[100], b[100];
    void f(void) {
      for (int i = 99; i >= 1; i--)
        a[i] = a[i - 1] + b[i];
    })");
  ASSERT_EQ(A.Nests.size(), 1u);
  const LoopInfo &L = A.Nests[0].Loops[0];
  EXPECT_EQ(L.Step, -1);
  EXPECT_EQ(L.Comparison, LoopComparison::GreaterEqual);
  // a[i-1] is read before iteration i-1 (later, going down) writes it: an
  // anti dependence of distance 1, not a flow dependence.
  ASSERT_FALSE(L.CarriedDependences.empty());
  EXPECT_EQ(L.CarriedDependences[0].Kind, DependenceKind::Anti);
  EXPECT_EQ(L.CarriedDependences[0].Distances[0], std::optional<int64_t>(1));
}

} // namespace
