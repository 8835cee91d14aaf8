// Found by scripts/fuzz.sh (gen-loops.py seed 1132 at commit 4267d3c; also
// csmith-default-1163), minimized by hand. Known bug (b): a distributed nest
// writes the stack array T of f(); after f() returned, the alb_sync_all()
// that autolb puts before memcpy() (not a known library function) touches
// T's record and crashes:
//   sequential, np=1:               401c000000000000
//   np=2 default and ALB_BALANCE=0: Segmentation fault in alb_sync_all
// Fixed; kept as a differential test at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N][N];
static void f(void) {
  double T[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      T[i][j] = i + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + T[i][j];
}
int main(void) {
  f();
  unsigned long long u;
  memcpy(&u, &A[3][4], sizeof u);
  printf("%llx\n", u);
  return 0;
}
