// A struct initialized with a pointer into a heap block (`struct view v =
// {x + N - 1}`), a distributed nest writing the block, then replicated code
// reading `v.row[0]`. The initializer list stored x's value in memory
// without the alias analysis noticing (it saw assignments only), so no
// sync was placed before the read and the output rank printed 4531.5
// instead of 5040 at 2 ranks. Passes since; keeps it fixed.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 1000

struct view {
  double *row;
};

int main(void) {
  double *x = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    x[i] = 0;
  struct view v = {x + N - 1};
  for (int t = 0; t < 10; t++)
    for (int i = 0; i < N; i++)
      x[i] = x[i] + i * 0.5 + t;
  printf("%f\n", v.row[0]);
  free(x);
  return 0;
}
