// A function of the file named like an allocator but returning a view into
// a static pool is not an allocator: its results may overlap. autolb took
// any callee whose name contains "alloc" for fresh memory, distributed
// 'shift' on two overlapping views and printed a wrong sum at 2 ranks.
// Functions of the file are now judged by their code (FreshMemory.h), and
// the pointers are compared at run time: the views overlap, so 'shift'
// runs as written.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 1000
static double pool[N + 8];

static double *alloc_view(int offset) { return &pool[offset]; }

static void shift(int n, double *out, double *in) {
  // CHECK: allocator-named-view-is-not-fresh.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially)
  for (int i = 0; i < n; i++)
    out[i] = in[i] + 1.0;
}

int main(void) {
  for (int i = 0; i < N + 8; i++)
    pool[i] = (i * 37) % 101;
  double *u = alloc_view(1), *w = alloc_view(0);
  for (int t = 0; t < 3; t++)
    shift(N, u, w);
  for (int i = 0; i < N + 8; i += 3)
    printf("%d %g\n", i, pool[i]);
  return 0;
}
