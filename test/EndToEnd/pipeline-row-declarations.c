// Scalars declared before the pipelined loop, repeated for each block.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 3 + j) % 7;
  for (int t = 0; t < 3; t++)
    for (int i = 1; i < N; i++) {
      double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
      for (int j = 1; j < N; j++)
        A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
    }
  printf("%.17g %.17g\n", A[N - 1][N - 1], A[N / 2][3]);
  return 0;
}
