// fmax and fmin reductions as programs use them to skip missing values
// (NaN): a maximum that starts from NaN, over data whose first 60 % is NaN,
// so that at 2-4 ranks some ranks' partial results are NaN, which the
// combination must skip as fmax does (it kept them once); and both signs
// of zero at the extreme, of which fmax(x, e) keeps the first, as the
// partial results of contiguous blocks combined in rank order do. The
// output prints NaN and the sign of zero and equals the sequential output
// bit for bit at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=DESC < %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: FileCheck %s --check-prefix=OUT < %t.expected
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>

#define N 20000

double v[N];
float w[N];

int main(void) {
  int i, rep;
  for (i = 0; i < N; i++) {
    v[i] = i < 6 * N / 10 ? NAN : -1.0 - (double)(i % 1000);
    w[i] = i < 6 * N / 10 ? NAN : 1.0f + (float)(i % 977);
  }
  v[7 * N / 10] = -0.0;
  v[9 * N / 10] = 0.0;
  w[8 * N / 10] = 0.0f;
  w[N - 2] = -0.0f;
  for (rep = 0; rep < 3; rep++) {
    double hi = NAN;
    float lo = INFINITY;
    // REMARK: fmax-fmin-exact.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL with max reduction into 'hi' (double), min reduction into 'lo' (float); distributed
    for (i = 0; i < N; i++) {
      hi = fmax(hi, v[i]);
      lo = fminf(lo, w[i]);
    }
    // OUT: max -0 (sign 1) min 0 (sign 0)
    // OUT-NEXT: max 0 (sign 0) min 0 (sign 0)
    // OUT-NEXT: max -0 (sign 1) min 0 (sign 0)
    printf("max %g (sign %d) min %g (sign %d)\n", hi, signbit(hi) != 0, lo,
           signbit(lo) != 0);
    v[7 * N / 10] = rep % 2 ? -0.0 : 0.0;
    v[9 * N / 10] = rep % 2 ? 0.0 : -0.0;
  }
  // Every element NaN: the maximum stays NaN.
  {
    double all = NAN;
    for (i = 0; i < N; i++)
      v[i] = NAN;
    for (i = 0; i < N; i++)
      all = fmax(all, v[i]);
    // OUT-NEXT: all NaN: nan
    printf("all NaN: %g\n", all);
  }
  return 0;
}
// REMARK: remark: floating-point max 'hi' combined in the order of the iterations
// DESC: .independent = 0
