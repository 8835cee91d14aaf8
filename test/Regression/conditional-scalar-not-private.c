// 'if (B[i] > 0) t = B[i]; A[i] = t;' - t is carried, the loop stays sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N], B[N];
int main(void) {
  double t = -1;
  for (int i = 0; i < N; i++) B[i] = (i % 5 == 0) ? i : 0;
  for (int i = 0; i < N; i++) {
    if (B[i] > 0) t = B[i];
    A[i] = t;
  }
  for (int i = 0; i < N; i++) printf("%g\n", A[i]);
  return 0;
}
