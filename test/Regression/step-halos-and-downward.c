// step-2 and step-3 loops reading halos written by a unit-step nest; a downward loop.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 3 + 1; B[i] = 0; }
  for (int i = 0; i < N - 1; i += 2) B[i] = A[i + 1] + A[i];
  for (int i = 1; i < N - 2; i += 3) A[i] = B[i - 1] + B[i + 1];
  for (int i = N - 2; i >= 1; i--) B[i] = A[i - 1] + A[i + 1];
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
