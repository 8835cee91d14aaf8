// A call to a function of another file inside a larger expression: the
// arrays it leaves distributed are made whole right after it returns, in
// the expression, before the rest reads them. Before, the sync came after
// the statement (or never, after `return g(A)`): the value read stale
// slices at 2 ranks and the while loop's ranks disagreed and deadlocked.
// RUN: %autolb %s -o %t-main.c 2>&1 | FileCheck %s
// RUN: %autolb %S/Inputs/other-file-kernels.c -o %t-kernels.c
// RUN: %cc -Werror %s %S/Inputs/other-file-kernels.c -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t-main.c %t-kernels.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 1200
double fill_sum(double a[N]);
int step(double a[N]);
void shift(double a[N]);
static double A[N], B[N], C[N];

// CHECK: other-file-call-inside-expression.c:[[@LINE+1]]:44: remark: every distributed array made whole right after this call to 'fill_sum'
static double refill(double a[N]) { return fill_sum(a); }

int main(void) {
  // CHECK: other-file-call-inside-expression.c:[[@LINE+1]]:14: remark: every distributed array made whole right after this call to 'fill_sum'
  double x = fill_sum(A) + A[N - 1];
  double y = refill(B);
  int k = 0;
  // CHECK: other-file-call-inside-expression.c:[[@LINE+1]]:10: remark: every distributed array made whole right after this call to 'step'
  while (step(A) && A[N - 1] < 100)
    k++;
  if (fill_sum(C) > C[N - 3])
    k += 1000;
  int n = printf("%a %a %a %d\n", x, y, B[N - 1], k);
  (shift(C), x = C[N - 2]);
  printf("%d %a %a %a\n", n, A[N - 2], x, (shift(B), B[7]));
  return 0;
}
