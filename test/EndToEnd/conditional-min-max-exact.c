// Minima and maxima written as conditional assignments, over data with
// NaNs and with both signs of zero at the extreme: the strict comparison
// skips every NaN and keeps the first of -0.0 and +0.0, and so do the
// partial results of the ranks, each one contiguous block of iterations,
// combined in rank order (the nest is tied to blocks, never scheduled in
// chunks). The output prints the sign of zero and equals the sequential
// output bit for bit at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=DESC < %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: FileCheck %s --check-prefix=OUT < %t.expected
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>

#define N 20000

double v[N], w[N];

int main(void) {
  int i, rep;
  unsigned seed = 7;
  for (i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    v[i] = -1.0 - (double)((seed >> 16) % 1000);
    w[i] = 1.0 + (double)((seed >> 8) % 1000);
  }
  // The maximum of v is zero, -0.0 first; of w's minimum, +0.0 first.
  v[N / 3] = -0.0;
  v[2 * N / 3] = 0.0;
  w[N / 5] = 0.0;
  w[4 * N / 5] = -0.0;
  for (i = 0; i < N; i += 97) {
    v[i] = NAN;
    w[i + 1] = NAN;
  }
  for (rep = 0; rep < 3; rep++) {
    double hi = -INFINITY, lo = INFINITY;
    // REMARK: conditional-min-max-exact.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL with max reduction into 'hi' (double), min reduction into 'lo' (double); distributed
    for (i = 0; i < N; i++) {
      if (v[i] > hi)
        hi = v[i];
      if (lo > w[i])
        lo = w[i];
    }
    // OUT: max -0 (sign 1) min 0 (sign 0)
    // OUT-NEXT: max 0 (sign 0) min 0 (sign 0)
    // OUT-NEXT: max -0 (sign 1) min 0 (sign 0)
    printf("max %g (sign %d) min %g (sign %d)\n", hi, signbit(hi) != 0, lo,
           signbit(lo) != 0);
    v[N / 3] = rep % 2 ? -0.0 : 0.0;
    v[2 * N / 3] = rep % 2 ? 0.0 : -0.0;
  }
  return 0;
}
// REMARK: remark: floating-point max 'hi' combined in the order of the iterations: each rank runs one block of them, the blocks in rank order, so that of equal values (-0.0, +0.0) the first is kept, as sequentially
// DESC: .independent = 0
