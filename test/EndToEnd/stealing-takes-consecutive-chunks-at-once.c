// A work-stealing rank takes several consecutive chunks of its range at
// once when a chunk costs more than its iterations' work (a nest tiled by Polly
// packs its operands once per chunk; the rank measures that cost on its
// own chunks). ALB_CHUNK_MERGE forces the count, so that the taking runs
// whatever this machine's timings: the chunks are still each run exactly
// once, the last one last, and the output is the sequential program's at
// 1-4 ranks in every mode (stress mode's random chunks are taken 3 or
// 1000 at once too), with 3 and with 1000 chunks at once. The summary
// names the count.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --env ALB_CHUNK_MERGE=3 %t.expected %t.mpi
// RUN: %run-all-modes --env ALB_CHUNK_MERGE=1000 %t.expected %t.mpi
// RUN: env ALB_CHUNK_MERGE=3 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define ROWS 4800
#define COLS 200
#define STEPS 200

/* A pixel's response after STEPS steps of a damped recurrence. */
static double response(int row, int col) {
  double x = 0.0;
  int k;
  for (k = 0; k < STEPS; k++)
    x = x * 0.999 + (double)((row ^ col ^ k) & 7);
  return x;
}

int main(void) {
  double *image = malloc(sizeof(double) * ROWS * COLS);
  long total = 0;
  int i, j;
  if (!image) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++)
      image[i * COLS + j] = response(i, j);
  for (i = 0; i < ROWS; i++)
    total += (long)(1000.0 * image[i * COLS + (i % COLS)]);
  printf("%ld %.17g %.17g\n", total, image[0], image[ROWS / 2 * COLS + 7]);
  free(image);
  return 0;
}
// CHECK: nest stealing-takes-consecutive-chunks-at-once.c:41(i): dynamically scheduled (work stealing)
// CHECK: up to 3 chunks taken at once (ALB_CHUNK_MERGE)
