// A replicated loop around a distributed nest whose initialization and
// increment (not its condition) read an array an earlier nest distributed.
// Every rank must start from and step by the same (whole) values.
// FAILS: no sync is placed for the for-init `long k = A[N - 3]` nor the
// increment `k += A[N - 1]` (SyncPlacer::syncCondition syncs only the
// condition; visit() then walks the body): ranks that do not hold those
// elements start/step from stale values, run a different number of nests
// and the job hangs (np=2 balanced: killed by the 60 s launcher timeout).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
long A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = (i * 7) % 5 + 1;
  long total = 0;
  for (long k = A[N - 3]; k < 12; k += A[N - 1]) {
    for (int i = 0; i < N; i++)
      B[i] = A[i] * k + i;
    total += k;
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += B[i] * (i + 1);
  printf("%ld %ld %ld %ld\n", total, s, B[0], B[N - 1]);
  return 0;
}
