// A[i] = A[i+1] (anti dependence) stays sequential and output matches.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N+1];
int main(void) {
  for (int i = 0; i <= N; i++) A[i] = i * 1.5 + (i % 3);
  for (int i = 0; i < N; i++) A[i] = A[i+1] * 2.0;
  for (int i = 0; i <= N; i++) printf("%.17g\n", A[i]);
  return 0;
}
