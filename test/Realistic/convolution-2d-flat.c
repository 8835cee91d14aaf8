// convolution-2d-flat (PolyBench-style): 3x3 convolution of an ni x NJ
// image held in one allocation and addressed through 'IDX(i, j)', that is
// '(i)*NJ + (j)', the row length a macro constant. The references are read
// as 'A[i][j]' (rows of NJ): the init and the convolution are distributed by
// rows as DOALL, the convolution with a halo of one row. The transpose
// writes 'T[j*ni + i]', row j of T, from loop i: T is distributed along its
// second dimension (columns of ni), its number of rows the bound of loop j
// (NJ), since T's declaration does not give it. Print loop sequential
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

#define NI 90
#define NJ 100
#define IDX(i, j) ((i) * NJ + (j))

static void init(int ni, float *A) {
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < NJ; j++)
      A[IDX(i, j)] = (float)((i + j) % 13) / 13;
}

static void kernel_conv2d(int ni, const float *restrict A, float *restrict B) {
  const float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
  const float c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
  const float c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < NJ - 1; j++)
      B[IDX(i, j)] = c11 * A[IDX(i - 1, j - 1)] + c12 * A[IDX(i, j - 1)] +
                     c13 * A[IDX(i + 1, j - 1)] + c21 * A[IDX(i - 1, j)] +
                     c22 * A[IDX(i, j)] + c23 * A[IDX(i + 1, j)] +
                     c31 * A[IDX(i - 1, j + 1)] + c32 * A[IDX(i, j + 1)] +
                     c33 * A[IDX(i + 1, j + 1)];
}

static void transpose(int ni, const float *restrict B, float *restrict T) {
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < NJ; j++)
      T[j * ni + i] = B[IDX(i, j)];
}

static void print_array(int ni, const float *B, const float *T) {
  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < NJ - 1; j++)
      printf("%a %a\n", B[IDX(i, j)], T[j * ni + i]);
}

int main(int argc, char **argv) {
  int ni = argc > 1 ? atoi(argv[1]) : NI;
  float *A = malloc(sizeof *A * ni * NJ);
  float *B = calloc((size_t)ni * NJ, sizeof *B);
  float *T = calloc((size_t)ni * NJ, sizeof *T);

  init(ni, A);
  kernel_conv2d(ni, A, B);
  transpose(ni, B, T);
  print_array(ni, B, T);

  free(A);
  free(B);
  free(T);
  return 0;
}
