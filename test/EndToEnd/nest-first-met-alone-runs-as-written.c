// A nest first met once rank 0 runs alone runs as written, as in the
// sequential program: there is nothing left to measure or to decide for
// it. Here the point loop's 16-term score replicates, rank 0 goes on alone
// (the older rule; the trial is off), and only then does the program call
// the checksum, whose double sum over every point autolb folds in the
// sequential order: through the run-time its first execution would record
// all 32,000 terms. The summary lists the score's nest and not the
// checksum's, and folds the score's sum only. At 1 rank, where rank 0 runs
// the program alone from the start, no nest goes through the run-time and
// no sum is folded; with ALB_REPLICATE=0 the checksum is distributed over
// that one rank. The output is the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 2 %t.mpi 2>&1 > %t.out | FileCheck %s --check-prefix=ALONE
// RUN: cmp %t.expected %t.out
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 1 %t.mpi 2>&1 > %t.one | FileCheck %s --check-prefix=ONE
// RUN: cmp %t.expected %t.one
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_REPLICATE=0 %alb-mpirun -np 1 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=THROUGH
// REQUIRES: mpi
#include <stdio.h>

#define FEATURES 16
#define POINTS 2000

double point[POINTS][FEATURES];
double weights[FEATURES];

double score(const double *restrict x, const double *restrict w, int n) {
  double sum = 0.0;
  int f;
  for (f = 0; f < n; f++)
    sum += x[f] * w[f];
  return sum;
}

double checksum(double (*p)[FEATURES], int n) {
  double sum = 0.0;
  int i, f;
  for (i = 0; i < n; i++)
    for (f = 0; f < FEATURES; f++)
      sum += p[i][f] * (double)((i + f) % 7 + 1) / 3.0;
  return sum;
}

int main(void) {
  double state = 0.0, w = 1.0;
  unsigned seed = 12345;
  int p, f;
  for (f = 0; f < FEATURES; f++) {
    weights[f] = w;
    w = f % 4 == 3 ? 1.0 : 0.5 * w;
  }
  for (p = 0; p < POINTS; p++)
    for (f = 0; f < FEATURES; f++) {
      seed = seed * 1103515245u + 12345u;
      point[p][f] = (double)((seed >> 16) % 32) / 7.0;
    }
  for (p = 0; p < POINTS; p++)
    state = 0.5 * state + score(point[p], weights, FEATURES);
  printf("%.17g\n", state);
  printf("%.17g\n", checksum(point, POINTS));
  return 0;
}
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the nests the program distributes ran replicated (too short to distribute), each at its largest or longer than distribution saved: from {{[0-9.]+}} s on rank 0 ran it alone, as the sequential program; 1 more ranks waited without computing
// ALONE-NOT: nest-first-met-alone-runs-as-written.c:42
// ALONE: nest nest-first-met-alone-runs-as-written.c:34(f)
// ALONE-NOT: nest-first-met-alone-runs-as-written.c:42
// ALONE: reproducible reductions: 1 folded
// ALONE-NOT: nest-first-met-alone-runs-as-written.c:42
// ONE: autolb: summary: 1 ranks
// ONE-NEXT: autolb:   one rank: every nest that may run as written did, as the sequential program (ALB_REPLICATE=0 runs them through the run-time).
// ONE-NOT: nest nest-first-met
// ONE-NOT: reproducible reductions
// THROUGH: nest nest-first-met-alone-runs-as-written.c:42(i)
// THROUGH: reproducible reductions: 2 folded
