// A file with nothing to distribute is emitted unchanged in meaning: the
// run-time is started and stopped, output happens once, loops stay as they
// were, and the program gives the sequential output on any number of ranks.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: for np in 1 2 3; do %alb-mpirun -np $np --timeout 60 %t.mpi > %t.np$np || exit 1; diff %t.expected %t.np$np || exit 1; done
// REQUIRES: mpi
#include <stdio.h>

static double x[100];

static double next(double v) { return v * 0.5 + 1.0; }

// CHECK: #include "autolb/autolb.h"
// CHECK: int main(int alb_argc, char **alb_argv) {
// CHECK-NEXT: alb_init(&alb_argc, &alb_argv); /* autolb: start the run-time */
int main(void) {
  x[0] = 1.0;
  // A recurrence: sequential, and left exactly as written.
  // CHECK: for (int i = 1; i < 100; i++)
  // CHECK-NEXT: x[i] = next(x[i - 1]);
  for (int i = 1; i < 100; i++)
    x[i] = next(x[i - 1]);
  // CHECK: if (alb_is_output_rank()) { printf("%.17g\n", x[99]); }
  printf("%.17g\n", x[99]);
  // CHECK: { alb_finalize(); return 0; }
  return 0;
}
// REMARK-NOT: alb-codegen
// REMARK-NOT: alb_sync
