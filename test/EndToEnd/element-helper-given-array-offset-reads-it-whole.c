// A helper that reads and writes one element of the array its pointer
// parameter passes, chosen by its index parameter (`take(p, i)` touches
// p[i]), is called in a distributed loop with the array itself, and then
// from replicated code with `a + 5` and `&a[7]`: those calls touch
// a[5 + i] and a[7 + i], not a[i], and read the array as spelled, whole.
// Before, such an argument was neither read nor its element recorded, and
// the output rank returned its stale element (found by a review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 200000
double a[N], s[N];

static double take(double *p, int i) {
  double old = p[i];
  p[i] = old * 2.0;
  return old;
}

int main(void) {
  double x, y;
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * 0.5 + 1.0;
  for (i = 0; i < N; i++)
    s[i] = take(a, i);
  x = take(a + 5, N - 10);
  y = take(&a[7], N - 20);
  printf("%.17g %.17g\n", x, y);
  printf("%.17g %.17g\n", s[N - 1], a[N - 1]);
  return 0;
}
