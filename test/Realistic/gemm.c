// gemm (PolyBench 4): C := alpha*A*B + beta*C, i-k-j order. The inits and the
// product are distributed by rows as DOALL (the k and j loops run inside a
// row, so no reduction crosses ranks). Print loop sequential (printf).
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

#define NI 100
#define NJ 110
#define NK 120
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha,
                       DATA_TYPE *beta, DATA_TYPE C[NI][NJ],
                       DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ]) {
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)(i * (j + 1) % nk) / nk;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)(i * (j + 2) % nj) / nj;
}

static void print_array(int ni, int nj, DATA_TYPE C[NI][NJ]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      if ((i * ni + j) % 20 == 0)
        printf("\n");
      printf("%a ", C[i][j]);
    }
  printf("\n");
}

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha,
                        DATA_TYPE beta, DATA_TYPE C[NI][NJ],
                        DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++) {
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
}

int main(void) {
  int ni = NI;
  int nj = NJ;
  int nk = NK;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE(*C)[NI][NJ] = alloc_data(NI * NJ, sizeof(DATA_TYPE));
  DATA_TYPE(*A)[NI][NK] = alloc_data(NI * NK, sizeof(DATA_TYPE));
  DATA_TYPE(*B)[NK][NJ] = alloc_data(NK * NJ, sizeof(DATA_TYPE));

  init_array(ni, nj, nk, &alpha, &beta, *C, *A, *B);
  kernel_gemm(ni, nj, nk, alpha, beta, *C, *A, *B);
  print_array(ni, nj, *C);

  free(C);
  free(A);
  free(B);
  return 0;
}
