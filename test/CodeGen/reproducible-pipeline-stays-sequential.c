// --reproducible-reductions does not extend to pipelined nests: their
// iterations run block by block, so an iteration's terms would not be
// recorded in one piece. A DOACROSS nest with a floating-point sum stays
// sequential, as without the option.
// RUN: %autolb --reproducible-reductions %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not=alb-reduction
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
#include <stdio.h>
#define N 64
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j) % 5;
  double r = 0;
  // CHECK: reproducible-pipeline-stays-sequential.c:[[@LINE+4]]:3: remark: loop 'i' is not distributed: code generation for a reduction in a pipelined nest is not supported yet [-Ralb-missed=ReductionInPipeline]
  // CODE: for (int i = 1; i < N; i++)
  // CODE-NEXT: for (int j = 1; j < N; j++) {
  // CODE-NEXT: A[i][j] = (A[i - 1][j] + A[i][j - 1]) * 0.5;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++) {
      A[i][j] = (A[i - 1][j] + A[i][j - 1]) * 0.5;
      r += A[i][j];
    }
  printf("%a\n", r);
  return 0;
}
