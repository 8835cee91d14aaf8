// heat-3d (PolyBench 4): 3-D heat equation, Jacobi style between A and B. The
// init is distributed by planes. The time loop carries A and B and stays
// sequential; both stencil nests are distributed by planes 'i' as DOALL (each
// reads planes i-1..i+1 of the other array). Print loop sequential (printf).
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

#define N 30
#define TSTEPS 20
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (DATA_TYPE)(i + j + (n - k)) * 10 / (n);
}

static void print_array(int n, DATA_TYPE A[N][N][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+3]]:7: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++) {
        if ((i * n * n + j * n + k) % 20 == 0)
          printf("\n");
        printf("%a ", A[i][j][k]);
      }
  printf("\n");
}

static void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N],
                           DATA_TYPE B[N][N][N]) {
  int t, i, j, k;

  // MISSED-COUNT-2: :[[@LINE+2]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
  for (t = 1; t <= TSTEPS; t++) {
    for (i = 1; i < n - 1; i++) {
      for (j = 1; j < n - 1; j++) {
        for (k = 1; k < n - 1; k++) {
          B[i][j][k] = SCALAR_VAL(0.125) *
                           (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] +
                            A[i - 1][j][k]) +
                       SCALAR_VAL(0.125) *
                           (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] +
                            A[i][j - 1][k]) +
                       SCALAR_VAL(0.125) *
                           (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] +
                            A[i][j][k - 1]) +
                       A[i][j][k];
        }
      }
    }
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < n - 1; i++) {
      for (j = 1; j < n - 1; j++) {
        for (k = 1; k < n - 1; k++) {
          A[i][j][k] = SCALAR_VAL(0.125) *
                           (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] +
                            B[i - 1][j][k]) +
                       SCALAR_VAL(0.125) *
                           (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] +
                            B[i][j - 1][k]) +
                       SCALAR_VAL(0.125) *
                           (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] +
                            B[i][j][k - 1]) +
                       B[i][j][k];
        }
      }
    }
  }
  (void)tsteps;
}

int main(void) {
  int n = N;
  int tsteps = TSTEPS;
  DATA_TYPE(*A)[N][N][N] = alloc_data(N * N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*B)[N][N][N] = alloc_data(N * N * N, sizeof(DATA_TYPE));

  init_array(n, *A, *B);
  kernel_heat_3d(tsteps, n, *A, *B);
  print_array(n, *A);

  free(A);
  free(B);
  return 0;
}
