// A VLA parameter, a pointer to arrays from malloc, bounds known only at run
// time (so the hook level is chosen at run time), and an array distributed
// by columns; replicated code reads them after the nests.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected && %t.seq 9 > %t.expected9
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: %run-all-modes %t.expected9 %t.mpi 9
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

static void sweep(int n, int m, int steps, double A[n][m]) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}

static void first_row(int n, int m, double A[n][m], double *row) {
  for (int j = 0; j < m; j++)
    row[j] = A[1][j] + A[n - 2][j];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 30, m = n + 3;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  double *row = malloc(m * sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (i * 5 + j) % 7;
  sweep(n, m, 5, A);
  first_row(n, m, A, row);
  for (int i = 0; i < n; i += 3)
    printf("%.17g %.17g\n", A[i][m / 2], row[i % m]);
  free(row);
  free(A);
  return 0;
}
