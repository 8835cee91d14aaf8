// 's += A[i]; B[i] = s;' is a scan, not a reduction: sequential.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
double A[N], B[N];
int main(void) {
  double s = 0;
  for (int i = 0; i < N; i++) A[i] = i;
  for (int i = 0; i < N; i++) { s += A[i]; B[i] = s; }
  for (int i = 0; i < N; i++) printf("%g\n", B[i]);
  printf("%g\n", s);
  return 0;
}
