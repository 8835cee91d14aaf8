// C89 (and gnu89) declares only at the start of a block, and gcc refuses a
// declaration in a `for` even in gnu89: a distributed nest's block declares
// its bounds, counters and saved reduction values at its start and sets
// them where C99 declares them; the chunk loop assigns its counter.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 100
static double x[N], y[N];

double scale(int n, double a)
{
  int i;
  double s = 0;
  for (i = 0; i < n; i++) {
    y[i] = a * x[i];
    s += y[i];
  }
  return s;
}
// CHECK: { /* autolb: loop 'i' distributed (independent iterations) */
// CHECK-NEXT: long alb_first0;
// CHECK-NEXT: long alb_bound0;
// CHECK-NEXT: long alb_count0;
// CHECK-NEXT: alb_array alb_arrays0[2] = {{[{][{]0[}][}]}};
// CHECK-NEXT: alb_nest_desc alb_desc0 = {{[{]0[}]}};
// CHECK-NEXT: double alb_s0;
// CHECK-NEXT: long alb_klo0, alb_khi0;
// CHECK-NEXT: int alb_lo0;
// CHECK-NEXT: int alb_hi0;
// CHECK-NEXT: alb_first0 = (long)(0);
// CHECK-NEXT: alb_bound0 = (long)(n);
// CHECK-NEXT: alb_count0 = alb_first0 < alb_bound0 ? alb_bound0 - alb_first0 : 0;
// CHECK: alb_s0 = s; /* autolb: sum from its identity on every rank */
// CHECK-NEXT: s = 0;
// CHECK-NEXT: alb_nest_begin(&alb_nest0, &alb_desc0, alb_first0, 1, alb_count0);
// CHECK-NEXT: while (alb_nest_next(alb_nest0, &alb_klo0, &alb_khi0) == ALB_OK) {
// CHECK-NEXT: alb_lo0 = (int)(alb_first0 + alb_klo0 * 1);
// CHECK-NEXT: alb_hi0 = (int)(alb_first0 + alb_khi0 * 1);
// CHECK-NEXT: for (i = alb_lo0; i < alb_hi0; i++) {
