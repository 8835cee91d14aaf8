// A helper distributes its loop over a pointer into the middle of an array
// that another nest distributes under its own name: `relax(&grid[lo][0],
// count)`. The run-time then tracks part of the grid's memory under the
// pointer (it releases the grid's record first, and the pointer's record
// when the grid's nest runs again), so replicated code that reads the
// grid by name makes every array whole rather than syncing the grid alone:
// also `next`, which no call is passed, only a pointer set from it. Output equal to the sequential program's in
// every mode, the helper's window moving every step.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define ROWS 240
#define COLS 130

static double grid[ROWS][COLS];
static double next[ROWS][COLS];

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'k' is DOALL; distributed
void relax(double *cells, long count, double weight) {
  long k;
  for (k = 0; k < count; k++)
    cells[k] = cells[k] * weight + (double)(k % 7);
}

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed
static void smooth(void) {
  int i, j;
  for (i = 1; i < ROWS - 1; i++)
    for (j = 0; j < COLS; j++)
      next[i][j] = 0.25 * grid[i - 1][j] + 0.5 * grid[i][j] +
                   0.25 * grid[i + 1][j];
}

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed
static void copy_back(void) {
  int i, j;
  for (i = 1; i < ROWS - 1; i++)
    for (j = 0; j < COLS; j++)
      grid[i][j] = next[i][j];
}

int main(void) {
  int i, j, step;
  double *corner;
  double total = 0.0;

  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++)
      grid[i][j] = (double)((i * 31 + j * 17) % 101) / 10.0;
  for (step = 0; step < 6; step++) {
    int lo = 20 + 30 * step;
    smooth();
    copy_back();
    // CHECK-DAG: :[[@LINE+1]]:5: remark: every distributed array made whole before replicated code that reads through a pointer into one
    relax(&grid[lo][0], 25L * COLS + step, 0.5 + 0.1 * step);
    // CHECK-DAG: :[[@LINE+1]]:5: remark: every distributed array made whole before replicated code that reads through a pointer into one
    printf("step %d: grid[%d][3] = %.17g\n", step, lo + 1, grid[lo + 1][3]);
  }
  corner = &next[ROWS / 2][0];
  relax(corner, COLS * 3, 2.0);
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++)
      total += grid[i][j] * (double)(1 + (i + j) % 3);
  printf("total %.17g\n", total);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: every distributed array made whole before replicated code that reads one, part of which a nest of this file may distribute under another name (a pointer into it)
  printf("next %.17g %.17g\n", next[ROWS / 2][5], next[ROWS / 2 + 2][COLS - 1]);
  return 0;
}
