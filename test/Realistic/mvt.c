// mvt (PolyBench 4): x1 := x1 + A*y_1 and x2 := x2 + A^T*y_2. The init and
// both kernel nests are distributed by rows as DOALL (the second reads A by
// columns). Print loops sequential (printf).
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

#define N 140
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE x1[N], DATA_TYPE x2[N],
                       DATA_TYPE y_1[N], DATA_TYPE y_2[N], DATA_TYPE A[N][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE)(i % n) / n;
    x2[i] = (DATA_TYPE)((i + 1) % n) / n;
    y_1[i] = (DATA_TYPE)((i + 3) % n) / n;
    y_2[i] = (DATA_TYPE)((i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)(i * j % n) / n;
  }
}

static void print_array(int n, DATA_TYPE x1[N], DATA_TYPE x2[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", x1[i]);
  }
  printf("\n");
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", x2[i]);
  }
  printf("\n");
}

static void kernel_mvt(int n, DATA_TYPE x1[N], DATA_TYPE x2[N],
                       DATA_TYPE y_1[N], DATA_TYPE y_2[N], DATA_TYPE A[N][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}

int main(void) {
  int n = N;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*x1)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*x2)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y_1)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y_2)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, *x1, *x2, *y_1, *y_2, *A);
  kernel_mvt(n, *x1, *x2, *y_1, *y_2, *A);
  print_array(n, *x1, *x2);

  free(A);
  free(x1);
  free(x2);
  free(y_1);
  free(y_2);
  return 0;
}
