// --reproducible-reductions: a sum updated in an inner loop (s += A[i][j],
// j inner): the terms of iteration i are recorded in the order of j and
// folded after those of iteration i - 1, as the sequential program adds
// them.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#define N 300
#define M 200
static double A[N][M];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = ldexp((i % 2 ? -1.0 : 1.0) * (1.0 + j / 3.0),
                      (i * 13 + j * 7) % 81 - 40);
  double s = 0.25;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += A[i][j];
  printf("sum %a\n", s);
  return 0;
}
