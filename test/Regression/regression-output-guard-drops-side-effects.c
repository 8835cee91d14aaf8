// The output guard wraps a whole statement, so side effects inside the
// arguments of printf (`k++`, a call that updates a global) run on the
// output rank only. The other ranks keep k == 0 and calls == 0, compute
// their part of A with them, and the printed A is wrong at 2-4 ranks.
// (tool/CodeGen/OutputGuard: evaluate the arguments on every rank, print on
// one; or refuse when an argument has side effects.)
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];
int calls;
int next(void) { return ++calls; }

int main(void) {
  int k = 0;
  printf("%d\n", k++);
  printf("%d\n", next());
  for (int i = 0; i < N; i++)
    A[i] = k * 10 + calls + i;
  for (int i = 0; i < N; i++)
    printf("%g\n", A[i]);
  return 0;
}
