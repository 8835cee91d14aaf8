// Strip-mined time loops (tiny pipelined grids) with zero, one and a few
// iterations, a short and a signed char loop variable, a bound computed from
// locals and parameters, and the variable's final value used afterwards.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 5
static double A[N][N];

static int relax(int lo, int steps, int dir) {
  int t = lo;
  if (dir > 0) {
    for (t = lo; t < lo + steps; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  } else {
    for (t = lo; t > lo - steps * 2; t -= 2)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  }
  return t;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == 0 ? 80.0 + j : (j == 0 ? 20.0 : 0.0);
  printf("%d\n", relax(5, 0, 1));
  printf("%d\n", relax(5, -3, 1));
  printf("%d\n", relax(-7, 1, 1));
  printf("%d\n", relax(100, 1, -1));
  printf("%d\n", relax(3, 37, -1));
  printf("%d\n", relax(-1000, 301, 1));
  short s;
  for (s = -300; s <= 300; s += 7)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  signed char c;
  for (c = 120; c >= -120; c -= 11)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  printf("%d %d\n", s, c);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%d %d %.17g\n", i, j, A[i][j]);
  return 0;
}
