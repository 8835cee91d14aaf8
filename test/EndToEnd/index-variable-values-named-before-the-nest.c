// An index variable's value may be written before a nest of its loop tree
// (the section of an array reduction: hist[base + k] with `int base = n +
// t * K;`), so the variables of its initializer must mean there what they
// meant where it was set, with the same values: no declaration in the tree
// may take their names (`int n = 60;` in a block around the nest), and no
// pointer or reference may change them (`pn[0] += 20` with pn = &n). Both
// gave sections elsewhere than the updates and wrong sums at 2 and 3
// ranks; now those subscripts keep their loops sequential.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK: index-variable-values-named-before-the-nest.c:[[#@LINE+15]]:7: remark: loop 'i' is not distributed: subscript of 'hist[base+k]' is not affine
// REMARK: index-variable-values-named-before-the-nest.c:[[#@LINE+27]]:5: remark: loop 'i' is not distributed: subscript of 'hist[base+k]' is not affine
#include <stdio.h>

#define N 1000
#define K 8

static double x[N], hist[128];

static void hidden(void) {
  int n = 5;
  for (int t = 0; t < 4; t++) {
    int base = n + t * K;
    {
      int n = 60;
      for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
          hist[base + k] += x[i] * (k + 1) + n;
    }
  }
}

static void through_pointer(void) {
  int n = 5;
  int *pn = &n;
  for (int t = 0; t < 3; t++) {
    int base = n + t * K;
    pn[0] += 20;
    for (int i = 0; i < N; i++)
      for (int k = 0; k < K; k++)
        hist[base + k] += x[i] * (k + 1);
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = (i * 37 % 101) * 0.25;
  hidden();
  through_pointer();
  for (int k = 0; k < 128; k++)
    if (hist[k] != 0)
      printf("%d %.9g\n", k, hist[k]);
  return 0;
}
