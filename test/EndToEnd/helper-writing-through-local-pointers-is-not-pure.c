// A helper that writes through a pointer held in a local variable of its
// own (a table of two buffers, a struct of pointers) writes memory that is
// not its own: its calls are not pure. Before, the write counted as one to
// the helper's automatic variable, the loops were distributed, and the
// buffers the helpers wrote stayed partly unwritten on the output rank
// (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 4000
double cur[N], nxt[N], out[N], a[N], b[N];
struct view {
  double *src, *dst;
};

double relax(int i, int t) {
  double *buf[2] = {cur, nxt};
  double v = 0.5 * buf[t & 1][i] + 1.0;
  buf[(t + 1) & 1][i] = v;
  return v;
}

void copy_scaled(int i, double f) {
  struct view v = {a, b};
  v.dst[i] = f * v.src[i];
}

int main(void) {
  int i;
  double s = 0.0;
  for (i = 0; i < N; i++)
    cur[i] = a[i] = i * 0.25;
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'relax' may have effects beyond its result: it writes through a pointer held in 'buf'
  for (i = 0; i < N; i++)
    out[i] = relax(i, 0);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'copy_scaled' may have effects beyond its result: it writes through a pointer held in 'v'
  for (i = 0; i < N; i++)
    copy_scaled(i, 3.0);
  for (i = 0; i < N; i++)
    s += nxt[i] + out[i] + b[i];
  printf("%.17g %.17g %.17g\n", nxt[N - 1], b[N - 1], s);
  return 0;
}
