// Found by scripts/fuzz.sh --long (loops-5155: wrong output at 2 ranks with
// ALB_STEAL_RANKS=1, the hash of a privatized scratch array differed).
// A private array's copy-out takes the copy of the rank that ran the loop's
// last iteration (alb_private_copy_out), so that rank must run nothing
// after it. Under work stealing the rank whose block ends the loop
// finished first (here: the first half of the rows is slow) and then stole
// earlier rows, leaving an earlier iteration's values in its copy of S.
// Fixed: the owner of the last chunk keeps it off the steal board and runs
// it after everything else it runs. Before the fix 2 of 3 runs at 2 ranks
// printed the wrong S; the four runs below each failed alike.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --env ALB_STEAL_RANKS=1 %t.expected %t.mpi
// RUN: env ALB_STEAL_RANKS=1 %alb-mpirun -np 2 %t.mpi | diff %t.expected -
// RUN: env ALB_STEAL_RANKS=1 %alb-mpirun -np 2 %t.mpi | diff %t.expected -
// RUN: env ALB_STEAL_RANKS=1 %alb-mpirun -np 2 %t.mpi | diff %t.expected -
// RUN: env ALB_STEAL_RANKS=1 %alb-mpirun -np 2 %t.mpi | diff %t.expected -
// REQUIRES: mpi
#include <stdio.h>
#define N 64
#define STEPS 3
static double S[4];
static double D[N][4];
int main(void) {
  for (int t = 0; t < STEPS; t++) {
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
    // CHECK: :[[@LINE+1]]:5: remark: array 'S' privatized
    for (int i = 0; i < N; i++) {
      for (int q = 0; q < 4; q++)
        S[q] = i * 10.0 + q + t;
      long work = i < N / 2 ? 400000 : 10;
      double x = 0;
      for (long k = 0; k < work; k++)
        x = x * 0.5 + 1.0;
      for (int q = 0; q < 4; q++)
        D[i][q] = S[q] + x + 0.5 * D[i][q];
    }
  }
  for (int q = 0; q < 4; q++)
    printf("S[%d] = %.17g\n", q, S[q]);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int q = 0; q < 4; q++)
      sum += D[i][q] * (i + 1);
  printf("%.17g\n", sum);
  return 0;
}
