// A wavefront whose flow dependence has distance 2 on the distributed loop:
// the pipeline delivers two upstream rows.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 64
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i + 2 * j) % 5;
  for (int i = 2; i < N; i++)
    for (int j = 1; j < N; j++)
      A[i][j] = 0.5 * A[i - 2][j] + 0.25 * A[i][j - 1] + 0.125 * A[i - 1][j];
  for (int i = 0; i < N; i += 9)
    printf("%.17g\n", A[i][N - 1]);
  return 0;
}
// CHECK: remark: loop 'i' distributed and pipelined over 'j'
