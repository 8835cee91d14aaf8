// main without parameters gains argc/argv for the run-time's start; exit()
// in main (routed through the run-time's alb_exit) and falling off its end
// stop the run-time too.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %alb-mpirun -np 2 --timeout 60 %t.mpi | FileCheck %s --check-prefix=OUT
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

// CHECK: int main(int alb_argc, char **alb_argv) {
// CHECK-NEXT: alb_init(&alb_argc, &alb_argv); /* autolb: start the run-time */
// CHECK-NEXT: int n = 3;
int main() {
  int n = 3;
  // CHECK: if (n < 0)
  // CHECK-NEXT: exit(1);
  if (n < 0)
    exit(1);
  printf("n = %d\n", n);
  // CHECK: alb_finalize(); /* autolb: stop the run-time */
  // CHECK-NEXT: }
}
// OUT: n = 3
// OUT-NOT: n = 3
