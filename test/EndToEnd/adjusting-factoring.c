// Dynamic Adjusting Factoring: an independent loop of very uneven rows
// (triangular work) inside a time loop runs as chunks; the first execution
// uses FAC2's batches, every later one DAF's factors from the chunk times
// of the execution before, and the summary says which ran and why. The
// chunk table is the same on every rank (the statistics are allreduced),
// so the output equals the sequential program's in every mode (on rank
// 0's counter, ALB_STEAL_RANKS above the ranks: the default steals), and
// ALB_DAF=0 keeps FAC2.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes --env ALB_STEAL_RANKS=65536 --remarks %t.remarks %t.expected %t.mpi
// The summary at one rank, where no request cost is measured (it could make
// one chunk of the whole loop on a loaded machine, leaving nothing to
// measure a deviation by):
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 ALB_QUIET=0 %alb-mpirun -np 1 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=DAF
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 ALB_QUIET=0 ALB_DAF=0 %alb-mpirun -np 1 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=FAC2
// ALB_SHRINK=1 runs the loop over tiny on the one rank [C06]'s performance
// index advises after its first execution:
// RUN: env ALB_SHRINK=1 %run-all-modes --env ALB_STEAL_RANKS=65536 --remarks %t.remarks %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 ALB_QUIET=0 ALB_STEAL_RANKS=65536 ALB_SHRINK=1 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SHRINK
// REQUIRES: mpi
#include <stdio.h>

#define N 400
#define STEPS 6

static double row[N];
static int tiny[8];

int main(void) {
  double total = 0;
  for (int t = 0; t < STEPS; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL with independent iterations
    for (int i = 0; i < N; i++) {
      double x = t + 1.0;
      for (int k = 0; k < 40 * i; k++)
        x = x * 0.999 + 1.0 / (k + 1.0);
      row[i] = x;
    }
    for (int i = 0; i < N; i += 37)
      total += row[i];
    for (int i = 0; i < 8; i++)
      tiny[i] = t + i;
  }
  printf("%.17g\n", total);
  for (int i = 0; i < N; i += 50)
    printf("%d %.17g\n", i, row[i]);
  for (int i = 0; i < 8; i++)
    printf("%d\n", tiny[i]);
  return 0;
}

// DAF: chunks: DAF, x0 {{[0-9.e+]+}}, xj {{[0-9.e+]+}} (from the previous execution's {{[0-9]+}} chunks: iteration mean {{[0-9.e+-]+}} us, deviation {{[0-9.e+-]+}} us), at least {{[0-9]+}} iteration
// FAC2: chunks: FAC2, x0 2, xj 2 (ALB_DAF=0), at least
// The heavy loop's advice depends on the measured t_interact (a loaded
// machine measures milliseconds), tiny's never does.
// SHRINK: adjusting-factoring.c:{{[0-9]+}}(i): dynamically scheduled
// SHRINK: ALB_SHRINK: the last execution ran on {{[12]}} of 2 ranks
// SHRINK: adjusting-factoring.c:[[#@LINE-17]](i): dynamically scheduled, 6 executions
// SHRINK-NEXT: chunks:
// SHRINK-NEXT: ALB_SHRINK: the last execution ran on 1 of 2 ranks; the next runs on 1 (advice 1 ranks
