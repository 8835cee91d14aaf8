// Independent nests after a halo nest left arrays of different extents in
// blocks: A (N rows) written over [1, N-1), B (N+9 rows) written over
// [0, N+9), then independent nests over [0, N), over [N/2, N+9) reading B
// only, and over a range where A's blocks and B's blocks disagree.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 30
#define M 8
long A[N][M], A2[N][M], B[N + 9][M], B2[N + 9][M];
int main(void) {
  for (int i = 0; i < N + 9; i++)
    for (int j = 0; j < M; j++)
      B[i][j] = (i * 13 + j * 3) % 17;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i * 5 + j) % 11;
  for (int t = 0; t < 3; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 0; j < M; j++)
        A2[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j] * 2 + t) % 1009;
    for (int i = 1; i < N + 8; i++)
      for (int j = 0; j < M; j++)
        B2[i][j] = (B[i - 1][j] + B[i + 1][j] + t) % 1013;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        A[i][j] = A2[i][j] + B2[i + 9][j];
    for (int i = N / 2; i < N + 9; i++)
      for (int j = 0; j < M; j++)
        B[i][j] = B2[i][j] * 2 % 1019;
    for (int i = 3; i < N - 3; i++)
      for (int j = 0; j < M; j++)
        B[i][j] = B[i][j] + A2[i][j] + A[i][j];
  }
  long sa = 0, sb = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      sa += A[i][j] * (i + 1) * (j + 1);
  for (int i = 0; i < N + 9; i++)
    for (int j = 0; j < M; j++)
      sb += B[i][j] * (i + 2) * (j + 1);
  printf("%ld %ld %ld %ld %ld\n", sa, sb, A[N - 1][0], B[N + 8][M - 1], B[4][4]);
  return 0;
}
