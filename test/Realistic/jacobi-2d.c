// jacobi-2d (PolyBench 4): 2-D Jacobi on heap VLAs passed as VLA parameters
// 'A[n][n]' (n from the command line or N). The init is distributed by rows.
// The time loop carries A and B and stays sequential; both sweeps are
// distributed by rows as DOALL with a halo of one row. Print loop sequential
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

#define N 90
#define TSTEPS 20
#define DATA_TYPE double
#define SCALAR_VAL(x) x

/* VLA parameters; the arrays are heap VLAs of run-time size. */
static void init_array(int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((DATA_TYPE)i * (j + 2) + 2) / n;
      B[i][j] = ((DATA_TYPE)i * (j + 3) + 3) / n;
    }
}

static void print_array(int n, DATA_TYPE A[n][n]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%a ", A[i][j]);
    }
  printf("\n");
}

static void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[n][n],
                             DATA_TYPE B[n][n]) {
  int t, i, j;

  // MISSED-COUNT-2: :[[@LINE+2]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][1 + j] +
                                     A[1 + i][j] + A[i - 1][j]);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][1 + j] +
                                     B[1 + i][j] + B[i - 1][j]);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  int tsteps = TSTEPS;
  DATA_TYPE(*A)[n] = malloc(sizeof(DATA_TYPE) * n * n);
  DATA_TYPE(*B)[n] = malloc(sizeof(DATA_TYPE) * n * n);

  init_array(n, A, B);
  kernel_jacobi_2d(tsteps, n, A, B);
  print_array(n, A);

  free(A);
  free(B);
  return 0;
}
