// --reproducible-reductions: a product of factors close to 1, printed with
// %a, is the sequential one at every rank count and in every mode.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 5000
static double g[N];

int main(void) {
  for (int i = 0; i < N; i++)
    g[i] = 1.0 + ((i * 7919) % 1000 - 500) * 1e-7;
  double p = 3.0;
  for (int i = 0; i < N; i++)
    p = p * g[i];
  double q = 1.0;
  for (int i = 0; i < N; i++)
    q *= 1.0 / g[i];
  printf("product %a %a\n", p, q);
  return 0;
}
