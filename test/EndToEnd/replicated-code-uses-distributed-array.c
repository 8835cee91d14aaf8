// Code every rank runs inside the sequential loops around a distributed
// nest may use what the nest wrote: the generator makes the slices read
// whole before such a use (the per-step broadcast of LU's pivot row), and a
// write there is done by every rank on its own copy, the holder's
// included. These nests were kept sequential (NonLocalRead: "used in loop
// 't', which every rank runs", "also used by loop 'i', which is not
// distributed").
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 400
#define M 48
static double a[N], b[N], A[M][M];

static void scale_by_fifth(int steps) {
  for (int t = 0; t < steps; t++) {
    // CODE: {{^ +}}alb_array_sync_slices(b, 5, 6);
    // CODE-NEXT: {{^ +}}double s = b[5];
    double s = b[5];
    // CHECK-DAG: replicated-code-uses-distributed-array.c:[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = 0; i < N; i++)
      b[i] = a[i] * s + 1.0;
  }
}

static void sibling_reads(int steps) {
  for (int t = 0; t < steps; t++) {
    // CHECK-DAG: replicated-code-uses-distributed-array.c:[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = 0; i < N; i++)
      b[i] = a[i] * 0.5;
    for (int i = 1; i < N; i++)
      a[i] = a[i - 1] * 0.25 + b[i];
  }
}

// Right-looking LU: every iteration of 'i' reads the pivot row k, which
// no iteration writes: row k of L is made whole before each execution.
static void lu(int n, double L[M][M]) {
  for (int k = 0; k < n; k++) {
    L[k][k] += 1.0;
    // CODE: {{^ +}}L[k][k] += 1.0;
    // CODE-NOT: {{^ +}}alb_array_sync(L);
    // CODE: {{^ +}}.shared_first = (long)(k), .shared_end = (long)(k) + 1}};
    // CHECK-DAG: replicated-code-uses-distributed-array.c:[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = k + 1; i < n; i++) {
      L[i][k] = L[i][k] / L[k][k];
      for (int j = k + 1; j < n; j++)
        L[i][j] -= L[i][k] * L[k][j];
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = (i % 13) * 0.125;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i == j ? M : 0) + ((i * 7 + j * 3) % 11) * 0.0625;
  scale_by_fifth(4);
  sibling_reads(3);
  lu(M, A);
  for (int i = 0; i < N; i += 37)
    printf("%d %a %a\n", i, a[i], b[i]);
  for (int i = 0; i < M; i += 5)
    printf("%d %a %a\n", i, A[i][i], A[i][M - 1 - i]);
  return 0;
}
