// The builtin headers (stddef.h, stdarg.h, float.h) come from Clang's
// resource directory, found without a compilation database.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %autolb %s -o %t.c
// RUN: %cc -fsyntax-only %t.c
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double sum(int n, ...) {
  va_list args;
  va_start(args, n);
  double total = 0;
  for (int i = 0; i < n; i++)
    total += va_arg(args, double);
  va_end(args);
  return total;
}

int main(void) {
  size_t size = offsetof(struct { char c; double d; }, d);
  char buffer[16];
  memset(buffer, 0, sizeof buffer);
  printf("%f %zu %g\n", sqrt(sum(2, 1.0, 3.0)), size, DBL_EPSILON);
  return EXIT_SUCCESS;
}
