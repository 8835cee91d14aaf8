// In-place SOR streams its halo above between the sweeps of loop 't'; after
// each run of sweeps, replicated code writes a column of 'A' (every rank on
// its own copy, with no run-time call), then the sweeps run again. The
// alb_nest_settle after loop 't' ends the stream, so the next run fetches
// the halo with the new column instead of taking the stream's old values:
// bitwise equal to the sequential program.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 60
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i == 0) ? 1.0 : (double)((i * 37 + j * 11) % 101) / 101.0;
  for (int r = 0; r < 4; r++) {
    for (int t = 0; t < 5; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = -0.5 * A[i][j] + 0.375 * (A[i - 1][j] + A[i + 1][j] +
                                              A[i][j - 1] + A[i][j + 1]);
    // REMARK: halo-stream-settle.c:[[@LINE-4]]:7: remark: the halo above of 'A' is streamed from the next rank during each execution of loop 'i' (nothing else writes 'A' in loop 't'); alb_nest_settle after loop 't' [-Ralb-codegen]
    int k = 1;
    while (k < N - 1) { // not a nest: runs on every rank
      A[k][N / 2] = 0.25 * r + 0.001 * k;
      k++;
    }
  }
  for (int i = 0; i < N; i += 7)
    printf("%d %.17g %.17g\n", i, A[i][N / 2 + 1], A[i][N - 2]);
  return 0;
}
