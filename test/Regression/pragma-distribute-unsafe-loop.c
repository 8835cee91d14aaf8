// '#pragma autolb distribute' on a loop with a flow dependence does not force distribution.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i;
#pragma autolb distribute
  for (int i = 1; i < N; i++) A[i] = A[i-1] + A[i];
  for (int i = 0; i < N; i++) printf("%g\n", A[i]);
  return 0;
}
