// A `continue` in a loop whose condition reads an array the loop's
// distributed nest writes skipped the sync placed at the end of the body:
// ranks evaluated the condition on stale data, left the loop at different
// times and deadlocked at 2-4 ranks. The syncs now sit inside the
// condition, which every evaluation runs.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];

int main(void) {
  int it = 0;
  while (A[N - 1] < 100) {
    for (int i = 0; i < N; i++)
      A[i] = A[i] * 1.5 + i;
    it++;
    if (it > 0)
      continue;
    it += 10;
  }
  printf("%d %.17g\n", it, A[N - 1]);
  return 0;
}
// CHECK: remark: loop 'i' distributed as DOALL
