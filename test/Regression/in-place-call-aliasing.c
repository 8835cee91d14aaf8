// a function called with the same array for both parameters (X and Y may alias) stays sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 30
double A[N][N], B[N][N];
void step(double X[N][N], double Y[N][N]) {
  for (int i = 1; i < N-1; i++)
    for (int j = 1; j < N-1; j++)
      Y[i][j] = X[i-1][j] + X[i+1][j] + X[i][j];
}
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = i ^ j; B[i][j] = 0; }
  step(A, B);
  step(B, A);
  step(A, A);  /* in-place: aliasing! */
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i][N/2], B[i][N/3]);
  return 0;
}
