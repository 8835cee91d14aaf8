// convolution-2d (PolyBench 3): 3x3 convolution, B from A, on static
// (file-scope) arrays passed as parameters. The init and the convolution are
// distributed by rows as DOALL; the convolution reads A's rows i-1..i+1 across
// rank boundaries. Print loop sequential (printf).
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

#define NI 200
#define NJ 160
#define DATA_TYPE float

/* PolyBench 3.2 style: static arrays passed to the kernel. Single
   precision, as in the original. */
static DATA_TYPE A[NI][NJ];
static DATA_TYPE B[NI][NJ];

static void init_array(int ni, int nj, DATA_TYPE A[NI][NJ]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      A[i][j] = (DATA_TYPE)(i + j) / nj;
}

static void print_array(int ni, int nj, DATA_TYPE B[NI][NJ]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      if ((i * ni + j) % 20 == 0)
        printf("\n");
      printf("%a ", B[i][j]);
    }
  printf("\n");
}

static void kernel_conv2d(int ni, int nj, DATA_TYPE A[NI][NJ],
                          DATA_TYPE B[NI][NJ]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 1; i < ni - 1; ++i)
    for (j = 1; j < nj - 1; ++j)
      B[i][j] = 0.2f * A[i - 1][j - 1] + 0.5f * A[i - 1][j] +
                -0.8f * A[i - 1][j + 1] + -0.3f * A[i][j - 1] +
                0.6f * A[i][j] + -0.9f * A[i][j + 1] +
                0.4f * A[i + 1][j - 1] + 0.7f * A[i + 1][j] +
                0.1f * A[i + 1][j + 1];
}

int main(void) {
  init_array(NI, NJ, A);
  kernel_conv2d(NI, NJ, A, B);
  print_array(NI, NJ, B);
  return 0;
}
