// printf of a function's value that reads a distributed array (the function syncs it itself).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];
double get(int k) { return A[k]; }
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 2;
  printf("%g\n", get(N - 1));
  return 0;
}
