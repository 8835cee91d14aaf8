// After distributed nests write a heap block x and a declared matrix A,
// replicated code reads them through row tables whose rows point into them
// (`a[i] = x + i`, `b[i] = A[i]`). Before, no sync was placed before these
// reads: the pointer to fresh memory x was taken to have no other name, and
// a read `a[i][j]` was taken to read the table a (fresh memory) instead of
// the row a[i] loaded from it; the output rank printed 4531.5 instead of
// 5040 at 2 ranks. Now a pointer whose value is stored in memory, and a
// declared array whose address may be, make such reads sync.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 1000
double A[N][4];

int main(void) {
  double *x = malloc(N * sizeof(double));
  double **a = malloc(N * sizeof(double *));
  double **b = malloc(N * sizeof(double *));
  double s = 0.0;
  for (int i = 0; i < N; i++) {
    x[i] = 0;
    a[i] = x + i;
    A[i][0] = 0;
    b[i] = A[i];
  }
  for (int t = 0; t < 10; t++) {
    for (int i = 0; i < N; i++)
      x[i] = x[i] + i * 0.5 + t;
    for (int i = 0; i < N; i++)
      A[i][0] = A[i][0] + i * 0.25 + t;
  }
  s += a[N - 1][0];
  s += b[N - 1][0];
  printf("%f\n", s);
  free(b);
  free(a);
  free(x);
  return 0;
}
