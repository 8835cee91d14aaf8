// a malloc'd pointer to array and an alias b = a; the nest through both stays sequential and replicated reads through b see synced data (fixed by 0256039).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 30
#define M 20
int main(void) {
  double (*a)[M] = malloc(sizeof(double[N][M]));
  double (*b)[M] = a;  /* alias */
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i + j;
  for (int i = 1; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i-1][j] + 1;
  for (int i = 0; i < N; i++) printf("%g\n", a[i][M/2]);
  free(a);
  return 0;
}
