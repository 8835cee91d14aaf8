// symm (PolyBench 4): C := alpha*A*B + beta*C with A symmetric, stored in its
// lower triangle. The inits are distributed by rows. The i loop updates
// C[k][j] for all k < i and stays sequential (LoopCarriedDependence); the j
// loop touches only column j of C and B (temp2 is private) and is distributed
// by columns as DOALL inside each i. Print loop sequential (printf).
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

static void init_array(int m, int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE C[M][N], DATA_TYPE A[M][M],
                       DATA_TYPE B[M][N]) {
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = (DATA_TYPE)((i + j) % 100) / m;
      B[i][j] = (DATA_TYPE)((n + i - j) % 100) / m;
    }
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)((i + j) % 100) / m;
    for (j = i + 1; j < m; j++)
      A[i][j] = -999; /* never read: only the lower triangle is used */
  }
}

static void print_array(int m, int n, DATA_TYPE C[M][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      if ((i * m + j) % 20 == 0)
        printf("\n");
      printf("%a ", C[i][j]);
    }
  printf("\n");
}

/* C := alpha*A*B + beta*C, A symmetric (lower triangle) */
static void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[M][N], DATA_TYPE A[M][M],
                        DATA_TYPE B[M][N]) {
  int i, j, k;
  DATA_TYPE temp2;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

int main(void) {
  int m = M;
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE(*C)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));
  DATA_TYPE(*A)[M][M] = alloc_data(M * M, sizeof(DATA_TYPE));
  DATA_TYPE(*B)[M][N] = alloc_data(M * N, sizeof(DATA_TYPE));

  init_array(m, n, &alpha, &beta, *C, *A, *B);
  kernel_symm(m, n, alpha, beta, *C, *A, *B);
  print_array(m, n, *C);

  free(C);
  free(A);
  free(B);
  return 0;
}
