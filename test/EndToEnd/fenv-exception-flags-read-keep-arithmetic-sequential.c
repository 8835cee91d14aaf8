// A program that reads the floating-point exception flags (fetestexcept):
// every rank raises the flags of its own iterations only, so a loop doing
// floating-point arithmetic (or calling code that may) stays sequential
// and the flags are those of the sequential program. Before, rank 0 printed
// "divbyzero 0": the division by zero was another rank's iteration.
// Loops of integer arithmetic alone are still distributed.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: grep -c "distributed as" %t.remarks | FileCheck %s --check-prefix=COUNT
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK-DAG: fenv-exception-flags-read-keep-arithmetic-sequential.c:[[#@LINE+14]]:3: remark: loop 'i' distributed as DOALL
// REMARK-DAG: fenv-exception-flags-read-keep-arithmetic-sequential.c:[[#@LINE+16]]:3: remark: loop 'i' is not distributed: the program reads the floating-point exception flags (fetestexcept)
// COUNT: 1
#include <fenv.h>
#include <stdio.h>

#define N 4000

static double x[N], y[N];
static int k[N];

static double scaled(double v) { return v * 1e300 * 1e10; }

int main(void) {
  for (int i = 0; i < N; i++)
    k[i] = i * 7 % 13 - 3500;
  feclearexcept(FE_ALL_EXCEPT);
  for (int i = 0; i < N; i++)
    x[i] = 1.0 / (double)(i - 3500);
  printf("divbyzero %d\n", fetestexcept(FE_DIVBYZERO) != 0);
  feclearexcept(FE_ALL_EXCEPT);
  for (int i = 0; i < N; i++)
    y[i] = i == 3999 ? scaled(x[i] + 1.0) : x[i];
  printf("overflow %d\n", fetestexcept(FE_OVERFLOW) != 0);
  for (int i = 0; i < N; i += 401)
    printf("%d %d %.17g %.17g\n", i, k[i], x[i], y[i]);
  return 0;
}
