// Found failing on the builds before 1aebd41; fixed by 1aebd41 (Analysis: loops
// compared in floating point or as unsigned are not canonical; fp ?: min/max
// is no reduction). Kept as a guard.
// Floating-point max reductions written with ?: are order-dependent for
// signed zeros and NaN, yet they are distributed as exact (no tolerance
// remark):
// - `m = A[i] >= m ? A[i] : m` keeps the LAST of equal values: sequentially
//   -0.0 then +0.0 gives +0 ("0"); the run-time's combine keeps the first
//   rank's -0 ("-0") at 2 ranks static, 3 and 4 ranks.
// - `m2 = A[i] < m2 ? m2 : A[i]` takes a NaN element and drops it at the
//   next element: the result depends on where the NaN falls in a rank's
//   block.
// (tool/Analysis/ReductionDetection accepts them; runtime/api/Api.cpp combine()
// has one fixed tie rule.) Keep such loops sequential, or reduce in
// iteration order with the loop's own comparison.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#define N 16
double A[N];

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = -5.0 - i;
  A[1] = -0.0;
  A[N - 2] = 0.0;
  double m = -100;
  for (int i = 0; i < N; i++)
    m = A[i] >= m ? A[i] : m;
  printf("%g\n", m);
  A[3] = NAN;
  double m2 = -100;
  for (int i = 0; i < N; i++)
    m2 = A[i] < m2 ? m2 : A[i];
  printf("%g\n", m2);
  return 0;
}
