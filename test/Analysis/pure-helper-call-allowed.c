// Helpers of the file whose result depends only on their arguments -- a
// sigmoid, a rounding helper with its own loop over a local array and a
// constant table, a recursive one -- are judged like sqrt: the loops that
// call them are parallel, and so is one doubling the element whose address
// it is given (CallEffects::WrittenParams). A helper that counts its calls
// in a global, one that writes through a pointer elements no constants
// bound, and one that prints keep their callers sequential, and the remark
// says what the helper does. (Helpers that read
// arrays through their parameters: read-only-helper-calls.c.)
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <math.h>
#include <stdio.h>
#define N 1000
double a[N], b[N];
static const double steps[4] = {0.0, 0.25, 0.5, 0.75};
int calls;

double sigmoid(double v) { return 1.0 / (1.0 + exp(-v)); }

static double quantize(double v, int levels) {
  double edges[8];
  int k, best = 0;
  for (k = 0; k < levels && k < 8; k++)
    edges[k] = steps[k & 3] + k / 4;
  for (k = 0; k < levels && k < 8; k++)
    if (fabs(edges[k] - v) < fabs(edges[best] - v))
      best = k;
  return edges[best];
}

static long factorial(int n) { return n < 2 ? 1 : n * factorial(n - 1); }

double counted(double v) {
  calls++;
  return v;
}
void twice(double *v) { v[0] *= 2.0; }
void scale(double *v, int n) {
  for (int k = 0; k < n; k++)
    v[k] *= 2.0;
}
double shown(double v) {
  printf("%g\n", v);
  return v;
}

void layer(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    b[i] = sigmoid(a[i]) + quantize(a[i], 6) + factorial(i % 10);
}

void rest(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'counted' may have effects beyond its result: it writes 'calls' [-Ralb-missed=UnknownCall]
  for (int i = 0; i < N; i++)
    b[i] = counted(a[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    twice(&a[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'scale' may have effects beyond its result: it writes 'v' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int i = 0; i < N; i++)
    scale(&a[i], 2);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'shown' may have effects beyond its result: it calls 'printf' [-Ralb-missed=UnknownCall]
  for (int i = 0; i < N; i++)
    b[i] = shown(a[i]);
}
