// Variables an inner loop leaves behind and the program reads later (issue:
// each rank kept its own last value): those nests stay sequential or are
// distributed one level deeper, and the output is the sequential one.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 200
static double A[N][N];
unsigned char g;

static void set_global(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'g'
  for (int i = 0; i < N; i++)
    for (g = 0; g < 100; g++)
      A[i][g] += 1;
}

int main(void) {
  int j = -1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'j'
  for (int i = 0; i < N; i++)
    for (j = 0; j < i; j++)
      A[i][j] = i + j;
  printf("j %d A %g\n", j, A[N - 1][N - 2]);
  set_global();
  printf("g %d A %g\n", g, A[N - 1][7]);
  return 0;
}
