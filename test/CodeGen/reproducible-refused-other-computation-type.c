// --reproducible-reductions: an update computed in another type than the
// variable's (a float sum of doubles is computed in double and rounded to
// float at every update) cannot be repeated by a fold in the variable's
// type, so the nest stays sequential, with the reason and a note at the
// update. Without the option it is distributed, reassociated.
// RUN: %autolb --reproducible-reductions %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %autolb %s -o %t.reassociated.c 2>&1 | FileCheck %s --check-prefix=DEFAULT
#include <stdio.h>
#define N 1000
static double x[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = i * 0.1;
  float f = 0;
  // REMARK: reproducible-refused-other-computation-type.c:[[@LINE+7]]:3: remark: loop 'i' is not distributed: --reproducible-reductions: floating-point sum 'f' cannot be folded in the sequential order: its update 'f += x[i]' cannot be repeated exactly: it is computed in 'double' and rounded to 'float' at every update [-Ralb-missed=ReproducibleReductionUnsupported]
  // REMARK: reproducible-refused-other-computation-type.c:[[@LINE+7]]:7: note: updated here
  // DEFAULT: reproducible-refused-other-computation-type.c:[[@LINE+5]]:3: remark: floating-point sum 'f' reassociated across ranks; results may differ within a relative tolerance of 1e-4 [-Ralb-reduction]
  // CHECK: float f = 0;
  // CHECK-NEXT: alb_array_sync(x);
  // CHECK-NEXT: for (int i = 0; i < N; i++)
  // CHECK-NEXT: f += x[i];
  for (int i = 0; i < N; i++)
    f += x[i];
  double d = 0;
  // REMARK: reproducible-refused-other-computation-type.c:[[@LINE+4]]:3: remark: loop 'i' is not distributed: --reproducible-reductions: floating-point sum 'd' cannot be folded in the sequential order: its update 'd = d + (long double)x[i]' cannot be repeated exactly: it is computed in 'long double' and rounded to 'double' at every update [-Ralb-missed=ReproducibleReductionUnsupported]
  // REMARK: reproducible-refused-other-computation-type.c:[[@LINE+4]]:7: note: updated here
  // CHECK: for (int i = 0; i < N; i++)
  // CHECK-NEXT: d = d + (long double)x[i];
  for (int i = 0; i < N; i++)
    d = d + (long double)x[i];
  printf("%a %a\n", f, d);
  return 0;
}
