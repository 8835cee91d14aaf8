// Once every nest the program distributes has run and now runs replicated
// (here the one nest: a 16-iteration sum in a helper called once per
// point), every rank would only repeat the same work and compete for the
// cores and memory: rank 0 goes on alone, as the sequential program, the
// others wait sleeping and stop, and the summary says from when. With
// -DLARGE a second nest of 200,000 iterations stays distributed, and every
// rank goes on. Stress mode and ALB_REPLICATE=0 replicate nothing, and
// keep every rank. The measured trial of rank 0 alone, which may come
// first on a loaded machine, is off: its own test covers it. Few points:
// stress mode distributes every call's nest, and at 4 ranks on 2 busy
// cores each execution waits for the scheduler (2,000 points took 75 s).
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_REPLICATE=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// RUN: env ALB_REPORT=%t.json ALB_QUIET=1 ALB_ALONE_TRIAL=0 %alb-mpirun -np 2 %t.mpi > %t.out
// RUN: cmp %t.expected %t.out
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %autolb %s -o %t-large.c -- -DLARGE
// RUN: %cc -Werror -DLARGE %s -o %t-large.seq && %t-large.seq > %t-large.expected
// RUN: %mpicc -Werror -DLARGE %t-large.c -o %t-large.mpi %libautolb
// RUN: %run-all-modes %t-large.expected %t-large.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 3 %t-large.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// REQUIRES: mpi
#include <stdio.h>

#define FEATURES 16
#define POINTS 500
#define CELLS 200000

double point[POINTS][FEATURES];
double weights[FEATURES];
#ifdef LARGE
double cell[CELLS];
#endif

double score(const double *restrict x, const double *restrict w, int n) {
  double sum = 0.0;
  int f;
  for (f = 0; f < n; f++)
    sum += x[f] * w[f];
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
      point[p][f] = (double)((seed >> 16) % 32);
    }
  for (p = 0; p < POINTS; p++)
    state = 0.5 * state + score(point[p], weights, FEATURES);
  printf("%.17g\n", state);
#ifdef LARGE
  for (p = 0; p < CELLS; p++)
    cell[p] = state * (p % 7) + p;
  printf("%.17g %.17g\n", cell[1], cell[CELLS - 1]);
#endif
  for (p = 0; p < POINTS; p++)
    state = 0.25 * state + score(point[POINTS - 1 - p], weights, FEATURES);
  printf("%.17g\n", state);
  return 0;
}
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the nests the program distributes ran replicated (too short to distribute), each at its largest or longer than distribution saved: from {{[0-9.]+}} s on rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: ran it alone
// JSON: "waiting_ranks": 1,
// JSON-NEXT: "minor_nests": 0,
// JSON-NEXT: "alone_since_seconds": {{[1-9]|0\.0*[1-9]}}
