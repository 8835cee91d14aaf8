// induction variables read after their loops (steps 1, 3, -4, zero trips).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) A[i] = i;
  printf("%d\n", i);
  for (i = 1; i <= N - 3; i += 3) A[i] = A[i] + 1;
  printf("%d\n", i);
  for (i = N - 1; i > 2; i -= 4) A[i] = -A[i];
  printf("%d\n", i);
  for (i = 10; i < 5; i++) A[i] = 0;
  printf("%d\n", i);
  for (; i < N; i++) A[i] = A[i] * 2;
  printf("%d\n", i);
  int j;
  for (i = 0, j = 5; i < N - 5; i++, j++) A[i] = j;
  printf("%d %d\n", i, j);
  for (i = 0; i < N; i++) printf("%g\n", A[i]);
  return 0;
}
