// doitgen (PolyBench 4): multiresolution kernel, A[r][q][:] := A[r][q][:] * C4
// through the temporary sum[]. The inits are distributed by rows. Every
// iteration of the r loop writes sum[0..np-1] before reading it, so sum is
// private to the iteration: r is distributed as DOALL, each rank using its
// own copy of sum, and after the loop the rank that ran the last iteration
// gives its copy to every rank. Print loops sequential (printf).
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

#define NQ 24
#define NR 30
#define NP 60
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP],
                       DATA_TYPE C4[NP][NP]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        A[i][j][k] = (DATA_TYPE)((i * j + k) % np) / np;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < np; i++)
    for (j = 0; j < np; j++)
      C4[i][j] = (DATA_TYPE)(i * j % np) / np;
}

static void print_array(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP]) {
  int i, j, k;

  // MISSED: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+3]]:7: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++) {
        if ((i * nq * np + j * np + k) % 20 == 0)
          printf("\n");
        printf("%a ", A[i][j][k]);
      }
  printf("\n");
}

/* Multiresolution analysis kernel (MADNESS) */
static void kernel_doitgen(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP],
                           DATA_TYPE C4[NP][NP], DATA_TYPE sum[NP]) {
  int r, q, p, s;

  // DIST: :[[@LINE+2]]:3: remark: loop 'r' distributed as DOALL
  // DIST: :[[@LINE+1]]:3: remark: array 'sum' privatized
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = SCALAR_VAL(0.0);
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

int main(void) {
  int nr = NR;
  int nq = NQ;
  int np = NP;
  DATA_TYPE(*A)[NR][NQ][NP] = alloc_data(NR * NQ * NP, sizeof(DATA_TYPE));
  DATA_TYPE(*sum)[NP] = alloc_data(NP, sizeof(DATA_TYPE));
  DATA_TYPE(*C4)[NP][NP] = alloc_data(NP * NP, sizeof(DATA_TYPE));

  init_array(nr, nq, np, *A, *C4);
  kernel_doitgen(nr, nq, np, *A, *C4, *sum);
  print_array(nr, nq, np, *A);

  free(A);
  free(sum);
  free(C4);
  return 0;
}
