// exit() called by a helper function: every rank calls it (replicated
// code). The call stays as written; the file routes exit through the
// run-time's alb_exit, which stops the run-time first, as before main's
// returns.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: not %alb-mpirun -np 2 --timeout 60 %t.mpi 2>&1 | FileCheck %s --check-prefix=OUT
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

// CHECK: #define exit(status) alb_exit(status)
// CHECK-LABEL: static void fail(const char *why) {
// CHECK-NEXT: if (alb_is_output_rank()) { fprintf(stderr, "error: %s\n", why); }
// CHECK-NEXT: exit(3);
static void fail(const char *why) {
  fprintf(stderr, "error: %s\n", why);
  exit(3);
}

int main(int argc, char **argv) {
  (void)argv;
  if (argc < 5)
    fail("not enough arguments");
  return 0;
}
// OUT: error: not enough arguments
// OUT-NOT: error: not enough arguments
