// A distributed array is freed and a new one of the same size allocated,
// usually at the same address, then distributed differently (chunks, then
// a pipeline's blocks), and freed while still distributed (the last nest
// is a reduction). The run-time forgets the freed array, so every
// rank sees the new one as a new, whole array; the results equal the
// sequential ones at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 64

static long phase(int round) {
  double (*restrict a)[N] = malloc(sizeof(double[N][N]));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 7 + j * 3 + round) % 11;
  for (int t = 0; t < 4; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        a[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  long fingerprint = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      fingerprint += (long)(a[i][j] * 1e6);
  free(a);
  return fingerprint;
}

int main(void) {
  for (int round = 0; round < 3; round++)
    printf("%d %ld\n", round, phase(round));
  return 0;
}
// CHECK-NOT: made whole
// CHECK: 'a' forgotten by the run-time when it is freed
