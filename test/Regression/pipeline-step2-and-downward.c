// a pipelined nest with step 2 (distance 2 rows) and a downward pipelined nest.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 20
#define M 15
double A[N][M];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) A[i][j] = (i * 7 + j * 3) % 10;
  for (int i = 2; i < N; i += 2)
    for (int j = 1; j < M; j++)
      A[i][j] = A[i-2][j] + A[i][j-1] * 0.5 + A[i-1][j];
  for (int i = N - 2; i >= 0; i--)
    for (int j = 1; j < M; j++)
      A[i][j] = A[i+1][j] * 0.25 + A[i][j-1] * 0.5;
  for (int i = 0; i < N; i++) { for (int j = 0; j < M; j += 4) printf("%.17g ", A[i][j]); printf("\n"); }
  return 0;
}
