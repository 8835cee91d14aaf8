// A helper holds a 16-iteration dot product, which the tool distributes;
// the loop that calls it carries a recurrence, so the call is made 1,000
// times one after the other (in stress mode every one of them is
// distributed: 4,000 took over the 60 s limit on a loaded machine at 4
// ranks). Distributed, each call would cost the run-time
// a reduction's messages (41.6 s against 0.04 s sequential in a clustering
// application): after its window of distributed executions the run-time
// decides that executions this short run on every rank, without a message
// (as written, since every array is whole: alb_nest_replicates), and its
// summary says so with the numbers behind the decision. The results
// (exact in any order) equal the sequential ones at 1-4 ranks in every
// mode, and the nest's
// scalar reduction is not combined again after a replicated execution.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full ALB_REPLICATE=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=DISTRIBUTED
// REQUIRES: mpi
#include <stdio.h>

#define FEATURES 16
#define POINTS 1000

double point[POINTS][FEATURES];
double weights[FEATURES];

// REMARK: short-executions-run-replicated.c:[[@LINE+4]]:3: remark: loop 'f' is DOALL with sum reduction into 'sum' (double); distributed
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
  return 0;
}
// CHECK: autolb:   options: {{.*}}replication on
// CHECK: autolb:   nest short-executions-run-replicated.c:{{[0-9]+}}(f): replicated, 1000 executions
// CHECK: autolb:     replicated: {{99[0-9]}} executions ran on every rank, {{99[0-9]}} of them as written (fewer than {{[0-9.e+]+}} iterations: a distributed execution cost {{[0-9.e+-]+}} us beyond its share of compute, an iteration {{[0-9.e+-]+}} us)
// DISTRIBUTED: autolb:   options: {{.*}}replication off
// DISTRIBUTED: autolb:   nest short-executions-run-replicated.c:{{[0-9]+}}(f): {{dynamically scheduled|block DOALL}}
// DISTRIBUTED-NOT: replicated
