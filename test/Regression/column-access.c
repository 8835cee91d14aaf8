// column-wise A[j][i] with i distributed (dimension 1), and a pipelined column recurrence.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 24
double A[N][N], B[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = i*N + j; B[i][j] = 0; }
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      A[j][i] = A[j-1][i] + 1;
  for (int i = 1; i < N-1; i++)
    for (int j = 0; j < N; j++)
      B[j][i] = A[j][i-1] + A[j][i+1];
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i][i], B[i][N/2]);
  return 0;
}
