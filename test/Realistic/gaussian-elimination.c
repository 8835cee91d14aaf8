// gaussian-elimination: solves A x = b for a diagonally dominant A by
// right-looking elimination without pivoting (the k-i-j order of textbooks
// and of hand-written MPI codes), then back substitution. The inits are
// distributed by rows. The step loop k carries A and b and stays sequential;
// inside it the row loop i is DOALL and distributed: it reads pivot row k
// of A and b[k], which no iteration writes, so only that slice of each is
// made whole before every step (a broadcast of one row), not the arrays.
// Back substitution is a recurrence (sequential); inside it the dot product
// into s is distributed as a floating-point sum reduction, announced as
// reassociated (the output is then compared within the stated tolerance).
// Print loop sequential (printf).
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=DIST --implicit-check-not=reassociated --implicit-check-not='{{distributed (as|and pipelined)}}' < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: FileCheck %s --check-prefix=SHARED < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// Above each loop nest: one DIST line per loop distributed (and per
// reduction announced as reassociated), one MISSED line per reason that
// a loop is not distributed.
#include <stdio.h>
#include <stdlib.h>

#define N 150
#define DATA_TYPE double

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE A[N][N], DATA_TYPE b[N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * 7 + j * 3) % 11) / 10.0;
    A[i][i] += n;
  }
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    b[i] = (DATA_TYPE)(i % 5) - 2.0;
}

static void kernel_eliminate(int n, DATA_TYPE A[N][N], DATA_TYPE b[N]) {
  int i, j, k;
  DATA_TYPE f;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'k' is not distributed: flow dependence A{{.*}} [-Ralb-missed=LoopCarriedDependence]
  // MISSED: :[[@LINE+1]]:3: remark: loop 'k' is not distributed: flow dependence b{{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (k = 0; k < n - 1; k++) {
    // DIST: :[[@LINE+3]]:5: remark: loop 'i' distributed as DOALL
    // SHARED: :[[@LINE+2]]:5: remark: slice 'k' of 'A' made whole before each execution of the loop
    // SHARED: :[[@LINE+1]]:5: remark: slice 'k' of 'b' made whole before each execution of the loop
    for (i = k + 1; i < n; i++) {
      f = A[i][k] / A[k][k];
      for (j = k; j < n; j++)
        A[i][j] = A[i][j] - f * A[k][j];
      b[i] = b[i] - f * b[k];
    }
  }
}

static void kernel_back_substitute(int n, DATA_TYPE A[N][N], DATA_TYPE b[N],
                                   DATA_TYPE x[N]) {
  int i, j;
  DATA_TYPE s;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = n - 1; i >= 0; i--) {
    s = b[i];
    // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
    // DIST: :[[@LINE+1]]:5: remark: floating-point sum 's' reassociated
    for (j = i + 1; j < n; j++)
      s -= A[i][j] * x[j];
    x[i] = s / A[i][i];
  }
}

int main(void) {
  int n = N, i;
  DATA_TYPE(*A)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*b)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*x)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, *A, *b);
  kernel_eliminate(n, *A, *b);
  kernel_back_substitute(n, *A, *b, *x);
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    printf("%d %a %a\n", i, (*x)[i], (*A)[i][n - 1]);
  free(A);
  free(b);
  free(x);
  return 0;
}
