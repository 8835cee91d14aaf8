// Found in review: a helper that writes t[k] and reads t[k - 1] through
// another helper was summarized as touching t[k] only: passing its pointer
// parameter to a callee that reads it did not count as a use beyond the one
// element. A running sum `put(a, i, x[i])` was then distributed and
// printed a wrong total at 2-4 ranks. Such a helper now writes its
// parameter at an element it cannot name, and its callers stay sequential.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 100000
static long a[N], b[N], x[N];

static long get(const long *t, int k) { return t[k]; }
static void put(long *t, int k, long v) { t[k] = get(t, k - 1) + v; }
static long left(const long *t, int k) { return t[k - 1] + 0 * t[k]; }
static void put_left(long *t, int k, long v) { t[k] = left(t, k) + v; }

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    x[i] = i % 10;
  // CHECK: helper-reads-neighbour-through-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'put' may have effects beyond its result: it writes 't'
  for (i = 1; i < N; i++)
    put(a, i, x[i]);
  // CHECK: helper-reads-neighbour-through-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'put_left' may have effects beyond its result: it writes 't'
  for (i = 1; i < N; i++)
    put_left(b, i, x[i]);
  printf("%ld %ld %ld %ld\n", a[N / 2], a[N - 1], b[N / 2], b[N - 1]);
  return 0;
}
