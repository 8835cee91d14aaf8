// A pointer parameter cannot point to an automatic local created in the
// call, unless the function assigns it (`if (self) p = w;`); nor can it be
// told apart from a static local array, whose address an earlier call may
// have handed out. The recurrence through them is kept: the loops stay
// sequential or are checked at run time. Before, both were taken as
// distinct, and the distributed loops lost the recurrence (found by a
// review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define N 100000
static double base[N];
static double *kept;

static void run(double *p, int n, int self) {
  double *w = malloc(n * sizeof *w);
  double s = 0.0;
  int i;
  for (i = 0; i < n; i++)
    w[i] = i * 0.25;
  if (self)
    p = w;
  for (i = 1; i < n; i++)
    w[i] = p[i - 1] + 1.0;
  for (i = 0; i < n; i++)
    s += w[i];
  printf("%.17g %.17g %.17g\n", s, w[n / 2], w[n - 1]);
  free(w);
}

static void step(const double *p) {
  static double buffer[N];
  int i;
  for (i = 1; i < N; i++)
    buffer[i] = p[i - 1] + 1.0;
  buffer[0] = p[0];
  kept = buffer;
}

int main(int argc, char **argv) {
  (void)argv;
  int i;
  for (i = 0; i < N; i++)
    base[i] = i % 10;
  run(base, N, argc > 0);
  step(base);
  step(kept);
  printf("%.17g %.17g\n", kept[N / 2], kept[N - 1]);
  return 0;
}
