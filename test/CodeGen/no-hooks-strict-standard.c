// --no-hooks calls setenv, which stdlib.h leaves undeclared under a strict
// -std (POSIX, not ISO C); C99 and later refuse a call without a
// declaration, so the generated file declares it.
// RUN: %autolb --no-hooks %s -o %t.c -- -std=c11 2>/dev/null
// RUN: %mpicc -std=c11 -Werror -c %t.c -o %t.o
// RUN: %autolb --no-hooks %s -o %t.89.c -- -std=c89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.89.c > %t.89-nocomments.c
// RUN: %c89 -Werror -fsyntax-only %t.89-nocomments.c
#include <stdio.h>
#define N 100
static double x[N];

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    x[i] = i;
  printf("%g\n", x[5]);
  return 0;
}
