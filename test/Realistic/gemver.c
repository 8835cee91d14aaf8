// gemver (PolyBench 4): rank-2 update of A, then x := beta*A^T*y + z and w :=
// alpha*A*x. The init and all four kernel nests are distributed by rows as
// DOALL (the x nest reads A by columns, the w nest all of x). Print loops
// sequential (printf).
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

#define N 120
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE A[N][N], DATA_TYPE u1[N], DATA_TYPE v1[N],
                       DATA_TYPE u2[N], DATA_TYPE v2[N], DATA_TYPE w[N],
                       DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N]) {
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;

  DATA_TYPE fn = (DATA_TYPE)n;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / fn) / 2.0;
    v1[i] = ((i + 1) / fn) / 4.0;
    v2[i] = ((i + 1) / fn) / 6.0;
    y[i] = ((i + 1) / fn) / 8.0;
    z[i] = ((i + 1) / fn) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)(i * j % n) / n;
  }
}

static void print_array(int n, DATA_TYPE w[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", w[i]);
  }
  printf("\n");
}

static void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta,
                          DATA_TYPE A[N][N], DATA_TYPE u1[N], DATA_TYPE v1[N],
                          DATA_TYPE u2[N], DATA_TYPE v2[N], DATA_TYPE w[N],
                          DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

int main(void) {
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*u1)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*v1)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*u2)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*v2)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*w)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*x)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*z)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, &alpha, &beta, *A, *u1, *v1, *u2, *v2, *w, *x, *y, *z);
  kernel_gemver(n, alpha, beta, *A, *u1, *v1, *u2, *v2, *w, *x, *y, *z);
  print_array(n, *w);
  print_array(n, *x);

  free(A);
  free(u1);
  free(v1);
  free(u2);
  free(v2);
  free(w);
  free(x);
  free(y);
  free(z);
  return 0;
}
