// Plain pointer parameters may share memory, and their extents are not
// declared: the nest is distributed under a run-time check of what it can
// reach. Two alternatives, either of which lets it run distributed: the
// elements its references touch, bounded from the loop bounds, do not
// overlap (arrays on the stack); or the pointers lie in different heap
// blocks, which the run-time recorded when the program allocated them
// (malloc and calloc are routed through it), also for references it
// cannot bound (`in[idx[i]]`). Otherwise -- the same array passed twice --
// the loop runs as written. (Pointers into the middle of an array that
// another nest distributes: pointer-into-distributed-array.c.)
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SUMMARY
// REQUIRES: mpi
// CODE: #define malloc(size) alb_malloc(size)
// CODE: #define calloc(count, size) alb_calloc(count, size)
// CODE: if (alb_all_ranks(((alb_disjoint((const void *)(in + (long)(1)), {{.*}} * sizeof(in[0])), (const void *)(out + (long)(0)), {{.*}} * sizeof(out[0])))) || (alb_disjoint((const void *)in, ALB_WHOLE_ALLOCATION, (const void *)out, ALB_WHOLE_ALLOCATION))))) {
#include <stdio.h>
#include <stdlib.h>

#define N 3000

void shift(int n, double *out, double *in) {
  // 3 calls in each of 3 steps; all but the one on the same array run
  // distributed.
  // SUMMARY-DAG: nest alias-check-ranges.c:[[@LINE+2]](i): {{.*}}, 6 executions
  // CHECK-DAG: alias-check-ranges.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int i = 0; i < n - 1; i++)
    out[i] = 0.5 * in[i + 1] + 1.0;
}

void gather(int n, double *out, const double *in, const int *idx) {
  // SUMMARY-DAG: nest alias-check-ranges.c:[[@LINE+2]](i): {{.*}}, 3 executions
  // CHECK-DAG: alias-check-ranges.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < n; i++)
    out[i] = in[idx[i]] * 0.25 + out[i];
}

int main(void) {
  double *a = malloc(N * sizeof(double));
  double *b = calloc(N, sizeof(double));
  double xs[600], ys[600];
  int *idx = malloc(N * sizeof(int));
  if (!a || !b || !idx)
    return 1;
  for (int i = 0; i < N; i++) {
    a[i] = i % 17;
    idx[i] = (i * 7) % N;
  }
  for (int i = 0; i < 600; i++)
    xs[i] = i % 3;
  for (int t = 0; t < 3; t++) {
    shift(N, b, a);
    shift(N, a, a);
    shift(600, ys, xs);
    gather(N, b, a, idx);
    gather(N, a, a, idx);
  }
  for (int i = 0; i < N; i += 97)
    printf("%d %a %a\n", i, a[i], b[i]);
  for (int i = 0; i < 599; i += 41)
    printf("%d %a\n", i, ys[i]);
  free(a);
  free(b);
  free(idx);
  return 0;
}
