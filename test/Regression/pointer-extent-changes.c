// one function's nest run on the same pointer with 8, 24 and 4 elements.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 24
double X[N];
void fill(double *restrict p, int n, double v) {
  for (int i = 0; i < n; i++)
    p[i] = v + i;
}
void smooth(double *restrict q, double *restrict p, int n) {
  for (int i = 1; i < n - 1; i++)
    q[i] = p[i - 1] + p[i + 1];
}
double Y[N];
int main(void) {
  fill(X, 8, 100);
  fill(X, N, 0);
  fill(X, 4, 50);
  smooth(Y, X, N);
  for (int i = 0; i < N; i++) printf("%g %g\n", X[i], Y[i]);
  return 0;
}
