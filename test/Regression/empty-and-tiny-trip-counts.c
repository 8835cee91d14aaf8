// zero-trip loops (n = 0, lower > upper) and trip counts smaller than the rank count, with reductions.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N];
int main(void) {
  int n = 0, lo = 30, hi = 10;
  double s = 5;
  for (int i = 0; i < N; i++) A[i] = i;
  for (int i = 0; i < n; i++) A[i] = -1;
  for (int i = lo; i < hi; i++) { A[i] = -2; s += A[i]; }
  for (int i = 0; i < 2; i++) A[i] = A[i] + 10;
  for (int i = 5; i < 6; i++) s += A[i];
  for (int i = 0; i < N; i++) printf("%g\n", A[i]);
  printf("%g\n", s);
  return 0;
}
