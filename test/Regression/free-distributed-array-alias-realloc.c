// free() of distributed arrays: inside an if without braces, through a
// pointer alias, then malloc of the same size (likely the same address) and
// a nest distributing it differently (columns), and realloc of one.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 24
#define M 20

static long check(long (*X)[M], int rows) {
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++)
      s = s * 7 % 1000003 + X[i][j] * (i + 1) + j;
  return s;
}

int main(void) {
  int round = 0;
  while (round < 3) {
    long (*A)[M] = malloc(sizeof(long[N][M]));
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        A[i][j] = i * 3 + j + round;
    for (int i = 1; i < N; i++)
      for (int j = 0; j < M; j++)
        A[i][j] = A[i][j] + A[i - 1][j] % 13;
    printf("A %d %ld %ld\n", round, check(A, N), A[N - 1][M - 1]);
    long (*P)[M] = A;
    if (round == 1)
      free(P);
    else
      free(A);
    long (*B)[M] = malloc(sizeof(long[N][M]));
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        B[i][j] = 5 * i - j;
    for (int j = 0; j < M; j++)
      for (int i = 1; i < N; i++)
        B[i][j] = B[i - 1][j] + B[i][j] % 7;
    printf("B %d %ld %ld\n", round, check(B, N), B[N / 2][1]);
    long *V = malloc(N * sizeof(long));
    for (int i = 0; i < N; i++)
      V[i] = i * i + round;
    long *W = realloc(V, 2 * N * sizeof(long));
    if (!W)
      return 1;
    for (int i = N; i < 2 * N; i++)
      W[i] = W[i - N] + 1;
    for (int i = 0; i < 2 * N; i++)
      W[i] = W[i] * 3 + B[i % N][0];
    long s = 0;
    for (int i = 0; i < 2 * N; i++)
      s = s * 3 % 999983 + W[i];
    printf("W %d %ld %ld\n", round, s, W[2 * N - 1]);
    if (round != 2)
      free(W);
    if (round == 2) free(W);
    free(B);
    round++;
  }
  return 0;
}
