// a while convergence loop around distributed nests, the test in the body.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <math.h>
#define N 32
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i == N/2) ? 100 : 0; B[i] = 0; }
  int it = 0;
  double diff = 1;
  while (diff > 1e-3 && it < 500) {
    for (int i = 1; i < N - 1; i++) B[i] = 0.5 * (A[i-1] + A[i+1]);
    diff = 0;
    for (int i = 1; i < N - 1; i++) { double d = fabs(B[i] - A[i]); if (d > diff) diff = d; }
    for (int i = 1; i < N - 1; i++) A[i] = B[i];
    if (A[N/2] < 0) break;
    it++;
  }
  printf("%d %.17g %.17g\n", it, diff, A[N/2]);
  return 0;
}
