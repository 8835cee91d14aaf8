// A loop whose body ends in a macro expansion (`... / SCALAR_VAL(9.0);`, as
// PolyBench writes constants) is rewritten like any other: the body is
// copied as written and the macro expands as before. Here an in-place 2-D
// Gauss-Seidel in a time loop, pipelined, and a DOALL copy whose body ends
// in a macro of its own. A loop whose header comes from a macro still stays
// sequential (LoopInMacro): the generator replaces the header.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 60
#define TSTEPS 6
#define SCALAR_VAL(x) x
#define HALF(x) ((x) / 2)
#define FOR_ROWS(v) for (int v = 0; v < N; v++)

static double A[N][N], B[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / N;
  // CHECK-DAG: loop-body-ends-in-macro.c:[[@LINE+2]]:5: remark: loop 'i' distributed and pipelined over 'j'
  for (int t = 0; t <= TSTEPS - 1; t++)
    for (int i = 1; i <= N - 2; i++)
      for (int j = 1; j <= N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) /
                  SCALAR_VAL(9.0);
  // CHECK-DAG: loop-body-ends-in-macro.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = HALF(A[i][j]);
  // CHECK-DAG: loop-body-ends-in-macro.c:[[@LINE+1]]:3: remark: loop 'r' is not distributed: code generation for loop 'r' whose header or braces come from a macro is not supported yet [-Ralb-missed=LoopInMacro]
  FOR_ROWS(r)
    B[r][0] = B[r][1] + 1;
  for (int i = 0; i < N; i += 5)
    printf("%d %a %a\n", i, A[i][i], B[i][N - 1 - i]);
  return 0;
}
