// A[N-i] = A[i] stays sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N+1];
int main(void) {
  for (int i = 0; i <= N; i++) A[i] = i;
  for (int i = 0; i <= N; i++) A[N-i] = A[i] + 1;
  for (int i = 0; i <= N; i++) printf("%g\n", A[i]);
  return 0;
}
