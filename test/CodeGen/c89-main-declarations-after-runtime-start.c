// The run-time starts before anything else in main; in C89 main's own
// declarations cannot follow that statement, so main's body goes into a
// block of its own after it, closed before main's brace.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#include <stdio.h>
#define N 100
static double x[N];

int main(void)
{
  int i;
  double s = 0.5;
  for (i = 0; i < N; i++)
    x[i] = s * i;
  printf("%g\n", x[N - 1]);
  return 0;
}
// CHECK: int main(int alb_argc, char **alb_argv)
// CHECK-NEXT: {
// CHECK-NEXT: alb_init(&alb_argc, &alb_argv); /* autolb: start the run-time */
// CHECK-NEXT: { /* autolb: C89 declares at the start of a block only */
// CHECK-NEXT: int i;
// CHECK-NEXT: double s = 0.5;
// CHECK: if (alb_is_output_rank()) { printf("%g\n", x[N - 1]); }
// CHECK-NEXT: { alb_finalize(); return 0; }
// CHECK-NEXT: }
// CHECK-NEXT: }
