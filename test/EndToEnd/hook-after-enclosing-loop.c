// A grid so small that the nest's end runs too little work between hooks:
// the hook goes after loop 't' (level 2), in replicated code; all ranks run
// it equally often.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 6
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  for (int r = 0; r < 20; r++)
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = (A[i - 1][j - 1] + A[i - 1][j + 1] + A[i][j - 1] +
                     A[i][j] + A[i + 1][j - 1] + A[i + 1][j + 1]) / 6.0;
  for (int i = 0; i < N; i++)
    printf("%.17g %.17g\n", A[i][1], A[i][N - 2]);
  return 0;
}
// CHECK: remark: load-balancing hook after loop 't' (level 2)
