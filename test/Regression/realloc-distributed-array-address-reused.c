// realloc() of a distributed array releases its old memory without
// alb_array_forget: a later array malloc'd at the old address (same byte
// size, other shape: 8 rows of 8 longs instead of 64 slices of one) is
// then distributed by another nest.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 64
#define R 8
#define C 8

int main(void) {
  long *V = malloc(N * sizeof(long));
  long *keep = malloc(16);
  for (int i = 0; i < N; i++)
    V[i] = i * 3 + 1;
  for (int i = 1; i < N - 1; i++)
    V[i] = V[i] * 2 + i;
  long *W = realloc(V, 64 * N * sizeof(long));
  if (!W)
    return 1;
  long (*A)[C] = malloc(sizeof(long[R][C]));
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      A[i][j] = i * 10 + j;
  for (int i = 0; i < R; i++)
    for (int j = 1; j < C; j++)
      A[i][j] = A[i][j - 1] + A[i][j] * 2;
  long s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      s = s * 5 % 1000003 + A[i][j];
  long t = 0;
  for (int i = 0; i < N; i++)
    t = t * 3 % 999983 + W[i];
  printf("%ld %ld %ld %ld\n", s, t, A[R - 1][C - 1], W[N / 2]);
  free(A);
  free(W);
  free(keep);
  return 0;
}
