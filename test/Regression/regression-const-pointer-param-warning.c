// A distributed nest reading through a `const double *restrict` parameter:
// the generated descriptor `.base = &b[0]` discards the const qualifier, so
// the generated program does not compile with -Werror (warning
// -Wdiscarded-qualifiers / -Wincompatible-pointer-types-discards-qualifiers),
// while the sequential one does. (tool/Plan/ArrayDescriptor: cast the
// base, e.g. `(void *)&b[0]`.)
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 24
double X[N], Y[N];

void scale(int n, double *restrict a, const double *restrict b) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2 + 1;
}

int main(void) {
  for (int i = 0; i < N; i++)
    Y[i] = i;
  scale(N, X, Y);
  for (int i = 0; i < N; i++)
    printf("%g %g\n", X[i], Y[i]);
  return 0;
}
