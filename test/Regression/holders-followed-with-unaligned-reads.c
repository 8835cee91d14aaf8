// An independent nest right after a pipeline left A in blocks, that also
// reads A along its row (first, mirrored column), and 1-D arrays left in
// blocks by Jacobi-like nests read by an independent nest at a mirrored
// index and at 0: those must be available where each block runs.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 40
#define M 12
long A[N][M], B[N][M], U[N], V[N], W[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    V[i] = i * 3 + 1;
    for (int j = 0; j < M; j++)
      A[i][j] = (i * 7 + j * 5) % 19;
  }
  for (int t = 0; t < 3; t++) {
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] * 2 + t) % 1019;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        B[i][j] = A[i][j] + A[i][0] * 3 + A[i][M - 1 - j];
    for (int i = 1; i < N - 1; i++)
      U[i] = (V[i - 1] + V[i + 1] + B[i][t]) % 101;
    for (int i = 1; i < N - 1; i++)
      V[i] = U[i] + 1;
    for (int i = 0; i < N; i++)
      W[i] = V[i] * 2 + U[N - 1 - i] + U[0] + B[i][M - 1];
  }
  long sa = 0, sb = 0, sv = 0;
  for (int i = 0; i < N; i++) {
    sv += (V[i] + W[i] * 5) * (i + 1);
    for (int j = 0; j < M; j++) {
      sa += A[i][j] * (i + 1) * (j + 2);
      sb += B[i][j] * (i + 3) * (j + 1);
    }
  }
  printf("%ld %ld %ld %ld %ld %ld\n", sa, sb, sv, A[N - 1][M - 1], B[5][0], W[N / 2]);
  return 0;
}
