// A statement one macro spells with the statements inside it (an error
// check's `do { ... } while (0)`) takes edits only around the whole: when it
// calls a function that runs a distributed nest and then reads what that
// nest leaves sliced, no sync could go between the call and the read. The
// callee's nest stays sequential, with the reason, and the program runs as
// written on every rank.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define N 4000
#define FILL_AND_CHECK(a)                                                      \
  do {                                                                         \
    fill(a);                                                                   \
    if ((a)[N - 1] <= 0.0) {                                                   \
      fprintf(stderr, "fill failed\n");                                        \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static double A[N];

static int fill(double *a) {
  int i;
  // CHECK: macro-statement-calling-distributing-function.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'fill' runs it and is called inside a statement one macro spells that also reads 'A', where no sync could follow the call
  for (i = 0; i < N; i++)
    a[i] = i * 0.5;
  return 1;
}

int main(void) {
  FILL_AND_CHECK(A);
  printf("%f\n", A[7]);
  for (int i = 0; i < N; i++)
    A[i] = A[i] * 2.0 + 1.0;
  printf("%f %f\n", A[9], A[N - 1]);
  return 0;
}
