// A wavefront whose row keeps a running sum in a scalar declared before
// the inner loop (double s = 0; s += a[i-1][j] along j): pipelined, each
// block of j would declare s again and start the sum over. The nest stays
// sequential, with the reason. Before, it was pipelined and every row past
// the first block printed other values (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 64
static double a[N][N];

int main(void) {
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      a[i][j] = (i * 7 + j * 3) % 11 * 0.25;
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for a distributed loop whose scalar 's', declared before the pipelined loop, carries a value along it is not supported yet
  for (i = 1; i < N; i++) {
    double s = 0;
    for (j = 0; j < N; j++) {
      s += a[i - 1][j];
      a[i][j] = 0.5 * a[i][j] + 0.001 * s;
    }
  }
  for (i = 0; i < N; i += 3)
    printf("%d %.17g %.17g\n", i, a[i][N / 2], a[i][N - 1]);
  return 0;
}
