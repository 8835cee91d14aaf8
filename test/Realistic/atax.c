// atax (PolyBench 4): y := A^T (A x). The inits and y's zeroing are
// distributed as DOALL. The row loop accumulates y[j] for all j in every
// iteration: an array reduction over the section y[0..n-1], so it is
// distributed, every rank adding into its own copy of y, combined after the
// loop (reassociated); tmp[i] follows the rows. Print loop sequential
// (printf).
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
#include <stdlib.h>

#define M 110
#define N 130
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N]) {
  int i, j;
  DATA_TYPE fn;

  fn = (DATA_TYPE)n;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    x[i] = 1 + (i / fn);
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + j) % n) / (5 * m);
}

static void print_array(int n, DATA_TYPE y[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", y[i]);
  }
  printf("\n");
}

/* y := A^T (A x) */
static void kernel_atax(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N],
                        DATA_TYPE y[N], DATA_TYPE tmp[M]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    y[i] = 0;
  // DIST: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
  // DIST: :[[@LINE+1]]:3: remark: sum into array 'y': every rank updates its own copy {{.*}} reassociated
  for (i = 0; i < m; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

int main(void) {
  int m = M;
  int n = N;
  DATA_TYPE(*A)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));
  DATA_TYPE(*x)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*tmp)[M] = alloc_data(M, sizeof(DATA_TYPE));

  init_array(m, n, *A, *x);
  kernel_atax(m, n, *A, *x, *y, *tmp);
  print_array(n, *y);

  free(A);
  free(x);
  free(y);
  free(tmp);
  return 0;
}
