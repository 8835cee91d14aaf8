// three sibling nests in a time loop with halos 2, 1 and 3 on two arrays.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * i % 11; B[i] = 0; }
  for (int t = 0; t < 3; t++) {
    for (int i = 2; i < N - 2; i++) B[i] = A[i-2] + A[i+2];
    for (int i = 1; i < N - 1; i++) B[i] = B[i] + A[i-1] * A[i+1];
    for (int i = 3; i < N - 3; i++) A[i] = B[i-3] - B[i+3] + B[i];
  }
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
