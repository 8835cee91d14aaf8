// triangular DOALL and a triangular pipelined nest.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 30
double A[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      A[i][j] = i * 100 + j;
  for (int i = 1; i < N; i++)
    for (int j = i; j < N; j++)
      A[i][j] = A[i-1][j] + 1;
  for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += A[i][j]; printf("%g\n", s); }
  return 0;
}
