// --reproducible-reductions: updates under conditions, a subtraction and a
// decrement: an iteration records only the terms of the branches it takes,
// in their order, and '-=' and '--' stay subtractions in the fold.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#define N 10000
static double x[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = ldexp(1.0 + (i % 5) / 5.0, (i * 29) % 97 - 48);
  double s = 0.0, t = 1e10;
  for (int i = 0; i < N; i++) {
    if (i % 3 == 0)
      s += x[i];
    else if (i % 3 == 1)
      s -= 0.5 * x[i];
    if (x[i] > 1.0) {
      t = t - x[i];
      t--;
    }
  }
  printf("s %a t %a\n", s, t);
  return 0;
}
