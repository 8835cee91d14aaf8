// main jumps back, with goto, to a label before a distributed nest: the
// code after the label then runs after the nest, and reads the array it
// wrote. It makes the array whole after the label. Before, the label was
// taken as reached by falling through only, from before any distributed
// code, and the second and third rounds read stale elements (found by a
// review).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 200000
double a[N];

int main(void) {
  int round = 0, i;
  double sum = 0.0;
again:
  sum += a[N - 1];
  for (i = 0; i < N; i++)
    a[i] = a[i] * 0.5 + i + round;
  if (++round < 3)
    goto again;
  printf("%.17g\n", sum);
  return 0;
}
