// pipelines with lag 2 on a narrow array, distance 3, an anti dependence from the row below, two arrays in one pipeline.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#ifndef N
#define N 9
#endif
#ifndef M
#define M 5
#endif
double A[N][M], B[N][M], C[N][M], D[N][M];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) { A[i][j] = (i * 7 + j * 3) % 10; B[i][j] = (i + j) % 4; C[i][j] = A[i][j]; D[i][j] = B[i][j]; }
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M - 2; j++)
      A[i][j] = A[i-1][j+2] * 0.5 + A[i][j-1] * 0.25 + 1;
  for (int i = 3; i < N; i++)
    for (int j = 1; j < M; j++)
      B[i][j] = B[i-3][j] * 0.5 + B[i-1][j-1] * 0.25 + 1;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < M - 1; j++)
      C[i][j] = C[i+1][j-1] * 0.5 + C[i-1][j+1] * 0.25 + C[i][j-1] * 0.125;
  for (int t = 0; t < 2; t++)
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++) {
        A[i][j] = D[i-1][j] + A[i][j-1] * 0.5;
        D[i][j] = A[i-1][j] * 0.5 + A[i][j] * 0.25;
      }
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) printf("%.17g %.17g %.17g %.17g\n", A[i][j], B[i][j], C[i][j], D[i][j]);
  return 0;
}
