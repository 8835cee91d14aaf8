// Array parameters without 'restrict' may share memory; when their extents
// are known (declared first dimension, VLA or not), the nest is distributed
// under a run-time check that they do not overlap, agreed by all ranks, and
// otherwise runs as written on every rank after every array is made whole.
// Here the same kernels run on distinct arrays (distributed) and on the
// same array passed twice (as written). (A pointer into an array passed as
// an argument, e.g. overlapping rows of one matrix, keeps the kernel
// sequential before any check: PointerMayPointIntoArray.)
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SUMMARY
// REQUIRES: mpi
// CODE: if (alb_all_ranks(alb_disjoint((const void *)in, (unsigned long)(long)1200 * sizeof(in[0]), (const void *)out, (unsigned long)(long)1200 * sizeof(out[0])))) {
// CODE: else { /* autolb: the arrays overlap: the loop as written, on every rank */
// CODE-NEXT: alb_sync_all();
// CODE-NEXT: for (int i = 0; i < n - 1; i++)
#include <stdio.h>

#define N 1200
#define R 64

void shift(int n, double out[N], double in[N]) {
  // Each kernel runs distributed in 3 of its 6 calls (the summary).
  // SUMMARY-DAG: nest alias-check-picks-version.c:[[@LINE+2]](i): {{.*}}, 3 executions
  // CHECK-DAG: alias-check-picks-version.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int i = 0; i < n - 1; i++)
    out[i] = 0.5 * in[i + 1] + 1.0;
}

void smooth(int n, int m, double A[n][m], double B[n][m]) {
  // SUMMARY-DAG: nest alias-check-picks-version.c:[[@LINE+2]](i): {{.*}}, 3 executions
  // CHECK-DAG: alias-check-picks-version.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL (2 arrays), when its arrays that may share memory do not overlap
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (B[i - 1][j] + B[i + 1][j]) / 3 + B[i][j] / 7;
}

double X[N], Y[N], P[R][R], Q[R][R];

int main(void) {
  for (int i = 0; i < N; i++)
    X[i] = i % 17;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < R; j++)
      Q[i][j] = (i * 3 + j) % 11;
  for (int t = 0; t < 3; t++) {
    shift(N, Y, X);
    shift(N, X, X);
    smooth(R, R, P, Q);
    smooth(R, R, Q, Q);
  }
  for (int i = 0; i < N; i += 97)
    printf("%d %a %a\n", i, X[i], Y[i]);
  for (int i = 0; i < R; i += 5)
    printf("%d %a %a\n", i, P[i][i], Q[i][R - 1 - i]);
  return 0;
}
