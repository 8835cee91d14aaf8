// A nest that distributes (a scan of 5,000 cells, once) and then many
// short executions that run replicated (a 16-iteration sum in a helper
// called once per point) doing more operations than the scan did: every
// rank would only repeat the replicated work and compete for the cores, so
// rank 0 goes on alone, as the sequential program, though the scan never
// ran replicated; it runs again after that, on rank 0 alone. The decision
// counts operations (iterations times the tool's estimate), not time:
// the same on every rank and in every run. (The check for order, with its
// early exit, stays sequential and makes the cells whole: going alone
// needs every array whole.) 5,000 points, not more: in stress mode every
// execution is distributed, and 20,000 of them at 4 ranks under ASan took
// over a minute on a loaded machine. The measured trial of rank 0 alone,
// which may come first on a loaded machine, is off for the check of this
// rule: its own test covers it.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_REPLICATE=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// REQUIRES: mpi
#include <stdio.h>

#define FEATURES 16
#define POINTS 5000
#define CELLS 5000

double point[FEATURES];
double weights[FEATURES];
double cell[CELLS];

double score(const double *restrict x, const double *restrict w, int n) {
  double sum = 0.0;
  int f;
  for (f = 0; f < n; f++)
    sum += x[f] * w[f];
  return sum;
}

void scan(double state) {
  int c;
  for (c = 0; c < CELLS; c++)
    cell[c] = state * (c % 7) + c;
}

int main(void) {
  double state = 0.0;
  int p, f;
  for (f = 0; f < FEATURES; f++) {
    weights[f] = 1.0 / (1 << f % 4);
    point[f] = f % 5;
  }
  scan(1.0);
  for (p = 1; p < CELLS; p++)
    if (cell[p] < cell[p - 1])
      break;
  printf("cells in order up to %d\n", p);
  for (p = 0; p < POINTS; p++) {
    point[p % FEATURES] += 1.0;
    state = 0.5 * state + score(point, weights, FEATURES);
  }
  scan(state);
  printf("%.17g %.17g %.17g\n", state, cell[1], cell[CELLS - 1]);
  return 0;
}
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the nests the program distributes ran replicated (too short to distribute), each at its largest or longer than distribution saved: from {{[0-9.]+}} s on rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: ran it alone
