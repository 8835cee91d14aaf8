// Replicated reads of one element whose index is out of the array's range
// where the read is not reached (guarded by if / ?: / &&): the slice sync is
// placed before the whole statement, so it must tolerate such indices.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 20
double A[N];
int main(void) {
  int hi = N, lo = -1, big = 1 << 30;
  for (int i = 0; i < N; i++)
    A[i] = i * 1.5 + 1;
  double x = 0;
  if (hi < N)
    x = A[hi];
  printf("%g\n", x);
  printf("%g\n", lo >= 0 ? A[lo] : -1.0);
  printf("%d\n", big < N && A[big] > 0);
  printf("%g\n", hi - 1 < N ? A[hi - 1] : 0.0);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i];
  printf("%g %g %g\n", s, A[0], A[N - 1]);
  return 0;
}
