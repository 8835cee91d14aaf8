// Dynamically scheduled nests after nests that left the arrays in blocks:
// pipeline, independent, Jacobi with halos, independent over a sub-range,
// with a negative step and with a stride, several arrays with different
// holders (A from the pipeline, B from a Jacobi, C from an independent
// nest over part of the range), repeated a few times.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 48
#define M 16
long A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i * 31 + j * 17) % 23;
  int t = 0;
  while (t < 4) {
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j]) % 1009;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        B[i][j] = A[i][j] * 2 + t;
    for (int i = 1; i < N - 1; i++)
      for (int j = 0; j < M; j++)
        C[i][j] = (B[i - 1][j] + B[i + 1][j] + B[i][j]) % 997;
    for (int i = N - 2; i >= 3; i--)
      for (int j = 0; j < M; j++)
        A[i][j] = (A[i][j] + C[i][j]) % 1013;
    for (int i = 1; i < N - 1; i += 3)
      for (int j = 0; j < M; j++)
        B[i][j] = C[i][j] - A[i][j];
    for (int i = 2; i < N / 2; i++)
      for (int j = 0; j < M; j++)
        C[i][j] = B[i][j] + A[i][j];
    for (int i = N - 1; i >= 0; i -= 5)
      for (int j = 0; j < M; j++)
        C[i][j] += A[i][j] + B[i][j];
    t++;
  }
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      sa += A[i][j] * (i + 1) * (j + 2);
      sb += B[i][j] * (i + 3) * (j + 1);
      sc += C[i][j] * (i + 2) * (j + 3);
    }
  printf("%ld %ld %ld\n", sa, sb, sc);
  printf("%ld %ld %ld %ld %ld %ld\n", A[N - 1][M - 1], A[3][5], B[1][2], B[N - 2][0], C[0][0], C[N - 1][7]);
  return 0;
}
