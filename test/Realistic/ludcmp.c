// ludcmp (PolyBench 4): LU decomposition with the scalar w, then forward and
// back substitution. The inits are distributed by rows. On the temporary
// '(*B)[r][s]' (a pointer to a whole array) the zeroing and copy nests are
// distributed by rows; in the product nest the t loop adds into all of B
// (an array reduction): every rank adds into its own copy of B, combined
// after the loop (reassociated). The factorisation and both substitutions carry
// true dependences and stay sequential, but their innermost dot products into
// w (the k loops of the factorisation, the j loops of the substitutions) are
// distributed as floating-point sum reductions, announced as reassociated
// within a relative tolerance (the comparison below uses it; the rounding
// propagates to x). The U-part j loop, free of dependences, is distributed
// by columns; it reads row i off that distribution, so A is made whole
// before each execution. Print loop sequential (printf).
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

#define N 48
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE A[N][N], DATA_TYPE b[N],
                       DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j;
  DATA_TYPE fn = (DATA_TYPE)n;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    x[i] = 0;
    y[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
  }
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

static void print_array(int n, DATA_TYPE x[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%.17g ", x[i]);
  }
  printf("\n");
}

/* LU decomposition, then forward (L y = b) and back (U x = y) substitution */
static void kernel_ludcmp(int n, DATA_TYPE A[N][N], DATA_TYPE b[N],
                          DATA_TYPE x[N], DATA_TYPE y[N]) {
  int i, j, k;
  DATA_TYPE w;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = 0; i < n; i++) {
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    for (j = 0; j < i; j++) {
      w = A[i][j];
      // DIST: :[[@LINE+2]]:7: remark: loop 'k' distributed as DOALL
      // DIST: :[[@LINE+1]]:7: remark: floating-point sum 'w' reassociated
      for (k = 0; k < j; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w / A[j][j];
    }
    // DIST: :[[@LINE+1]]:5: remark: loop 'j' distributed as DOALL
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w;
    }
  }

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = 0; i < n; i++) {
    w = b[i];
    // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
    // DIST: :[[@LINE+1]]:5: remark: floating-point sum 'w' reassociated
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
    // DIST: :[[@LINE+1]]:5: remark: floating-point sum 'w' reassociated
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*b)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*x)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, *A, *b, *x, *y);
  kernel_ludcmp(n, *A, *b, *x, *y);
  print_array(n, *x);

  free(A);
  free(b);
  free(x);
  free(y);
  return 0;
}
