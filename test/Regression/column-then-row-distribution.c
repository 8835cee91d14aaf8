// an array written by columns, then read by rows with halos, then transposed.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 12
double A[N][N], B[N][N], T[N][N];
int main(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[i][j] = i * 100 + j;
  for (int i = 1; i < N - 1; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = A[i - 1][j] + A[i + 1][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      T[i][j] = B[j][i] + A[j][i];
  for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += T[i][j] * (j + 1); printf("%.17g\n", s); }
  return 0;
}
