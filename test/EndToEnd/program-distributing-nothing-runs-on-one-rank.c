// A program none of whose files distributes a nest (here: a recurrence, and
// a loop that prints) runs on rank 0 alone, as the sequential program: on
// every rank it would run no faster and the ranks would compete for the
// cores and memory. The other ranks wait in alb_init, sleeping, and the
// summary says so. A program whose other file distributes a nest, while
// main's file distributes none, runs on every rank.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: %autolb %S/Inputs/other-file-kernels.c -o %t-kernels.c
// RUN: %cc -Werror -DWITH_KERNELS %s %S/Inputs/other-file-kernels.c -o %t-both.seq && %t-both.seq > %t-both.expected
// RUN: %autolb %s -o %t-both.c -- -DWITH_KERNELS
// RUN: %mpicc -Werror -DWITH_KERNELS %t-both.c %t-kernels.c -o %t-both.mpi %libautolb
// RUN: %run-all-modes %t-both.expected %t-both.mpi
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t-both.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=EVERY
// REQUIRES: mpi
#include <stdio.h>

#define N 1200
#ifdef WITH_KERNELS
double fill_sum(double a[N]);
#endif
static double A[N];

int main(void) {
  int i;
  double s = 1.0;
  // TOOL: program-distributing-nothing-runs-on-one-rank.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (i = 1; i < N; i++)
    A[i] = A[i - 1] * 0.5 + i;
  for (i = 0; i < N; i += 100)
    printf("%d %.17g\n", i, A[i]);
#ifdef WITH_KERNELS
  s = fill_sum(A);
#endif
  printf("%.17g %.17g\n", s, A[N - 1]);
  return 0;
}
// CODE: ALB_REGISTER_FILE(0, 0)
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   no file of the program distributes a nest: rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: no file of the program distributes a nest
