// A program may define a function named like one of the C library's that
// Open MPI or the run-time calls ('write'): it works sequentially, but the
// generated program exports it and Open MPI's own calls of 'write' run it
// (the program hangs). autolb stops with an error at each such
// definition, also one named by an asm label, and writes nothing.
// RUN: not %autolb %s -o %t.c 2>&1 | FileCheck %s -implicit-check-not=error:
// RUN: test ! -e %t.c
#include <stdio.h>

double v[8];

// CHECK: library-function-name-defined-refused.c:[[@LINE+1]]:6: error: this definition of 'write' would replace the system library's 'write', which Open MPI and the autolb run-time call, in the generated program; rename it, or make it 'static' if no other file calls it
void write(char *name, double *x, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %g", x[i]);
  printf("\n");
}

// CHECK: library-function-name-defined-refused.c:[[@LINE+2]]:6: error: this definition of 'wait_for_input' (symbol 'poll') would replace the system library's 'poll'{{.*}}
void wait_for_input(void) __asm__("poll");
void wait_for_input(void) {}

int main(void) {
  for (int i = 0; i < 8; i++)
    v[i] = i;
  write("v", v, 8);
  return 0;
}
