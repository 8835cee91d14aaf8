// Replicated conditions of if/switch statements that contain a distributed
// nest and read single elements of an array an earlier nest distributed.
// Every rank must see the same (whole) element and take the same branch.
// FAILS: no sync at all is placed before `if (A[k] > 5)` / `switch (B[N-3] % 4)`
// (SyncPlacer::visit walks into an if/switch that runs distributed code but
// never syncs its condition, unlike loop conditions): ranks read stale
// elements, take different branches; np=2 static prints
// -217148 -294 -94 -200 instead of -237117 -294 -94 -300.
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
    A[i] = (i * 7) % 11;
  int k = N - 2;
  if (A[k] > 5) {
    for (int i = 0; i < N; i++)
      B[i] = A[i] + 100;
  } else {
    for (int i = 0; i < N; i++)
      B[i] = A[i] - 100;
  }
  switch (B[N - 3] % 4) {
  case 0:
  case 2:
    for (int i = 0; i < N; i++)
      A[i] = B[i] * 2;
    break;
  default:
    for (int i = 0; i < N; i++)
      A[i] = B[i] * 3;
    break;
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] * (i + 1) + B[i];
  printf("%ld %ld %ld %ld\n", s, A[k], B[N - 3], A[0]);
  return 0;
}
