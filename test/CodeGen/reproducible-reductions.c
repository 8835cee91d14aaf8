// --reproducible-reductions: every update of a floating-point sum or product
// over the distributed loop records its term for iteration k instead
// (converted to the variable's type; '-=', '--' and 's = s - e' as
// subtractions, '++' and '--' as a term of 1), at any depth and under
// conditions; the terms are folded in the sequential order after the nest,
// starting from the value before it. Integer sums and min/max keep
// alb_reduce.
// RUN: %autolb --reproducible-reductions %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=alb-reduction
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <math.h>
#include <stdio.h>
#define N 1000
static double x[N], A[N][N];
static float xf[N];

// CHECK: static alb_nest *alb_nest1; /* autolb: the nest of loop 'i', line [[#@LINE+34]] */
// CHECK-NEXT: static alb_terms *alb_s_terms1; /* autolb: the terms of 's' */
// CHECK-NEXT: static alb_terms *alb_f_terms1; /* autolb: the terms of 'f' */
// CHECK: static alb_terms *alb_p_terms2; /* autolb: the terms of 'p' */
// CHECK: static alb_terms *alb_t_terms3; /* autolb: the terms of 't' */
int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 17) * 0.25 - 2;
    xf[i] = (float)x[i];
    for (int j = 0; j < N; j++)
      A[i][j] = x[i] * j;
  }
  double s = 1.0, p = 1.0, t = 0.5, mx = -1.0;
  float f = 0.0f;
  long cnt = 0;
  // REMARK: reproducible-reductions.c:[[@LINE+19]]:3: remark: floating-point sum 's' folded in the sequential order on every rank from the terms each iteration records: the sequential program's result, bit for bit [-Ralb-reduction]
  // REMARK: reproducible-reductions.c:[[@LINE+18]]:3: remark: floating-point sum 'f' folded in the sequential order on every rank from the terms each iteration records: the sequential program's result, bit for bit [-Ralb-reduction]
  // REMARK-NEXT: reproducible-reductions.c:[[@LINE+17]]:3: remark: floating-point max 'mx' combined in the order of the iterations: each rank runs one block of them, the blocks in rank order, so that of equal values (-0.0, +0.0) the first is kept, as sequentially [-Ralb-reduction]
  // CHECK: alb_terms_begin(&alb_s_terms1, ALB_TYPE_DOUBLE, ALB_OP_SUM); /* autolb: the terms of sum 's', folded in the sequential order after the nest */
  // CHECK-NEXT: alb_terms_begin(&alb_f_terms1, ALB_TYPE_FLOAT, ALB_OP_SUM); /* autolb: the terms of sum 'f', folded in the sequential order after the nest */
  // CHECK-NEXT: long alb_cnt1 = cnt; /* autolb: sum from its identity on every rank */
  // CHECK-NEXT: cnt = 0;
  // CHECK-NEXT: alb_nest_begin(&alb_nest1, &alb_desc1, alb_first1, 1, alb_count1);
  // CHECK: alb_terms_push_double(alb_s_terms1, alb_k1, (double)(x[i]));
  // CHECK-NEXT: alb_terms_subtract_double(alb_s_terms1, alb_k1, (double)(2 * x[i]));
  // CHECK-NEXT: alb_terms_push_double(alb_s_terms1, alb_k1, (double)(xf[i]));
  // CHECK-NEXT: alb_terms_push_double(alb_s_terms1, alb_k1, (double)(i));
  // CHECK-NEXT: alb_terms_subtract_double(alb_s_terms1, alb_k1, (double)(x[i] / 4));
  // CHECK-NEXT: alb_terms_push_double(alb_s_terms1, alb_k1, 1);
  // CHECK-NEXT: alb_terms_subtract_double(alb_s_terms1, alb_k1, 1);
  // CHECK-NEXT: alb_terms_push_float(alb_f_terms1, alb_k1, (float)(xf[i]));
  // CHECK-NEXT: alb_terms_push_float(alb_f_terms1, alb_k1, (float)(i));
  // CHECK-NEXT: cnt += i;
  // CHECK-NEXT: mx = fmax(mx, x[i]);
  for (int i = 0; i < N; i++) {
    s += x[i];
    s -= 2 * x[i];
    s = s + xf[i];
    s = i + s;
    s = s - x[i] / 4;
    s++;
    --s;
    f += xf[i];
    f += i;
    cnt += i;
    mx = fmax(mx, x[i]);
  }
  // CHECK: alb_nest_end(alb_nest1);
  // CHECK-NEXT: alb_terms_fold(alb_s_terms1, &s);
  // CHECK-NEXT: alb_terms_fold(alb_f_terms1, &f);
  // CHECK-NEXT: alb_reduce(&cnt, ALB_TYPE_LONG, ALB_OP_SUM); cnt = alb_cnt1 + cnt;
  // CHECK-NEXT: alb_reduce(&mx, ALB_TYPE_DOUBLE, ALB_OP_MAX);

  // REMARK: reproducible-reductions.c:[[@LINE+5]]:3: remark: floating-point product 'p' folded in the sequential order on every rank from the terms each iteration records: the sequential program's result, bit for bit [-Ralb-reduction]
  // CHECK: alb_terms_begin(&alb_p_terms2, ALB_TYPE_DOUBLE, ALB_OP_PROD);
  // CHECK: alb_terms_push_double(alb_p_terms2, alb_k2, (double)(1.0 + x[i]));
  // CHECK: alb_nest_end(alb_nest2);
  // CHECK-NEXT: alb_terms_fold(alb_p_terms2, &p);
  for (int i = 0; i < N; i += 100)
    p *= 1.0 + x[i];

  // An inner loop and a condition: the terms of iteration i in the order
  // the sequential program adds them.
  // REMARK: reproducible-reductions.c:[[@LINE+9]]:3: remark: floating-point sum 't' folded in the sequential order on every rank from the terms each iteration records: the sequential program's result, bit for bit [-Ralb-reduction]
  // CHECK: alb_terms_begin(&alb_t_terms3, ALB_TYPE_DOUBLE, ALB_OP_SUM);
  // CHECK: for (int j = 0; j < N; j++) {
  // CHECK-NEXT: if (A[i][j] > 0)
  // CHECK-NEXT: alb_terms_push_double(alb_t_terms3, alb_k3, (double)(A[i][j]));
  // CHECK-NEXT: else
  // CHECK-NEXT: alb_terms_subtract_double(alb_t_terms3, alb_k3, (double)(A[i][j] * 0.5));
  // CHECK: alb_nest_end(alb_nest3);
  // CHECK-NEXT: alb_terms_fold(alb_t_terms3, &t);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (A[i][j] > 0)
        t = t + A[i][j];
      else
        t = t - A[i][j] * 0.5;
    }
  printf("%a %a %a %a %ld %a\n", s, p, t, f, cnt, mx);
  return 0;
}
