// 3mm (PolyBench 4): G := (A*B)*(C*D) through E and F. Every init nest and the
// three product nests are distributed by rows as DOALL (the k sums stay inside
// a row; the third product reads all rows of F). The print loop stays
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

#define NI 70
#define NJ 80
#define NK 90
#define NL 100
#define NM 110
#define DATA_TYPE double
#define SCALAR_VAL(x) x

/* Older PolyBench (2.0/3.x) kept its arrays in static storage. */
static DATA_TYPE E[NI][NJ];
static DATA_TYPE A[NI][NK];
static DATA_TYPE B[NK][NJ];
static DATA_TYPE F[NJ][NL];
static DATA_TYPE C[NJ][NM];
static DATA_TYPE D[NM][NL];
static DATA_TYPE G[NI][NL];

static void init_array(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                       DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % ni) / (5 * ni);
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 1) + 2) % nj) / (5 * nj);
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (DATA_TYPE)(i * (j + 3) % nl) / (5 * nl);
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE)((i * (j + 2) + 2) % nk) / (5 * nk);
}

static void print_array(int ni, int nl, DATA_TYPE G[NI][NL]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      if ((i * ni + j) % 20 == 0)
        printf("\n");
      printf("%a ", G[i][j]);
    }
  printf("\n");
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE E[NI][NJ], DATA_TYPE A[NI][NK],
                       DATA_TYPE B[NK][NJ], DATA_TYPE F[NJ][NL],
                       DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL],
                       DATA_TYPE G[NI][NL]) {
  int i, j, k;

  /* E := A*B */
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  /* F := C*D */
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  /* G := E*F */
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}

int main(void) {
  init_array(NI, NJ, NK, NL, NM, A, B, C, D);
  kernel_3mm(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  print_array(NI, NL, G);
  return 0;
}
