// After a distributed nest writes A, replicated code reads A through a local
// pointer `p = A` (or `q = &A[8]`). Before commit 0256039 no
// alb_array_sync(A) was placed before these reads and the output rank
// printed its stale copy (0) of elements other ranks own, at 2-4 ranks
// (tool/CodeGen/ConsistencyPlacement). Passes since; keeps it fixed.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
double A[16];

int main(void) {
  double *p = A;
  for (int i = 0; i < 16; i++)
    A[i] = i * 2;
  double *q = &A[8];
  printf("%g %g\n", p[15], q[7]);
  return 0;
}
