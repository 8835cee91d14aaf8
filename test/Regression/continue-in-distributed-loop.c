// 'continue' in a DOALL body is kept per iteration; 'break'
// keeps a loop sequential (EarlyExit).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i;
  for (int i = 0; i < N; i++) { if (A[i] > 25) break; B[i] = A[i]; }
  for (int i = 0; i < N; i++) { if (i % 3 == 0) continue; A[i] = -A[i]; }
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
