// Printing to stdout or stderr keeps the loop that prints sequential (its
// iterations' output has an order), but the loops around it still run on
// every rank, where the output rank prints: the parallel loop inside a
// time loop that reports each step is distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <stdio.h>

void steps(int n, int steps, double *restrict x, double *restrict y) {
  for (int t = 0; t < steps; t++) {
    // CHECK-DAG: output-call-in-enclosing-loop.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = 0; i < n; i++)
      y[i] = 0.5 * x[i] + t;
    printf("step %d: %g\n", t, y[0]);
    fprintf(stderr, "done %d\n", t);
  }
  // CHECK-DAG: output-call-in-enclosing-loop.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'printf' writes output, whose order the iterations must keep [-Ralb-missed=OutputCall]
  for (int i = 0; i < n; i++)
    printf("%g\n", y[i]);
}
