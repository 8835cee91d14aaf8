// One statement both calls a function that runs a distributed nest writing
// A and then (sequenced after the call: comma, ?:, &&) reads elements of A.
// The sync placed before the statement comes before the nest: the reads
// need A made whole after the call.
// Was wrong at 2 ranks (the sync went before the statement, so before
// step()'s nest redistributed A). Now step()'s nest stays sequential, with
// a remark: no sync can go between the call and the read.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
long A[N];

static int step(int t) {
  for (int i = 0; i < N; i++)
    A[i] = A[i] * 3 + i + t;
  return t + 1;
}

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i;
  int k = N - 2;
  long a = (step(1), A[k]);
  long b = step(2) ? A[N - 1] : -1;
  long c = step(3) && A[N / 2] > 0;
  printf("%ld %ld %ld\n", a, b, c);
  printf("%ld %ld\n", (step(4), A[k]), A[1]);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] % 1000 * (i + 1);
  printf("%ld %ld\n", s, A[N - 1]);
  return 0;
}
// REMARK: remark: loop 'i' is not distributed: 'step' runs it and is called inside an expression that also reads 'A', where no sync could follow the call
// REMARK: note: called here
