// Constructor functions run before main starts the run-time, destructor
// functions after main stops it. Found in review: a loop distributed in a
// constructor hung at every rank count (np=1 too), and output guarded for
// the output rank was lost in a constructor (no rank was the output rank
// before alb_init). Their nests now stay sequential (RunOutsideMain, also
// for the functions they call), and before alb_init the output rank is the
// process the launcher made rank 0.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 4096
static long table[N], squares[N], out[N];

static void fill_squares(void) {
  int i;
  // CHECK: constructor-and-destructor-functions.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'setup' runs it and is a constructor, run before main starts the run-time [-Ralb-missed=RunOutsideMain]
  for (i = 0; i < N; i++)
    squares[i] = (long)i * i % 1009;
}

__attribute__((constructor)) static void setup(void) {
  int i;
  // CHECK: constructor-and-destructor-functions.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'setup' runs it
  for (i = 0; i < N; i++)
    table[i] = i % 13;
  fill_squares();
  printf("table ready: %ld %ld\n", table[N - 1], squares[N - 1]);
}

__attribute__((destructor)) static void report(void) {
  long s = 0;
  int i;
  // CHECK: constructor-and-destructor-functions.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'report' runs it and is a destructor, run after main stops the run-time [-Ralb-missed=RunOutsideMain]
  for (i = 0; i < N; i++)
    s += out[i];
  printf("at exit: %ld\n", s);
}

int main(void) {
  int i;
  long s = 0;
  // CHECK: constructor-and-destructor-functions.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++)
    out[i] = table[i] * 3 + squares[i];
  for (i = 0; i < N; i += 64)
    s += out[i];
  printf("%ld\n", s);
  return 0;
}
