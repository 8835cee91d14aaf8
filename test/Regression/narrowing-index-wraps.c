// Found in review: a subscript through a narrowing conversion wraps, so
// iterations i and i + 256 update the same element. `unsigned char slot =
// i; ring[slot] = ...` (an index held in a local of a narrower type) and
// `a[(unsigned char)i]` were both analysed as indexed by i, called DOALL
// and distributed: wrong sums at 2-4 ranks. A narrowing integer conversion
// now makes a subscript non-affine; a local narrower than its initializer
// holds no index.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 1000
static int x[N];
static long ring[256], a[256];

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    x[i] = (i * 37 + 11) % 1000;
  // CHECK: narrowing-index-wraps.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'ring[slot]' is not affine
  for (i = 0; i < N; i++) {
    unsigned char slot = i;
    ring[slot] = ring[slot] * 3 % 1000003 + x[i];
  }
  // CHECK: narrowing-index-wraps.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'a[(unsignedchar)i]' is not affine
  for (i = 0; i < N; i++)
    a[(unsigned char)i] = a[(unsigned char)i] * 5 % 999983 + x[i];
  // CHECK: narrowing-index-wraps.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++) {
    long wide = i;
    x[wide] = x[wide] + (int)(ring[i % 256] % 7);
  }
  printf("%ld %ld %ld %ld %d\n", ring[0], ring[255], a[3], a[200], x[N - 1]);
  return 0;
}
