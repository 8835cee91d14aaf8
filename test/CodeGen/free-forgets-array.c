// The generated file routes every free of the translation unit through the
// run-time (a function-like macro calling alb_free), which forgets the
// arrays it tracks in the freed block before freeing it: a new array the
// allocator places at the same address starts whole on every rank, and no
// later sync copies slices into freed memory. Calls stay as written, so
// frees inside the program's macros (even those doing more than the call)
// and in helpers that free their parameter are routed too.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>

// CHECK: #include "autolb/autolb.h"
// CHECK-NEXT: #define malloc(size) alb_malloc(size)
// CHECK-NEXT: #define calloc(count, size) alb_calloc(count, size)
// CHECK-NEXT: #define free(block) alb_free(block)
// CHECK-NEXT: #define realloc(block, size) alb_realloc(block, size)
double step(int n, int keep) {
  double *restrict a = malloc(sizeof(double) * n);
  double *scratch = malloc(sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  double first = a[0];
  if (!keep)
    free(a);
  free(scratch);
  return first;
}
// CHECK: if (!keep)
// CHECK-NEXT: free(a);
// CHECK-NEXT: free(scratch);
// REMARK: free-forgets-array.c:[[@LINE-7]]:5: remark: 'a' forgotten by the run-time when it is freed (free is routed through the run-time): a new array at its address starts whole [-Ralb-codegen]
// REMARK-NOT: 'scratch' forgotten

#define DROP(p)                                                                \
  do {                                                                         \
    free(p);                                                                   \
    (p) = 0;                                                                   \
  } while (0)
#define RELEASE(p) free(p)
double other(int n) {
  double *restrict b = malloc(sizeof(double) * n);
  double *restrict c = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    b[i] = c[i] = i;
  double first = b[0] + c[0];
  DROP(b);
  RELEASE(c);
  return first;
}
// CHECK: DROP(b);
// CHECK-NEXT: RELEASE(c);
// REMARK: free-forgets-array.c:[[@LINE-6]]:3: remark: 'b' forgotten by the run-time when it is freed
// REMARK: free-forgets-array.c:[[@LINE-6]]:3: remark: 'c' forgotten by the run-time when it is freed
