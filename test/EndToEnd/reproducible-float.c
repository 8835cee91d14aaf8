// --reproducible-reductions: a float sum is folded in float, its terms
// (floats and ints) converted to float as the sequential program converts
// them, so it keeps the sequential rounding at every update.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 30000
static float w[N];

int main(void) {
  for (int i = 0; i < N; i++)
    w[i] = (float)((i % 101) * 0.013 + (i % 17 == 0 ? 4096.0 : 0.0));
  float total = 0.0f;
  for (int i = 0; i < N; i++) {
    total += w[i];
    total = total + i % 3;
  }
  printf("total %a\n", total);
  return 0;
}
