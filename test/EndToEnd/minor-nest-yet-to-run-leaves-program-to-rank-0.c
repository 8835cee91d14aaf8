// The program's distributed nests: a 16-iteration sum in a helper called
// once per point (it runs replicated: too short to distribute), and a
// checksum at the end that only reads the points (minor: its distribution
// cannot pay). Rank 0 goes on alone once the helper's nest has run
// replicated, before the checksum first runs: a nest yet to run that is
// minor would gain nothing from every rank. With -DCOPY the last nest
// writes a copy of the points, is not minor, and every rank waits for it.
// The measured trial of rank 0 alone is off: its own test covers it.
// Few points: stress mode distributes every call's nest, and at 4 ranks on
// 2 busy cores each execution waits for the scheduler.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: %autolb %s -o %t-copy.c -- -DCOPY
// RUN: FileCheck %s --check-prefix=COPY-CODE < %t-copy.c
// RUN: %cc -Werror -DCOPY %s -o %t-copy.seq && %t-copy.seq > %t-copy.expected
// RUN: %mpicc -Werror -DCOPY %t-copy.c -o %t-copy.mpi %libautolb
// RUN: %run-all-modes %t-copy.expected %t-copy.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 3 %t-copy.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// REQUIRES: mpi
#include <stdio.h>

#define FEATURES 16
#define POINTS 500

double point[POINTS][FEATURES];
double weights[FEATURES];
#ifdef COPY
double copy[POINTS][FEATURES];
#endif

double score(const double *restrict x, const double *restrict w, int n) {
  double sum = 0.0;
  int f;
  for (f = 0; f < n; f++)
    sum += x[f] * w[f];
  return sum;
}

#ifdef COPY
double checksum(void) {
  double sum = 0.0;
  int p, f;
  for (p = 0; p < POINTS; p++)
    for (f = 0; f < FEATURES; f++)
      copy[p][f] = point[p][f] * (p % 5 + 1);
  for (p = 0; p < POINTS; p++)
    sum += copy[p][p % FEATURES];
  return sum;
}
#else
double checksum(void) {
  long sum = 0;
  int p, f;
  for (p = 0; p < POINTS; p++)
    for (f = 0; f < FEATURES; f++)
      sum += (long)point[p][f] * (p % 5 + 1);
  return (double)sum;
}
#endif

int main(void) {
  double state = 0.0, w = 1.0;
  unsigned seed = 12345;
  int p, f, round;
  for (f = 0; f < FEATURES; f++) {
    weights[f] = w;
    w = f % 4 == 3 ? 1.0 : 0.5 * w;
  }
  for (p = 0; p < POINTS; p++)
    for (f = 0; f < FEATURES; f++) {
      seed = seed * 1103515245u + 12345u;
      point[p][f] = (double)((seed >> 16) % 32);
    }
  for (round = 0; round < 3; round++) {
    for (p = 0; p < POINTS; p++)
      state = 0.5 * state + score(point[p], weights, FEATURES);
    printf("round %d: %.17g\n", round, state);
  }
  printf("checksum %.17g\n", checksum());
  return 0;
}
// TOOL: minor-nest-yet-to-run-leaves-program-to-rank-0.c:58:3: remark: loop 'p' only reads arrays, once per call, and this file calls its function in no loop
// CODE: ALB_REGISTER_FILE(2, 1)
// CODE: .line = 58
// CODE-NOT: alb_nest_desc
// CODE: .minor = 1};
// COPY-CODE: ALB_REGISTER_FILE(2, 0)
// COPY-CODE-NOT: .minor = {{[1]}}
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the nests the program distributes ran replicated (too short to distribute), each at its largest or longer than distribution saved: from {{[0-9.]+}} s on rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: ran it alone
