// A program keeps an array's address in an integer (uintptr_t) before a
// nest writes the array, and reads it after through a pointer made from
// that integer: the pointer may point into any distributed array, so the
// read makes every array whole first. Before, only pointer-typed flows were
// followed, and the output rank read its stale elements (found by a
// review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdint.h>
#include <stdio.h>

#define N 200000
double a[N];

int main(void) {
  uintptr_t address = (uintptr_t)a;
  double *q;
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * 0.5 + 1.0;
  q = (double *)address;
  printf("%.17g %.17g\n", q[N / 2], q[N - 1]);
  return 0;
}
