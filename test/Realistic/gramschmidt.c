// gramschmidt (PolyBench 4): QR decomposition by modified Gram-Schmidt, on a
// diagonally dominant A. The inits are distributed by rows. The column loop k
// carries A and R and stays sequential; inside it the norm loop is distributed
// as a floating-point sum reduction 'nrm', announced as reassociated within a
// relative tolerance (the comparison below uses it; the rounding then reaches
// R and Q). Q's column loop and the j loop are distributed too: what the
// sequential k loop reads of Q and R is made whole before it reads it. The
// R[k][j] sum inside j runs within each iteration. Print loops sequential
// (printf). sqrt needs -lm.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=DIST --implicit-check-not=reassociated --implicit-check-not='{{distributed (as|and pipelined)}}' < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// Above each loop nest: one DIST line per loop distributed (and per
// reduction announced as reassociated), one MISSED line per reason that
// a loop is not distributed.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define M 100
#define N 80
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                       DATA_TYPE Q[M][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      /* PolyBench's (((i * j) % m) / m) * 100 + 10 is rank deficient:
         R then holds rounding noise where exact zeros belong. A strong
         diagonal keeps the columns independent. */
      A[i][j] = (DATA_TYPE)((i * j) % m) / m + (i == j ? 10 : 0);
      Q[i][j] = 0.0;
    }
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = 0.0;
}

static void print_array(int m, int n, DATA_TYPE R[N][N], DATA_TYPE Q[M][N]) {
  int i, j;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%.17g ", R[i][j]);
    }
  printf("\n");
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%.17g ", Q[i][j]);
    }
  printf("\n");
}

/* QR decomposition with modified Gram-Schmidt */
static void kernel_gramschmidt(int m, int n, DATA_TYPE A[M][N],
                               DATA_TYPE R[N][N], DATA_TYPE Q[M][N]) {
  int i, j, k;
  DATA_TYPE nrm;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (k = 0; k < n; k++) {
    nrm = SCALAR_VAL(0.0);
    // DIST: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
    // DIST: :[[@LINE+1]]:5: remark: floating-point sum 'nrm' reassociated
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = SQRT_FUN(nrm);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    // DIST: :[[@LINE+1]]:5: remark: loop 'j' distributed as DOALL
    for (j = k + 1; j < n; j++) {
      R[k][j] = SCALAR_VAL(0.0);
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(void) {
  int m = M;
  int n = N;
  DATA_TYPE(*A)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));
  DATA_TYPE(*R)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*Q)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));

  init_array(m, n, *A, *R, *Q);
  kernel_gramschmidt(m, n, *A, *R, *Q);
  print_array(m, n, *R, *Q);

  free(A);
  free(R);
  free(Q);
  return 0;
}
