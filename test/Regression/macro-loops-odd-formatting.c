// loops written by macros, comments and line breaks in the loop header.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
#define FOR(i, lo, hi) for (int i = (lo); i < (hi); i++)
#define BODY(i) A[i] = B[(i)] * 2 + C
double A[N], B[N];
int main(void) {
  double C = 3;
  FOR(i, 0, N) B[i] = i;
  FOR(i, 0, N) BODY(i);
  for (int /* c */ i = 0 ;
       i <
       N /* x */ ;
       ++i)
  {   A[i] = A[i]   // comment
        + 1; }
  FOR(i, 0, N) printf("%g\n", A[i]);
  return 0;
}
