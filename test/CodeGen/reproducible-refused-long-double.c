// --reproducible-reductions folds double and float reductions only: a long
// double sum keeps its nest sequential, with a note at its update.
// RUN: %autolb --reproducible-reductions %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
#include <stdio.h>
#define N 1000
static long double x[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = i * 0.1L;
  long double s = 0;
  // REMARK: reproducible-refused-long-double.c:[[@LINE+6]]:3: remark: loop 'i' is not distributed: --reproducible-reductions: floating-point sum 's' of type 'long double' cannot be folded in the sequential order (only double and float are) [-Ralb-missed=ReproducibleReductionUnsupported]
  // REMARK: reproducible-refused-long-double.c:[[@LINE+6]]:7: note: updated here
  // CHECK: long double s = 0;
  // CHECK-NEXT: alb_array_sync(x); /* autolb: make distributed data whole */
  // CHECK-NEXT: for (int i = 0; i < N; i++)
  // CHECK-NEXT: s += x[i];
  for (int i = 0; i < N; i++)
    s += x[i];
  printf("%La\n", s);
  return 0;
}
