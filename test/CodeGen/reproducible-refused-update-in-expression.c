// --reproducible-reductions: an update that is not a statement of its own
// (here an operand of a comma; an update whose value is used is no
// reduction at all) cannot be replaced by a recording of its term: the nest
// stays sequential, with a note at the update.
// RUN: %autolb --reproducible-reductions %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
#include <stdio.h>
#define N 1000
static double x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = i * 0.1;
  double s = 0;
  // REMARK: reproducible-refused-update-in-expression.c:[[@LINE+6]]:3: remark: loop 'i' is not distributed: --reproducible-reductions: floating-point sum 's' cannot be folded in the sequential order: its update 's += x[i]' is not a statement of its own (its value or its neighbours in the expression would need the variable) [-Ralb-missed=ReproducibleReductionUnsupported]
  // REMARK: reproducible-refused-update-in-expression.c:[[@LINE+6]]:20: note: updated here
  // CHECK: double s = 0;
  // CHECK-NEXT: alb_array_sync(x); /* autolb: make distributed data whole */
  // CHECK-NEXT: for (int i = 0; i < N; i++)
  // CHECK-NEXT: y[i] = x[i], s += x[i];
  for (int i = 0; i < N; i++)
    y[i] = x[i], s += x[i];
  printf("%a %a\n", s, y[N / 2]);
  return 0;
}
