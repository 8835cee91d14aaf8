// Private arrays: a scratch array every iteration of a loop writes before
// reading it (doitgen's sum[p]) no longer keeps the loop sequential. Every
// rank uses its own copy, and after the loop the rank that ran the last
// iteration gives its copy of the elements the loop writes to every rank,
// so the array holds the last iteration's values, as in the sequential
// program, also where code reads it after the loop. A loop that runs no
// iteration leaves the array as it was. Arrays that some iteration reads
// before writing, or writes only in part of what it reads, stay refused.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define NR 23
#define NQ 7
#define NP 19

static double A[NR][NQ][NP], C4[NP][NP], sum[NP];
static long scratch[2 * NP + 1], out[NR], before[NR];
static double plane[NQ][NP], rowsum[NR];

// doitgen: sum is filled, then copied back, for every (r, q).
static void doitgen(int nr, int nq, int np) {
  // CHECK-DAG: private-arrays.c:[[@LINE+2]]:3: remark: loop 'r' distributed as DOALL
  // CHECK-DAG: private-arrays.c:[[@LINE+1]]:3: remark: array 'sum' privatized: {{.*}} [-Ralb-private]
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

// The scratch array is read after the loop, so its copy-out must hold the
// last iteration's values; odd elements and the last one are never
// written and keep theirs.
// CODE: alb_nest_end(
// CODE-NEXT: alb_private_copy_out(
static long strided_scratch(int n, int m) {
  // CHECK-DAG: private-arrays.c:[[@LINE+1]]:3: remark: array 'scratch' privatized
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      scratch[2 * j] = (long)i * j + 3;
    long t = 0;
    for (int j = 0; j < m; j++)
      t += scratch[2 * j] * (j + 1);
    out[i] = t;
  }
  unsigned long check = 0; // wraps, where a long would overflow
  for (int k = 0; k < 2 * NP + 1; k++)
    check = check * 31 + (unsigned long)scratch[k];
  return (long)check;
}

// A two-dimensional scratch array in a downward loop: the last iteration
// is r = 0.
static void downward(int nr) {
  // CHECK-DAG: private-arrays.c:[[@LINE+1]]:3: remark: array 'plane' privatized
  for (int r = nr - 1; r >= 0; r--) {
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        plane[q][p] = A[r][q][p] * (r + 1) + q;
    double s = 0;
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        s += plane[q][p] * (q + 1) - p;
    rowsum[r] = s;
  }
}

// An allocated scratch array, privatized in a loop that a time loop runs
// several times, read by the replicated code between the executions.
static double repeated(int steps, int n) {
  double *w = malloc(NP * sizeof(double));
  double total = 0;
  for (int p = 0; p < NP; p++)
    w[p] = -1.0;
  for (int t = 0; t < steps; t++) {
    // CHECK-DAG: private-arrays.c:[[@LINE+1]]:5: remark: array 'w' privatized
    for (int i = 0; i < n; i++) {
      for (int p = 0; p < NP; p++)
        w[p] = C4[p][i % NP] + t;
      double s = 0;
      for (int p = 0; p < NP; p++)
        s += w[p] * w[p] - p;
      rowsum[i] = s;
    }
    total += w[t % NP] + rowsum[t % n];
  }
  free(w);
  return total;
}

int main(void) {
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        A[r][q][p] = (double)((r * q + p) % NP) / NP;
  for (int i = 0; i < NP; i++)
    for (int j = 0; j < NP; j++)
      C4[i][j] = (double)(i * j % NP) / NP;
  for (int k = 0; k < 2 * NP + 1; k++)
    scratch[k] = -k;

  doitgen(NR, NQ, NP);
  for (int r = 0; r < NR; r++)
    printf("%d %a %a %a\n", r, A[r][0][0], A[r][NQ / 2][NP / 3],
           A[r][NQ - 1][NP - 1]);
  for (int p = 0; p < NP; p++)
    printf("sum %d %a\n", p, sum[p]);

  printf("strided %ld\n", strided_scratch(NR, NP));
  for (int i = 0; i < NR; i++)
    printf("out %d %ld\n", i, out[i]);

  // No iteration: the scratch array keeps what it held.
  printf("empty %ld\n", strided_scratch(0, NP));

  downward(NR);
  for (int r = 0; r < NR; r++)
    printf("rowsum %d %a\n", r, rowsum[r]);
  for (int q = 0; q < NQ; q++)
    printf("plane %d %a %a\n", q, plane[q][0], plane[q][NP - 1]);
  printf("repeated %a\n", repeated(5, NR));

  // Read before written in the iteration: the value read is the previous
  // iteration's, a real dependence.
  // CHECK-DAG: private-arrays.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: flow dependence scratch[0] -> scratch[j], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (int i = 0; i < NR; i++) {
    before[i] = scratch[0];
    for (int j = 0; j < NP; j++)
      scratch[j] = scratch[j] + i;
  }
  // Written in part only: scratch[NP - 1] is read but not written.
  // CHECK-DAG: private-arrays.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 'scratch' is reused by every iteration and cannot be made private to one: 'scratch[j]' may read an element that no earlier write of the same iteration of 'i' wrote [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < NR; i++) {
    for (int j = 0; j < NP - 1; j++)
      scratch[j] = i + j;
    long t = 0;
    for (int j = 0; j < NP; j++)
      t += scratch[j];
    out[i] = t;
  }
  for (int i = 0; i < NR; i++)
    printf("before %d %ld out %ld\n", i, before[i], out[i]);
  for (int k = 0; k < 2 * NP + 1; k++)
    printf("scratch %d %ld\n", k, scratch[k]);
  return 0;
}
