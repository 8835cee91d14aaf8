// lu (PolyBench 4): in-place LU decomposition without pivoting (Doolittle, row
// by row) of a matrix built as B = L L^T by the init. The lower-triangle init
// nest is distributed by rows. On the temporary '(*B)[r][s]' (a pointer to a
// whole array) the zeroing and copy nests are distributed by rows; in the
// product nest the t loop adds into all of B (an array reduction): every
// rank adds into its own copy, combined after the loop (reassociated). The
// factorisation carries true dependences (row i reads rows k < i; A[i][j]
// reads A[i][k], k < j) and stays sequential; the U-part loop over j is free
// of dependences and is distributed by columns; it reads row i off that
// distribution, so A is made whole before each execution. Print loop
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

  /* Make the matrix positive semi-definite. */
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

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%a ", A[i][j]);
    }
  printf("\n");
}

/* LU decomposition without pivoting, in place (Doolittle, row by row) */
static void kernel_lu(int n, DATA_TYPE A[N][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = 0; i < n; i++) {
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
    for (j = 0; j < i; j++) {
      // MISSED: :[[@LINE+1]]:7: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
      for (k = 0; k < j; k++) {
        A[i][j] -= A[i][k] * A[k][j];
      }
      A[i][j] /= A[j][j];
    }
    // DIST: :[[@LINE+1]]:5: remark: loop 'j' distributed as DOALL
    for (j = i; j < n; j++) {
      for (k = 0; k < i; k++) {
        A[i][j] -= A[i][k] * A[k][j];
      }
    }
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));

  init_array(n, *A);
  kernel_lu(n, *A);
  print_array(n, *A);

  free(A);
  return 0;
}
