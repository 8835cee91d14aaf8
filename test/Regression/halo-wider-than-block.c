// halo of 5 with 12 rows on 4 ranks (halo spans several ranks' blocks).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 12
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * i + 1;
  for (int i = 0; i < N - 5; i++) B[i] = A[i + 5] - A[i];
  for (int i = 5; i < N; i++) A[i] = B[i - 5] * 2;
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
