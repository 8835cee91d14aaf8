// cholesky (PolyBench 4): in-place Cholesky factorisation of a positive
// definite matrix built as B = L L^T by the init. The lower-triangle init nest
// (with its diagonal write A[i][i]) is distributed by rows. On the temporary
// '(*B)[r][s]' (a pointer to a whole array) the zeroing and copy nests are
// distributed by rows; in the product nest the t loop adds into all of B
// (an array reduction): every rank adds into its own copy of B, combined
// after the loop (reassociated). The factorisation carries true dependences at
// every level (row i reads rows j < i; the k loops are recurrences on A[i][j]
// and A[i][i]) and stays sequential, as does the print loop (printf). sqrt
// needs -lm.
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

#define N 120
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

/* A positive semi-definite matrix, as PolyBench builds it: B = L L^T. */
static void init_array(int n, DATA_TYPE A[N][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)(-j % n) / n + 1;
    for (j = i + 1; j < n; j++)
      A[i][j] = 0;
    A[i][i] = 1;
  }

  int r, s, t;
  DATA_TYPE(*B)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  // DIST: :[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (r = 0; r < n; ++r)
    for (s = 0; s < n; ++s)
      (*B)[r][s] = 0;
  // The sum over t into all of (*B) is an array reduction (reassociated).
  // DIST: :[[@LINE+2]]:3: remark: loop 't' distributed as DOALL
  // DIST: :[[@LINE+1]]:3: remark: sum into array 'B': every rank updates its own copy {{.*}} reassociated
  for (t = 0; t < n; ++t)
    for (r = 0; r < n; ++r)
      for (s = 0; s < n; ++s)
        (*B)[r][s] += A[r][t] * A[s][t];
  // DIST: :[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (r = 0; r < n; ++r)
    for (s = 0; s < n; ++s)
      A[r][s] = (*B)[r][s];
  free(B);
}

static void print_array(int n, DATA_TYPE A[N][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%a ", A[i][j]);
    }
  printf("\n");
}

static void kernel_cholesky(int n, DATA_TYPE A[N][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = 0; i < n; i++) {
    // j < i
    // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    // MISSED: :[[@LINE+2]]:7: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++) {
        A[i][j] -= A[i][k] * A[j][k];
      }
      A[i][j] /= A[j][j];
    }
    // i == j case
    // MISSED: :[[@LINE+1]]:5: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    for (k = 0; k < i; k++) {
      A[i][i] -= A[i][k] * A[i][k];
    }
    A[i][i] = SQRT_FUN(A[i][i]);
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));

  init_array(n, *A);
  kernel_cholesky(n, *A);
  print_array(n, *A);

  free(A);
  return 0;
}
