// Found by the random harness (loops-340084, reduced): a DOALL loop with
// step 2 writes B[i][j] and reads B[i + 1][i] (the next slice, which no
// iteration writes) and B[4][i + 1] (one slice every iteration reads).
// The reads do not agree on a dimension, so the halos were dropped and the
// whole array was to be made whole before the nest; but the shared-slice
// refinement then made only slice 4 whole, and B[i + 1][i] read a slice the
// rank did not hold: a wrong hash at 4 ranks with ALB_BALANCE=0. A read of
// a neighbour's slice now keeps the whole array.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N1 16
#define N2 8

int main(void) {
  int B[N2][N1];
  unsigned long long h = 0;
  for (int i = 0; i < N2; i++)
    for (int j = 0; j < N1; j++)
      B[i][j] = (j + 114) % 1021;
  for (int j = 1; j < N1; ++j)
    // CHECK: shared-slice-beside-neighbour-read.c:[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
    // CHECK-NOT: slice '4' of 'B' made whole before each execution
    for (int i = 1; i < 6; i += 2)
      B[i][j] = (j + 4 * i) % 2 == 0
                    ? (B[i + 1][i] * B[4][i + 1] + B[i][j - 1] + 4 * j + 665) % 1021
                    : 340;
  for (int i = 0; i < N2; i++)
    for (int j = 0; j < N1; j++)
      h = h * 31 + B[i][j];
  printf("%llx\n", h);
  return 0;
}
