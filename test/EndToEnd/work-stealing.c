// Work stealing: by default (ALB_STEAL_RANKS=2, the ranks on one node)
// every independent nest runs as
// chunks of even blocks, and idle ranks steal the back half of a
// small-world partner's chunks. A heavy block at the end of the loop makes
// the other ranks steal (unless the measured request cost makes a chunk a
// whole block). Every chunk runs exactly once, on any rank, so the
// output equals the sequential program's in every mode; the summary names
// the schedule, the overlay and the steals. With ALB_STEAL_RANKS above the
// rank count, rank 0's counter hands out the chunks instead.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 ALB_QUIET=0 ALB_TRACE=%t.trace %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=STEAL
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace.1.csv
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 ALB_QUIET=0 ALB_STEAL_RANKS=3 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=COUNTER
// REQUIRES: mpi
#include <stdio.h>

#define N 512
#define STEPS 4

static double cell[N];

int main(void) {
  long checksum = 0;
  for (int t = 0; t < STEPS; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL with independent iterations
    for (int i = 0; i < N; i++) {
      double x = cell[i] + t; // The time loop carries cell.
      for (long k = 0; k < (i < 3 * N / 4 ? 20 : 2000); k++)
        x = x * 0.5 + 1.0 / (k + 2.0);
      cell[i] = x;
    }
    for (int i = 0; i < N; i++)
      checksum += (long)(cell[i] * 1000.0) % 97;
  }
  printf("%ld\n", checksum);
  for (int i = 0; i < N; i += 64)
    printf("%d %a\n", i, cell[i]);
  return 0;
}

// STEAL: nest work-stealing.c:{{[0-9]+}}(i): dynamically scheduled (work stealing), 4 executions
// STEAL-NEXT: work stealing (2 ranks, ALB_STEAL_RANKS 2): small-world overlay of at most 1 partners per rank (ring neighbours and up to 1 shortcuts); last execution: {{[0-9]+}} chunks of {{[0-9]+}} iterations, {{[0-9]+}} steals, {{[0-9]+}} failed attempts, at most 1 partners asked by a rank
// TRACE: ,work-stealing.c:{{[0-9]+}}(i),{{.*}},stealing,
// COUNTER: nest work-stealing.c:{{[0-9]+}}(i): dynamically scheduled, 4 executions
// COUNTER-NOT: work stealing
