// The arrays are made whole before the run-time stops only when program
// code may read them after main returns: an atexit handler (or a destructor
// function, or an unknown function that may register one). Otherwise
// nothing reads them again and the whole-array transfer is left out. The
// same holds for exit(), routed through alb_exit or alb_exit_syncing.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=NONE
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb %s -o %t.atexit.c -- -DREGISTER
// RUN: sed "/^ *\/\//d" %t.atexit.c | FileCheck %s --check-prefix=ATEXIT
// RUN: %mpicc -Werror -c %t.atexit.c -o %t.atexit.o
#include <stdio.h>
#include <stdlib.h>
#define N 50
static double A[N][N];

static void report(void) { printf("%g\n", A[N - 1][0]); }

// NONE: #define exit(status) alb_exit(status)
// ATEXIT: #define exit(status) alb_exit_syncing(status)
// NONE-LABEL: int main(
// NONE-NOT: alb_sync_all
// NONE: { alb_finalize(); return 0; }
// ATEXIT-LABEL: int main(
// ATEXIT: { alb_sync_all(); alb_finalize(); return 0; }
int main(void) {
#ifdef REGISTER
  atexit(report);
#endif
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i + j;
  report();
  return 0;
}
