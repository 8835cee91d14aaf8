// The level 2 hook of the first nest sits before the second nest (the next
// communication at that level), after a replicated statement; every rank
// runs it equally often and the results equal the sequential ones.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 6
static double A[N][N], B[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  int sweeps = 0;
  for (int r = 0; r < 20; r++) {
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                            A[i][j + 1]);
    sweeps += 10;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        B[i][j] = 2.0 * A[i][j] + r;
  }
  printf("%d sweeps\n", sweeps);
  for (int i = 0; i < N; i++)
    printf("%.17g %.17g %.17g\n", A[i][1], A[i][N - 2], B[i][2]);
  return 0;
}
// CHECK: note: the level 2 hook goes before this statement, which communicates anyway, instead of right after loop 't'
