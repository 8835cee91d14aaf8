// Array reductions: the section the inner loops may update is computed
// before the nest from their bounds (first and last value, the subscript's
// coefficients and offset), empty when a range is, and passed to
// alb_reduce_array_begin before alb_nest_begin and to alb_reduce_array after
// alb_nest_end. A pointed-to array keeps its parentheses.
// RUN: %autolb --reproducible-reductions %s -o %t.repro.c 2>&1 | FileCheck %s --check-prefix=REPRO
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>
#define N 100
static double A[N][N], strided[2 * N + 1];
static long counts[N];

void kernels(int lo, int hi, double (*P)[N][N]) {
  // CHECK: if (!(199 < 1)) {
  // CHECK-NEXT: [[E1:alb_strided_elems[0-9]*]] = &strided[1];
  // CHECK-NEXT: [[C1:alb_strided_count[0-9]*]] = (long)(&strided[199] - [[E1]]) + 1;
  // CHECK-NEXT: }
  // CHECK-NEXT: alb_reduce_array_begin([[E1]], [[C1]], ALB_TYPE_DOUBLE, ALB_OP_SUM);
  // CHECK-NEXT: alb_nest_begin(
  // CHECK: alb_nest_end(
  // CHECK-NEXT: alb_reduce_array([[E1]], [[C1]], ALB_TYPE_DOUBLE, ALB_OP_SUM);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      strided[2 * j + 1] += A[i][j];

  // CHECK: if (!((long)(hi) < (long)(lo) + 1)) {
  // CHECK-NEXT: = &counts[(long)(lo) + 1];
  // CHECK-NEXT: = (long)(&counts[(long)(hi)] - {{.*}}) + 1;
  // CHECK: alb_reduce_array_begin({{.*}}, ALB_TYPE_LONG, ALB_OP_SUM);
  for (int i = 0; i < N; i++)
    for (int j = lo; j <= hi - 1; j++)
      counts[j + 1] += i;

  // Reversed subscript: the first element comes from the last j.
  // CHECK: = &counts[-(long)(hi) + 100];
  // CHECK-NEXT: = (long)(&counts[-(long)(lo) + 99] - {{.*}}) + 1;
  for (int i = 0; i < N; i++)
    for (int j = lo; j < hi; j++)
      counts[N - 1 - j] += i;

  // CHECK: if (!(99 < 0 || 99 < 0)) {
  // CHECK-NEXT: = &(*P)[0][0];
  // CHECK-NEXT: = (long)(&(*P)[99][99] - {{.*}}) + 1;
  // REPRO: :[[@LINE+1]]:3: remark: loop 't' is not distributed: --reproducible-reductions: the floating-point reduction into array element '(*P)[r][s]' cannot be folded in the sequential order [-Ralb-missed=ReproducibleReductionUnsupported]
  for (int t = 0; t < N; t++)
    for (int r = 0; r < N; r++)
      for (int s = 0; s < N; s++)
        (*P)[r][s] += A[t][r] * A[t][s];
}
