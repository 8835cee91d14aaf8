// durbin (PolyBench 4): Durbin's algorithm for a Toeplitz system, with a local
// z[]. The init is distributed. The k loop carries alpha, beta, y and z and
// stays sequential (ScalarRecurrence, LoopCarriedDependence); inside it the
// dot product 'sum' over i and the z and y update loops are distributed,
// with y and z made whole where the k loop reads them. The sum is folded
// in the sequential order (--reproducible-reductions): a reassociated sum
// stays within its announced tolerance, but alpha and y derived from it
// after cancellation came within 16% of it, too close for a stable test.
// Print loop sequential (printf).
// RUN: %autolb --reproducible-reductions %s -o %t.c 2> %t.remarks
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

#define N 200
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE r[N]) {
  int i;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    r[i] = (n + 1 - i);
}

static void print_array(int n, DATA_TYPE y[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%.17g ", y[i]);
  }
  printf("\n");
}

/* Durbin's algorithm for the Yule-Walker equations (Toeplitz system) */
static void kernel_durbin(int n, DATA_TYPE r[N], DATA_TYPE y[N]) {
  DATA_TYPE z[N];
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE sum;
  int i, k;

  y[0] = -r[0];
  beta = SCALAR_VAL(1.0);
  alpha = -r[0];

  // MISSED: :[[@LINE+4]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=ScalarRecurrence]
  // MISSED: :[[@LINE+3]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=ScalarRecurrence]
  // MISSED: :[[@LINE+2]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // MISSED: :[[@LINE+1]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = SCALAR_VAL(0.0);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < k; i++) {
      sum += r[k - i - 1] * y[i];
    }
    alpha = -(r[k] + sum) / beta;

    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < k; i++) {
      z[i] = y[i] + alpha * y[k - i - 1];
    }
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < k; i++) {
      y[i] = z[i];
    }
    y[k] = alpha;
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*r)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*y)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(n, *r);
  kernel_durbin(n, *r, *y);
  print_array(n, *y);

  free(r);
  free(y);
  return 0;
}
