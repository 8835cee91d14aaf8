// A[2*i] = A[i] (non-constant distance) stays sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 64
double A[2*N];
int main(void) {
  for (int i = 0; i < 2*N; i++) A[i] = i;
  for (int i = 1; i < N; i++) A[2*i] = A[i] + 1.0;
  for (int i = 0; i < 2*N; i++) printf("%g\n", A[i]);
  return 0;
}
