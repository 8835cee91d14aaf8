// Flat arrays: matrices in one allocation addressed as 'a[i*m + j]'. When
// the loop bounds prove every column within [0, m) and m does not change in
// the nest, the references are read as 'a[i][j]' and the rows distributed
// like those of a two-dimensional array (a stencil's 'a[(i-1)*m + j]' is a
// halo row, a Gauss-Seidel sweep is pipelined); when they prove the columns
// at least 0 only, the rows' length is checked at run time; otherwise the
// loops stay sequential with the reason.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define M 40

// CHECK-DAG: :[[@LINE+11]]:32: remark: array 'a' delinearized as [?][m] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+10]]:9: remark: array 'b' delinearized as [?][m] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+7]]:5: remark: loop 'i' distributed as DOALL (2 arrays) [-Ralb-codegen]
// CHECK-DAG: :[[@LINE+10]]:5: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
// CHECK-DAG: :[[@LINE+4]]:3: remark: loop 't' is not distributed: flow dependence a[(i-1)*m+j] -> a[i*m+j], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
/* Heat stencil on a flat n x m grid in a time loop. */
static void heat(int steps, int n, int m, double *restrict a,
                 double *restrict b) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        b[i * m + j] = 0.25 * (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                               a[i * m + j - 1] + a[i * m + j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        a[i * m + j] = b[i * m + j];
  }
}

// CHECK-DAG: :[[@LINE+10]]:14: remark: array 'a' delinearized as [?][m] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+9]]:29: remark: array 'b' delinearized as [?][m] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+9]]:7: remark: array 'c' delinearized as [?][m] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
/* c = a * b, flat, the row length the parameter m. */
static void matmul(int n, int m, double *a, double *b, double *restrict c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int k = 0; k < m; k++)
        s += a[i * m + k] * b[k * m + j];
      c[i * m + j] = s;
    }
}

// CHECK-DAG: :[[@LINE+5]]:26: remark: array 'x' delinearized as [?][M] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
static void scale(int n, double *x) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      x[i * M + j] = 2 * x[i * M + j] + i;
}

// Columns up to n - 1, not m - 1: read as rows when n - 1 < m, which the
// generated code checks before each execution (main calls it both ways).
// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' distributed and pipelined over 'j', strip-mined with the run-time's block size (1 arrays, lag 0), when n - 1 < m (a check before each execution
static void checked_columns(int n, int m, double *x) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i * m + j] = x[(i - 1) * m + j] + 1;
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: the row length 'm' of 'x[i*m+j]' changes in the loop nest; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
static void moving_length(int n, int m, double *x) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      x[i * m + j] = x[i * m + j] + j;
    m = m - 1;
  }
}

// CHECK-DAG: :[[@LINE+4]]:5: remark: loop 'i' distributed and pipelined over 'j', strip-mined with the run-time's block size (1 arrays, lag 0) [-Ralb-codegen]
/* Gauss-Seidel on a flat grid: pipelined over j. */
static void gauss_seidel(int steps, int n, int m, double *a) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        a[i * m + j] = 0.25 * (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                               a[i * m + j - 1] + a[i * m + j + 1]);
}

int main(void) {
  int n = 50, m = 40;
  double *a = malloc(sizeof *a * n * m), *b = malloc(sizeof *b * n * m);
  double *c = malloc(sizeof *c * m * m);
  for (int k = 0; k < n * m; k++)
    a[k] = b[k] = (k % 7) * 0.5;
  heat(10, n, m, a, b);
  /* Empty rows: the run-time is told of rows of no elements. */
  heat(2, n, 0, a, b);
  heat(2, n, -3, a, b);
  matmul(m, m, a, b, c);
  scale(n, a);
  checked_columns(n / 2, m, b);
  checked_columns(m + 5, m, b);
  moving_length(n / 2, m, c);
  gauss_seidel(4, n, m, b);
  for (int k = 0; k < n * m; k += 3)
    printf("%a %a\n", a[k], b[k]);
  for (int k = 0; k < m * m; k += 3)
    printf("%a\n", c[k]);
  free(a);
  free(b);
  free(c);
  return 0;
}
