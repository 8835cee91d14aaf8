// syr2k (PolyBench 4): C := alpha*A*B^T + alpha*B*A^T + beta*C on the lower
// triangle, with VLA parameters. The inits and the kernel are distributed by
// rows as DOALL (triangular rows: uneven work per row). Print loop sequential
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

#define M 90
#define N 110
#define DATA_TYPE double
#define SCALAR_VAL(x) x

/* VLA parameters (C99 style), arrays allocated with their run-time sizes. */
static void init_array(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE C[n][n], DATA_TYPE A[n][m],
                       DATA_TYPE B[n][m]) {
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
      B[i][j] = (DATA_TYPE)((i * j + 2) % m) / m;
    }
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i * j + 3) % n) / m;
}

static void print_array(int n, DATA_TYPE C[n][n]) {
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

static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                         DATA_TYPE C[n][n], DATA_TYPE A[n][m],
                         DATA_TYPE B[n][m]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++) {
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
      }
  }
}

int main(void) {
  int n = N;
  int m = M;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE(*C)[n] = malloc(sizeof(DATA_TYPE[n][n]));
  DATA_TYPE(*A)[m] = malloc(sizeof(DATA_TYPE[n][m]));
  DATA_TYPE(*B)[m] = malloc(sizeof(DATA_TYPE[n][m]));

  init_array(n, m, &alpha, &beta, C, A, B);
  kernel_syr2k(n, m, alpha, beta, C, A, B);
  print_array(n, C);

  free(C);
  free(A);
  free(B);
  return 0;
}
