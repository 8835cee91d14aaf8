// trmm (PolyBench 4): B := alpha*A^T*B with A unit lower triangular. The init
// (with its diagonal write) is distributed by rows. The i loop reads rows k >
// i of B before later iterations overwrite them (an anti dependence) and stays
// sequential; the j loop touches only column j of B and is distributed by
// columns as DOALL inside each i. Print loop sequential (printf).
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

#define M 100
#define N 120
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE *alpha, DATA_TYPE A[M][M],
                       DATA_TYPE B[M][N]) {
  int i, j;

  *alpha = 1.5;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++) {
    for (j = 0; j < i; j++)
      A[i][j] = (DATA_TYPE)((i + j) % m) / m;
    A[i][i] = 1.0;
    for (j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((n + (i - j)) % n) / n;
  }
}

static void print_array(int m, int n, DATA_TYPE B[M][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      if ((i * m + j) % 20 == 0)
        printf("\n");
      printf("%a ", B[i][j]);
    }
  printf("\n");
}

/* B := alpha*A^T*B, A unit lower triangular (stored in its lower part) */
static void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[M][M],
                        DATA_TYPE B[M][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(void) {
  int m = M;
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE(*A)[M][M] = alloc_data(M * M, sizeof(DATA_TYPE));
  DATA_TYPE(*B)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));

  init_array(m, n, &alpha, *A, *B);
  kernel_trmm(m, n, alpha, *A, *B);
  print_array(m, n, *B);

  free(A);
  free(B);
  return 0;
}
