// Scalar reductions over a distributed loop: sums and products restart from
// their identity on every rank and are combined with the value before the
// loop after alb_reduce; min and max keep that value (combining it again is
// harmless). Reassociated floating-point sums and products get a remark
// with the tolerance to compare with; integer ones are exact.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=alb-reduction
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <math.h>
#include <stdio.h>
#define N 1000
static double x[N];
static int v[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 17) * 0.25;
    v[i] = i % 23;
  }
  double s = 1.0, mx = -1.0, p = 1.0;
  long cnt = 5;
  int mn = 1000;
  // REMARK: reductions.c:[[@LINE+12]]:3: remark: floating-point sum 's' reassociated across ranks; results may differ within a relative tolerance of 1e-9 [-Ralb-reduction]
  // REMARK-NEXT: reductions.c:[[@LINE+11]]:3: remark: floating-point max 'mx' combined in the order of the iterations: each rank runs one block of them, the blocks in rank order, so that of equal values (-0.0, +0.0) the first is kept, as sequentially [-Ralb-reduction]
  // CHECK: double alb_s1 = s; /* autolb: sum from its identity on every rank */
  // CHECK-NEXT: s = 0;
  // CHECK-NEXT: long alb_cnt1 = cnt; /* autolb: sum from its identity on every rank */
  // CHECK-NEXT: cnt = 0;
  // CHECK-NEXT: alb_nest_begin(&alb_nest1, &alb_desc1, alb_first1, 1, alb_count1);
  // CHECK: alb_nest_end(alb_nest1);
  // CHECK-NEXT: alb_reduce(&s, ALB_TYPE_DOUBLE, ALB_OP_SUM); s = alb_s1 + s;
  // CHECK-NEXT: alb_reduce(&mx, ALB_TYPE_DOUBLE, ALB_OP_MAX);
  // CHECK-NEXT: alb_reduce(&cnt, ALB_TYPE_LONG, ALB_OP_SUM); cnt = alb_cnt1 + cnt;
  // CHECK-NEXT: alb_reduce(&mn, ALB_TYPE_INT, ALB_OP_MIN);
  for (int i = 0; i < N; i++) {
    s += x[i];
    mx = fmax(mx, x[i]);
    cnt += v[i];
    mn = v[i] < mn ? v[i] : mn;
  }
  // REMARK: reductions.c:[[@LINE+4]]:3: remark: floating-point product 'p' reassociated across ranks; results may differ within a relative tolerance of 1e-9 [-Ralb-reduction]
  // CHECK: double alb_p2 = p; /* autolb: product from its identity on every rank */
  // CHECK-NEXT: p = 1;
  // CHECK: alb_reduce(&p, ALB_TYPE_DOUBLE, ALB_OP_PROD); p = alb_p2 * p;
  for (int i = 0; i < N; i += 100)
    p *= 1.0 + x[i];
  printf("%g %g %ld %d %g\n", s, mx, cnt, mn, p);
  return 0;
}
