// --reproducible-reductions: a 1-D heat kernel (a block-tied nest with
// halos, then a copy-back that sums the temperatures): the sum after every
// step, printed with %a at the end (a printf inside the time loop would
// keep it sequential), is the sequential one at every rank count, also
// when stress mode moves work at random. Without the option it is not.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 4000
#define STEPS 25
static double u[N], v[N], sums[STEPS];

int main(void) {
  for (int i = 0; i < N; i++)
    u[i] = (i % 97) * 0.37 + (i % 13 == 0 ? 1e6 : 0.0);
  for (int t = 0; t < STEPS; t++) {
    for (int i = 1; i < N - 1; i++)
      v[i] = u[i] + 0.24 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
    double sum = 0.0;
    for (int i = 1; i < N - 1; i++) {
      u[i] = v[i];
      sum += u[i];
    }
    sums[t] = sum;
  }
  for (int t = 0; t < STEPS; t++)
    printf("step %d sum %a\n", t, sums[t]);
  return 0;
}
