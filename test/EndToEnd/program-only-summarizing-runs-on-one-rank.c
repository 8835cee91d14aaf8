// A program whose only distributed nest summarizes data (a checksum: it
// reads an array, writes none, once per call of its function) while its
// work stays replicated (a recurrence) runs on rank 0 alone, as the
// sequential program: the nest could save at most part of one pass over
// the data, and the replicated work on every rank would compete for the
// cores and memory. With -DREPEATED the same checksum runs in a loop,
// where it may be most of the work, and the program runs on every rank;
// with -DFILLED a loop writing the array is distributed too, and it does.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: %autolb %s -o %t-repeated.c -- -DREPEATED 2>&1 | FileCheck %s --check-prefix=REPEATED-TOOL
// RUN: %cc -Werror -DREPEATED %s -o %t-repeated.seq && %t-repeated.seq > %t-repeated.expected
// RUN: %mpicc -Werror -DREPEATED %t-repeated.c -o %t-repeated.mpi %libautolb
// RUN: %run-all-modes %t-repeated.expected %t-repeated.mpi
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t-repeated.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// RUN: %autolb %s -o %t-filled.c -- -DFILLED
// RUN: FileCheck %s --check-prefix=FILLED-CODE < %t-filled.c
// RUN: %cc -Werror -DFILLED %s -o %t-filled.seq && %t-filled.seq > %t-filled.expected
// RUN: %mpicc -Werror -DFILLED %t-filled.c -o %t-filled.mpi %libautolb
// RUN: %run-all-modes %t-filled.expected %t-filled.mpi
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t-filled.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// REQUIRES: mpi
#include <stdio.h>

#define N 1200
static double A[N];

static long checksum(void) {
  long s = 0;
  int i;
#ifdef REPEATED
  int r;
  for (r = 0; r < 3; r++)
#endif
    // TOOL: program-only-summarizing-runs-on-one-rank.c:[[@LINE+2]]:5: remark: loop 'i' only reads arrays, once per call, and this file calls its function in no loop: it summarizes data that replicated code computed; when each nest the program distributes only summarizes data or is outweighed by a replicated nest, the program runs on rank 0 alone
    // REPEATED-TOOL-NOT: only reads arrays
    for (i = 0; i < N; i++)
      s += (long) A[i] * (i % 5 + 1);
  return s;
}

int main(void) {
  int i;
#ifdef FILLED
  for (i = 0; i < N; i++)
    A[i] = i * 0.25;
#endif
  for (i = 1; i < N; i++)
    A[i] = A[i - 1] * 0.5 + i;
  printf("%ld %.17g\n", checksum(), A[N - 1]);
  return 0;
}
// CODE: ALB_REGISTER_FILE(1, 1)
// FILLED-CODE: ALB_REGISTER_FILE(2, 1)
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the program's 1 distributed nests only summarize data that replicated code computed, or run beside deeper replicated nests: rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: rank 0 ran it alone
