// A nest distributing the second dimension of B (columns), then replicated
// reads of single elements: the slice sync must cover the column index,
// not the row index. Also reads of several columns in one statement, an
// index that is an expression of a local, and a row-distributed array C
// read in the same statement.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 12
#define M 30
long B[N][M], C[M][N];
int main(void) {
  for (int j = 0; j < M; j++)
    for (int i = 1; i < N; i++)
      B[i][j] = B[i - 1][j] + i * j + 1;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = i * 100 + j;
  int c = 7, r = 3;
  printf("%ld %ld %ld\n", B[2][c], B[N - 1][c * 2 + 1], B[r][c + r]);
  printf("%ld %ld %ld %ld\n", B[0][M - 1], B[N - 1][M - 2], B[N - 1][M - 1], C[r * 5][N - 1]);
  long s = B[5][0] + B[5][1] + B[5][2] + B[4][10] + C[2][3] + C[3][2];
  printf("%ld\n", s);
  for (int j = 0; j < M; j++)
    for (int i = 1; i < N; i++)
      B[i][j] = B[i - 1][j] * 3 - B[i][j];
  long t = 0;
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      t += B[i][j] * (i + 2 * j + 1);
  printf("%ld %ld %ld\n", t, B[N - 1][c], B[1][M - 1]);
  return 0;
}
