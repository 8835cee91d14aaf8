// jacobi-1d (PolyBench 4): 1-D Jacobi, on global arrays that the kernel uses
// directly (no parameters). The init is distributed. The time loop carries A
// and B and stays sequential; both sweeps are distributed as DOALL with a halo
// of one element. Print loop sequential (printf).
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

#define N 400
#define TSTEPS 40
#define DATA_TYPE double
#define SCALAR_VAL(x) x

DATA_TYPE A[N];
DATA_TYPE B[N];

static void init_array(int n) {
  int i;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    A[i] = ((DATA_TYPE)i + 2) / n;
    B[i] = ((DATA_TYPE)i + 3) / n;
  }
}

static void print_array(int n) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", A[i]);
  }
  printf("\n");
}

/* The kernel works on the global arrays directly. */
static void kernel_jacobi_1d(int tsteps, int n) {
  int t, i;

  // MISSED-COUNT-2: :[[@LINE+2]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void) {
  init_array(N);
  kernel_jacobi_1d(TSTEPS, N);
  print_array(N);
  return 0;
}
