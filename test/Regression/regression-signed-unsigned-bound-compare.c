// Found failing on the builds before 1aebd41; fixed by 1aebd41 (Analysis: loops
// compared in floating point or as unsigned are not canonical; fp ?: min/max
// is no reduction). Kept as a guard.
// `i < n` with int i and unsigned n compares as unsigned: i = -1 becomes
// UINT_MAX, so the loop runs zero times. The generated trip count compares
// (long)lo with (long)n and runs 5 iterations, writing A[0..4]. The bound
// comparison must follow C's usual arithmetic conversions (or such a loop
// must stay sequential).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
double A[8];

int main(void) {
  unsigned n = 4;
  int lo = -1;
  double *p = &A[1];
  for (int i = lo; i < n; i++)
    p[i] = 7;
  for (int i = 0; i < 8; i++)
    printf("%g\n", A[i]);
  return 0;
}
