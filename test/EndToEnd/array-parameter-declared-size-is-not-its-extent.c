// An array parameter's declared size (`double dst[64]`) binds nothing in
// C: the parameter is a pointer, and the loop reaches as far as its bounds
// say. The run-time alias check compares the ranges the loop touches, so
// that `shift(N, x + 100, x)` runs as written. Before, it compared 64
// elements of each, found them apart, and the distributed loop lost the
// overlap (found by a review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 100000
static double x[N + 100];

void shift(int n, double dst[64], const double src[64]) {
  int i;
  for (i = 0; i < n; i++)
    dst[i] = src[i] + 1.0;
}

int main(void) {
  int i;
  for (i = 0; i < N + 100; i++)
    x[i] = i % 10;
  shift(N, x + 100, x);
  printf("%.17g %.17g\n", x[N / 2], x[N + 99]);
  return 0;
}
