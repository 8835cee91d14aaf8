// Two buffers swapped by pointer in the outer loop: each pointer has one
// value while the inner loop runs, so the inner loop's references are
// tested exactly and it is distributed; the outer loop carries the
// dependence through the changing pointers and runs on every rank.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <stdlib.h>

int smooth(int steps, int n) {
  double *prev = malloc(n * sizeof(double));
  double *cur = malloc(n * sizeof(double));
  double *tmp;
  int t, j;
  for (j = 0; j < n; j++)
    prev[j] = j;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 't' is not distributed: pointer 'cur' changes between iterations: a dependence through it is assumed [-Ralb-missed=LoopCarriedDependence]
  for (t = 0; t < steps; t++) {
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed when 'prev' and 'cur' do not overlap
    for (j = 1; j < n - 1; j++)
      cur[j] = (prev[j - 1] + prev[j] + prev[j + 1]) / 3;
    tmp = prev;
    prev = cur;
    cur = tmp;
  }
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'j' is DOALL; distributed
  for (j = 0; j < n; j++)
    cur[j] = prev[j] * 2;
  free(prev);
  free(cur);
  return 0;
}
