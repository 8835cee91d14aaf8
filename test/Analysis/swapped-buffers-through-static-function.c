// Buffers swapped between time steps and passed to a static helper that
// distributes its loop: the helper's parameters point to the starts of
// whole heap blocks when every call of the file passes a pointer that only
// ever holds an allocation's result (or another such pointer), so the
// run-time tracks each block by its start whatever the name. A helper also
// called with a pointer into a block, or one other files may call, is
// distributed too, but then replicated code makes every array whole before
// it reads one (the run-time may track part of a block under the pointer).
// RUN: %autolb %s -o /dev/null 2>&1 | FileCheck %s
#include <stdlib.h>

static void relax(double *out, const double *in, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (in[i - 1] + in[i + 1]);
}

static void relax_inside(double *out, const double *in, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (in[i - 1] + in[i + 1]);
}

void relax_visible(double *out, const double *in, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (in[i - 1] + in[i + 1]);
}

double run(int n, int steps) {
  double *a = calloc(n, sizeof(double)), *b = calloc(n, sizeof(double));
  if (!a || !b)
    return 0;
  a[n / 2] = 1.0;
  for (int s = 0; s < steps; s++) {
    double *t;
    relax(b, a, n);
    relax_visible(b, a, n);
    t = a;
    a = b;
    b = t;
  }
  relax_inside(b, a + 1, n - 1);
  // CHECK: :[[@LINE+1]]:3: remark: every distributed array made whole before replicated code that reads through a pointer into one
  double r = a[n / 2] + b[n / 2];
  free(a);
  free(b);
  return r;
}
