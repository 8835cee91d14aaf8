// trisolv (PolyBench 4): forward substitution L x = b. The init is distributed
// by rows. The substitution reads x[j], j < i, and stays sequential
// (LoopCarriedDependence), as does its inner sum into x[i]. Print loop
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

#define N 200
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE L[N][N], DATA_TYPE x[N],
                       DATA_TYPE b[N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    x[i] = -999;
    b[i] = i;
    for (j = 0; j <= i; j++)
      L[i][j] = (DATA_TYPE)(i + n - j + 1) * 2 / n;
  }
}

static void print_array(int n, DATA_TYPE x[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", x[i]);
  }
  printf("\n");
}

/* forward substitution: L x = b */
static void kernel_trisolv(int n, DATA_TYPE L[N][N], DATA_TYPE x[N],
                           DATA_TYPE b[N]) {
  int i, j;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*L)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*x)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*b)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, *L, *x, *b);
  kernel_trisolv(n, *L, *x, *b);
  print_array(n, *x);

  free(L);
  free(x);
  free(b);
  return 0;
}
