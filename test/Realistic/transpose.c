// transpose: B := A^T out of place, then A := A^T in place (swaps across the
// diagonal), on global arrays the functions use directly; main counts the
// mismatches. The init, the out-of-place transpose (A by rows, B by columns)
// and the mismatch count (a long sum reduction, exact) are distributed as
// DOALL. So is the in-place swap by rows 'i': iteration i writes A[i][j] and
// A[j][i] for j > i, its row and its column below the diagonal, reading A
// whole; the run-time sends the column's elements to their rows' owners
// after the nest. Print loop sequential (printf).
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=DIST --implicit-check-not=reassociated --implicit-check-not='{{distributed (as|and pipelined)}}' < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// Above each loop nest: one DIST line per loop distributed (and per
// reduction announced as reassociated), one MISSED line per reason that
// a loop is not distributed.
#include <stdio.h>

#define N 150
#define DATA_TYPE double

/* Global arrays used directly by the kernels, as many small codes do. */
DATA_TYPE A[N][N];
DATA_TYPE B[N][N];

static void init_array(void) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (DATA_TYPE)(i * N + j) / (N * N);
}

/* B := A^T */
static void transpose(void) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      B[j][i] = A[i][j];
}

/* A := A^T in place: swap across the diagonal */
static void transpose_in_place(void) {
  int i, j;
  DATA_TYPE t;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    for (j = i + 1; j < N; j++) {
      t = A[i][j];
      A[i][j] = A[j][i];
      // DIST: :[[@LINE+1]]:7: remark: writes to 'A' outside the rows iteration 'i' owns ('A[j][i]': column i of rows i + 1 to 149) are sent to their owners after each execution of the loop
      A[j][i] = t;
    }
}

int main(void) {
  int i, j;
  long errors = 0;

  init_array();
  transpose();
  transpose_in_place();
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      if (A[i][j] != B[i][j])
        errors++;
  printf("errors %ld\n", errors);
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < N; i += 7)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < N; j += 5)
      printf("%d %d %a %a\n", i, j, A[i][j], B[i][j]);
  return 0;
}
