// A global array has several declarations: `extern double a[N];` before
// the functions (as a header declares it), its definition after them, and
// a block-scope `extern` in a helper. A nest writes it through one, and
// replicated code reads it through another: the read is of the same array
// and is made whole first. Before, declarations were told apart, and the
// output rank printed its own slice and zeros (found by a review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 200000
extern double a[N];

static void fill(double step) {
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * step + 1.0;
}

static void report(void) {
  extern double a[N];
  printf("%.17g %.17g\n", a[N / 2], a[N - 1]);
}

double a[N];

int main(void) {
  fill(0.5);
  printf("%.17g %.17g %.17g\n", a[0], a[N / 2], a[N - 1]);
  fill(0.25);
  report();
  return 0;
}
