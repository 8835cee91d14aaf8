// A[i][j] = A[j][i] in place stays sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = i*N+j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[j][i] + 1;
  for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) printf("%g ", A[i][j]); printf("\n"); }
  return 0;
}
