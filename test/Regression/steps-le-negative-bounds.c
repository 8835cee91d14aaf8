// '<=' bounds, negative steps, steps of 2 and 3, all distributed and exact.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 41
double A[N+1], B[N+1];
int main(void) {
  for (int i = 0; i <= N; i++) { A[i] = i; B[i] = 0; }
  for (int i = N; i >= 0; i--) B[i] = A[i] * 2;
  for (int i = 0; i <= N; i += 3) A[i] = B[i] + 1;
  for (int i = N; i > 0; i -= 2) B[i] = A[i] - 1;
  for (int i = 1; i <= N; i += 2) A[i] = -B[i];
  for (int i = 0; i <= N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
