// Run-time alias checks on a pipelined nest (SOR-like sweep over a VLA
// parameter, the other read-only) and on a nest with a scalar reduction:
// both versions of each run, the distributed one on distinct arrays and
// the loop as written on the same array passed twice, and the reduction's
// value is the same either way.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 300

void sweep(int n, double A[n][n], double B[n][n]) {
  // CHECK-DAG: alias-check-pipeline-and-reduction.c:[[@LINE+1]]:3: remark: loop 'i' distributed and pipelined over 'j', {{.*}}, when its arrays that may share memory do not overlap
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1] + B[i][j]) / 3.0;
}

long count(int n, double a[N], double b[N]) {
  long c = 0;
  // CHECK-DAG: alias-check-pipeline-and-reduction.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL (2 arrays), when its arrays that may share memory do not overlap
  for (int i = 0; i < n - 1; i++) {
    a[i] = b[i + 1] * 0.5;
    c += a[i] > 10.0;
  }
  return c;
}

double P[N][N], Q[N][N], X[N], Y[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = i % 41;
    for (int j = 0; j < N; j++)
      Q[i][j] = (i + 2 * j) % 7;
  }
  long c = 0;
  for (int t = 0; t < 2; t++) {
    sweep(N, P, Q);
    sweep(N, Q, Q);
    c += count(N, Y, X);
    c += count(N, X, X);
  }
  printf("%ld\n", c);
  for (int i = 0; i < N; i += 29)
    printf("%d %a %a %a %a\n", i, P[i][N - 1 - i], Q[i][i], X[i], Y[i]);
  return 0;
}
