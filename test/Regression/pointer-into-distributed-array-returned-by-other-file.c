// A helper distributes its loop over a pointer into the middle of a grid
// that another nest distributes by name; the pointer is the result of a
// function of another file, `relax(row_at(lo), ...)`, which can reach the
// grid because the grid is not `static`. The run-time then tracks part of
// the grid under the pointer, and the replicated read of grid[lo + 20][100]
// must make every array whole, not the grid alone by name (which found no
// record of it): at np=2-4 it printed the value before relax.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc %s %S/Inputs/row-at-other-file.c -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c %S/Inputs/row-at-other-file.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define ROWS 120
#define COLS 130

double grid[ROWS][COLS];
double *row_at(int r);

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'k' distributed as DOALL
void relax(double *cells, long count, double weight) {
  long k;
  for (k = 0; k < count; k++)
    cells[k] = cells[k] * weight + (double)(k % 7);
}

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL
static void shift(double by) {
  int i, j;
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++)
      grid[i][j] = grid[i][j] + by * j;
}

int main(void) {
  int step;
  for (step = 0; step < 3; step++) {
    int lo = 10 + 30 * step;
    shift(0.01 * step);
    relax(row_at(lo), 25L * COLS, 0.5);
    // CHECK-DAG: :[[@LINE+1]]:5: remark: every distributed array made whole before replicated code
    printf("step %d: %.17g\n", step, grid[lo + 20][100]);
  }
  return 0;
}
