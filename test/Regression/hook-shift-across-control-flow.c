// A level-2 hook (after loop 't', one sweep of a tiny grid being too little
// work) moves right before the next statement of its sequence that
// communicates. Here control flow sits between
// loop 't' and that statement (continue, a switch with breaks, if), and the
// statement is a nest spelled by a macro, a nest in an if, a block with a
// nest inside an if. Ranks must stay in step.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 6
static double A[N][N], B[N][N], C[N][N];

#define SCALE(f)                                                               \
  for (int i = 0; i < N; i++)                                                  \
    for (int j = 0; j < N; j++)                                                \
  C[i][j] = (f) * A[i][j] + B[i][j]

static int relax(int rounds) {
  int sweeps = 0;
  for (int r = 0; r < rounds; r++) {
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    sweeps += 10;
    if (r == 1)
      continue;
    switch (r % 3) {
    case 0:
      sweeps++;
      break;
    case 1:
      if (r == 4)
        break;
      sweeps += 2;
      break;
    default:
      sweeps += 3;
    }
    SCALE(r + 0.5);
    if (sweeps > 20) {
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          B[i][j] = B[i][j] * 0.5 + A[i][j];
    }
  }
  return sweeps;
}

static int relax2(void) {
  for (int r = 0; r < 4; r++) {
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          B[i][j] = 0.25 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
    if (r == 2)
      continue;
    {
      int k = r * 2;
      if (k > 1)
        SCALE(1.5 + k);
    }
  }
  return 4;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i == 0 || j == N - 1) ? 100.0 : i * 0.5 + j;
      B[i][j] = i + 2.0 * j;
    }
  int s = relax(8);
  int s2 = relax(3);
  int s3 = relax2();
  printf("%d %d %d\n", s, s2, s3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%d %d %.17g %.17g %.17g\n", i, j, A[i][j], B[i][j], C[i][j]);
  return 0;
}
