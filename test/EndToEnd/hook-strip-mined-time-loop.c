// A small grid relaxed for many time steps: one time step (the work between
// two hooks at the nest's end) is too little for a 10-operation hook to
// stay under 1%, so loop 't' is strip-mined with a block from
// alb_hook_block_size and the hook goes after each block. 103 time steps
// are not a multiple of the block (3 here); the downward loop 's' (step -3,
// 14 iterations, block 5) checks the trip count of other loop forms. The
// rewritten program must print exactly what the sequential one prints, and
// 't' and 's' must end with their sequential values.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 6
#define T 103
static double A[N][N];

int main(void) {
  int t, s;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  for (t = 0; t < T; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j + 1] + A[i][j - 1] +
                   A[i][j] + A[i + 1][j - 1] + A[i + 1][j + 1]) / 6.0;
  // CHECK: :[[@LINE-4]]:5: remark: load-balancing hook after each block of loop 't' (level 2; the loop is strip-mined into blocks of 3 iterations
  for (s = 40; s >= 1; s -= 3)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j] + A[i + 1][j] + s * A[i][j]) / (s + 2.0);
  // CHECK: :[[@LINE-3]]:5: remark: load-balancing hook after each block of loop 's' (level 2; the loop is strip-mined into blocks of 5 iterations
  printf("t = %d, s = %d\n", t, s);
  for (int i = 0; i < N; i++)
    printf("%.17g %.17g\n", A[i][1], A[i][N - 2]);
  return 0;
}
