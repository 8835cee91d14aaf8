// Two pointer parameters that every call passes distinct arrays are not
// distinct in a function that assigns one of them (`if (inplace) src =
// dst;`): the loop reading src and writing dst then carries a recurrence,
// and stays sequential or is checked at run time. Before, the calls'
// arguments alone proved them apart, and the distributed loop lost the
// recurrence (found by a review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 100000
static double a[N], b[N];

static void step(double *dst, double *src, int n, int inplace) {
  int i;
  if (inplace)
    src = dst;
  for (i = 1; i < n; i++)
    dst[i] = src[i - 1] + 1.0;
}

int main(int argc, char **argv) {
  (void)argv;
  int i;
  for (i = 0; i < N; i++) {
    a[i] = i % 10;
    b[i] = i % 7;
  }
  step(a, b, N, argc > 0);
  printf("%.17g %.17g\n", a[N / 2], a[N - 1]);
  return 0;
}
