// Induction variables declared before their loops, negative and non-unit
// steps, '<=' and '>=' bounds, zero-trip loops: same iterations, and the
// same final value of the induction variable, as the sequential program.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
static double A[N][N];

static int fill(int n) {
  int i;
  for (i = n - 1; i >= 0; i -= 3)
    for (int j = 0; j < N; j++)
      A[i][j] = i * 100 + j;
  int first = i;
  for (i = 1; i <= n - 2; i += 2)
    for (int j = 0; j < N; j++)
      A[i][j] = -A[i][j] - 1;
  for (i = 5; i > 5; i--)
    A[i][0] = 1e9;
  return first * 1000 + i;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 0.5;
  int r = fill(N);
  printf("%d\n", r);
  for (int i = 0; i < N; i += 3)
    printf("%g %g\n", A[i][0], A[i][N - 1]);
  return 0;
}
