// Replicated reads of single slices after distributed nests make only those
// slices whole (alb_array_sync_slices), including slices the last rank
// holds (row N - 2 of a pipelined SOR, column N - 3 of a column-distributed
// nest) and one picked by a variable; the next sweeps still fetch the
// slices left held, and the final whole-array read sees every slice.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CHECK: alb_array_sync_slices(A, 1, 2); alb_array_sync_slices(A, N - 2, N - 2 + 1L); alb_array_sync_slices(A, row, row + 1L);
// CHECK: alb_array_sync_slices(A, N / 2, N / 2 + 1L); alb_array_sync_slices(A, N - 2, N - 2 + 1L);
// CHECK: alb_array_sync_slices(C, N - 3, N - 3 + 1L);
// CHECK: alb_array_sync(A);
#include <stdio.h>
#define N 40
static double A[N][N], C[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i == 0) ? 1.0 : (double)((i * 37 + j * 11) % 101) / 101.0;
  int row = N / 3;
  for (int t = 0; t < 3; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  printf("%.17g %.17g %.17g\n", A[1][1], A[N - 2][N / 3], A[row][2]);
  for (int t = 0; t < 2; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  printf("%.17g %.17g\n", A[N / 2][N / 2], A[N - 2][1]);
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      C[i][j] = ((i * 3 + j) % 7) * 0.5 + j;
  printf("%.17g\n", C[5][N - 3]);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s = s * 0.5 + A[i][j];
  printf("%.17g\n", s);
  return 0;
}
