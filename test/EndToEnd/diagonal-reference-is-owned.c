// A reference indexed by the distributed loop's variable in several
// dimensions (the diagonal `A[i][i]`, `A[i][2 * i]`) lies in the row of
// iteration i: with A distributed by rows, the rank that runs i owns it.
// Such nests (LU's and Cholesky's initialisation) were kept sequential as
// WriteNotOwned. A diagonal that is the only reference follows dimension 0.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not='distributed as'
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 300
static double A[N][2 * N], B[N][N], D[N][N];

int main(void) {
  // CHECK: diagonal-reference-is-owned.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (double)(-j % N) / N + 1;
    A[i][i] = 1;
    A[i][2 * i] += 0.5 * A[i][i];
  }
  // CHECK: diagonal-reference-is-owned.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++)
    D[i][i] = 2.0 * i + 1.0 / (i + 1);
  // CHECK: diagonal-reference-is-owned.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = A[i][j] + A[i][i] * D[i][i];
  for (int i = 0; i < N; i += 37)
    printf("%a %a %a %a\n", D[i][i], A[i][2 * i], B[i][3], B[7][i]);
  return 0;
}
