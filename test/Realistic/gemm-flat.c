// gemm-flat: C := alpha*A*B + beta*C on matrices in single malloc'ed blocks
// addressed 'C[i*nj + j]', 'A[i*nk + k]', 'B[k*nj + j]' with the row lengths
// as parameters, i-k-j order. Each array is read with its own rows (nj, nk,
// nj): the inits and the product are distributed by rows as DOALL, B read
// whole. Print loop sequential (printf).
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

static void init(int ni, int nj, int nk, double *C, double *A, double *B) {
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i * nj + j] = (double)((i * j + 1) % ni) / ni;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i * nk + k] = (double)(i * (k + 1) % nk) / nk;
  // DIST: :[[@LINE+1]]:3: remark: loop 'k' distributed as DOALL
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k * nj + j] = (double)(k * (j + 2) % nj) / nj;
}

static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                        double *restrict C, const double *restrict A,
                        const double *restrict B) {
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      C[i * nj + j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
  }
}

static void print_array(int ni, int nj, const double *C) {
  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      printf("%a%c", C[i * nj + j], j == nj - 1 ? '\n' : ' ');
}

int main(int argc, char **argv) {
  int ni = argc > 1 ? atoi(argv[1]) : NI;
  int nj = NJ, nk = NK;
  double *C = malloc(sizeof *C * ni * nj);
  double *A = malloc(sizeof *A * ni * nk);
  double *B = malloc(sizeof *B * nk * nj);

  init(ni, nj, nk, C, A, B);
  kernel_gemm(ni, nj, nk, 1.5, 1.2, C, A, B);
  print_array(ni, nj, C);

  free(C);
  free(A);
  free(B);
  return 0;
}
