// A program of two files, each rewritten by autolb on its own. The other
// file's functions distribute an array main passes them and a global array
// main declares extern, and return with them distributed: after each call
// of a function of another file every array the run-time tracks is made
// whole. main read stale slices before (printed 0 for A[N - 1] at 2 ranks).
// RUN: %autolb %s -o %t-main.c 2>&1 | FileCheck %s
// RUN: %autolb %S/Inputs/several-files-kernels.c -o %t-kernels.c
// RUN: %cc -Werror %s %S/Inputs/several-files-kernels.c -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t-main.c %t-kernels.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 1200
void fill(double a[N]);
void scale_global(double f);
extern double G[N];
static double A[N];

int main(void) {
  // CHECK: several-files.c:[[@LINE+1]]:3: remark: every distributed array made whole after a call to a function of another file
  fill(A);
  for (int i = 0; i < N; i++)
    G[i] = A[i] * 2;
  double trace = 0;
  for (int t = 0; t < 3; t++) {
    if (t != 1)
      scale_global(0.5);
    trace += G[N / 2] + A[t];
  }
  for (int i = 0; i < N; i += 97)
    printf("%d %a %a\n", i, A[i], G[i]);
  printf("%a %a %a\n", A[N - 1], G[N - 1], trace);
  return 0;
}
