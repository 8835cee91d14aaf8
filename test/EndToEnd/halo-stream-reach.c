// A stencil that reads the next row one column past its own (A[i+1][j+1]):
// the halo above is streamed with above_reach 1, so each block waits for
// the next rank's row up to one column past it. Bitwise equal to the
// sequential program.
// RUN: %autolb %s -o %t.c
// RUN: grep -q "above_reach = 1" %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 60
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i == 0) ? 1.0 : (double)((i * 37 + j * 11) % 101) / 101.0;
  for (int t = 0; t < 8; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = -0.5 * A[i][j] + 0.375 * (A[i - 1][j] + A[i + 1][j + 1] +
                                            A[i][j - 1] + A[i][j + 1]);
  for (int i = 0; i < N; i += 7)
    printf("%d %.17g %.17g\n", i, A[i][N / 2], A[i][N - 2]);
  return 0;
}
