// a step-2 nest and a half-range nest over arrays a previous nest distributed.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 24
double A[N], C[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i + 1;
  for (int i = 0; i < N; i += 2) A[i] = -A[i];
  for (int i = 0; i < N; i++) C[i] = i * 10;
  for (int i = N / 2; i < N; i++) C[i] = C[i] + 1;
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], C[i]);
  return 0;
}
