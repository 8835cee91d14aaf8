// A function whose address reaches code outside the file (a library that
// calls back, atexit) may be run there, and that code would read without a
// sync what the function's nests leave distributed: those nests, and the
// nests of the functions it calls, stay sequential. A function only called
// through a pointer inside the file keeps its nest, unless a function
// pointer variable leaves the file: it might hold any function whose
// address is taken.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %autolb %s -o %t2.c -- -DPASS_POINTER_VARIABLE 2>&1 | FileCheck %s --check-prefix=VARIABLE
// RUN: %cc -fsyntax-only -I %S/../../include %t.c
#include <stdio.h>
#include <stdlib.h>

#define N 400
static double A[N], B[N], C[N];

// CHECK-DAG: function-passed-outside-file.c:[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'report' runs it and its address is passed to 'atexit', outside this file, whose code would read without a sync what the nest leaves distributed [-Ralb-missed=RunFromOutsideFile]
static void helper(void) {
  for (int i = 0; i < N; i++)
    A[i] = 2.0 * i;
}

static void report(void) {
  helper();
  printf("%g\n", A[N - 1]);
}

// CHECK-DAG: function-passed-outside-file.c:[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'fill' runs it and its address is passed to 'apply_later', outside this file
static void fill(double *v) {
  for (int i = 0; i < N; i++)
    v[i] = 0.5 * i;
}

// CHECK-DAG: function-passed-outside-file.c:[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL
// VARIABLE: function-passed-outside-file.c:[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'scale' runs it and its address is passed to 'apply_later'
static void scale(double *v) {
  for (int i = 0; i < N; i++)
    v[i] = 3.0 * v[i];
}

void apply_later(void (*f)(double *), double *v);

int main(void) {
#ifdef PASS_POINTER_VARIABLE
  void (*fp)(double *) = fill;
  apply_later(fp, B);
#else
  apply_later(fill, B);
#endif
  void (*sp)(double *) = scale;
  sp(C);
  atexit(report);
  printf("%g %g\n", B[1], C[1]);
  return 0;
}
