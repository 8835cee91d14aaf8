// Independent DOALL nests (matrix multiply) and scalar reductions whose
// values are exact (small integers in doubles, integer sums, min and max),
// so that reassociation across ranks cannot change them: bitwise equal.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], C[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i + j) % 5;
      B[i][j] = (i * j) % 3 - 1;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
  double total = 0.5, biggest = -1e300;
  long count = 3;
  int smallest = 1 << 30;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      total += C[i][j];
      biggest = fmax(biggest, C[i][j]);
      count += (long)C[i][j];
      smallest = (int)C[i][j] < smallest ? (int)C[i][j] : smallest;
    }
  printf("%.17g %.17g %ld %d %.17g\n", total, biggest, count, smallest,
         C[N / 2][N / 3]);
  return 0;
}
