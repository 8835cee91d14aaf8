// A function with a distributed nest is called with a pointer into the
// middle of a global array (X + 4). The nest's descriptor has base &a[0] ==
// X + 4; the caller then gets alb_array_sync(X), whose base is X, and the
// elements other ranks computed never reach the output rank: X[14..23] print
// as 0 at 2 ranks (static), and other rank counts/modes differ likewise.
// (tool/CodeGen/ConsistencyPlacement and the run-time's array identity by
// base address, runtime/.)
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 24
double X[N], Y[N];

void scale(int n, double *restrict a, double *restrict b) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2 + 1;
}

int main(void) {
  for (int i = 0; i < N; i++)
    Y[i] = i;
  scale(N - 4, X + 4, Y);
  for (int i = 0; i < N; i++)
    printf("%g %g\n", X[i], Y[i]);
  return 0;
}
