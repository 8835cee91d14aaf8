// Built with --polly-variants, each DOALL nest's chunks run in the variant
// the run-time picks per rank: as written for a nest's first execution,
// then alternating for up to four timed executions, then the faster. Either way
// the program prints the sequential program's output, at 1-4 ranks in
// every mode, whichever variant the timings choose; the summary names the
// choice of the relaxation sweep, which runs 40 times, and the times it
// chose by.
// RUN: %autolb --polly-variants %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

/* A grid of rows allocated in one block, relaxed in place of a copy. */
static void relax(double (*restrict next)[64], double (*restrict grid)[64],
                  int rows) {
  int i, j;
  for (i = 1; i < rows - 1; i++)
    for (j = 1; j < 63; j++)
      next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] +
                           grid[i][j + 1]);
}

int main(void) {
  enum { ROWS = 400, STEPS = 40 };
  double (*grid)[64] = calloc(ROWS, sizeof *grid);
  double (*next)[64] = calloc(ROWS, sizeof *next);
  long sum = 0;
  int i, j, t;
  if (!grid || !next) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < 64; j++)
      grid[i][j] = next[i][j] = (double)((i * 7 + j * 3) % 11);
  for (t = 0; t < STEPS; t++) {
    relax(next, grid, ROWS);
    relax(grid, next, ROWS);
  }
  for (i = 0; i < ROWS; i++)
    sum += (long)(1e6 * grid[i][(i * 5) % 64]);
  printf("%ld %.17g %.17g\n", sum, grid[ROWS / 2][31], next[7][7]);
  free(grid);
  free(next);
  return 0;
}
// CHECK: nest polly-variants-same-output.c:21(i)
// CHECK: chunk loop: {{plain|as written}} on rank 0 ({{[0-9.e+-]+}} us per iteration as written, Polly's, over {{[12]}} timed executions; {{[0-9.e+-]+}} us plain, over {{[12]}})
