// A nest under a run-time alias check that the run-time runs replicated
// (too short to pay) needs neither the check nor the syncs: its answer
// already needs every array whole. So it is asked first, and the
// swapped buffers' ~100,000 short executions pay no collective.
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: FileCheck %s < %t.c
#include <stdlib.h>

int rows(int n, int m) {
  int i, j, r, *tmp;
  int *prev = calloc(n, sizeof(int));
  int *cur = calloc(n, sizeof(int));
  for (i = 1; i < m; i++) {
    // CHECK: if (alb_nest_replicates(alb_nest0, ((long)(0) < (long)(n) ? (long)(n) - (long)(0) : 0))) { /* autolb: too short to pay for distribution, every array whole: the loop as written, on every rank */
    // CHECK-NEXT: for (j = 0; j < n; j++)
    // CHECK: else if (alb_all_ranks(alb_disjoint(
    // CHECK: else { /* autolb: the arrays overlap
    for (j = 0; j < n; j++)
      cur[j] = prev[j] + i;
    tmp = prev;
    prev = cur;
    cur = tmp;
  }
  r = prev[n - 1];
  free(prev);
  free(cur);
  return r;
}
