// Found failing on the builds before 1aebd41; fixed by 1aebd41 (Analysis: loops
// compared in floating point or as unsigned are not canonical; fp ?: min/max
// is no reduction). Kept as a guard.
// A loop bound of floating type: `i < hi` compares in double, so with
// hi = 4.5 the loop runs i = 0..4 (5 iterations). The generated trip count
// converts the bound to long first, (long)4.5 == 4, and loses the last
// iteration on every rank count. Either the bound must be compared in its
// own type, or the loop must stay sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
double A[8];

int main(void) {
  double hi = 4.5;
  for (int i = 0; i < hi; i++)
    A[i] = 1;
  for (int i = 7; i > -0.5; i--) /* runs i = 7..0: (long)-0.5 == 0 drops i = 0 */
    A[i] = A[i] + 2;
  for (int i = 0; i < 8; i++)
    printf("%g\n", A[i]);
  return 0;
}
