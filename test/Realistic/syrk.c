// syrk (PolyBench 4): C := alpha*A*A^T + beta*C on the lower triangle. The
// inits and the kernel are distributed by rows as DOALL (triangular rows:
// uneven work per row). Print loop sequential (printf).
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

static void init_array(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE C[N][N], DATA_TYPE A[N][M]) {
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i * j + 2) % m) / m;
}

static void print_array(int n, DATA_TYPE C[N][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%a ", C[i][j]);
    }
  printf("\n");
}

/* C := alpha*A*A^T + beta*C, lower triangle only */
static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[N][N], DATA_TYPE A[N][M]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++) {
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
  }
}

int main(void) {
  int n = N;
  int m = M;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE(*C)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*A)[N][M] = alloc_data(N * M, sizeof(DATA_TYPE));

  init_array(n, m, &alpha, &beta, *C, *A);
  kernel_syrk(n, m, alpha, beta, *C, *A);
  print_array(n, *C);

  free(C);
  free(A);
  return 0;
}
