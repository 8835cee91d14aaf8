// A valid sequential program with a global named like a run-time function
// (`alb_rank`) is rewritten into a program that does not compile:
// "'alb_rank' redeclared as different kind of symbol" (autolb/autolb.h
// declares int alb_rank(int *)). The tool neither renames nor reports it.
// Expected: the rewritten program compiles and matches (or autolb stops
// with a clear error naming the clash - then turn this into a `not %autolb`
// FileCheck test).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];
int alb_rank = 7;

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i * alb_rank;
  printf("%g\n", A[N - 1]);
  return 0;
}
